import FoundationEssentials
import Popsnap

/// Whether this run is on a CI machine, the one test every part of Popsnap asks (record modes, the
/// terminal's progress bar), so the CLI and the test API never disagree about it.
///
/// ```swift
/// ContinuousIntegration.isActive(["CI": "1"])       // true (GitLab, Buildkite and Jenkins set 1 or true)
/// ContinuousIntegration.isActive(["CI": "false"])   // false
/// ```
public enum ContinuousIntegration {
    /// True when `CI` is set to anything but an empty string, `false` or `0` (in any case): GitHub
    /// Actions, GitLab, Buildkite and CircleCI set `true`, others `1` or their own name.
    public static func isActive(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.trimmingSpaces, !value.isEmpty else { return false }
        return !["false", "0"].contains(value.lowercased())
    }
}
