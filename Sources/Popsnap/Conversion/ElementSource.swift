import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster
import PopsnapText

/// An element tree written as builder views: the view for its kind, then a modifier for each field that
/// differs from a new element's, so the source builds back exactly this tree (`Popup { … }`). What the
/// tree keeps dynamic (a system colour, a light and dark pair, a text style, a material) is written as
/// that, so the source draws every appearance and text size as the tree does.
struct ElementSource {
    /// The appearance a hand-built tree's fixed materials and glass were resolved in, to name them again;
    /// nil when unknown (a fixed material is then refused).
    let appearance: Appearance?
    /// What writes its values (fonts, glass, image files).
    let writer: ValueSource

    typealias L = SwiftLiterals

    /// The element's lines, its children indented under it; `defaultName` is what the builder would name it.
    func lines(_ e: Element, defaultName: String, path: String) throws(ConversionError) -> [String] {
        var modifiers: [String] = []
        func unsupported(_ what: String) -> ConversionError { ConversionError(place: path, what: what) }
        if e.content.drawing != nil { throw unsupported("a drawing made in code") }
        if e.baselines != nil { throw unsupported("text placed by its baselines") }
        if e.compressible { throw unsupported("a compressible label") }
        if e.sizing.growsToSquare { throw unsupported("a square grown to its content") }

        var head: String
        switch e.content {
        case let .vstack(s):
            head = "VStack" + stackArguments(s.alignment == .fill ? nil : "\(s.alignment)", s)
        case let .hstack(s):
            head = "HStack" + stackArguments(s.alignment == .fill ? nil : "\(s.alignment)", s)
        case let .overlay(o):
            if o.centresOnWholePoints { throw unsupported("whole-point centring") }
            head = (o.horizontal, o.vertical) == (.fill, .fill) ? "ZStack" : "ZStack(alignment: Alignment(horizontal: .\(o.horizontal), vertical: .\(o.vertical)))"
        case let .text(label), let .button(label):
            guard let text = label.text else { throw unsupported("a label without text") }
            head = (e.kind == .text ? "Text(" : "Button(") + L.string(text) + ")"
            modifiers += try self.text(label.font.style, label.font.textStyle, Element.Label(nil).font.style, path: path)
        case let .icon(symbol):
            guard case let .icon(icon) = symbol else { throw unsupported("a drawing made in code") }
            head = "Icon(.\(icon))"
        case .image(.pixels): throw unsupported("an image made in code")
        case let .image(.file(file)): head = "ImageView(\(writer.imageFile(file)))"
        case let .spacer(length): head = length.map { "Spacer(length: \(L.number($0)))" } ?? "Spacer()"
        case .box: head = "Rectangle()"
        case let .indicator(i):
            head = "ProgressView()"
            if i.style != Element.Indicator().style { modifiers.append(".indicatorStyle(.\(i.style))") }
            if i.phase != 0 { modifiers.append(".indicatorPhase(\(i.phase))") }
        case let .progress(p):
            head = "ProgressView(value: \(L.number(p.value)))"
            if p.style != Element.Progress(0).style { modifiers.append(".progressViewStyle(.\(p.style))") }
        }
        if e.foregroundColor != Element.Look().foregroundColor {
            modifiers.append(".foregroundStyle(\(L.color(e.foregroundColor)))")
        }
        modifiers += layout(e.layout)
        modifiers += try look(e, path: path)
        if e.name != defaultName { modifiers.append(".named(\(L.string(e.name)))") }
        if e.role != e.name { modifiers.append(".role(\(L.string(e.role)))") }

        guard e.kind.isContainer else { return [head] + modifiers.map { "    " + $0 } }
        var lines = [head + " {"]
        for (i, child) in e.children.enumerated() {
            lines += try self.lines(child, defaultName: "\(child.kind.rawValue)[\(i)]", path: child.path(under: path)).map { "    " + $0 }
        }
        return lines + ["}"] + modifiers
    }

    /// The font (by its text style when it follows one: `.font(.headline)`), then the paragraph settings.
    private func text(_ s: TextStyle, _ textStyle: DynamicTextStyle?, _ fresh: TextStyle, path: String) throws(ConversionError) -> [String] {
        var m: [String] = []
        if let textStyle {
            let named = [DynamicTextStyle.title1: "title", .caption1: "caption"][textStyle] ?? "\(textStyle)"
            m.append(s.family != fresh.family ? ".font(\(try DynamicFont(s, textStyle: textStyle).swiftExpression(writer, place: path)))"
                : s.weight == textStyle.weight ? ".font(.\(named))" : ".font(.system(.\(textStyle), weight: \(L.weight(s.weight))))")
        } else if (s.family, s.size, s.weight) != (fresh.family, fresh.size, fresh.weight) {
            let weight = L.weight(s.weight)
            m.append(s.family == fresh.family
                ? ".font(.system(size: \(L.number(s.size)), weight: \(weight)))"
                : ".font(.custom(\(L.string(s.family)), size: \(L.number(s.size))).weight(\(weight)))")
        }
        if s.alignment != fresh.alignment { m.append(".multilineTextAlignment(.\(s.alignment))") }
        if s.maxLines != fresh.maxLines { m.append(".lineLimit(\(s.maxLines))") }
        if s.minimumScaleFactor != fresh.minimumScaleFactor { m.append(".minimumScaleFactor(\(L.number(s.minimumScaleFactor)))") }
        if s.lineHeightMultiple != fresh.lineHeightMultiple { m.append(".lineHeightMultiple(\(L.number(s.lineHeightMultiple)))") }
        if s.direction != fresh.direction { m.append(".textDirection(.\(s.direction))") }
        if let language = s.language { m.append(".language(\(L.string(language)))") }
        return m
    }

