import PopsnapLayout
import PopsnapGeometry

/// A device's sensor housing on its portrait screen, in points: the notch or Dynamic Island that iOS
/// lays the status bar out around, and that a spec's `"cutout": true` draws in black.
///
/// The geometry is Apple's framebuffer masks as aloisdeniel/flutter_device_preview extracts them from
/// Xcode's simulator profiles (`device_specs/apple-*.json`, `frame.screenPath`, commit ffbac9d): every
/// Dynamic Island is a 125 x 37 pt capsule 11 pt below the top edge, centred (iPhone 16, 16 Plus, 16 Pro,
/// 16 Pro Max, 17, 17 Pro, 17 Pro Max, Air alike); the notch of the iPhone 14 and 16e (one mask) meets the
/// top edge 177.8 pt wide, flares in by 8 pt and reaches 33.7 pt down. Popsnap draws every notch with that
/// mask: the iPhone 11 and 12 had a wider one (the 13's is "20 percent smaller", Apple, September 2021), so
/// on those the status bar's ears are a little narrower on the phone than here.
///
/// ```swift
/// Device.iPhone16Pro.sensorHousing?.frame   // (138.5, 11.0, 125.0 x 37.0)
/// ```
public struct SensorHousing: Sendable, Equatable {
    /// A notch or a Dynamic Island (never `.none`: a device without one has no housing).
    public var cutout: Device.Cutout
    /// Its bounding box on the portrait screen; a notch's starts at the top edge, its flares included.
    public var frame: Rect

    /// How far a notch's flares reach in from its top corners, across and down.
    static let notchFlare = 8.0
    /// How far across the curve of a notch's bottom corner runs, from the end of its flare.
    static let notchCorner = 29.2

    init?(_ cutout: Device.Cutout, screenWidth: Double) {
        let size: (width: Double, height: Double, y: Double)
        switch cutout {
        case .none: return nil
        case .dynamicIsland: size = (125, 37, 11)
        case .notch: size = (177.76, 33.67, 0)
        }
        self.cutout = cutout
        frame = Rect(x: (screenWidth - size.width) / 2, y: size.y, width: size.width, height: size.height)
    }
}

extension Device {
    /// The notch or Dynamic Island on the portrait screen; nil for a screen without one.
    public var sensorHousing: SensorHousing? { SensorHousing(cutout, screenWidth: size.width) }
}
