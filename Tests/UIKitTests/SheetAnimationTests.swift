import Testing
@_spi(PopsnapTesting) @testable import UIKit
import Popsnap
import PopsnapLayout
import PopsnapRaster

/// A sheet presented, dismissed and changed with animation, recorded frame by frame, against the sheet
/// kind's `slide-in` and `slide-out` and against the stills.
@MainActor
struct SheetAnimationTests {
    func record(_ content: UIViewController, fps: Double = 20, _ configure: (UISheetPresentationController) -> Void = { _ in },
                _ actions: @escaping (UIViewController) -> Void) throws -> FrameSource {
        if let sheet = content.sheetPresentationController { configure(sheet) }
        let presenter = UIViewController()
        presenter.view.backgroundColor = .systemBackground
        return try SnapshotHost.frames(of: presenter, size: SheetHost.size, safeArea: SheetHost.safeArea, traits: SheetHost.traits,
                                       duration: nil, fps: fps, frameLimit: 1000, actions: actions)
    }

    func kindFrames(_ detent: SheetDetent, _ transition: Transition, fps: Double = 20) throws -> FrameSource {
        try AnimationRenderer(renderer: try PopupRenderer()).frames(of: SheetHost.kindSpec(detent).scene(), transition: transition,
                                                                  timeline: try Timeline(duration: SlideMotion().duration, fps: fps))
    }

    /// The presenting screen alone: white, opaque.
    func isBareScreen(_ image: Image) -> Bool { image.pixels.allSatisfy { $0 == 255 } }

