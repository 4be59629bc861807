// devices.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let devicesSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: SystemAlertPopup(
            title: "Title",
            message: "Message",
            actions: [AlertAction("Close", style: .cancel)],
            stacked: false,
            textFields: [],
            keyboard: false,
        ),
        screen: .device(.iPhone15), scale: 1, appearance: .light, contentSize: .large, ios: .ios18
    )
    spec.variants.devices = [
        .iPhoneSE,
        .iPhone11,
        .iPhone11Pro,
        .iPhone11ProMax,
        .iPhone12Mini,
        .iPhone12,
        .iPhone12Pro,
        .iPhone12ProMax,
        .iPhone13Mini,
        .iPhone13,
        .iPhone13Pro,
        .iPhone13ProMax,
        .iPhone14,
        .iPhone14Plus,
        .iPhone14Pro,
        .iPhone14ProMax,
        .iPhone15,
        .iPhone15Plus,
        .iPhone15Pro,
        .iPhone15ProMax,
        .iPhone16,
        .iPhone16Plus,
        .iPhone16Pro,
        .iPhone16ProMax,
        .iPhone16e,
        .iPhone17,
        .iPhone17Pro,
        .iPhone17ProMax,
        .iPhoneAir,
        .iPad,
        .iPadAir11,
        .iPadAir13,
        .iPadPro11,
        .iPadPro13,
        .iPadMini,
    ]
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/actions/button[0]",
            reason: "UIKit's own systemBlue action title on the alert's material",
        ),
    ]
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0x4A, g8: 0x90, b8: 0xE2)),
        DynamicColor(Color(r8: 0xF5, g8: 0xF7, b8: 0xFA)),
    ])
    spec.statusBar = StatusBar(time: "9:41", content: nil)
    spec.showsHomeIndicator = true
    spec.showsCutout = true
    return spec
}()
