import Testing
@testable import UIKit

/// Auto Layout as UIKit documents it, each frame worked out by hand: strict priorities, inequalities,
/// hugging and compression resistance, multipliers, margins, rounding to the 3x pixel grid (halves up),
/// conflicts broken and logged, manual frames beside constraints, and multi-line labels measured at
/// their width.
@MainActor
struct AutoLayoutTests {
    /// A 390 x 844 pt root (an iPhone 13 screen) translating its frame, as a window's view does.
    func screen() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// A length in whole 3x pixels: frames are whole pixels, compared without floating-point noise.
    func px(_ points: CGFloat) -> Int { Int((points * 3).rounded()) }

    func placed(in root: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        return v
    }

    func label(_ text: String, in root: UIView) -> UILabel {
        let l = UILabel()
        l.text = text
        l.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(l)
        return l
    }

    @Test func aRequiredBoxIsPlacedExactly() {
        let root = screen(), box = placed(in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 100, width: 350, height: 185))
    }

    @Test func priorityIsStrictNotWeighted() {
        let root = screen(), box = placed(in: root)
        box.widthAnchor.constraint(lessThanOrEqualToConstant: 1000).isActive = true
        let wish = box.widthAnchor.constraint(equalToConstant: 100)
        wish.priority = .defaultHigh
        wish.isActive = true
        // A weighted sum would let a hundred pulls at 300 outvote one at 750.
        for _ in 0..<100 {
            let pull = box.widthAnchor.constraint(equalToConstant: 300)
            pull.priority = UILayoutPriority(300)
            pull.isActive = true
        }
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        wish.priority = UILayoutPriority(299)
        root.layoutIfNeeded()
        #expect(box.frame.width == 300)
    }

    @Test func framesAreRoundedToThePixelGridHalvesUp() {
        let root = screen(), box = placed(in: root)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 293),
            box.heightAnchor.constraint(equalToConstant: 100.1),
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10.1),
        ])
        root.layoutIfNeeded()
        // x = (390 - 293) / 2 = 48.5 pt = 145.5 px → 146 px; 10.1 pt = 30.3 px → 30 px; 100.1 pt = 300.3 px → 300 px.
        #expect(box.frame.minX == 146.0 / 3)
        #expect(box.frame.minY == 10)
        #expect(box.frame.height == 100)
    }

    @Test func compressionResistanceLosesToRequiredEdges() {
        let root = screen()
        let long = label(String(repeating: "A long title that cannot fit ", count: 3), in: root)
        NSLayoutConstraint.activate([
            long.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            long.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            long.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(long.intrinsicContentSize.width > 358)
        #expect(long.frame == CGRect(x: 16, y: 0, width: 358, height: long.intrinsicContentSize.height))
    }

    @Test func huggingKeepsAShortLabelAtItsSize() {
        let root = screen(), short = label("OK", in: root)
        NSLayoutConstraint.activate([
            short.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            short.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
            short.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(short.frame.size == short.intrinsicContentSize)
        #expect(short.frame.size.width > 0)
    }

    @Test func theHigherHuggingKeepsItsSizeAndTheOtherStretches() {
        let root = screen()
        let name = label("Name", in: root), value = label("Value", in: root)
        name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            name.topAnchor.constraint(equalTo: root.topAnchor),
            value.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(px(value.frame.minX) == px(name.frame.maxX) + 24)
        #expect(value.frame.maxX == 390)
        // Swapped: the value hugs, the name stretches.
        name.setContentHuggingPriority(UILayoutPriority(250), for: .horizontal)
        value.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        #expect(value.frame.width == value.intrinsicContentSize.width)
        #expect(px(name.frame.width) == px(390 - 8) - px(value.intrinsicContentSize.width))
    }

    @Test func theLowerCompressionResistanceIsSqueezed() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = label("A label wider than half", in: root), b = label("Another one as wide", in: root)
        b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.width == b.intrinsicContentSize.width)
        #expect(px(a.frame.width) == 600 - px(b.intrinsicContentSize.width))
    }

    @Test func marginsGuideInsetsByEightAndSystemSpacingIsEight() {
        let root = screen(), box = placed(in: root), next = placed(in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
            next.leadingAnchor.constraint(equalToSystemSpacingAfter: box.trailingAnchor, multiplier: 2),
            next.topAnchor.constraint(equalTo: box.topAnchor),
            next.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            next.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 8, y: 8, width: 50, height: 50))
        #expect(next.frame == CGRect(x: 74, y: 8, width: 390 - 8 - 74, height: 50))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 828))
    }

    @Test func aConflictIsLoggedAsUIKitLogsItAndTheNewConstraintBroken() {
        var log: [String] = []
        UnsatisfiableConstraints.sink = { log.append($0) }
        defer { UnsatisfiableConstraints.sink = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) } }
        let root = screen(), box = placed(in: root)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([first, second, box.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        #expect(log.count == 1)
        let message = log.first ?? ""
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x"))
        #expect(message.contains("'too-wide' UIView:0x"))
        #expect(message.contains(".width == 100   (active)>\""))
        // Solved again (another change), the broken constraint is not logged twice.
        box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5).isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.minY == 5)
        #expect(log.count == 1)
    }

    @Test func manualFramesInLayoutSubviewsWorkBesideConstraints() {
        final class Badge: UIView {
            let anchored = UIView(), dot = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                anchored.translatesAutoresizingMaskIntoConstraints = false
                addSubview(anchored)
                addSubview(dot)
                NSLayoutConstraint.activate([
                    anchored.centerXAnchor.constraint(equalTo: centerXAnchor),
                    anchored.centerYAnchor.constraint(equalTo: centerYAnchor),
                    anchored.widthAnchor.constraint(equalToConstant: 40),
                    anchored.heightAnchor.constraint(equalToConstant: 40),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func layoutSubviews() {
                super.layoutSubviews()
                dot.frame = CGRect(x: anchored.frame.maxX - 5, y: anchored.frame.minY - 5, width: 10, height: 10)
            }
        }
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        badge.layoutIfNeeded()
        #expect(badge.anchored.frame == CGRect(x: 30, y: 10, width: 40, height: 40))
        #expect(badge.dot.frame == CGRect(x: 65, y: 5, width: 10, height: 10))
        badge.frame.size = CGSize(width: 200, height: 60)
        badge.layoutIfNeeded()
        #expect(badge.dot.frame == CGRect(x: 115, y: 5, width: 10, height: 10))
    }

    @Test func aMultiLineLabelIsMeasuredAtTheWidthItIsGiven() {
        let root = screen(), card = placed(in: root)
        let text = label("A message long enough to wrap over several lines inside a narrow card, as alerts do.", in: card)
        text.numberOfLines = 0
        NSLayoutConstraint.activate([
            card.widthAnchor.constraint(equalToConstant: 200),
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            text.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            text.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            text.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            text.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        root.layoutIfNeeded()
        let wrapped = text.intrinsicSize(wrappingAt: 168)
        #expect(wrapped.height > 3 * text.font.lineHeight)
        #expect(text.frame == CGRect(x: 16, y: 16, width: 168, height: wrapped.height))
        #expect(px(card.frame.height) == px(wrapped.height) + 96)
        // Centred: (844 - h) / 2, rounded to the pixel grid halves up.
        #expect(card.frame.minY == ((844 - card.frame.height) / 2 * 3 + 0.5).rounded(.down) / 3)
    }

    @Test func aViewSizedOnlyByItsConstraintsTakesTheirSize() {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        let inner = placed(in: card)
        NSLayoutConstraint.activate([
            inner.widthAnchor.constraint(equalToConstant: 120),
            inner.heightAnchor.constraint(equalToConstant: 30),
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 140, height: 40))
        card.layoutIfNeeded()
        #expect(card.bounds.size == CGSize(width: 140, height: 40))
        #expect(inner.frame == CGRect(x: 10, y: 5, width: 120, height: 30))
    }
}
