import Testing
@_spi(PopsnapTesting) @testable import UIKit
import Popsnap
import PopsnapLayout
import PopsnapRaster

/// An empty sheet drawn through UIKit against the sheet kind's render of an empty sheet on the same
/// screen, and the chrome the sheet presentation controller's settings change, in pixels.
@MainActor
struct SheetDrawingTests {
    @Test func anEmptySheetDrawsTheKindsEmptySheet() throws {
        // Default look (iOS 26): opaque on the edges at large; glass floating inside them at medium and custom.
        #expect(try SheetHost.image { $0.detents = [.large()] }.pixels == SheetHost.kindImage(.large).pixels, "large")
        #expect(try SheetHost.image { $0.detents = [.medium()] }.pixels == SheetHost.kindImage(.medium).pixels, "medium")
        #expect(try SheetHost.image { $0.detents = [.custom { _ in 200 }] }.pixels == SheetHost.kindImage(.height(200)).pixels, "custom")
        let grabbing = try SheetHost.image {
            $0.detents = [.medium()]
            $0.prefersGrabberVisible = true
        }
        #expect(grabbing.pixels == (try SheetHost.kindImage(.medium, grabber: true)).pixels, "grabber")
        // The default style resolves to a page sheet at the large detent.
        let plain = UIViewController()
        #expect(plain.modalPresentationStyle == .automatic)
        #expect(try SheetHost.present(plain).window.drawnImage(scale: 3).pixels == SheetHost.kindImage(.large).pixels, "automatic")
    }

    @Test func aDarkSheetDrawsTheKindsDarkSheet() throws {
        let dark = UITraitCollection(traitsFrom: [SheetHost.traits, UITraitCollection(userInterfaceStyle: .dark)])
        for (detent, kindDetent) in [(UISheetPresentationController.Detent.large(), SheetDetent.large), (.medium(), .medium)] {
            let window = SheetHost.present(traits: dark) {
                $0.detents = [detent]
                $0.prefersGrabberVisible = true
            }.window
            var spec = SheetHost.kindSpec(kindDetent, grabber: true)
            spec.appearance = .dark
            #expect(try window.drawnImage(scale: 3).pixels == PopupRenderer().render(spec.scene()).pixels, "\(kindDetent)")
        }
    }

    @Test func aChangeAfterPresentingShowsAtOnce() throws {
        let content = UIViewController()
        let window = SheetHost.present(content) { $0.detents = [.medium(), .large()] }.window
        content.sheetPresentationController?.prefersGrabberVisible = true
        content.sheetPresentationController?.selectedDetentIdentifier = .large
        #expect(try window.drawnImage(scale: 3).pixels == SheetHost.kindImage(.large, grabber: true).pixels)
    }

    @Test func iOS18sMediumSheetDrawsTheKinds() throws {
        UIDesign.requiresCompatibility = true
        defer { UIDesign.requiresCompatibility = false }
        #expect(try SheetHost.image { $0.detents = [.medium()] }.pixels == SheetHost.kindImage(.medium, ios: .ios18).pixels)
    }

