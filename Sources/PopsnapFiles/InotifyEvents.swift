// inotify is Linux's, as is Popsnap's build.
import Glibc

/// One record of what inotify read from its descriptor: the folder's watch, what happened, and the name in
/// the folder it happened to (empty for the folder itself).
struct InotifyEvent: Equatable, Sendable {
    var watch: Int32
    var mask: UInt32
    var name: [UInt8]

    /// What an editor's save, a `sed -i`, a `cp` or a `touch` does to a file: written and closed (or written
    /// through a descriptor kept open, or an mmap), renamed over, made, removed, renamed away, its times or
    /// mode changed. Each save is several of these; `FileWatcher.next` folds them into one change.
    static let fileChanges = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
    /// The watched folder itself is gone (removed, renamed away, its file system unmounted): its files
    /// can no longer be told apart from others.
    static let folderGone = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT | IN_IGNORED)
    /// Events were dropped: the queue was full, so anything may have changed.
    static let overflow = UInt32(IN_Q_OVERFLOW)
    /// What a folder is watched for; IN_ONLYDIR refuses a path that is not a folder.
    static let watchMask = fileChanges | UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    /// The records packed in `bytes` as `read` returned them (`struct inotify_event`: watch, mask, cookie,
    /// name length, then the name padded with NULs); a record cut short at the end is dropped, as the
    /// kernel never returns one.
    static func parse(_ bytes: some Collection<UInt8>) -> [InotifyEvent] {
        let bytes = Array(bytes)
        let header = MemoryLayout<inotify_event>.size
        var events: [InotifyEvent] = []
        var offset = 0
        bytes.withUnsafeBytes { raw in
            while offset + header <= raw.count {
                let watch = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                guard offset + header + length <= raw.count else { break }
                let name = raw[(offset + header)..<(offset + header + length)].prefix { $0 != 0 }
                events.append(InotifyEvent(watch: watch, mask: mask, name: Array(name)))
                offset += header + length
            }
        }
        return events
    }
}
