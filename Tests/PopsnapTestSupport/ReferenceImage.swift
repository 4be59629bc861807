import Foundation
import PopsnapPNG
import PopsnapRaster

/// Where the repository's references are, for tests that read them directly.
public enum ReferenceImage {
    /// The repository's Snapshots/ folder, found from this source file.
    public static let snapshots = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")
}
