// hud-matrix.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let hudMatrixSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: HUDPopup(label: "Loading…"),
        screen: .device(.iPhoneSE), scale: 2, appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.variants.locales = ["en", "de", "ja", "ar"]
    spec.variants.appearances = [.light, .dark]
    spec.variants.contentSizes = [.large, .accessibilityExtraLarge]
    spec.translations = [
        "ar": HUDPopup(label: "جارٍ التحميل…"),
        "de": HUDPopup(label: "Wird geladen…"),
        "ja": HUDPopup(label: "読み込み中…"),
    ]
    return spec
}()
