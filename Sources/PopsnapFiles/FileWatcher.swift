// inotify is Linux's, as is Popsnap's build.
import Glibc

/// Watches files for changes (inotify on each file's folder, since editors save by writing a new file and
/// renaming it over the old one); names outside the set are ignored, except in the folders watched whole,
/// where a change to any name (a file made, removed, renamed or written) reports the folder's own path.
///
/// A file removed and made again is still watched, since its folder is. A watched folder that is removed or
/// renamed away ends the watch: `next` throws, naming it.
/// ```swift
/// var watcher = try FileWatcher(["Snapshots/alert.json"])
/// while let changed = try watcher.next(quiet: .milliseconds(100), timeout: nil) {
///     print(changed)                                   // ["Snapshots/alert.json"]
///     try watcher.watch(["Snapshots/alert.json", "Snapshots/icon.png"])
/// }
/// var listing = try FileWatcher([], folders: ["Snapshots"])   // ["Snapshots"] when a file there comes or goes
/// ```
/// ```
public struct FileWatcher: ~Copyable, Sendable {
    /// The inotify descriptor, non-blocking: `next` waits in `poll`, then reads all there is.
    private let fd: Int32
    /// Each folder's watch → the folder as first named (for messages), the names watched in it, and the
    /// caller's paths of the folder when it is watched whole.
    private var watches: Watches
    private typealias Watches = [Int32: (folder: String, names: [[UInt8]: Set<String>], whole: Set<String>)]

    /// Watches `paths`, and every name in `folders`; throws when inotify is out of instances or a folder
    /// cannot be watched.
    public init(_ paths: [String], folders: [String] = []) throws(FileError) {
        let fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fd >= 0 else { throw FileError(.watch, path: paths.first ?? ".", code: errno) }
        let watches: Watches
        do { watches = try Self.watches(paths, folders: folders, on: fd, replacing: [:]) } catch {
            close(fd)
            throw error
        }
        self.fd = fd
        self.watches = watches
    }

    deinit { close(fd) }

    /// Replaces the set of files watched (a spec's inputs change when it is edited).
    /// When a folder cannot be watched the set stays as it was.
    public mutating func watch(_ paths: [String], folders: [String] = []) throws(FileError) {
        watches = try Self.watches(paths, folders: folders, on: fd, replacing: watches)
    }

    /// Adds a watch on each folder of `paths` and removes those of `old` no longer needed; when one cannot be
    /// added, removes the ones it added and leaves `old` in place.
    private static func watches(_ paths: [String], folders: [String], on fd: Int32, replacing old: Watches) throws(FileError) -> Watches {
        var added: Watches = [:]
        let watched = WatchedNames(paths, folders: folders)
        for (folder, names) in watched.folders.sorted(by: { $0.key < $1.key }) {
            let watch = FileNameBytes.withCString(folder) { inotify_add_watch(fd, $0, InotifyEvent.watchMask) }
            guard watch >= 0 else {
                let code = errno
                for new in added.keys where old[new] == nil { inotify_rm_watch(fd, new) }
                throw FileError(.watch, path: folder, code: code)
            }
            // Two spellings of one folder (`s` and `./s`) are one watch.
            added[watch, default: (folder, [:], [])].names.merge(names) { $0.union($1) }
            added[watch]!.whole.formUnion(watched.whole[folder] ?? [])
        }
        for watch in old.keys where added[watch] == nil { inotify_rm_watch(fd, watch) }
        return added
    }

    /// Blocks until a watched file changes, then until `quiet` passes with no further change (a burst of saves
    /// is one change); the changed paths, sorted, or nil when `timeout` passed first.
    public func next(quiet: Duration, timeout: Duration?) throws(FileError) -> [String]? {
        try next(quiet: quiet, timeout: timeout, whileQuiet: {})
    }

    /// `next`, with `whileQuiet` run as each quiet wait begins: a test changes files there, in the wait, on
    /// this thread, so what it checks does not depend on how threads are scheduled.
    func next(quiet: Duration, timeout: Duration?, whileQuiet: () -> Void) throws(FileError) -> [String]? {
        let clock = ContinuousClock()
        var deadline = timeout.map { clock.now + $0 }
        var changed = Set<String>()
        while true {
            guard try readable(within: deadline.map { $0 - clock.now }) else { return changed.isEmpty ? nil : changed.sorted() }
            let found = try readChanges()
            if !found.isEmpty {
                changed.formUnion(found)
                deadline = clock.now + quiet
                whileQuiet()
            }
        }
    }

    /// Waits for events, for ever when `wait` is nil; false when `wait` passed first.
    private func readable(within wait: Duration?) throws(FileError) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let n = poll(&entry, 1, wait.map(Self.milliseconds) ?? -1)
            if n >= 0 { return n > 0 }
            if errno != EINTR { throw FileError(.watch, path: folderNames, code: errno) }
        }
    }

    /// Reads every event queued and returns the watched paths they touch.
    private func readChanges() throws(FileError) -> Set<String> {
        var changed = Set<String>()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 && errno == EAGAIN { return changed }
            guard n > 0 else { throw FileError(.watch, path: folderNames, code: n < 0 ? errno : EIO) }
            for event in InotifyEvent.parse(buffer.prefix(n)) {
                if event.mask & InotifyEvent.overflow != 0 {
                    changed.formUnion(watches.values.flatMap { $0.names.values.flatMap { $0 } + $0.whole })
                    continue
                }
                // Events of a watch `watch(_:)` has removed are still queued; their folders are no longer of interest.
                guard let watched = watches[event.watch] else { continue }
                if event.mask & InotifyEvent.folderGone != 0 { throw FileError(.watch, path: watched.folder, code: ENOENT) }
                changed.formUnion(watched.names[event.name] ?? [])
                if !event.name.isEmpty { changed.formUnion(watched.whole) }
            }
        }
    }

    /// The folders watched, for an error that is not one folder's.
    private var folderNames: String { watches.values.map(\.folder).sorted().joined(separator: ", ") }

    /// `poll`'s timeout: whole milliseconds rounded up (a wait never ends before its deadline), 0 when past.
    static func milliseconds(_ wait: Duration) -> Int32 {
        let (seconds, attoseconds) = wait.components
        guard seconds >= 0 && (seconds > 0 || attoseconds > 0) else { return 0 }
        let ms = seconds.multipliedReportingOverflow(by: 1000)
        guard !ms.overflow else { return Int32.max }
        let total = ms.partialValue + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: total)
    }
}