    /// iOS 18's large sheet shrinks the presenting screen behind it. The kind draws the screen's image
    /// scaled into the shrunk rectangle; UIKit's views are drawn with the scale, their untransformed frame
    /// on the pixel grid first (there is no whole-pixel frame whose shrunk top edge is at 141 px), which
    /// puts the top edge lower: every other pixel is the same, so the differences are the top edge's row
    /// and, below it, the rounded top corners.
    @Test func iOS18sLargeSheetShrinksThePresentingScreen() throws {
        UIDesign.requiresCompatibility = true
        defer { UIDesign.requiresCompatibility = false }
        let views = try SheetHost.image { $0.detents = [.large()] }
        let kind = try SheetHost.kindImage(.large, ios: .ios18)
        // The screen's top at 47 pt (141 px), 48.75 px in from each side, its continuous corners 10 pt (30 px)
        // round, which curve from 1.53 r (46 px) along each edge.
        var differing: [(x: Int, y: Int)] = []
        for y in 0..<172 {
            for x in 0..<kind.width where views.pixels[(y * kind.width + x) * 4..<(y * kind.width + x + 1) * 4] != kind.pixels[(y * kind.width + x) * 4..<(y * kind.width + x + 1) * 4] {
                differing.append((x, y))
            }
        }
        #expect(!differing.isEmpty && differing.allSatisfy { $0.y == 141 || ((142...171).contains($0.y) && ($0.x < 49 + 46 || $0.x >= 1121 - 46)) })
        #expect(try views.cropped(to: PixelRect(x: 0, y: 172, width: 1170, height: 2532 - 172)).pixels
                == kind.cropped(to: PixelRect(x: 0, y: 172, width: 1170, height: 2532 - 172)).pixels)
        // Black beside the shrunk screen, the dimmed white screen in it, above the sheet's top at 57 pt.
        #expect(try SheetHost.pixel(views, 20, 160) == [0, 0, 0, 255])
        #expect(try SheetHost.pixel(views, 585, 160) == [224, 224, 224, 255])
    }

    @Test func theGrabberIsDrawnWhenAsked() throws {
        // Its middle: 195 pt across, 57 + 5 + 2.5 pt down on the large sheet (white).
        let with = try SheetHost.image { $0.prefersGrabberVisible = true }
        let without = try SheetHost.image()
        #expect(try SheetHost.pixel(without, 585, 193) == [255, 255, 255, 255])
        let grabber = try SheetHost.pixel(with, 585, 193)
        // tertiaryLabel, (60, 60, 67) at 0.3 over white.
        #expect(grabber == [196, 196, 198, 255])
    }

    @Test func thePreferredCornerRadiusRoundsTheCard() throws {
        // 2 pt in and 12 pt below the large sheet's top: outside a 38 pt corner (the screen behind, dimmed
        // to 204), inside a square one.
        let rounded = try SheetHost.image()
        let square = try SheetHost.image { $0.preferredCornerRadius = 0 }
        #expect(try SheetHost.pixel(rounded, 6, 207) == [204, 204, 204, 255])
        #expect(try SheetHost.pixel(square, 6, 207) == [255, 255, 255, 255])
        // A radius of 20 draws what the kind draws with a 20 pt theme.
        var glass = SheetTheme.liquidGlass
        glass.cornerRadius = 20
        var spec = SheetHost.kindSpec(.medium)
        spec.popup = SheetPopup(detent: .medium, root: CustomPopup(root: Element(.box, name: "content", role: "content")), glassTheme: glass)
        let twenty = try SheetHost.image {
            $0.detents = [.medium()]
            $0.preferredCornerRadius = 20
        }
        #expect(twenty.pixels == (try PopupRenderer().render(spec.scene())).pixels)
        #expect(twenty.pixels != (try SheetHost.kindImage(.medium)).pixels)
    }

    @Test func undimmedDetentsLeaveThePresenterUndimmed() throws {
        let undimmed = try SheetHost.image {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        let dimmed = try SheetHost.image { $0.detents = [.medium(), .large()] }
        #expect(try SheetHost.pixel(undimmed, 585, 300) == [255, 255, 255, 255])
        #expect(try SheetHost.pixel(dimmed, 585, 300) == [204, 204, 204, 255])
        // Above the undimmed detent the screen is dimmed again.
        let large = try SheetHost.image {
            $0.detents = [.medium(), .large()]
            $0.selectedDetentIdentifier = .large
            $0.largestUndimmedDetentIdentifier = .medium
        }
        #expect(try SheetHost.pixel(large, 585, 100) == [204, 204, 204, 255])
    }

    @Test func theViewsOwnBackgroundIsTheSheets() throws {
        let content = UIViewController()
        content.view.backgroundColor = .systemRed
        let image = try SheetHost.image(content) { $0.detents = [.large()] }
        // systemRed (255, 59, 48) fills the card below its top corners.
        #expect(try SheetHost.pixel(image, 585, 1200) == [255, 59, 48, 255])
        #expect(try SheetHost.pixel(image, 585, 160) == [204, 204, 204, 255])
    }
}
