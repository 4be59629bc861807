import Popsnap
import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster

/// The views UIKit puts around a presented sheet, placed and coloured as Popsnap's sheet kind draws a
/// sheet: the dimming over the presenting screen, the card the presented view fills (its fill, rounded
/// corners and clipping), the grabber over the view, and, in iOS 13 to 18's look at the large detent, the
/// presenting screen shrunk over the window's black. Every figure is the kind's, read from its element
/// tree and its presentation for the selected detent, so the two draw the same sheet.
@MainActor
final class SheetChrome {
    unowned let sheet: UISheetPresentationController
    let window: UIWindow
    /// The presenting controller's view: what shrinks behind a large sheet.
    let presenter: UIView
    let dimming = SheetDimmingView()
    let card = SheetCardView()
    let grabber = SheetGrabberView()
    /// The window's black, seen around the presenting screen when it shrinks.
    let surround = UIView()
    /// The kind's sheet at the selected detent, with an empty root: the chrome's figures.
    private(set) var kind = SheetPopup(root: SheetChrome.emptyRoot)
    private(set) var screen: Screen
    private(set) var dims = true
    /// The card's fill, corners and radius as last placed: a change of these cannot be animated.
    private var shownLook: (DynamicFill?, CornerMask, CGFloat)?

    /// The kind's sheet draws its root inside the card; the presented view takes the root's place.
    static let emptyRoot = CustomPopup(root: Element(.box, name: "content", role: "content"))

    init(sheet: UISheetPresentationController, window: UIWindow, presenter: UIView) {
        self.sheet = sheet
        self.window = window
        self.presenter = presenter
        screen = Self.screen(of: window)
        dimming.chrome = self
        card.chrome = self
        grabber.chrome = self
    }