    /// A stack's arguments: its alignment across when not `.fill`, then its spacing and distribution when set.
    private func stackArguments<A>(_ alignment: String?, _ s: Element.Stack<A>) -> String {
        var args: [String] = []
        if let alignment { args.append("alignment: .\(alignment)") }
        if s.spacing != 0 { args.append("spacing: \(L.number(s.spacing))") }
        if s.distribution != .fill { args.append("distribution: .\(s.distribution)") }
        return args.isEmpty ? "" : "(" + args.joined(separator: ", ") + ")"
    }

    private func layout(_ e: Element.LayoutStyle) -> [String] {
        let fresh = Element.LayoutStyle()
        var m: [String] = []
        let z = e.sizing
        func args(_ pairs: [(String, Double?)]) -> String {
            pairs.compactMap { name, v in v.map { "\(name): \(L.number($0))" } }.joined(separator: ", ")
        }
        if z.width != nil || z.height != nil { m.append(".frame(\(args([("width", z.width), ("height", z.height)])))") }
        if z.minWidth != nil || z.maxWidth != nil || z.minHeight != nil || z.maxHeight != nil {
            m.append(".frame(\(args([("minWidth", z.minWidth), ("maxWidth", z.maxWidth), ("minHeight", z.minHeight), ("maxHeight", z.maxHeight)])))")
        }
        if let ratio = z.aspectRatio { m.append(".aspectRatio(\(L.number(ratio)))") }
        if e.padding != fresh.padding { m.append(".padding(\(insets(e.padding)))") }
        if e.margin != fresh.margin { m.append(".margin(\(insets(e.margin)))") }
        if let a = e.alignSelf { m.append(".alignSelf(.\(a))") }
        if !e.isPresent { m.append(".hidden()") }
        return m
    }

    /// Even insets as one number (`.padding(16)`), others as `EdgeInsets`.
    private func insets(_ i: EdgeInsets) -> String {
        i.top == i.leading && i.top == i.bottom && i.top == i.trailing ? L.number(i.top) : L.insets(i)
    }

    private func look(_ e: Element, path: String) throws(ConversionError) -> [String] {
        var m: [String] = []
        if let fill = e.background { m.append(try background(fill, path: path)) }
        let style = e.cornerCurve == .circular ? "" : ", style: .\(e.cornerCurve)"
        if e.clipsContent {
            m.append(".clipShape(.rect(cornerRadius: \(L.number(e.cornerRadius))\(style)))")
        } else if e.cornerRadius != 0 || e.cornerCurve != .circular {
            m.append(".cornerRadius(\(L.number(e.cornerRadius))\(style))")
        }
        if let b = e.border { m.append(".border(\(L.color(b.color)), width: \(L.number(b.width)))") }
        if let s = e.shadow {
            let offset = (s.offset.x == 0 ? "" : ", x: \(L.number(s.offset.x))") + (s.offset.y == 0 ? "" : ", y: \(L.number(s.offset.y))")
            m.append(".shadow(color: \(L.color(s.color)), radius: \(L.number(s.radius))\(offset))")
        }
        if e.opacity != 1 { m.append(".opacity(\(L.number(e.opacity)))") }
        return m
    }

    /// A fill as the spec wrote it: its colours dynamic, its material or glass by name.
    private func background(_ fill: DynamicFill, path: String) throws(ConversionError) -> String {
        switch fill {
        case let .color(c): return ".background(\(L.color(c)))"
        // In an array of `any ColorStyle` a system colour needs its type's name.
        case let .verticalGradient(colors):
            return ".background(LinearGradient(colors: [\(colors.map { L.color($0).hasPrefix(".") ? "DynamicColor" + L.color($0) : L.color($0) }.joined(separator: ", "))]))"
        case let .surface(.blur(style)): return ".background(MaterialStyle.\(style))"
        case let .surface(.glass(glass)): return ".glassEffect(\(glass.swiftExpression(writer, place: path)))"
        case let .fixed(fill): return try background(fill, path: path)
        }
    }

    /// A fixed fill, its material or glass named again by the one whose look in `appearance` it is.
    private func background(_ fill: Fill, path: String) throws(ConversionError) -> String {
        switch fill {
        case let .color(c): return ".background(\(L.color(c)))"
        case let .verticalGradient(colors): return ".background(LinearGradient(colors: [\(colors.map(L.color).joined(separator: ", "))]))"
        case let .material(material):
            guard let appearance, let style = MaterialStyle.allCases.first(where: { $0.resolved(for: appearance) == material }) else {
                throw ConversionError(place: path, what: "a material of its own")
            }
            return ".background(MaterialStyle.\(style))"
        case let .glass(effect):
            for style in Glass.Style.allCases where appearance.map({ Glass(style, tint: effect.tint.map(DynamicColor.init)).resolved(for: $0) == effect }) == true {
                return ".glassEffect(Glass.\(style)" + (effect.tint.map { ".tint(\(L.color($0)))" } ?? "") + ")"
            }
            throw ConversionError(place: path, what: "glass of its own")
        }
    }
}
