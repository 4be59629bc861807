extension UIView {
    /// The view and its subviews, a line each, as UIKit's private `recursiveDescription` prints them on
    /// iOS: `<UILabel: 0x…; frame = (16 20; 288 32.3333); text = 'Hi'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>`,
    /// each level of subviews indented by `   | `, no newline after the last. Only what these views know
    /// is printed (no `opaque`, gesture recognizers or animations); the addresses are the objects' own.
    @_spi(PopsnapTesting)
    public var recursiveDescription: String {
        var lines: [String] = []
        describe(depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private func describe(depth: Int, into lines: inout [String]) {
        lines.append(String(repeating: "   | ", count: depth) + descriptionLine)
        for subview in subviews { subview.describe(depth: depth + 1, into: &lines) }
    }

    /// UIKit's `-[UIView description]`, its fields in UIKit's order, each only when it is not the default.
    private var descriptionLine: String {
        let f = frame
        var fields = ["frame = (\(g(f.minX)) \(g(f.minY)); \(g(f.width)) \(g(f.height)))"]
        if !transform.isIdentity {
            let t = transform
            fields.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(g).joined(separator: ", "))]")
        }
        if let label = self as? UILabel, let text = label.text { fields.append("text = '\(text)'") }
        if clipsToBounds { fields.append("clipsToBounds = YES") }
        if isHidden { fields.append("hidden = YES") }
        if alpha != 1 { fields.append("alpha = \(g(alpha))") }
        if !autoresizingMask.isEmpty { fields.append("autoresize = \(autoresizingMask.descriptionFlags)") }
        if !isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if tag != 0 { fields.append("tag = \(tag)") }
        fields.append("layer = <\(layerClassName): \(Self.address(of: layer))>")
        return "<\(className): \(Self.address(of: self)); " + fields.joined(separator: "; ") + ">"
    }

    /// The name Objective-C gives the class: UIKit's bare, an app's top-level Swift class with its module
    /// (`MyApp.Card`), a local or private one (whose Swift name holds its context) bare.
    private var className: String {
        let type = type(of: self), qualified = String(reflecting: type)
        return qualified.hasPrefix("UIKit.") || qualified.contains("(") ? String(describing: type) : qualified
    }

    /// The layer's class as iOS names it: labels and stack views have layer classes of their own there.
    private var layerClassName: String {
        guard type(of: layer) == CALayer.self else { return String(describing: type(of: layer)) }
        switch self {
        case is UILabel: return "_UILabelLayer"
        case is UIStackView: return "CATransformLayer"
        default: return "CALayer"
        }
    }

    private static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }
}

/// A number as UIKit's descriptions print it: `%g`, six significant digits (`48.6667`, `390`).
private func g(_ value: CGFloat) -> String {
    String(format: "%g", Double(value))
}

extension UIView.AutoresizingMask {
    /// `W+H`, `LM+RM`: UIKit's abbreviations of the flexible parts, in the order of their bits.
    fileprivate var descriptionFlags: String {
        let names: [(UIView.AutoresizingMask, String)] = [(.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
                                                          (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM")]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