    @Test func presentingSlidesTheSheetUpAsTheKindsSlideIn() throws {
        // 0.5 s at 20 fps: 11 frames, each the kind's to the byte (both round the sheet's offset to whole pixels).
        let content = UIViewController()
        let frames = try record(content, { $0.detents = [.large()] }) { $0.present(content, animated: true) }
        let kind = try kindFrames(.large, .slideIn(SlideMotion()))
        #expect(frames.count == 11 && kind.count == 11)
        for i in 0..<min(frames.count, kind.count) { #expect(try frames.frame(i).pixels == kind.frame(i).pixels, "frame \(i)") }
        #expect(isBareScreen(try frames.frame(0)), "it starts below the screen, undimmed")
        #expect(try frames.frame(frames.count - 1).pixels == SheetHost.image { $0.detents = [.large()] }.pixels, "it ends where the still draws it")
    }

    @Test func aGlassSheetSlidesUpAsTheKindsSlideIn() throws {
        let content = UIViewController()
        let frames = try record(content, fps: 10, { $0.detents = [.medium()] }) { $0.present(content, animated: true) }
        let kind = try kindFrames(.medium, .slideIn(SlideMotion()), fps: 10)
        #expect(frames.count == 6 && kind.count == 6)
        for i in 0..<min(frames.count, kind.count) { #expect(try frames.frame(i).pixels == kind.frame(i).pixels, "frame \(i)") }
    }

    @Test func dismissingSlidesItDownAsTheKindsSlideOut() throws {
        let content = UIViewController()
        let frames = try record(content, { $0.detents = [.large()] }) { presenter in
            presenter.present(content, animated: false)
            presenter.dismiss(animated: true)
        }
        let kind = try kindFrames(.large, .slideOut(SlideMotion()))
        #expect(frames.count == 11 && kind.count == 11)
        for i in 0..<min(frames.count, kind.count) { #expect(try frames.frame(i).pixels == kind.frame(i).pixels, "frame \(i)") }
        #expect(try frames.frame(0).pixels == SheetHost.image { $0.detents = [.large()] }.pixels)
        #expect(isBareScreen(try frames.frame(frames.count - 1)))
        #expect(content.view.superview == nil)
    }

    @Test func aCrossDissolvingSheetFadesIn() throws {
        let content = UIViewController()
        content.view.backgroundColor = .systemRed
        content.modalTransitionStyle = .crossDissolve
        let frames = try record(content) { $0.present(content, animated: true) }
        // 0.3 s at 20 fps: 7 frames, from the bare screen to the still, the red card part of the way between.
        #expect(frames.count == 7)
        #expect(isBareScreen(try frames.frame(0)))
        let red = try SheetHost.pixel(frames.frame(3), 585, 1200)
        #expect(red[1] > 59 && red[1] < 204 && red[0] > red[1])
        let still = UIViewController()
        still.view.backgroundColor = .systemRed
        #expect(try frames.frame(frames.count - 1).pixels == SheetHost.image(still).pixels)
    }

    @Test func iOS18sPresenterShrinksAsTheSheetRises() throws {
        UIDesign.requiresCompatibility = true
        defer { UIDesign.requiresCompatibility = false }
        let content = UIViewController()
        let frames = try record(content) { $0.present(content, animated: true) }
        #expect(isBareScreen(try frames.frame(0)))
        // Part of the way: the window's black shows at the shrinking screen's top-left corner.
        #expect(try SheetHost.pixel(frames.frame(3), 2, 2) == [0, 0, 0, 255])
        #expect(try frames.frame(frames.count - 1).pixels == SheetHost.image().pixels)
    }

    /// iOS 18's look, where medium and large sheets look alike: the card rises, the screen behind shrinks.
    @Test func animateChangesMovesTheSheetToTheNewDetent() throws {
        UIDesign.requiresCompatibility = true
        defer { UIDesign.requiresCompatibility = false }
        let content = UIViewController()
        let twoDetents: (UISheetPresentationController) -> Void = { $0.detents = [.medium(), .large()] }
        let frames = try record(content, twoDetents) { presenter in
            presenter.present(content, animated: false)
            content.sheetPresentationController?.animateChanges { content.sheetPresentationController?.selectedDetentIdentifier = .large }
        }
        #expect(frames.count == 11)
        #expect(try frames.frame(0).pixels == SheetHost.image(UIViewController(), twoDetents).pixels)
        #expect(try frames.frame(frames.count - 1).pixels == SheetHost.image {
            twoDetents($0)
            $0.selectedDetentIdentifier = .large
        }.pixels)
        // Between: the card risen above the medium detent's 422 pt, short of 57; the screen shrinking.
        let middle = try frames.frame(2)
        #expect(try SheetHost.pixel(middle, 585, 3 * 400) == [255, 255, 255, 255])
        #expect(try SheetHost.pixel(middle, 585, 3 * 60) == [224, 224, 224, 255])
        #expect(try SheetHost.pixel(middle, 1, 1) == [0, 0, 0, 255])
        #expect(try middle.pixels != frames.frame(frames.count - 1).pixels)
    }

    @Test func aChangeOfTheCardsLookInsideAnimateChangesIsNotDrawn() throws {
        let content = UIViewController()
        #expect(throws: ViewDrawingError.self) {
            try record(content) { presenter in
                presenter.present(content, animated: false)
                content.sheetPresentationController?.animateChanges { content.sheetPresentationController?.preferredCornerRadius = 20 }
            }
        }
        // iOS 26's glass medium sheet against its opaque large one.
        let other = UIViewController()
        #expect(throws: ViewDrawingError.self) {
            try record(other, { $0.detents = [.medium(), .large()] }) { presenter in
                presenter.present(other, animated: false)
                other.sheetPresentationController?.animateChanges { other.sheetPresentationController?.selectedDetentIdentifier = .large }
            }
        }
        // Between two partial heights the glass stays: drawn.
        let partial = UIViewController()
        let frames = try record(partial, { $0.detents = [.custom { _ in 200 }, .medium()] }) { presenter in
            presenter.present(partial, animated: false)
            partial.sheetPresentationController?.animateChanges { partial.sheetPresentationController?.selectedDetentIdentifier = .medium }
        }
        #expect(frames.count == 11)
    }
}
