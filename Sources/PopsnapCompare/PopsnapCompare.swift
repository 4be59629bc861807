// The map of PopsnapCompare. No type is named like the module, so qualified names (`PopsnapCompare.Tolerance`) resolve.
// Comparing two images as pixelmatch 7.2 does, count for count, or exactly; no knowledge of popups, so
// it serves `popsnap diff`, the verifier and anyone's own images alike.
//
// - `Pixelmatch` (Pixelmatch.swift): the algorithm, built from `ColorDelta` (the YIQ distance),
//   `Antialiasing` (the edge detector) and `DiffPixels` (the diff image).
// - `MatchOptions`, `StraightImage`: what it takes; `CompareError`: why it refuses.
// - `ImageComparison`: a verdict against a `Tolerance`, with a `Comparison` (counts, bounds), the diff image
//   and a side-by-side image (`SideBySide`); `ImageMatch.exact` requires identical pixels (`ExactComparison`).
// - `FileComparison`, `AnimationComparison`: two files (PNG or APNG), frame by frame.
