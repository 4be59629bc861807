// confirmation-matrix.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let confirmationMatrixSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: ConfirmationPopup(
            icon: .builtIn(.warning),
            title: "Delete this photo?",
            message: "You can't undo this action.",
            ok: "Delete",
            cancel: "Cancel",
        ),
        screen: .device(.iPhoneSE), scale: 2, appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.variants.locales = ["en", "de", "ja", "ar"]
    spec.variants.appearances = [.light, .dark]
    spec.variants.contentSizes = [.large, .accessibilityExtraLarge]
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/stack/content",
            reason: "seed 001 sets the message lightGray on white (2.32:1)",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/stack/buttons/ok",
            reason: "white on systemBlue, iOS's filled-button colours (4.02:1)",
        ),
    ]
    spec.translations = [
        "ar": ConfirmationPopup(
            icon: .builtIn(.warning),
            title: "هل تريد حذف هذه الصورة؟",
            message: "لا يمكنك التراجع عن هذا الإجراء.",
            ok: "حذف",
            cancel: "إلغاء",
        ),
        "de": ConfirmationPopup(
            icon: .builtIn(.warning),
            title: "Dieses Foto löschen?",
            message: "Diese Aktion kann nicht rückgängig gemacht werden.",
            ok: "Löschen",
            cancel: "Abbrechen",
        ),
        "ja": ConfirmationPopup(
            icon: .builtIn(.warning),
            title: "この写真を削除しますか？",
            message: "この操作は取り消せません。",
            ok: "削除",
            cancel: "キャンセル",
        ),
    ]
    return spec
}()
