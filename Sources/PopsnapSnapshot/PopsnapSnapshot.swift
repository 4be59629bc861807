// The map of PopsnapSnapshot. No type is named like the module, so qualified names (`PopsnapSnapshot.Verifier`) resolve.
// Verifying popups against references: the policy of a run, the verifier, artifacts, reports. The
// comparison it uses is its own module, PopsnapCompare, which knows nothing of popups:
// - `Pixelmatch` (Pixelmatch.swift): pixelmatch 7.2's algorithm, count for count and diff pixel for diff pixel,
//   built from `ColorDelta` (the YIQ distance), `Antialiasing` (the edge detector) and `DiffPixels` (the diff image).
// - `MatchOptions`, `StraightImage`: what it takes; `CompareError`: why it refuses.
// - `ImageComparison`: a verdict against a `Tolerance`, with a `Comparison` (counts, bounds), the diff image and
//   a side-by-side image (`SideBySide`); `ImageMatch.exact` requires identical pixels instead (`ExactComparison`).
//
// The verification, the same for `popsnap verify` and PopsnapTesting:
// - `VerifyRun`: the policy of a run: its record mode (`RecordMode`, `ContinuousIntegration`), whether a
//   written reference fails it, its CI warning, its tally and outcome.
// - `Verifier`: a spec, an image or frames against a reference; `ArtifactFolder` names where a check's images go.
// - `Shard`, `Reports`, `HTMLReport`: splitting a suite, and what a run writes for CI and for people.
