import Popsnap
import PopsnapRaster
import PopsnapText

/// What a view draws inside its layer, for the laid-out tree: a plain view draws nothing, a label its
/// paragraph in its text colour.
struct DrawnContent {
    var content: Element.Content = .box
    var foreground: Color?
    var paragraph: TextLayout?
}
