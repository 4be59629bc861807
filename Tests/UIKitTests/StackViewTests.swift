import Testing
@testable import UIKit

/// UIStackView laid out through the `UISV-*` constraints UIKit makes, each frame worked out by hand from
/// those constraints: every distribution, every alignment on both axes, baselines, hidden views, custom
/// spacing, margins, nested stacks and a confirmation dialog. Frames are on the 3x pixel grid, so they
/// are compared in whole pixels.
@MainActor
struct StackViewTests {
    /// A view whose content has a size, as a label's or an image view's has: it hugs it at 250 and
    /// resists compression at 750, so the stack's constraints decide where it gives.
    final class Block: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A 390 x 844 pt root translating its frame, as a window's view does.
    func screen() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// Whether two lists hold the same views in the same order.
    func same(_ a: [UIView], _ b: [UIView]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { $0 === $1 } }

    /// A length in whole 3x pixels.
    func px(_ points: CGFloat) -> Int { Int((points * 3).rounded()) }

    /// A frame in whole 3x pixels: x, y, width, height.
    func px(_ r: CGRect) -> [Int] { [px(r.minX), px(r.minY), px(r.width), px(r.height)] }

    /// A point value rounded to the pixel grid as the engine rounds it (nearest, halves up), in pixels.
    func snapped(_ points: CGFloat) -> Int { Int((points * 3 + 0.5 + 1e-9).rounded(.down)) }

    /// `stack` in `root` at (10, 20), with the width and height given (nil: its constraints size it).
    @discardableResult
    func place(_ stack: UIStackView, width: CGFloat? = nil, height: CGFloat? = nil) -> UIView {
        let root = screen()
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
        if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
        if let height { stack.heightAnchor.constraint(equalToConstant: height).isActive = true }
        root.layoutIfNeeded()
        return root
    }

    func label(_ text: String, size: CGFloat) -> UILabel {
        let l = UILabel()
        l.text = text
        l.font = .systemFont(ofSize: size)
        return l
    }

    // MARK: The API

