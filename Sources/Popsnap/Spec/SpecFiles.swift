import PopsnapPNG
import PopsnapRaster

/// The images a spec names, found relative to the spec's folder, with a record of every one read so
/// a command can refuse to write its output over any of them.
///
/// One decode owns one `SpecFiles`, on one thread.
final class SpecFiles {
    let directory: String
    private(set) var read: [String] = []

    init(directory: String) {
        self.directory = directory
    }

    /// The PNG file the string at `r` names.
    func png(_ r: SpecReader) throws(SpecError) -> Image {
        let name = try r.nonEmptyString()
        let path = name.hasPrefix("/") || directory.isEmpty ? name : directory + "/" + name
        read.append(path)
        do { return try PNG.read(contentsOf: path) } catch {
            throw r.error("expected a PNG file, but \(error)")
        }
    }
}
