import Popsnap

/// Which iOS design the system's own chrome draws in (a sheet's card, dimming and grabber): iOS 26's Liquid
/// Glass, as an app built with the iOS 26 SDK gets, or iOS 13 to 18's, as an app whose Info.plist sets
/// `UIDesignRequiresCompatibility` keeps. There is no Info.plist here, so a snapshot test says which.
@_spi(PopsnapTesting)
@MainActor
public enum UIDesign {
    /// True draws iOS 13 to 18's look, as `UIDesignRequiresCompatibility` does; false (the default) iOS 26's.
    public static var requiresCompatibility = false

    /// The look Popsnap's kinds draw for this setting.
    static var look: IOSLook { requiresCompatibility ? .ios18 : .ios26 }
}
