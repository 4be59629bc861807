import Foundation

extension Exhaustive {
    /// The specs named (files in Snapshots/, or paths) whole in the exhaustive layer; otherwise the first
    /// of each kind of popup (its `kind` and `style`: an MBProgressHUD is drawn otherwise than a plain
    /// HUD; still or animated), so the fast layer renders every kind of popup once.
    public static func sampleSpecs(_ names: [String]) -> [String] {
        sample(names) { specKind($0) }
    }

    /// A spec's `popup.kind` and `popup.style`, and (unless `animated` is false) whether it has an
    /// `animation`, read as plain JSON ("" for a file that has no popup: those share one sample).
    public static func specKind(_ name: String, animated: Bool = true) -> String {
        let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : ReferenceImage.snapshots.appendingPathComponent(name)
        guard let data = try? Data(contentsOf: url),
              let spec = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let popup = spec["popup"] as? [String: Any] else { return "" }
        return "\(popup["kind"] ?? "")/\(popup["style"] ?? "")" + (animated && spec["animation"] != nil ? "/animated" : "")
    }
}
