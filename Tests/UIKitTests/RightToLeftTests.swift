import Testing
@testable import UIKit
import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster

/// A right-to-left layout (an app running in Arabic or Hebrew) mirrors what is directional, as UIKit
/// documents it: leading and trailing anchors and margins, stack views' order, natural text alignment and
/// a configured button's image; left and right stay where they are, and a view can force a direction.
@MainActor
struct RightToLeftTests {
    /// A 300 x 200 window laying out right to left (unless `direction` says otherwise) holding `view`.
    func window(_ direction: UITraitEnvironmentLayoutDirection = .rightToLeft, holding view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.traitOverrides = UITraitCollection(layoutDirection: direction)
        window.addSubview(view)
        return window
    }

    func box(_ width: CGFloat) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        v.widthAnchor.constraint(equalToConstant: width).isActive = true
        v.heightAnchor.constraint(equalToConstant: 20).isActive = true
        return v
    }

    @Test func leadingAndTrailingAreTheRightAndLeftEdges() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = box(100), b = box(40)
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16), a.topAnchor.constraint(equalTo: root.topAnchor),
            b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16), b.topAnchor.constraint(equalTo: a.bottomAnchor),
        ])
        let w = window(holding: root)
        w.layoutIfNeeded()
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(a.frame.minX == 184, "300 - 16 - 100: leading is the right edge")
        #expect(b.frame.minX == 16, "left stays left")
        // The same views left to right.
        w.traitOverrides = UITraitCollection(layoutDirection: .leftToRight)
        root.setNeedsLayout()
        UIView.layoutGeneration += 1
        w.layoutIfNeeded()
        #expect(a.frame.minX == 16)
    }

    @Test func directionalMarginsPutLeadingOnTheRight() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        let a = box(50)
        root.addSubview(a)
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                                     a.topAnchor.constraint(equalTo: root.topAnchor)])
        window(holding: root).layoutIfNeeded()
        #expect(root.layoutMargins.left == 10 && root.layoutMargins.right == 30)
        #expect(a.frame.minX == 220, "300 - 30 - 50")
    }

    @Test func aHorizontalStackArrangesFromTheRight() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let first = box(50), second = box(60)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .horizontal
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)])
        window(holding: root).layoutIfNeeded()
        #expect(stack.frame.minX == 180 && stack.frame.width == 120)
        #expect(first.frame.minX == 70, "the first arranged view at the stack's right: 120 - 50")
        #expect(second.frame.minX == 0)
    }

    @Test func aViewForcedLeftToRightStaysSo() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.semanticContentAttribute = .forceLeftToRight
        let a = box(100)
        root.addSubview(a)
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16), a.topAnchor.constraint(equalTo: root.topAnchor)])
        window(holding: root).layoutIfNeeded()
        #expect(root.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(a.frame.minX == 16)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
    }

    /// The columns holding ink in `image`.
    func inkColumns(_ image: Image) -> [Int] {
        (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0].a > 0 } }
    }

    @Test func aNaturallyAlignedLabelSitsOnTheRight() throws {
        func drawn(_ direction: UITraitEnvironmentLayoutDirection) throws -> Image {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            label.text = "Saved"
            let w = window(direction, holding: label)
            return try withExtendedLifetime(w) { try label.drawnImage(scale: 1) }
        }
        let right = inkColumns(try drawn(.rightToLeft)), left = inkColumns(try drawn(.leftToRight))
        #expect(try #require(right.first) > 200, "ink from \(right.first ?? -1)")
        #expect(try #require(left.last) < 100)
        #expect(abs(right.count - left.count) <= 1, "the same word, moved (its sub-pixel phase aside)")
    }

    @Test func aConfiguredButtonsLeadingImageIsOnTheRight() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(pixels: try Canvas(width: 20, height: 20, fill: Color(red: 1, green: 0, blue: 0)).image, scale: 1)
        configuration.title = "Share"
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let w = window(holding: button)
        button.layoutIfNeeded()
        withExtendedLifetime(w) {}
        let image = try #require(button.imageView), title = try #require(button.titleLabel)
        #expect(image.frame.minX > title.frame.maxX, "the image after the title, on the right")
        #expect(abs((200 - image.frame.maxX) - title.frame.minX) < 1, "the pair centred: mirrored")
    }

    @Test func aPlainButtonWithAnImageAndATitleIsRefused() throws {
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.setImage(UIImage(pixels: try Canvas(width: 20, height: 20, fill: Color(red: 1, green: 0, blue: 0)).image, scale: 1), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let w = window(holding: button)
        #expect(throws: ViewDrawingError.self) { _ = try withExtendedLifetime(w) { try button.drawnImage(scale: 1) } }
    }
}
