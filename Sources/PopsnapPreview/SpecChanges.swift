import Dispatch
import Popsnap
import PopsnapFiles

/// Tells the event streams which specs changed: a spec's file, or a file it reads (an image, a strings
/// table), and a spec added to the folder or removed from it, through one `FileWatcher` on those files and
/// on the folder whole. The specs are listed and read again only after a change, never on a timer, and
/// what the server keeps of them (`PreviewFolder.forget`) is dropped then.
struct SpecChanges: Sendable {
    let folder: PreviewFolder
    let hub: EventHub

    /// Each spec's name by the files it is drawn from, its own file first.
    func sources() -> [String: Set<String>] {
        var byFile: [String: Set<String>] = [:]
        for name in folder.specs().names {
            let path = folder.path + "/" + name
            byFile[path, default: []].insert(name)
            for input in (try? PopupSpec.decode(contentsOf: path, limits: folder.limits))?.inputFiles ?? [] {
                byFile[input, default: []].insert(name)
            }
        }
        return byFile
    }

    /// Watches until `stopped` says so; a folder that cannot be watched is tried again after a second.
    /// `ready` is signalled once the first watch is in place (or has failed), so a save made after the
    /// server announced itself is never missed.
    func run(ready: DispatchSemaphore, until stopped: @Sendable () -> Bool) {
        let pause = DispatchSemaphore(value: 0)
        var waiting: DispatchSemaphore? = ready
        func announce() {
            waiting?.signal()
            waiting = nil
        }
        while !stopped() {
            do throws(FileError) {
                var byFile = sources()
                var watcher = try FileWatcher(byFile.keys.sorted(), folders: [folder.path])
                announce()
                while !stopped() {
                    // The timeout only lets the loop see `stopped`.
                    guard let changed = try watcher.next(quiet: .milliseconds(100), timeout: .seconds(1)) else { continue }
                    folder.forget()
                    let now = sources()
                    // Specs added or removed, or whose inputs changed: their names; then those whose files changed.
                    var names = Set(now.values.flatMap { $0 }).symmetricDifference(byFile.values.flatMap { $0 })
                    for file in changed { names.formUnion(byFile[file] ?? []) }
                    if now != byFile {
                        for (file, specs) in now where byFile[file] != specs { names.formUnion(specs) }
                        try watcher.watch(now.keys.sorted(), folders: [folder.path])
                        byFile = now
                    }
                    if !names.isEmpty { hub.publish(names.sorted()) }
                }
            } catch {
                // Unwatched, the folder may change unseen: nothing kept is trusted until the watch is back.
                folder.forget()
                announce()
                _ = pause.wait(timeout: .now() + .seconds(1))
            }
        }
    }
}