    @Test func arrangedSubviewsAreSubviewsPlacedByAutoLayoutAndRemovingKeepsThemAsSubviews() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(same(stack.arrangedSubviews, [a, b]))
        #expect(same(stack.subviews, [a, b]))
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        stack.insertArrangedSubview(c, at: 0)
        #expect(same(stack.arrangedSubviews, [c, a, b]))
        stack.removeArrangedSubview(a)
        #expect(same(stack.arrangedSubviews, [c, b]))
        #expect(a.superview === stack, "UIKit keeps a view taken out of the arrangement as a subview")
        b.removeFromSuperview()
        #expect(same(stack.arrangedSubviews, [c]), "a view removed from the stack is no longer arranged")
        // Moving an arranged view to another index keeps one entry.
        stack.addArrangedSubview(a)
        stack.insertArrangedSubview(a, at: 0)
        #expect(same(stack.arrangedSubviews, [a, c]))
    }

    @Test func enumsHaveUIKitsRawValues() {
        let d: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
        #expect(d.map(\.rawValue) == [0, 1, 2, 3, 4])
        let a: [UIStackView.Alignment] = [.fill, .leading, .top, .firstBaseline, .center, .trailing, .bottom, .lastBaseline]
        #expect(a.map(\.rawValue) == [0, 1, 1, 2, 3, 4, 4, 5])
    }

    @Test func theConstraintsAreUIKitsForTopAlignmentAndFillEqually() {
        // kean/Arranged's README dump of a real UIStackView: top alignment, fill equally, spacing 10.
        let a = Block(10, 10), b = Block(20, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.alignment = .top
        stack.distribution = .fillEqually
        stack.spacing = 10
        place(stack)
        // Constraints on one view alone (its height) are installed on that view, as on iOS.
        let made = (stack.constraints + stack.arrangedSubviews.flatMap(\.constraints)).filter { $0.identifier?.hasPrefix("UISV-") == true }
        let summary = made.map { "\($0.identifier!) \($0.firstAttribute.name) \($0.relation.symbol) \($0.secondAttribute.name) \(NSLayoutConstraint.number($0.constant)) @\(NSLayoutConstraint.number(CGFloat($0.priority.rawValue)))" }
        #expect(summary.sorted() == [
            "UISV-alignment top == top 0 @1000",
            "UISV-ambiguity-suppression height == notAnAttribute 0 @25",
            "UISV-ambiguity-suppression height == notAnAttribute 0 @25",
            "UISV-canvas-connection bottom == bottom 0 @1000",
            "UISV-canvas-connection leading == leading 0 @1000",
            "UISV-canvas-connection top == top 0 @1000",
            "UISV-canvas-connection trailing == trailing 0 @1000",
            "UISV-fill-equally width == width 0 @1000",
            "UISV-spacing leading == trailing 10 @1000",
            "UISV-spanning-boundary bottom >= bottom 0 @1000",
            "UISV-spanning-boundary bottom >= bottom 0 @1000",
            "UISV-spanning-boundary top == top 0 @999.5",
            "UISV-spanning-boundary top == top 0 @999.5",
            "UISV-spanning-fit height == notAnAttribute 0 @51",
        ])
        #expect(stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner"])
        // Changing a property takes the old constraints down before making the new ones.
        stack.alignment = .fill
        stack.layoutIfNeeded()
        #expect(made.allSatisfy { !$0.isActive })
        #expect(stack.layoutGuides.isEmpty)
        #expect(stack.constraints.filter { $0.identifier == "UISV-alignment" }.count == 2)
    }

    // MARK: Distributions

    @Test func fillStretchesTheViewThatHugsLeast() {
        let a = Block(60, 30), b = Block(80, 30)
        b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        let root = place(stack, width: 300, height: 50)
        // b hugs harder and keeps its 80; a takes the rest: 300 - 10 - 80 = 210. Fill alignment: both 50 tall.
        #expect(px(a.frame) == px(CGRect(x: 0, y: 0, width: 210, height: 50)))
        #expect(px(b.frame) == px(CGRect(x: 220, y: 0, width: 80, height: 50)))
        // Swapped, a keeps its 60 and b takes 300 - 10 - 60 = 230 from x = 70.
        a.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
        root.layoutIfNeeded()
        #expect(px(a.frame) == px(CGRect(x: 0, y: 0, width: 60, height: 50)))
        #expect(px(b.frame) == px(CGRect(x: 70, y: 0, width: 230, height: 50)))
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let views = [Block(10, 30), Block(50, 30), Block(100, 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 15
        place(stack, width: 300, height: 50)
        // (300 - 2 x 15) / 3 = 90 each, at 0, 105, 210: required equal widths beat the 100's resistance (750).
        #expect(views.map { px($0.frame) } == [[0, 0, 270, 150], [315, 0, 270, 150], [630, 0, 270, 150]])
    }

    @Test func fillProportionallySharesByIntrinsicLength() {
        let a = Block(40, 30), b = Block(80, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        place(stack, width: 300, height: 50)
        // a = 40/120 x 300 = 100, b = 80/120 x 300 = 200.
        #expect(px(a.frame) == px(CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(px(b.frame) == px(CGRect(x: 100, y: 0, width: 200, height: 50)))
    }

    @Test func fillProportionallyWithSpacingKeepsUIKitsShares() {
        let a = Block(40, 30), b = Block(80, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        stack.spacing = 10
        place(stack, width: 300, height: 50)
        // UIKit's multipliers count the spacing in the total (40 + 80 + 10 = 130) but not out of the stack's
        // width: a = 40/130 x 300 = 92.3077 (priority 999) holds, b (998) gives way to the required chain:
        // 300 - 10 - 92.3077 = 197.6923. In root pixels (stack at x = 10 = 30 px): a 276.92 → 277 px,
        // b's x 10 + 102.3077 = 336.92 → 337 px, so 307 px in the stack; its width 593.08 → 593 px.
        #expect(px(a.frame) == [0, 0, 277, 150])
        #expect(px(b.frame) == [307, 0, 593, 150])
    }

    @Test func equalSpacingMakesTheGapsEqual() {
        let views = [Block(40, 30), Block(60, 30), Block(80, 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 5
        place(stack, width: 300, height: 50)
        // The views hug their widths (250 beats nothing pulling them), the two gaps share 300 - 180: 60 each.
        #expect(views.map { px($0.frame.minX) } == [0, px(100), px(220)])
        #expect(views.map { px($0.frame.width) } == [px(40), px(60), px(80)])
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 2)
    }

    @Test func equalSpacingWithoutAWidthIsAsNarrowAsTheSpacingAllows() {
        let views = [Block(40, 30), Block(60, 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 5
        place(stack)
        // UISV-canvas-fit (49) pulls the stack to its minimum: 40 + 5 + 60 = 105, 30 tall.
        #expect(px(stack.frame) == px(CGRect(x: 10, y: 20, width: 105, height: 30)))
        #expect(px(views[1].frame.minX) == px(45))
    }

    @Test func equalCenteringSpacesTheCentresEvenly() {
        let views = [Block(40, 30), Block(60, 30), Block(80, 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        stack.spacing = 5
        place(stack, width: 300, height: 50)
        // Centres at 20 (first from 0) and 260 (last ending at 300); the middle one's halfway, 140: x = 110.
        // Gaps 110 - 40 = 70 and 220 - 170 = 50 are above the 5 minimum.
        #expect(views.map { px($0.frame.minX) } == [0, px(110), px(220)])
        #expect(views.map { px($0.frame.width) } == [px(40), px(60), px(80)])
    }

    // MARK: Alignments

    /// A row 300 x 100 of a 100 x 20 and a 200 x 40 view (filling its width exactly), aligned.
    func row(_ alignment: UIStackView.Alignment) -> (UIView, UIView) {
        let a = Block(100, 20), b = Block(200, 40)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.alignment = alignment
        place(stack, width: 300, height: 100)
        return (a, b)
    }

    /// A column 200 x 200 of a 50 x 100 and a 120 x 100 view (filling its height exactly), aligned.
    func column(_ alignment: UIStackView.Alignment) -> (UIView, UIView) {
        let a = Block(50, 100), b = Block(120, 100)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.alignment = alignment
        place(stack, width: 200, height: 200)
        return (a, b)
    }

    @Test func rowAlignments() {
        // Fill: both as tall as the stack.
        var (a, b) = row(.fill)
        #expect(px(a.frame) == px(CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(px(b.frame) == px(CGRect(x: 100, y: 0, width: 200, height: 100)))
        // Top: at y 0, their own heights (hugging 250 beats the ambiguity suppression's 25).
        (a, b) = row(.top)
        #expect(px(a.frame) == px(CGRect(x: 0, y: 0, width: 100, height: 20)))
        #expect(px(b.frame) == px(CGRect(x: 100, y: 0, width: 200, height: 40)))
        // Centre: centres at 50: y = 40 and 30.
        (a, b) = row(.center)
        #expect(px(a.frame) == px(CGRect(x: 0, y: 40, width: 100, height: 20)))
        #expect(px(b.frame) == px(CGRect(x: 100, y: 30, width: 200, height: 40)))
        // Bottom: bottoms at 100: y = 80 and 60.
        (a, b) = row(.bottom)
        #expect(px(a.frame) == px(CGRect(x: 0, y: 80, width: 100, height: 20)))
        #expect(px(b.frame) == px(CGRect(x: 100, y: 60, width: 200, height: 40)))
    }

    @Test func columnAlignments() {
        var (a, b) = column(.fill)
        #expect(px(a.frame) == px(CGRect(x: 0, y: 0, width: 200, height: 100)))
        #expect(px(b.frame) == px(CGRect(x: 0, y: 100, width: 200, height: 100)))
        (a, b) = column(.leading)
        #expect(px(a.frame) == px(CGRect(x: 0, y: 0, width: 50, height: 100)))
        #expect(px(b.frame) == px(CGRect(x: 0, y: 100, width: 120, height: 100)))
        // Centre: centres at 100: x = 75 and 40.
        (a, b) = column(.center)
        #expect(px(a.frame) == px(CGRect(x: 75, y: 0, width: 50, height: 100)))
        #expect(px(b.frame) == px(CGRect(x: 40, y: 100, width: 120, height: 100)))
        // Trailing: right edges at 200: x = 150 and 80.
        (a, b) = column(.trailing)
        #expect(px(a.frame) == px(CGRect(x: 150, y: 0, width: 50, height: 100)))
        #expect(px(b.frame) == px(CGRect(x: 80, y: 100, width: 120, height: 100)))
    }

    @Test func aRowWithoutAHeightIsAsTallAsItsTallestView() {
        let a = Block(100, 20), b = Block(200, 40)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.alignment = .center
        place(stack)
        // The spanner encloses both (its fit at 51); the stack follows it: 40 tall, a centred at y 10.
        #expect(px(stack.frame) == px(CGRect(x: 10, y: 20, width: 300, height: 40)))
        #expect(px(a.frame) == px(CGRect(x: 0, y: 10, width: 100, height: 20)))
        #expect(px(b.frame) == px(CGRect(x: 100, y: 0, width: 200, height: 40)))
    }

    /// A label's first and last baselines below its top when it is its intrinsic height, in points.
    func baselines(_ l: UILabel) -> (first: CGFloat, last: CGFloat) {
        let h = l.intrinsicContentSize.height, o = l.baselineOffsets(wrappingAt: nil)!
        return (h / 2 + CGFloat(o.first), h / 2 + CGFloat(o.last))
    }

    @Test func firstBaselineLinesUpTheFirstLines() {
        let big = label("Title", size: 28), small = label("One\nTwo", size: 13)
        small.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        place(stack)
        let bigB = baselines(big), smallB = baselines(small)
        #expect(bigB.first > smallB.first, "the big label reaches higher above its baseline")
        // The big label is the highest: the stack's top (only at most the first view's, fit at 49) sits on
        // it, y 0; the small one's first baseline meets the big one's: its top at bigFirst - smallFirst.
        #expect(px(big.frame.minY) == 0)
        #expect(px(small.frame.minY) == snapped(20 + bigB.first - smallB.first) - px(20))
        #expect(px(small.frame.height) == px(small.intrinsicContentSize.height))
        // The stack ends at the lower bottom (the spanner's), the two-line label's.
        #expect(px(stack.frame.height) == px(small.frame.maxY))
    }

    @Test func lastBaselineLinesUpTheLastLines() {
        let big = label("Title", size: 28), small = label("One\nTwo", size: 13)
        small.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.alignment = .lastBaseline
        place(stack)
        let bigB = baselines(big), smallB = baselines(small)
        #expect(smallB.last > bigB.last, "two lines of 13 pt reach higher above the last baseline than one of 28")
        // The stack's top is the spanner's, the higher view's (the two-line label, y 0); the big label's
        // last baseline meets the small one's second line: its top at smallLast - bigLast.
        #expect(px(small.frame.minY) == 0)
        #expect(px(big.frame.minY) == snapped(20 + smallB.last - bigB.last) - px(20))
        // The stack ends at least at the first view's bottom, as low as it allows (fit at 49): the big label's.
        #expect(px(stack.frame.height) == px(big.frame.maxY))
    }

    @Test func aStacksBaselinesAreItsArrangedViews() {
        let root = screen()
        let first = label("First", size: 17), second = label("Second", size: 17)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        let rule = UIView(), ruleLast = UIView()
        for v in [rule, ruleLast] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(stack)
        root.addSubview(rule)
        root.addSubview(ruleLast)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            rule.topAnchor.constraint(equalTo: stack.firstBaselineAnchor),
            ruleLast.topAnchor.constraint(equalTo: stack.lastBaselineAnchor),
            rule.heightAnchor.constraint(equalToConstant: 1), ruleLast.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        // The column's first baseline is its first label's, its last baseline its last label's.
        #expect(px(rule.frame.minY) == snapped(30 + baselines(first).first))
        #expect(px(ruleLast.frame.minY) == snapped(30 + first.intrinsicContentSize.height + baselines(second).last))
    }

    @Test func baselineRelativeSpacingRunsFromBaselineToBaseline() {
        let first = label("First", size: 17), second = label("Second", size: 34)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        place(stack)
        // The first label at the top; the second's first baseline 30 below the first's last baseline:
        // its top at (first's last baseline) + 30 - (its own first baseline below its top).
        let expected = 20 + baselines(first).last + 30 - baselines(second).first
        #expect(px(second.frame.minY) == snapped(expected) - px(20))
        #expect(px(first.frame.minY) == 0)
    }

    @Test func proportionalSharesFollowAnIntrinsicSizeChange() {
        let a = Block(40, 30), b = Block(80, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        let root = place(stack, width: 300, height: 50)
        #expect(px(a.frame.width) == px(100))
        // A label in b's place, then its text changes: each time the shares are made again from the
        // intrinsic widths, w / (w + 40) of 300.
        let l = label("Hi", size: 17)
        stack.insertArrangedSubview(l, at: 0)
        stack.removeArrangedSubview(b)
        b.removeFromSuperview()
        root.layoutIfNeeded()
        let w1 = l.intrinsicContentSize.width
        #expect(px(l.frame.width) == snapped(10 + 300 * w1 / (w1 + 40)) - px(10))
        l.text = "Hello, world"
        root.layoutIfNeeded()
        let w2 = l.intrinsicSize(wrappingAt: nil).width
        #expect(w2 > w1)
        #expect(px(l.frame.width) == snapped(10 + 300 * w2 / (w2 + 40)) - px(10))
    }

    @Test func aRowsBaselineIsItsTallestViews() {
        let root = screen()
        let small = label("small", size: 13), big = label("Big", size: 28)
        let row = UIStackView(arrangedSubviews: [small, big])
        row.alignment = .top
        row.translatesAutoresizingMaskIntoConstraints = false
        let rule = UIView()
        rule.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        root.addSubview(rule)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            rule.topAnchor.constraint(equalTo: row.firstBaselineAnchor),
            rule.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        // Both views at the row's top; the row's baseline is the taller (28 pt) label's, as UIKit's
        // viewForFirstBaselineLayout of a horizontal stack is its tallest view.
        #expect(px(big.frame.minY) == 0)
        #expect(px(rule.frame.minY) == snapped(30 + baselines(big).first))
    }

    // MARK: Hidden views, custom spacing, margins

    /// A column 100 wide of three 50-tall views 10 apart; its height follows them.
    func threeRows() -> (UIView, UIStackView, [UIView]) {
        let views = [Block(20, 50), Block(20, 50), Block(20, 50)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 10
        let root = place(stack, width: 100)
        return (root, stack, views)
    }

    @Test func aHiddenViewDropsOneSpacingAndHasNoHeight() {
        let (root, stack, views) = threeRows()
        #expect(views.map { px($0.frame.minY) } == [0, px(60), px(120)])
        #expect(px(stack.frame.height) == px(170))
        // Middle hidden: 5 on either side of it (half the spacing each), 0 tall: a 0, b 55, c 60; 110 tall.
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views.map { px($0.frame.minY) } == [0, px(55), px(60)])
        #expect(px(views[1].frame.height) == 0)
        #expect(px(stack.frame.height) == px(110))
        #expect(views[1].constraints.contains { $0.identifier == "UISV-hiding" && $0.priority == .required })
        // First hidden: no spacing before the first visible view: a 0 (0 tall), b 0, c 60.
        views[1].isHidden = false
        views[0].isHidden = true
        root.layoutIfNeeded()
        #expect(views.map { px($0.frame.minY) } == [0, 0, px(60)])
        #expect(px(views[0].frame.height) == 0)
        #expect(px(stack.frame.height) == px(110))
        // Shown again: as at first.
        views[0].isHidden = false
        root.layoutIfNeeded()
        #expect(views.map { px($0.frame.minY) } == [0, px(60), px(120)])
        #expect(views.map { px($0.frame.height) } == [px(50), px(50), px(50)])
        #expect(!views.flatMap(\.constraints).contains { $0.identifier == "UISV-hiding" })
    }

    @Test func customSpacingReplacesTheSpacingAfterAView() {
        let (root, stack, views) = threeRows()
        #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 30)
        root.layoutIfNeeded()
        // 0, 50 + 30 = 80, 130 + 10 = 140; 190 tall.
        #expect(views.map { px($0.frame.minY) } == [0, px(80), px(140)])
        #expect(px(stack.frame.height) == px(190))
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        root.layoutIfNeeded()
        #expect(views.map { px($0.frame.minY) } == [0, px(60), px(120)])
        // The system spacing is 8.
        stack.spacing = UIStackView.spacingUseSystem
        root.layoutIfNeeded()
        #expect(views.map { px($0.frame.minY) } == [0, px(58), px(116)])
    }

    @Test func marginsRelativeArrangementInsetsByTheLayoutMargins() {
        let a = Block(50, 40), b = Block(70, 40)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 8
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let root = place(stack)
        // Without margins the views touch the edges: 50 + 8 + 70 = 128 by 40.
        #expect(px(stack.frame.size.width) == px(128) && px(stack.frame.height) == px(40))
        #expect(px(a.frame) == px(CGRect(x: 0, y: 0, width: 50, height: 40)))
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        // Inside the margins: 20 + 128 + 40 = 188 wide, 10 + 40 + 30 = 80 tall; a at (20, 10), b at 78.
        #expect(px(stack.frame) == px(CGRect(x: 10, y: 20, width: 188, height: 80)))
        #expect(px(a.frame) == px(CGRect(x: 20, y: 10, width: 50, height: 40)))
        #expect(px(b.frame) == px(CGRect(x: 78, y: 10, width: 70, height: 40)))
    }

    // MARK: Stacks in stacks

    @Test func nestedStacks() {
        let x = Block(30, 30), y = Block(30, 30), z = Block(100, 40)
        let inner = UIStackView(arrangedSubviews: [x, y])
        inner.distribution = .fillEqually
        inner.spacing = 10
        let outer = UIStackView(arrangedSubviews: [inner, z])
        outer.axis = .vertical
        outer.spacing = 20
        place(outer, width: 200)
        // The outer column fills its width: the row is 200 wide, its halves (200 - 10) / 2 = 95; the row is
        // as tall as its views (30). z below at 30 + 20 = 50, 200 wide, 40 tall; the column 90 tall.
        #expect(px(inner.frame) == px(CGRect(x: 0, y: 0, width: 200, height: 30)))
        #expect(px(x.frame) == px(CGRect(x: 0, y: 0, width: 95, height: 30)))
        #expect(px(y.frame) == px(CGRect(x: 105, y: 0, width: 95, height: 30)))
        #expect(px(z.frame) == px(CGRect(x: 0, y: 50, width: 200, height: 40)))
        #expect(px(outer.frame.height) == px(90))
    }

    // MARK: A confirmation dialog

    @Test func aConfirmationDialog() {
        let root = screen()
        let icon = UIView(), spacer = UIView(), cancel = UIView(), delete = UIView()
        let title = label("Delete this photo?", size: 17)
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        let message = label("This photo will be deleted from all your devices. You can't undo this action.", size: 13)
        message.numberOfLines = 0
        let buttons = UIStackView(arrangedSubviews: [cancel, delete])
        buttons.distribution = .fillEqually
        buttons.spacing = 16
        let dialog = UIStackView(arrangedSubviews: [icon, title, message, spacer, buttons])
        dialog.axis = .vertical
        dialog.alignment = .center
        dialog.spacing = 8
        dialog.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(dialog)
        NSLayoutConstraint.activate([
            dialog.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            dialog.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            dialog.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            icon.widthAnchor.constraint(equalToConstant: 40), icon.heightAnchor.constraint(equalToConstant: 40),
            spacer.heightAnchor.constraint(equalToConstant: 12),
            cancel.heightAnchor.constraint(equalToConstant: 44), delete.heightAnchor.constraint(equalToConstant: 44),
            title.widthAnchor.constraint(equalTo: dialog.widthAnchor),
            message.widthAnchor.constraint(equalTo: dialog.widthAnchor),
            buttons.widthAnchor.constraint(equalTo: dialog.widthAnchor),
        ])
        root.layoutIfNeeded()
        // 350 wide (20 from each side). The icon is centred: x (350 - 40) / 2 = 155. Each part 8 below the
        // previous: the title at 48, the message (wrapped at 350) below it, the 12 pt spacer (no width: the
        // ambiguity suppression makes it 0, centred at 175), then the buttons, (350 - 16) / 2 = 167 each.
        let titleH = title.intrinsicContentSize.height
        let messageH = message.intrinsicSize(wrappingAt: 350).height
        #expect(messageH > message.font.lineHeight * 1.5, "the message wraps")
        #expect(px(icon.frame) == px(CGRect(x: 155, y: 0, width: 40, height: 40)))
        #expect(px(title.frame) == [0, px(48), px(350), px(titleH)])
        let messageY = px(48) + px(titleH) + px(8)
        #expect(px(message.frame) == [0, messageY, px(350), px(messageH)])
        let spacerY = messageY + px(messageH) + px(8)
        #expect(px(spacer.frame) == [px(175), spacerY, 0, px(12)])
        let buttonsY = spacerY + px(12) + px(8)
        #expect(px(buttons.frame) == [0, buttonsY, px(350), px(44)])
        #expect(px(cancel.frame) == px(CGRect(x: 0, y: 0, width: 167, height: 44)))
        #expect(px(delete.frame) == px(CGRect(x: 183, y: 0, width: 167, height: 44)))
        #expect(px(dialog.frame) == [px(20), px(100), px(350), buttonsY + px(44)])

        // No title: the seed removes the view, which leaves the arrangement; the message moves up to 48.
        title.removeFromSuperview()
        #expect(same(dialog.arrangedSubviews, [icon, message, spacer, buttons]))
        root.layoutIfNeeded()
        #expect(px(message.frame) == [0, px(48), px(350), px(messageH)])
        #expect(px(dialog.frame.height) == buttonsY + px(44) - px(titleH) - px(8))
    }
}
