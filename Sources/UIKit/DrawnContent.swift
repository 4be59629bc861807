import Popsnap
import PopsnapRaster
import PopsnapText
import PopsnapGeometry

/// What a view draws inside its layer, for the laid-out tree: a plain view draws nothing, a label its
/// paragraph in its text colour.
struct DrawnContent {
    var content: Element.Content = .box
    var foreground: Color?
    var paragraph: TextLayout?
    /// Space between the frame and the paragraph (a button's content insets).
    var padding = EdgeInsets.zero
    /// A fill in place of the background colour (a visual effect view's material).
    var background: DynamicFill?
    /// A corner radius and a border in place of the layer's (a configured button's background shape).
    var cornerRadius: Double?
    var border: Border?
    /// Subviews the view draws itself (a button's title label), left out of the tree.
    var drawnByOwner: [UIView] = []
}
