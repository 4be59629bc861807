import Popsnap

/// A visual effect: what a `UIVisualEffectView` draws behind its content.
open class UIVisualEffect: @unchecked Sendable {
    init() {}
}

/// A blur of what lies beneath the effect view, in one of iOS's adaptable materials, resolved light or
/// dark by the view's traits, or always light or dark for the `…Light` and `…Dark` styles. Only the styles
/// Popsnap's `MaterialStyle` draws are here: the pre-iOS 13 styles (`extraLight`, `light`, `dark`,
/// `regular`, `prominent`) are left out.
///
/// ```swift
/// let backdrop = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// ```
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// iOS 13's adaptable materials, thinnest first, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The thinnest material.
        case systemUltraThinMaterial = 6
        /// Thinner than the standard material.
        case systemThinMaterial = 7
        /// The standard material (alerts, sheets).
        case systemMaterial = 8
        /// Thicker than the standard material.
        case systemThickMaterial = 9
        /// The bars' material.
        case systemChromeMaterial = 10
        /// The thinnest material, light whatever the traits.
        case systemUltraThinMaterialLight = 11
        /// The thin material, always light.
        case systemThinMaterialLight = 12
        /// The standard material, always light.
        case systemMaterialLight = 13
        /// The thick material, always light.
        case systemThickMaterialLight = 14
        /// The bars' material, always light.
        case systemChromeMaterialLight = 15
        /// The thinnest material, dark whatever the traits.
        case systemUltraThinMaterialDark = 16
        /// The thin material, always dark.
        case systemThinMaterialDark = 17
        /// The standard material, always dark.
        case systemMaterialDark = 18
        /// The thick material, always dark.
        case systemThickMaterialDark = 19
        /// The bars' material, always dark.
        case systemChromeMaterialDark = 20

        /// Popsnap's material: UIKit numbers each run of five thinnest first, as `MaterialStyle` lists them.
        var material: MaterialStyle {
            MaterialStyle.allCases[(rawValue - 6) % 5]
        }

        /// The appearance a `…Light` or `…Dark` style always draws in; nil for the adaptable ones.
        var fixedAppearance: Appearance? {
            switch rawValue {
            case 11...15: .light
            case 16...20: .dark
            default: nil
            }
        }
    }

    /// The material blurred with.
    let style: Style

    /// A blur in `style`'s material.
    public init(style: Style) {
        self.style = style
    }
}