    /// Puts the chrome in the window with `view` filling the card, at the selected detent.
    func install(_ view: UIView) {
        for cover in [surround, dimming] {
            cover.frame = window.bounds
            cover.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        surround.backgroundColor = .black
        window.insertSubview(surround, at: 0)
        window.addSubview(dimming)
        window.addSubview(card)
        card.addSubview(view)
        card.addSubview(grabber)
        update()
        view.frame = card.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// Takes the chrome out and gives the presenting screen back its size.
    func remove() {
        presenter.presentationShrink = nil
        presenter.transform = .identity
        for view in [surround, dimming, card] { view.removeFromSuperview() }
    }

    /// Places the chrome for the sheet's settings now: the card's frame and corners, the grabber, the
    /// dimming, the presenting screen.
    func update() {
        screen = Self.screen(of: window)
        let traits = Self.traits(window.traitCollection.filled(from: UITraitCollection.current), on: screen)
        let (detent, dims) = resolve(traits)
        self.dims = dims
        kind = SheetPopup(detent: detent, grabber: sheet.prefersGrabberVisible, root: Self.emptyRoot)
        let element = kind.element(traits: traits, on: screen)
        let look = (element.look.background, element.look.maskedCorners, sheet.preferredCornerRadius ?? CGFloat(element.look.cornerRadius))
        if let shown = shownLook, shown != look, sheet.isAnimatingChanges {
            // iOS 26's glass turning opaque as a sheet reaches the large detent (or back), and a new corner
            // radius, change on the way on iOS; they are not drawn part of the way yet.
            AnimationRecording.current?.cannotDraw("animateChanges that changes the sheet's fill or corners (iOS 26's glass at a partial height against the opaque large detent, or preferredCornerRadius) is not animated yet; make that change outside animateChanges")
        }
        shownLook = look
        let w = CGFloat(element.layout.sizing.width ?? 0), h = CGFloat(element.layout.sizing.height ?? 0)
        let margin = CGFloat(Self.margin(kind.placement(traits: traits)))
        card.frame = CGRect(x: (window.bounds.width - w) / 2, y: window.bounds.height - margin - h, width: w, height: h)
        card.layer.cornerRadius = sheet.preferredCornerRadius ?? CGFloat(element.look.cornerRadius)
        card.layer.cornerCurve = element.look.cornerCurve == .continuous ? .continuous : .circular
        card.layer.maskedCorners = CACornerMask(element.look.maskedCorners)
        card.layer.masksToBounds = element.look.clipsContent
        if let area = element.children.first(where: { $0.role == "grabber" }), let bar = area.children.first {
            let gw = CGFloat(bar.layout.sizing.width ?? 0), gh = CGFloat(bar.layout.sizing.height ?? 0)
            grabber.frame = CGRect(x: (w - gw) / 2, y: CGFloat(area.layout.padding.top), width: gw, height: gh)
            grabber.layer.cornerRadius = CGFloat(bar.look.cornerRadius)
            grabber.layer.cornerCurve = bar.look.cornerCurve == .continuous ? .continuous : .circular
        }
        grabber.alpha = sheet.prefersGrabberVisible ? 1 : 0
        dimming.alpha = dims ? 1 : 0
        let shrink = dims ? kind.presentingScreen(traits: traits, on: screen) : nil
        surround.isHidden = shrink == nil
        presenter.presentationShrink = shrink
        if let shrink {
            let s = CGFloat(shrink.scale)
            // About the centre, as a transform scales, then down so the top edge is at the kind's `top`.
            presenter.transform = CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: 0, ty: CGFloat(shrink.top) - presenter.center.y + s * presenter.bounds.height / 2)
        } else {
            presenter.transform = .identity
        }
    }

    /// The selected detent as the kind's, and whether the screen behind is dimmed at it. UIKit rests the
    /// sheet at the smallest detent unless one is selected, leaves out a custom detent whose resolver
    /// returns nil, and dims the screen at detents larger than `largestUndimmedDetentIdentifier`.
    private func resolve(_ traits: Traits) -> (SheetDetent, Bool) {
        // How far the sheet's top stands above the display's bottom at a detent.
        func top(_ d: SheetDetent) -> Double {
            let k = SheetPopup(detent: d, root: Self.emptyRoot)
            return (k.element(traits: traits, on: screen).layout.sizing.height ?? 0) + Self.margin(k.placement(traits: traits))
        }
        // A custom detent's value does not count the bottom safe area (the kind's `height`).
        let maximum = top(.large) - screen.safeArea.bottom
        let context = SheetDetentContext(traits: window.traitCollection.filled(from: UITraitCollection.current), maximum: CGFloat(maximum))
        let active: [(id: UISheetPresentationController.Detent.Identifier, detent: SheetDetent, top: Double)] = sheet.detents.compactMap { d in
            let detent: SheetDetent?
            switch d.height {
            case .medium: detent = .medium
            case .large: detent = .large
            case let .custom(resolver): detent = resolver(context).map { .height(min(maximum, max(0, Double($0)))) }
            }
            return detent.map { (d.identifier, $0, top($0)) }
        }
        guard let smallest = active.min(by: { $0.top < $1.top }) else {
            preconditionFailure("UISheetPresentationController: detents is empty, or every custom detent's resolver returned nil; give the sheet at least one detent")
        }
        let selected = active.first { $0.id == sheet.selectedDetentIdentifier } ?? smallest
        guard let undimmedID = sheet.largestUndimmedDetentIdentifier else { return (selected.detent, true) }
        let system: [UISheetPresentationController.Detent.Identifier: SheetDetent] = [.medium: .medium, .large: .large]
        guard let undimmed = active.first(where: { $0.id == undimmedID })?.top ?? system[undimmedID].map(top) else { return (selected.detent, true) }
        return (selected.detent, selected.top > undimmed)
    }

    /// How the sheet slides in and out: the kind's slide.
    static func motion(traits: UITraitCollection) -> SlideMotion {
        SheetPopup(root: emptyRoot).slide(traits: self.traits(traits.filled(from: UITraitCollection.current), on: nil))
    }

    /// The window as the kind's screen: its size and safe area.
    static func screen(of window: UIWindow) -> Screen {
        let s = window.safeAreaInsets
        return .size(Size(width: Double(window.bounds.width), height: Double(window.bounds.height)),
                     safeArea: EdgeInsets(top: Double(s.top), leading: Double(s.left), bottom: Double(s.bottom), trailing: Double(s.right)))
    }

    /// UIKit's traits as the kind's, in the design `UIDesign` says.
    static func traits(_ t: UITraitCollection, on screen: Screen?) -> Traits {
        Traits(appearance: t.userInterfaceStyle == .dark ? .dark : .light, contentSize: t.preferredContentSizeCategory.popsnap,
               scale: Scale(rawValue: Int(t.displayScale)) ?? 3, ios: UIDesign.look, screen: screen)
    }

    /// How far above the display's bottom the kind places its sheet.
    static func margin(_ placement: PopupPlacement) -> Double {
        if case let .pinned(_, margin, _) = placement { return margin }
        return 0
    }
}

/// UIKit's dimming view: the kind's dimming colour over the whole window.
final class SheetDimmingView: UIView {
    weak var chrome: SheetChrome?

