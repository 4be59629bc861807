import PopsnapLayout

/// The screen a popup is drawn on: a device held one way up, whose size, safe area and scale are the
/// device's, or a size in points with the safe area given (a spec's `canvas` of a width and height).
///
/// ```swift
/// spec.screen = .device(.iPhoneSE)
/// spec.screen = .device(.iPhone15, orientation: .landscape)
/// spec.screen = .size(Size(width: 320, height: 240))
/// ```
public enum Screen: Sendable, Hashable {
    /// A `Device` held `orientation`'s way (portrait unless given): its size, safe area and scale.
    case device(Device, orientation: Orientation = .portrait)
    /// A canvas of `Size` points with `safeArea` (none unless given), no device drawn around it.
    case size(Size, safeArea: EdgeInsets = .zero)

    /// The size in points, turned for a device held in landscape.
    public var size: Size {
        switch self {
        case let .device(device, orientation):
            let s = device.size(in: orientation)
            return Size(width: s.width, height: s.height)
        case let .size(size, _): return size
        }
    }

    /// What the status bar, the notch and the home indicator leave: the device's, turned with it.
    public var safeArea: EdgeInsets {
        switch self {
        case let .device(device, orientation): return device.safeArea(in: orientation)
        case let .size(_, safeArea): return safeArea
        }
    }

    /// Pixels a point: the device's; 3 for a size, as the spec's default.
    public var scale: Scale { device?.scale ?? 3 }

    /// The device; nil for a size.
    public var device: Device? {
        if case let .device(device, _) = self { return device }
        return nil
    }

    /// Which way up the device is held; portrait for a size, which is drawn the way up it is given.
    public var orientation: Orientation {
        if case let .device(_, orientation) = self { return orientation }
        return .portrait
    }
}
