import PopsnapLayout
import PopsnapGeometry

/// The screen a scene is drawn on: its size in points, device pixels a point, the device it is and
/// which way up it is held, its safe area, and the system's chrome on it (the status bar, the home
/// indicator, the notch or Dynamic Island), as a UIWindowScene's screen describes them.
///
/// ```swift
/// var screen = SceneScreen(canvas: Device.iPhone15.size, scale: 3)
/// screen.device = .iPhone15
/// screen.safeArea = Device.iPhone15.safeArea
/// ```
public struct SceneScreen: Sendable {
    /// The screen size in points.
    public var canvas: Size
    /// Device pixels a point (3 by default): the rendered PNG is `canvas` times this.
    public var scale: Scale
    /// The device the screen is, whose notch or Dynamic Island the status bar is laid out around; nil for
    /// a canvas given by its size (laid out as a home-button iPhone's).
    public var device: Device?
    /// Which way up the device is held: `canvas` and `safeArea` are already turned.
    public var orientation = Orientation.portrait
    /// The device's safe area: what the status bar, the notch and the home indicator leave.
    public var safeArea = EdgeInsets.zero
    /// iOS's status bar, drawn on the app screen in the top safe area; nil for none.
    public var statusBar: StatusBar?
    /// The home indicator, drawn on the app screen when the bottom safe area has room for it.
    public var showsHomeIndicator = false
    /// Whether the device's notch or Dynamic Island is drawn, in black, over everything.
    public var showsSensorHousing = false

    /// A `canvas`-sized screen at `scale`, of no device, held upright, with no safe area or chrome.
    public init(canvas: Size, scale: Scale = 3) {
        self.canvas = canvas
        self.scale = scale
    }
}
