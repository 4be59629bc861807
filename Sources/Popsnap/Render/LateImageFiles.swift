import PopsnapPNG

extension PopupScene {
    /// Reads every image file the scene names for later (`ImageFile(named:)`) before anything is laid
    /// out, so a missing or damaged file is this render's error, naming the file; files read with their
    /// spec are already read and cost nothing here.
    func readImageFiles() throws(PNGError) {
        if case let .placedFile(file, _, _) = background { _ = try file.contents() }
        for root in [popup] + (popupWhenLabelsDoNotFit.map { [$0] } ?? []) { try Self.readImageFiles(under: root) }
    }

    private static func readImageFiles(under e: Element) throws(PNGError) {
        if case let .image(.file(file)) = e.content { _ = try file.contents() }
        for child in e.children { try readImageFiles(under: child) }
    }
}
