import Synchronization

/// How often scenes are made from specs, laid out and their app screens painted, counted for tests that hold one (`counting`):
/// a render, an animation, a layout report, a lint or a verification of one spec makes its scene once
/// and lays it out once, and these counts are how the tests know, without timing anything.
/// Task-local, so tests running at once count only their own work; work on other threads than the
/// caller's (several specs at once) is not counted.
final class SceneWork: Sendable {
    private let counts = Mutex((scenes: 0, layouts: 0, screens: 0))

    @TaskLocal static var tally: SceneWork?

    /// Scenes made (`PopupSpec.scene()`), scenes laid out (`PopupRenderer.layout`) and app screens painted
    /// (`PopupRenderer.layers`, unless `ScreenCache` had it) while `body` ran.
    static func counting(_ body: () throws -> Void) rethrows -> (scenes: Int, layouts: Int, screens: Int) {
        let work = SceneWork()
        try $tally.withValue(work) { try body() }
        return work.counts.withLock { $0 }
    }

    static func sceneMade() { tally?.counts.withLock { $0.scenes += 1 } }
    static func laidOut() { tally?.counts.withLock { $0.layouts += 1 } }
    static func screenPainted() { tally?.counts.withLock { $0.screens += 1 } }
}
