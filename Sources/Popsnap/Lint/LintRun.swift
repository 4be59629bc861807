/// Every variant of every spec file linted, in spec order whatever the number of jobs: `popsnap lint`'s
/// run, and a Swift caller's.
///
/// ```swift
/// let results = try Linter(renderer: renderer).lint(files: ["Snapshots/alert-matrix.json"], jobs: 2)
/// let broken = results.flatMap(\.variants).filter { !$0.outcome.findings.isEmpty }
/// ```
public struct LintResult: Sendable {
    /// The spec file.
    public var spec: String
    /// Each variant the overrides chose, with what lint found in it, in matrix order.
    public var variants: [VariantOutcome] = []
    /// Why the spec, or one of its variants, could not be linted; the variants before it keep their outcomes.
    public var error: PopsnapError?

    /// One variant of the spec, with what lint found in it.
    public struct VariantOutcome: Sendable {
        /// The variant (`Variant()` for a spec without variants).
        public var variant: Variant
        /// Its findings, and those the spec accepts.
        public var outcome: LintOutcome
    }
}

extension Linter {
    /// Lints each file's variants (the slice `overrides.variants` chooses, in the iOS look `overrides.ios`)
    /// on `jobs` threads, a variant a task, sharing `limits.memory` between them. A spec that cannot be read
    /// is reported with its error (`LintResult.error`) and the others are still linted, as `verify` checks
    /// each: lint never passes over a file it did not check, nor stops at the first that is broken.
    public func lint(files: [String], overrides: SpecOverrides = SpecOverrides(), limits: SpecLimits = .default,
                     jobs: Int = 1) -> [LintResult] {
        // The variants linted at once share the memory budget: each waits for its part.
        let gate = MemoryGate(capacity: limits.memory)
        // Each file's variants share its app screen, painted once (a spec's variants rarely change it).
        var shared = Linter(renderer: renderer.sharingScreens())
        shared.minShrinkFactor = minShrinkFactor
        let linter = shared
        let listed = files.parallelMap(jobs: jobs) { spec in
            Result { () throws(PopsnapError) -> [Variant] in try PopupSpec.variants(file: spec, overrides: overrides, limits: limits) }
        }
        let tasks = listed.enumerated().flatMap { file, variants in ((try? variants.get()) ?? []).map { (file, $0) } }
        var iosOnly = SpecOverrides()
        iosOnly.ios = overrides.ios
        let look = iosOnly
        let outcomes = tasks.parallelMap(jobs: jobs) { file, variant in
            Result { () throws(PopsnapError) -> LintOutcome in
                let popup = try PopupSpec.prepare(file: files[file], overrides: look, variant: variant, limits: limits)
                return try gate.withReservation(popup.memoryEstimate()) { () throws(PopsnapError) in
                    try linter.lint(popup)
                }
            }
        }
        var results = files.map { LintResult(spec: $0) }
        for ((file, variant), outcome) in zip(tasks, outcomes) where results[file].error == nil {
            // A variant that failed ends its file's list, as if linted in turn: the ones after it are not reported.
            switch outcome {
            case let .success(found): results[file].variants.append(LintResult.VariantOutcome(variant: variant, outcome: found))
            case let .failure(error): results[file].error = error
            }
        }
        for (file, variants) in listed.enumerated() {
            if case let .failure(error) = variants { results[file].error = error }
        }
        return results
    }
}
