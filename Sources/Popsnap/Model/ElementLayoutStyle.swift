import PopsnapLayout
import PopsnapGeometry

extension Element {
    /// How an element takes its place, whatever its content: its size, the space inside and around it,
    /// its presence and where it sits across its stack. Read and written as the element's own fields.
    public struct LayoutStyle: Sendable, Equatable {
        /// Fixed, minimum and maximum width and height and an aspect ratio, in points; unconstrained by default.
        public var sizing = Sizing()
        /// Points between the element's frame and its content or children (zero by default).
        public var padding = EdgeInsets.zero
        /// A text placed by its baselines rather than by its line box; nil places it by its line box.
        public var baselines: BaselineInsets?
        /// Space between the element's frame and its place in its stack: insets a design writes as
        /// constraints between views (seed 000's message 15 pt from the container's edges).
        public var margin = EdgeInsets.zero
        /// Absent elements collapse, as views removed from a UIStackView.
        public var isPresent = true
        /// Where the element sits across its stack, overriding the stack's alignment.
        public var alignSelf: CrossAlignment?
        /// In a row too narrow for its children, this one gives up the excess, as a UIKit label of low
        /// compression resistance does (a notification's title beside its time); false by default.
        public var compressible = false

        /// The defaults: unsized, no padding or margin, present, placed by its stack.
        public init() {}
    }
}
