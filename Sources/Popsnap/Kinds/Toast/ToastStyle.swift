/// Whose look a toast has: iOS's system pill, Apple Music's square, or a SwiftEntryKit banner.
public enum ToastStyle: String, Sendable, CaseIterable {
    /// `pill`: the system's capsule at the top ("Copied", AirPods connected), as SPIndicator reproduces it;
    /// `square`: Apple Music's "Added to Library" square in the centre, as SPAlert reproduces it;
    /// `banner`: a SwiftEntryKit entry at the top or bottom (`BannerPreset`).
    case pill, square, banner
}

/// Where toasts show: against the top or bottom of the safe area, or centred in it.
public enum ToastPosition: String, Sendable, CaseIterable {
    /// `top` and `bottom`: against that side of the safe area (the newest toast nearest it);
    /// `center`: centred in the safe area.
    case top, center, bottom
}

/// Which of SwiftEntryKit's presets a banner is (`EKAttributes+Presets.swift`).
public enum BannerPreset: String, Sendable, CaseIterable {
    /// `float`: `topFloat` / `bottomFloat`, a rounded card inside the safe area with margins; `note`:
    /// `topNote` / `bottomNote`, a full-width strip of one centred line; `statusBar`: `statusBar`, a strip
    /// over the status bar itself (the safe area overridden), at the top only.
    case float, note, statusBar
}
