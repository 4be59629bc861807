import Testing
@testable @_spi(PopsnapTesting) import UIKit
import Popsnap
import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster

/// A presented UIAlertController draws what Popsnap's `system-alert` and `action-sheet` kinds draw for the
/// same content on the same screen, compared over the whole frame: the dimmed presenter, the card, its
/// material blurring what is beneath it, in the window's size, safe area and traits.
@MainActor
struct AlertControllerTests {
    let renderer = try! PopupRenderer()
    let title = "Delete photo?"
    let message = "It will be removed from every album on this iPhone."
    /// swift-snapshot-testing's iPhone 13: 390 x 844 pt, insets 47 and 34.
    let phoneSafeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// `alert` presented over a white controller in a window of `size` with `safeArea` and `traits`, drawn at 3x.
    func presented(_ alert: UIAlertController, size: CGSize = CGSize(width: 390, height: 844), safeArea: UIEdgeInsets = .zero,
                   traits: UITraitCollection = UITraitCollection()) throws -> Image {
        let presenter = UIViewController()
        presenter.view.backgroundColor = .white
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screenSafeArea = safeArea
        window.traitOverrides = traits
        window.rootViewController = presenter
        window.layoutIfNeeded()
        presenter.present(alert, animated: false)
        #expect(presenter.presentedViewController === alert)
        #expect(alert.presentingViewController === presenter)
        return try window.drawnImage(scale: 3)
    }

    /// `popup` drawn by its kind over a white screen of `size` with `safeArea`, as a spec gets it by default.
    func kind(_ popup: any PopupKind, size: Size = Size(width: 390, height: 844), safeArea: UIEdgeInsets = .zero,
              appearance: Appearance = .light, contentSize: ContentSizeCategory = .large) throws -> Image {
        let insets = EdgeInsets(top: Double(safeArea.top), leading: Double(safeArea.left), bottom: Double(safeArea.bottom), trailing: Double(safeArea.right))
        var spec = PopupSpec(popup: popup, screen: .size(size, safeArea: insets), scale: 3, appearance: appearance, contentSize: contentSize)
        spec.background = .color(DynamicColor(.white))
        return try renderer.render(spec.scene())
    }

