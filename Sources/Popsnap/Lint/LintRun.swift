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
    /// on `jobs` threads, sharing `limits.memory` between them. A spec that cannot be read is reported with
    /// its error (`LintResult.error`) and the others are still linted, as `verify` checks each: lint never
    /// passes over a file it did not check, nor stops at the first that is broken.
    public func lint(files: [String], overrides: SpecOverrides = SpecOverrides(), limits: SpecLimits = .default,
                     jobs: Int = 1) -> [LintResult] {
        // The specs linted at once share the memory budget: each variant waits for its part.
        let gate = MemoryGate(capacity: limits.memory)
        return files.parallelMap(jobs: jobs) { spec -> LintResult in
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
            } catch { result.error = error }
            return result
        }
    }
}
