#if canImport(Glibc)
import Glibc
#endif
import Popsnap
import PopsnapFiles
import PopsnapSnapshot
import Synchronization

/// The inspector's diff view: a variant checked against its reference as `popsnap verify` checks it (a
/// still against its PNG, an animation frame by frame against its APNG), its failure shown with the
/// report's own markup (`HTMLReport.comparison`: for an animation, the first frame that differs). The
/// artifacts a failure writes go
/// to a temporary folder of the server's, outside the folder shown, removed once read: a preview writes
/// nothing among the user's files.
struct PreviewVerification: Sendable {
    let rendering: PreviewRendering

    private static let made = Atomic<Int>(0)

    /// `{"status": "pass" | "fail" | …, "message": …, "html": the comparison}` for the spec and variant of
    /// the query.
    func json(_ query: [String: String]) -> HTTPResponse {
        do throws(HTTPFailure) {
            let (path, variant) = try rendering.variant(query)
            let artifacts = "/tmp/popsnap-preview-\(getpid())-\(Self.made.add(1, ordering: .relaxed).newValue)"
            do throws(FileError) { try TemporaryFiles.createFolder(artifacts) } catch {
                return .failure(HTTPFailure(.internalError, "\(error)"))
            }
            defer { Self.remove(artifacts) }
            var verifier = Verifier(renderer: rendering.renderer, mode: .never, artifacts: artifacts)
            verifier.limits = rendering.folder.limits
            let result = verifier.verify(spec: path, variant: variant)
            let html = result.status == .pass ? "" : HTMLReport.comparison(result)
            return .json(PreviewJSON.object([("status", PreviewJSON.string(result.status.rawValue)),
                                             ("message", PreviewJSON.string(result.message ?? "")), ("html", PreviewJSON.string(html))]) + "\n")
        } catch {
            return .failure(error)
        }
    }

    /// The artifacts folder and the folders in it (a check writes one, and an animation's its frames' in
    /// that), never through a link: `FileKind.of` does not follow one, and a link is removed as a file.
    private static func remove(_ folder: String) {
        for name in FolderListing(path: folder)?.names ?? [] where FileKind.of(folder + "/" + name) == .directory {
            remove(folder + "/" + name)
        }
        TemporaryFiles.removeFolderAndForget(folder)
    }
}
