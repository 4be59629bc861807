import Testing
@testable import UIKit
import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster

/// A layer's `shadowPath` casts the shadow from its own shape, as Core Animation casts it: the same pixels
/// as the layer's content when the shapes agree, a shadow under a view with no background, and a refusal
/// for shapes Popsnap does not cast.
@MainActor
struct ShadowPathTests {
    func card(background: UIColor?, path: (CGRect) -> CGPath?) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
        card.backgroundColor = background
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowPath = path(card.bounds)
        root.addSubview(card)
        return root
    }

    @Test func aPathOfTheLayersOwnShapeCastsTheSameShadow() throws {
        let own = try card(background: .systemBlue) { _ in nil }.drawnImage(scale: 2)
        let pathed = try card(background: .systemBlue) { CGPath(roundedRect: $0, cornerWidth: 12, cornerHeight: 12, transform: nil) }.drawnImage(scale: 2)
        #expect(own.pixels == pathed.pixels)
        let continuous = try card(background: .systemBlue) { UIBezierPath(roundedRect: $0, cornerRadius: 12).cgPath }.drawnImage(scale: 2)
        #expect(continuous.pixels != own.pixels, "UIBezierPath's corners are continuous, the layer's circular")
    }

    @Test func aViewWithoutABackgroundCastsItsPathsShadow() throws {
        let image = try card(background: nil) { UIBezierPath(rect: $0).cgPath }.drawnImage(scale: 1)
        // Under the card's bottom edge, moved 4 pt down: grey, not the white screen.
        #expect(image[60, 92].r < 250)
        // Inside the card, no background draws: the shadow shows through, as on iOS.
        #expect(image[60, 60].r < 255)
        #expect(throws: ViewDrawingError.self) { try card(background: nil) { _ in nil }.drawnImage(scale: 1) }
    }

    @Test func aSmallerPathCastsASmallerShadow() throws {
        let whole = try card(background: .systemBlue) { UIBezierPath(rect: $0).cgPath }.drawnImage(scale: 1)
        let inset = try card(background: .systemBlue) { UIBezierPath(rect: $0.insetBy(dx: 15, dy: 15)).cgPath }.drawnImage(scale: 1)
        #expect(whole[60, 94].r < inset[60, 94].r, "the inset path's shadow ends higher")
    }

    @Test func anOvalThatIsNotACircleIsRefused() throws {
        #expect(throws: ViewDrawingError.self) {
            try card(background: .systemBlue) { UIBezierPath(ovalIn: $0.insetBy(dx: 0, dy: 10)).cgPath }.drawnImage(scale: 1)
        }
        _ = try card(background: .systemBlue) { UIBezierPath(ovalIn: $0).cgPath }.drawnImage(scale: 1)
    }
}
