import Popsnap
import PopsnapFiles
import Synchronization

/// Where the diff view's checks leave their images: one private temporary folder of the server's
/// (`TemporaryFiles.createPrivateFolder`, under `TMPDIR`, 0700, removed whole on a signal and when the
/// server stops), a folder in it for each check. The page loads a failure's images by URL
/// (`/api/artifact/CHECK/KEY`), each once, instead of each inlined as base64 in every view of the answer;
/// the last `kept` checks' images stay, older ones are removed. A request names a check's number and an
/// image's key, never a path: only files a check wrote are ever served.
final class PreviewArtifacts: Sendable {
    /// The private folder.
    let root: String
    /// Checks whose images stay: the page shows one at a time, a few more cover views still loading.
    static let kept = 4
    private let checks = Mutex<(next: Int, images: [Int: [String: String]])>((0, [:]))

    /// Makes the private folder.
    init() throws(FileError) {
        root = try TemporaryFiles.createPrivateFolder(prefix: "popsnap-preview-")
    }

    /// A new check's number and its folder, made empty; the oldest check beyond `kept` is removed.
    func newCheck() throws(FileError) -> (id: Int, folder: String) {
        let id = checks.withLock { c in
            c.next += 1
            c.images[c.next - Self.kept] = nil
            return c.next
        }
        if id > Self.kept { TemporaryFiles.removeFolderAndForget(root + "/\(id - Self.kept)") }
        let folder = root + "/\(id)"
        try TemporaryFiles.createFolder(folder)
        // The check's folder is removed with the root: registered on its own, it would be removed twice.
        TemporaryFiles.forget(folder)
        return (id, folder)
    }

    /// Records the images check `id` wrote, by key (`VerifyResult.artifacts`); the URL of each, for the page.
    func publish(_ id: Int, _ images: [String: String]) -> (String) -> String? {
        checks.withLock { $0.images[id] = images }
        return { key in images[key] == nil ? nil : "/api/artifact/\(id)/\(key)" }
    }

    /// The path of image `key` of check `id`, if the check is still kept and wrote it.
    func path(check id: Int, key: String) -> String? {
        checks.withLock { $0.images[id]?[key] }
    }

    /// Removes the folder whole.
    func remove() { TemporaryFiles.removeFolderAndForget(root) }
}
