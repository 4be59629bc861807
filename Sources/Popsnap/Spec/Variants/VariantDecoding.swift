import PopsnapLayout

extension PopupSpec {
    /// The most locales a spec may list: with every other axis full, 100 locales make 28,800 variants,
    /// each drawn only when asked for.
    static let maxLocales = 100

    /// `variants`: each axis a non-empty list of distinct values, making at most `limit` variants.
    static func variants(_ r: SpecReader, limit: Int) throws(SpecError) -> VariantAxes {
        let o = try r.object(keys: VariantAxis.allCases.map(\.key))
        var axes = VariantAxes()
        func list<T: Equatable>(_ axis: VariantAxis, count: ClosedRange<Int>, _ read: (SpecReader) throws(SpecError) -> T) throws(SpecError) -> [T] {
            guard let a = o.optional(axis.key) else { return [] }
            var values: [T] = []
            for item in try a.array(count: count) {
                let v = try read(item)
                if values.contains(v) { throw item.error("this \(axis.rawValue) is listed twice") }
                values.append(v)
            }
            return values
        }
        axes.locales = try list(.locale, count: 1...maxLocales) { r throws(SpecError) in
            let tag = try r.string()
            try LocaleTag.check(tag, at: r)
            return tag
        }
        axes.appearances = try list(.appearance, count: 1...2) { r throws(SpecError) in try r.oneOf(["light": Appearance.light, "dark": .dark]) }
        axes.contentSizes = try list(.contentSize, count: 1...12) { r throws(SpecError) in try r.contentSize() }
        axes.devices = try list(.device, count: 1...Device.allCases.count) { r throws(SpecError) in
            try r.oneOf(Device.self)
        }
        axes.orientations = try list(.orientation, count: 1...2) { r throws(SpecError) in
            try r.oneOf(Orientation.self)
        }
        axes.scales = try list(.scale, count: 1...3) { r throws(SpecError) in
            guard let s = Scale(rawValue: try r.integer(in: Scale.supported)) else { throw r.error("expected \(Scale.expected)") }
            return s
        }
        axes.ios = try list(.ios, count: 1...IOSLook.allCases.count) { r throws(SpecError) in try r.iosLook() }
        if axes.isEmpty { throw r.error("expected at least one of \(SpecWording.list(VariantAxis.allCases.map(\.key), or: true))") }
        // Counted before any variant is made: each is a decode, a layout and a render, and a file of its own.
        if axes.matrixSize > limit {
            let factors = VariantAxis.allCases.filter { axes.count($0) > 0 }.map { "\(axes.count($0)) \($0.key)" }
            throw r.error(SpecLimit.variants.exceeded("the matrix has \(axes.matrixSize) variants (\(factors.joined(separator: " x ")))", limit: limit))
        }
        return axes
    }
}