    override func content(in size: CGSize, traits: UITraitCollection, path: String) throws(ViewDrawingError) -> DrawnContent {
        guard let chrome else { return DrawnContent() }
        let color = chrome.kind.backdrop(traits: SheetChrome.traits(traits, on: chrome.screen)) ?? .clear
        return DrawnContent(background: .color(DynamicColor(color)))
    }
}

/// The card the presented view fills: the kind's sheet fill (opaque, or iOS 26's glass at a partial
/// height) under the view, which draws its own background colour, if any, over it.
final class SheetCardView: UIView {
    weak var chrome: SheetChrome?

    override func content(in size: CGSize, traits: UITraitCollection, path: String) throws(ViewDrawingError) -> DrawnContent {
        guard let chrome else { return DrawnContent() }
        return DrawnContent(background: chrome.kind.element(traits: SheetChrome.traits(traits, on: chrome.screen), on: chrome.screen).look.background)
    }
}

/// The grabber, in the kind's colour for the traits.
final class SheetGrabberView: UIView {
    weak var chrome: SheetChrome?

    override func content(in size: CGSize, traits: UITraitCollection, path: String) throws(ViewDrawingError) -> DrawnContent {
        guard let chrome else { return DrawnContent() }
        let element = chrome.kind.element(traits: SheetChrome.traits(traits, on: chrome.screen), on: chrome.screen)
        let bar = element.children.first { $0.role == "grabber" }?.children.first
        return DrawnContent(background: bar?.look.background)
    }
}

extension CACornerMask {
    /// Popsnap's corners in Core Animation's names.
    init(_ mask: CornerMask) {
        self = []
        if mask.contains(.topLeft) { insert(.layerMinXMinYCorner) }
        if mask.contains(.topRight) { insert(.layerMaxXMinYCorner) }
        if mask.contains(.bottomLeft) { insert(.layerMinXMaxYCorner) }
        if mask.contains(.bottomRight) { insert(.layerMaxXMaxYCorner) }
    }
}

extension PresentingScreen {
    /// The corners of the presenting screen drawn at scale `a` on its way to this: rounded as far as it has
    /// shrunk, as the kind rounds them part of the way (`partway`), in the view's own points (the painter
    /// scales them with the view).
    func round(_ look: inout Element.Look, drawnAt a: Double) {
        let f = scale < 1 ? min(1, max(0, (1 - a) / (1 - scale))) : 1
        guard f > 0, a > 0 else { return }
        look.cornerRadius = cornerRadius * f / a
        look.cornerCurve = cornerCurve
        look.maskedCorners = .all
        look.clipsContent = true
    }
}
