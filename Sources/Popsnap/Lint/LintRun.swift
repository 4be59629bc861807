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
    /// on `jobs` threads, sharing `limits.memory` between them. A spec that cannot be read stops the run
    /// with its error: lint never passes over a file it did not check.
    public func lint(files: [String], overrides: SpecOverrides = SpecOverrides(), limits: SpecLimits = .default,
                     jobs: Int = 1) throws(PopsnapError) -> [LintResult] {
        // The specs linted at once share the memory budget: each variant waits for its part.
        let gate = MemoryGate(capacity: limits.memory)
        let results = files.parallelMap(jobs: jobs) { spec -> Result<LintResult, PopsnapError> in
            var result = LintResult(spec: spec)
            do throws(PopsnapError) {
                var look = SpecOverrides()
                look.ios = overrides.ios
                for variant in try PopupSpec.variants(file: spec, overrides: overrides, limits: limits) {
                    let popup = try PopupSpec.prepare(file: spec, overrides: look, variant: variant, limits: limits)
                    let outcome = try gate.withReservation(popup.spec.memoryEstimate(scene: popup.scene)) { () throws(PopsnapError) in
                        try lint(popup.spec, scene: popup.scene)
                    }
                    result.variants.append(LintResult.VariantOutcome(variant: variant, outcome: outcome))
                }
            } catch { return .failure(error) }
            return .success(result)
        }
        return try results.map { (r) throws(PopsnapError) in try r.get() }
    }
}