    /// Where two images of one size differ, as "n pixels differ, first at (x, y)"; nil when they are equal.
    func difference(_ a: Image, _ b: Image) -> String? {
        guard a.width == b.width, a.height == b.height else { return "sizes \(a.width) x \(a.height) and \(b.width) x \(b.height)" }
        guard a.pixels != b.pixels else { return nil }
        var count = 0, first: (Int, Int)?
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                count += 1
                if first == nil { first = (x, y) }
            }
        }
        return "\(count) pixels differ, first at \(first.map { "(\($0.0), \($0.1))" } ?? "?")"
    }

    func deleteAlert(_ style: UIAlertController.Style = .alert) -> UIAlertController {
        let alert = UIAlertController(title: title, message: message, preferredStyle: style)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        return alert
    }

    let deleteActions = [AlertAction("Cancel", style: .cancel), AlertAction("Delete", style: .destructive)]

    // MARK: The alert

    @Test func anAlertDrawsTheSystemAlertKindsFrame() throws {
        let fromViews = try presented(deleteAlert())
        let fromKind = try kind(SystemAlertPopup(title: title, message: message, actions: deleteActions))
        #expect(difference(fromViews, fromKind) == nil)
        // The comparison sees the content: another title is another frame.
        let other = try kind(SystemAlertPopup(title: "Delete photos?", message: message, actions: deleteActions))
        #expect(difference(fromViews, other) != nil)
        // The dimmed presenter shows around the card: UIKit's black 20% over white, (204, 204, 204).
        #expect(fromViews[10, 10] == Pixel(r: 204, g: 204, b: 204, a: 255))
    }

    @Test func theCompatibilityDesignDrawsIOS18sAlert() throws {
        UIDesign.requiresCompatibility = true
        defer { UIDesign.requiresCompatibility = false }
        let fromViews = try presented(deleteAlert())
        var spec = PopupSpec(popup: SystemAlertPopup(title: title, message: message, actions: deleteActions),
                             screen: .size(Size(width: 390, height: 844), safeArea: .zero), scale: 3, ios: .ios18)
        spec.background = .color(DynamicColor(.white))
        #expect(difference(fromViews, try renderer.render(spec.scene())) == nil)
        #expect(difference(fromViews, try kind(SystemAlertPopup(title: title, message: message, actions: deleteActions))) != nil,
                "iOS 26's alert is another picture")
    }

    @Test func anAlertFollowsTheWindowsSafeAreaAndTraits() throws {
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)])
        let fromViews = try presented(deleteAlert(), safeArea: phoneSafeArea, traits: traits)
        let fromKind = try kind(SystemAlertPopup(title: title, message: message, actions: deleteActions), safeArea: phoneSafeArea,
                                appearance: .dark, contentSize: .accessibilityMedium)
        #expect(difference(fromViews, fromKind) == nil)
        let light = try kind(SystemAlertPopup(title: title, message: message, actions: deleteActions), safeArea: phoneSafeArea,
                             contentSize: .accessibilityMedium)
        #expect(difference(fromViews, light) != nil, "dark traits draw the dark alert")
    }

    @Test func theControllerOverridingTheStyleDrawsDark() throws {
        let alert = deleteAlert()
        alert.overrideUserInterfaceStyle = .dark
        let fromKind = try kind(SystemAlertPopup(title: title, message: message, actions: deleteActions), appearance: .dark)
        #expect(difference(try presented(alert), fromKind) == nil)
    }

    /// The largest difference of one channel between two images of one size.
    func largestDifference(_ a: Image, _ b: Image) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
            }
        }
        return worst
    }

    @Test func snapshottedAloneItDrawsTheKindOverAClearScreen() throws {
        let fromHost = try SnapshotHost.image(of: deleteAlert(), size: CGSize(width: 390, height: 844), safeArea: phoneSafeArea, traits: UITraitCollection())
        var spec = PopupSpec(popup: SystemAlertPopup(title: title, message: message, actions: deleteActions),
                             screen: .size(Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, bottom: 34)), scale: 3)
        spec.background = .color(DynamicColor(.clear))
        let fromKind = try renderer.render(spec.scene())
        #expect(fromHost.width == fromKind.width && fromHost.height == fromKind.height)
        // Over nothing the dimming is translucent: the kind paints the card on a layer of its own and lays it
        // over the dimming, the view tree paints it onto the dimming, and the card's antialiased edge rounds
        // one unit apart (over the opaque presenter above, the two are byte for byte the same).
        #expect(largestDifference(fromHost, fromKind) <= 1)
        let dark = try renderer.render({ var s = spec; s.appearance = .dark; return s.scene() }())
        #expect(largestDifference(fromHost, dark) > 1)
    }

    @Test func dismissingLeavesThePresenterAlone() throws {
        let presenter = UIViewController()
        presenter.view.backgroundColor = .white
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = presenter
        window.layoutIfNeeded()
        let alert = deleteAlert()
        presenter.present(alert, animated: false)
        presenter.dismiss(animated: false)
        #expect(presenter.presentedViewController == nil)
        let image = try window.drawnImage(scale: 3)
        #expect(image[600, 1200] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    // MARK: The action sheet

    @Test func anActionSheetDrawsTheActionSheetKindsFrame() throws {
        let sheet = UIAlertController(title: "Share photo", message: "Choose where to send it.", preferredStyle: .actionSheet)
        for (title, style) in [("Message", UIAlertAction.Style.default), ("Mail", .default), ("Delete", .destructive), ("Cancel", .cancel)] {
            sheet.addAction(UIAlertAction(title: title, style: style))
        }
        let fromViews = try presented(sheet, safeArea: phoneSafeArea)
        let actions = [AlertAction("Message"), AlertAction("Mail"), AlertAction("Delete", style: .destructive), AlertAction("Cancel", style: .cancel)]
        let fromKind = try kind(ActionSheetPopup(title: "Share photo", message: "Choose where to send it.", actions: actions), safeArea: phoneSafeArea)
        #expect(difference(fromViews, fromKind) == nil)
        // Against the safe area's bottom: without it the sheet sits lower.
        let noSafeArea = try kind(ActionSheetPopup(title: "Share photo", message: "Choose where to send it.", actions: actions))
        #expect(difference(fromViews, noSafeArea) != nil)
        // The window's size is the screen the kind lays the sheet out on: an iPhone SE's, 320 x 568 with a 20 pt status bar.
        let small = try presented(sheet, size: CGSize(width: 320, height: 568), safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let smallKind = try kind(ActionSheetPopup(title: "Share photo", message: "Choose where to send it.", actions: actions),
                                 size: Size(width: 320, height: 568), safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(difference(small, smallKind) == nil)
    }

    @Test func anActionSheetIgnoresThePreferredAction() throws {
        let sheet = deleteAlert(.actionSheet)
        let plain = try presented(deleteAlert(.actionSheet))
        sheet.preferredAction = sheet.actions[1]
        #expect(difference(try presented(sheet), plain) == nil)
        #expect(difference(plain, try kind(ActionSheetPopup(title: title, message: message, actions: deleteActions))) == nil)
    }

    // MARK: Text fields

    @Test func textFieldsDrawTheKindsFields() throws {
        let alert = UIAlertController(title: "Log In", message: "Enter your account.", preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Email"; $0.text = "kim@example.com"; $0.keyboardType = .emailAddress }
        alert.addTextField { $0.placeholder = "Password"; $0.text = "secret"; $0.isSecureTextEntry = true }
        alert.addTextField()
        #expect(alert.textFields?.map(\.placeholder) == ["Email", "Password", nil])
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Log In", style: .default))
        let fromViews = try presented(alert, safeArea: phoneSafeArea)
        let fields = [AlertTextField(placeholder: "Email", text: "kim@example.com"), AlertTextField(placeholder: "Password", text: "secret", secure: true),
                      AlertTextField()]
        let actions = [AlertAction("Cancel", style: .cancel), AlertAction("Log In")]
        let fromKind = try kind(SystemAlertPopup(title: "Log In", message: "Enter your account.", actions: actions, textFields: fields), safeArea: phoneSafeArea)
        #expect(difference(fromViews, fromKind) == nil)
        // Secure entry is drawn: the password in clear is another frame.
        var clear = fields
        clear[1].secure = false
        let clearKind = try kind(SystemAlertPopup(title: "Log In", message: "Enter your account.", actions: actions, textFields: clear), safeArea: phoneSafeArea)
        #expect(difference(fromViews, clearKind) != nil)
    }

    @Test func theFieldsTextColourIsTheKindsFieldTextColour() throws {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.text = "Holiday"; $0.textColor = .systemRed }
        alert.addTextField { $0.text = "2026"; $0.textColor = .systemRed }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        var popup = SystemAlertPopup(title: "Rename", actions: [AlertAction("OK")], textFields: [AlertTextField(text: "Holiday"), AlertTextField(text: "2026")])
        let plain = try kind(popup, appearance: .dark)
        popup.glassTheme.textField.textColor = DynamicColor.systemRed
        let fromViews = try presented(alert, traits: UITraitCollection(userInterfaceStyle: .dark))
        #expect(difference(fromViews, try kind(popup, appearance: .dark)) == nil)
        #expect(difference(fromViews, plain) != nil)
        alert.textFields?[1].textColor = .systemGreen
        #expect(throws: ViewDrawingError.self) { try presented(alert) }
        alert.textFields?[1].textColor = nil
        #expect(throws: ViewDrawingError.self) { try presented(alert) }
    }

    // MARK: The preferred action

    @Test func thePreferredActionIsDrawnAsTheKindsPreferredAction() throws {
        let alert = deleteAlert()
        let plain = try presented(deleteAlert())
        alert.preferredAction = alert.actions[1]
        #expect(alert.preferredAction === alert.actions[1])
        let preferred = try presented(alert)
        #expect(difference(preferred, plain) != nil, "the preferred action changes the drawing")
        let swiftKind = SystemAlertPopup(title: title, message: message,
                                         actions: [AlertAction("Cancel", style: .cancel), AlertAction("Delete", style: .destructive, preferred: true)])
        #expect(difference(preferred, try kind(swiftKind)) == nil)

        let json = #"{"popup": {"kind": "system-alert", "title": "Delete photo?", "message": "It will be removed from every album on this iPhone.", "#
            + #""actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive", "preferred": true}]}}"#
        let decoded = try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "preferred.json"), baseDirectory: ".")
        #expect((decoded.popup as? SystemAlertPopup)?.actions == swiftKind.actions)
        #expect(difference(preferred, try kind(decoded.popup)) == nil)
    }
}
