import PopsnapFiles
import Popsnap
import PopsnapGeometry
import PopsnapLayout

/// What the page asks of one spec at one variant: its image, and its laid-out tree with lint's findings
/// for the inspector. The variant's axes come as query fields named as `VariantAxis` names them
/// (`appearance=dark&contentSize=AX3`), valued as `Variant.value(of:)` spells them; a spec that cannot be
/// drawn answers with its error as JSON (422), for the card to show.
struct PreviewRendering: Sendable {
    let folder: PreviewFolder
    let renderer: PopupRenderer
    /// The memory budget every render in flight shares, as a verify run's checks share it.
    let gate: MemoryGate
    /// What to do about an error in the words of the server's user (`PreviewServer.remedyWording`).
    let remedyWording: @Sendable (Remedy) -> String

    /// `error` in the server's user's words.
    func words(_ error: any Error) -> String { Remedy.describe(error, saying: remedyWording) }

    /// The fields a spec's query may have: `spec`, the axes, and `v`, which the page changes to fetch an
    /// image again and the server ignores.
    static let fields: Set<String> = Set(["spec", "v"] + VariantAxis.allCases.map(\.rawValue))

    /// The spec's path and its variant, from the query.
    func variant(_ query: [String: String]) throws(HTTPFailure) -> (path: String, variant: Variant) {
        if let unknown = query.keys.sorted().first(where: { !Self.fields.contains($0) }) {
            throw HTTPFailure(.badRequest, "unknown query field \"\(unknown)\"; expected spec and the axes \(VariantAxis.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let name = query["spec"] else { throw HTTPFailure(.badRequest, "expected spec=NAME.json") }
        let path = try folder.spec(named: name)
        var values: [VariantAxis: String] = [:]
        for axis in VariantAxis.allCases { values[axis] = query[axis.rawValue] }
        do throws(VariantError) { return (path, try Variant(values: values)) } catch { throw HTTPFailure(.badRequest, error.message) }
    }

    /// The spec prepared at its variant, and `body` run on it within the shared memory budget.
    private func withPopup(_ query: [String: String], _ body: (PreparedPopup) throws(PopsnapError) -> HTTPResponse) -> HTTPResponse {
        do throws(HTTPFailure) {
            let (path, variant) = try self.variant(query)
            do throws(PopsnapError) {
                let popup = try PopupSpec.prepare(file: path, overrides: SpecOverrides(), variant: variant, limits: folder.limits)
                return try gate.withReservation(popup.memoryEstimate()) { () throws(PopsnapError) in try body(popup) }
            } catch {
                return .failure(HTTPFailure(.unprocessable, words(error)))
            }
        } catch {
            return .failure(error)
        }
    }

    /// The PNG of the spec at its variant.
    func png(_ query: [String: String]) -> HTTPResponse {
        withPopup(query) { popup throws(PopsnapError) in
            HTTPResponse(contentType: "image/png", body: try renderer.render(popup.scene).png())
        }
    }

    /// `{"layout": popsnap layout's report, "findings": [{"rule", "node", "message", "frame"}]}`: each finding's
    /// frame in points, as the layout's frames are, so the page outlines both on the same image.
    func inspection(_ query: [String: String]) -> HTTPResponse {
        withPopup(query) { popup throws(PopsnapError) in
            let layout = try renderer.layout(popup.scene)
            let outcome = try Linter(renderer: renderer).lint(popup, laidOut: layout)
            let scale = Double(popup.scene.scale.rawValue)
            let findings = outcome.findings.map { f in
                let p = f.pixels
                let frame = "{\"x\": \(Double(p.x) / scale), \"y\": \(Double(p.y) / scale), \"width\": \(Double(p.width) / scale), \"height\": \(Double(p.height) / scale)}"
                return PreviewJSON.object([("rule", PreviewJSON.string(f.rule.rawValue)), ("node", PreviewJSON.string(f.node)),
                                           ("message", PreviewJSON.string(f.message)), ("frame", frame)])
            }
            return .json(PreviewJSON.object([("layout", LayoutReport.json(layout, scene: popup.scene)),
                                             ("findings", "[" + findings.joined(separator: ",\n") + "]")]) + "\n")
        }
    }
}
