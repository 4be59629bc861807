extension UISheetPresentationController {
    /// A height a sheet rests at: the system's medium and large, or one of your own (iOS 16's `custom`).
    ///
    /// ```swift
    /// sheet.detents = [.custom { context in 0.3 * context.maximumDetentValue }, .large()]
    /// ```
    @MainActor
    public final class Detent {
        /// What names the detent in `selectedDetentIdentifier` and `largestUndimmedDetentIdentifier`.
        public let identifier: Identifier
        let height: Height

        enum Height {
            case medium, large
            case custom(@MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
        }

        init(_ identifier: Identifier, _ height: Height) {
            self.identifier = identifier
            self.height = height
        }

        /// About half the screen's height.
        public static func medium() -> Detent { Detent(.medium, .medium) }
        /// The whole screen but a gap under the top safe area.
        public static func large() -> Detent { Detent(.large, .large) }
        /// The height `resolver` returns: the sheet's height above the bottom safe area, at most the
        /// context's `maximumDetentValue`; nil leaves the detent out. Without an identifier it gets a unique one.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier ?? Identifier(UUID().uuidString), .custom(resolver))
        }

        /// A detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// A detent named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// A detent named `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }
}

/// What a custom detent's resolver knows of the sheet it sizes.
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The traits of the screen the sheet is presented on.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent can have: the large detent's, above the bottom safe area.
    var maximumDetentValue: CGFloat { get }
}

/// The context the sheet resolves its custom detents in.
final class SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat

    init(traits: UITraitCollection, maximum: CGFloat) {
        containerTraitCollection = traits
        maximumDetentValue = maximum
    }
}
