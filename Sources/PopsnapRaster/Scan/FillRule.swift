/// Which points a path encloses where its subpaths overlap or cross.
public enum FillRule: Sendable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}
