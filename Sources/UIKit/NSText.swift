/// How lines sit between a label's edges.
public enum NSTextAlignment: Int, Sendable {
    /// Flush left.
    case left = 0
    /// Centred.
    case center = 1
    /// Flush right.
    case right = 2
    /// Both edges straight, the last line natural.
    case justified = 3
    /// Left in left-to-right text, right in right-to-left text (the default).
    case natural = 4
}

/// What a label does with text that does not fit. Only the two modes Popsnap's paragraph layout draws
/// exist here, so a file using another fails to compile rather than drawing differently.
public enum NSLineBreakMode: Int, Sendable {
    /// Lines break between words; text past the last line is not drawn.
    case byWordWrapping = 0
    /// Lines break between words; the last line ends in "…" when text is left over (the label default).
    case byTruncatingTail = 4
}
