import Foundation
import Popsnap
import PopsnapRaster
import PopsnapSnapshot

/// What can be snapshotted: an image, a scene, a spec file, or an animation's frames.
public enum Snapshottable: Sendable {
    case image(Image)
    case scene(PopupScene)
    case spec(String)
    case animation(FrameSource)
}

/// The check behind every assertion: nil when the value matches its reference (or was recorded in a
/// mode that asked for it), otherwise a failure message that says what differs, where the images are,
/// and how to accept the change.
public func snapshotFailure(of value: Snapshottable, named name: String, configuration: SnapshotConfiguration = .current,
                            file: String) -> String? {
    do {
        let verifier = try configuration.verifier(file: file)
        let result: VerifyResult
        switch value {
        case let .image(image):
            result = try verifier.check(image: image, reference: configuration.referencePath(named: name, file: file, ext: "png"), name: name)
        case let .scene(scene):
            result = try verifier.check(image: try verifier.renderer.render(scene),
                                        reference: configuration.referencePath(named: name, file: file, ext: "png"), name: name)
        case let .spec(path):
            let spec = try PopupSpec.load(contentsOf: path)
            if spec.animation != nil {
                result = try verifier.check(frames: try spec.frames(renderer: verifier.renderer), reference: configuration.referencePath(named: name, file: file, ext: "apng"), name: name)
            } else {
                result = try verifier.check(image: try verifier.renderer.render(spec.scene()),
                                            reference: configuration.referencePath(named: name, file: file, ext: "png"), name: name)
            }
        case let .animation(frames):
            result = try verifier.check(frames: frames, reference: configuration.referencePath(named: name, file: file, ext: "apng"), name: name)
        }
        switch result.status {
        case .pass:
            return nil
        case .recorded:
            // Recording is a failure unless every reference was asked for, so a new image is always looked at.
            return verifier.mode == .all ? nil : "\(result.message ?? "recorded"); look at it, then run the test again"
        case .fail:
            return "snapshot \"\(name)\" does not match: \(result.message ?? "")\nAccept the change with POPSNAP_RECORD=failed."
        case .error:
            return "snapshot \"\(name)\" could not be checked: \(result.message ?? "")"
        case .missing:
            return "snapshot \"\(name)\": \(result.message ?? "no reference"); run the test locally to record it"
        }
    } catch {
        return "snapshot \"\(name)\" could not be checked: \(error)"
    }
}
