// alert-matrix.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let alertMatrixSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: AlertPopup(title: "Error", message: "Sorry, that email address is already used!", button: "OK"),
        screen: .device(.iPhoneSE), scale: 2, appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.variants.locales = ["en", "de", "ja", "ar"]
    spec.variants.appearances = [.light, .dark]
    spec.variants.contentSizes = [.large, .accessibilityExtraLarge]
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/title",
            reason: "seed 000 draws white text on UIColor.yellow (1.07:1); Popsnap reproduces the seed as written",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/message",
            reason: "seed 000's white text on the author's Color.blue, iOS's systemBlue here (4.02:1)",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/button",
            reason: "seed 000 draws white text on UIColor.yellow (1.07:1); Popsnap reproduces the seed as written",
        ),
    ]
    spec.translations = [
        "ar": AlertPopup(
            title: "خطأ",
            message: "عذرًا، عنوان البريد الإلكتروني هذا مستخدم بالفعل!",
            button: "حسنًا",
        ),
        "de": AlertPopup(
            title: "Fehler",
            message: "Diese E-Mail-Adresse wird leider schon verwendet!",
            button: "OK",
        ),
        "ja": AlertPopup(title: "エラー", message: "申し訳ありませんが、そのメールアドレスはすでに使用されています。", button: "OK"),
    ]
    return spec
}()
