/// Checking images against references: pixelmatch-exact comparison, diff images, reference stores, reports.
///
/// The comparison, one idea a file:
/// - `Pixelmatch` (Pixelmatch.swift): pixelmatch 7.2's algorithm, count for count and diff pixel for diff pixel,
///   built from `ColorDelta` (the YIQ distance), `Antialiasing` (the edge detector) and `DiffPixels` (the diff image).
/// - `MatchOptions`, `StraightImage`: what it takes; `CompareError`: why it refuses.
/// - `ImageComparison`: a verdict against a `Tolerance`, with a `Comparison` (counts, bounds), the diff image and
///   a side-by-side image (`SideBySide`); `exact: true` requires identical pixels instead (`ExactComparison`).
public enum PopsnapSnapshot {}
