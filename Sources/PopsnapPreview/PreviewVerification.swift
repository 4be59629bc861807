import Popsnap
import PopsnapFiles
import PopsnapRaster
import PopsnapSnapshot

/// The inspector's diff view: a variant checked against its reference as `popsnap verify` checks it (a
/// still against its PNG, an animation frame by frame against its APNG), its failure shown with the
/// report's own markup (`HTMLReport.comparison`: for an animation, the first frame that differs). A check
/// over the memory budget is refused before any work (422, naming the limit); one that fits waits for its
/// share of the budget the server's renders share. Its images go to the server's private temporary folder
/// (`PreviewArtifacts`), outside the folder shown, and the answer links to them: a preview writes nothing
/// among the user's files, and its answer stays small whatever the canvas.
struct PreviewVerification: Sendable {
    let rendering: PreviewRendering
    let artifacts: PreviewArtifacts

    /// `{"status": "pass" | "fail" | …, "message": …, "html": the comparison}` for the spec and variant of
    /// the query.
    func json(_ query: [String: String]) -> HTTPResponse {
        do throws(HTTPFailure) {
            let (path, variant) = try rendering.variant(query)
            let check: (id: Int, folder: String)
            do throws(FileError) { check = try artifacts.newCheck() } catch {
                return .failure(HTTPFailure(.internalError, "\(error)"))
            }
            var verifier = Verifier(renderer: rendering.renderer, mode: .never, artifacts: check.folder)
            verifier.limits = rendering.folder.limits
            verifier.memoryGate = rendering.gate
            verifier.remedyWording = rendering.remedyWording
            do {
                let popup = try PopupSpec.prepare(file: path, overrides: SpecOverrides(), variant: variant, limits: verifier.limits)
                try verifier.checkBudget(popup, name: Verifier.checkName(spec: path, variant: variant))
            } catch {
                throw HTTPFailure(.unprocessable, rendering.words(error))
            }
            let result = verifier.verify(spec: path, variant: variant)
            let source = artifacts.publish(check.id, result.artifacts)
            let html = result.status == .pass ? "" : HTMLReport.comparison(result, source: source)
            // The message names the check's images by their paths in the server's private folder, which no
            // one else may read and which goes with the check: the page reaches them by URL.
            let message = result.artifacts.reduce(result.message ?? "") { text, image in source(image.key).map { text.replacing(image.value, with: $0) } ?? text }
            return .json(PreviewJSON.object([("status", PreviewJSON.string(result.status.rawValue)),
                                             ("message", PreviewJSON.string(message)),
                                             ("html", PreviewJSON.string(html))]) + "\n")
        } catch {
            return .failure(error)
        }
    }

    /// Image `key` of check `id` (`/api/artifact/ID/KEY`), within the memory budget; 404 once the check is
    /// no longer kept.
    func image(_ path: String) -> HTTPResponse {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 5, let id = Int(parts[3]), let file = artifacts.path(check: id, key: String(parts[4])) else {
            return .failure(HTTPFailure(.notFound, "no such image: a check's images are kept for its last \(PreviewArtifacts.kept) checks"))
        }
        let limit = ImageLimits.default.maxBytes
        return rendering.gate.withReservation(limit) {
            guard let bytes = try? InputFile.bytes(at: file, limit: limit) else { return .failure(HTTPFailure(.notFound, "the image is gone")) }
            return HTTPResponse(contentType: "image/png", body: bytes)
        }
    }
}
