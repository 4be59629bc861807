#if canImport(Glibc)
import Glibc
#endif
import Popsnap
import PopsnapFiles
import PopsnapSnapshot
import Synchronization

/// The inspector's diff view: a variant checked against its reference as `popsnap verify` checks it, its
/// failure shown with the report's own markup (`HTMLReport.comparison`). The artifacts a failure writes go
/// to a temporary folder of the server's, outside the folder shown, removed once read: a preview writes
/// nothing among the user's files.
struct PreviewVerification: Sendable {
    let rendering: PreviewRendering

    private static let made = Atomic<Int>(0)

    /// `{"status": "pass" | "fail" | …, "message": …, "html": the comparison}` for the spec and variant of
    /// the query. An animation is not compared here: its check writes frames this view does not show.
    func json(_ query: [String: String]) -> HTTPResponse {
        do throws(HTTPFailure) {
            let (path, variant) = try rendering.variant(query)
            if (try? PopupSpec.decode(contentsOf: path, limits: rendering.folder.limits))?.animation != nil {
                return .json("{\"status\": \"animation\", \"message\": \"the diff view compares stills; popsnap verify compares animations\"}\n")
            }
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

    /// The artifacts folder: a still's check writes one folder in it, of files only.
    private static func remove(_ folder: String) {
        for name in FolderListing(path: folder)?.names ?? [] where FileKind.of(folder + "/" + name) == .directory {
            TemporaryFiles.removeFolderAndForget(folder + "/" + name)
        }
        TemporaryFiles.removeFolderAndForget(folder)
    }
}
