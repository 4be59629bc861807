import FoundationEssentials
import PopsnapFiles

extension HTMLReport {
    /// How much of its images a page embeds, so its size (and what writing it holds) stays bounded
    /// whatever the images: an image file of at most `imageBytes`, while the page's embedded text stays
    /// within `pageBytes`; every other image is linked to its artifact file, which verify writes anyway.
    ///
    /// ```swift
    /// HTMLReport.page(results, embedding: HTMLReport.Embedding(imageBytes: 0, pageBytes: 0))  // links only
    /// ```
    public struct Embedding: Sendable, Equatable {
        /// The largest image file embedded.
        public var imageBytes: Int
        /// The most embedded text (base64) a page holds, every copy of an image counted.
        public var pageBytes: Int

        /// Each image up to `imageBytes`, the page's embedded text up to `pageBytes`.
        public init(imageBytes: Int, pageBytes: Int) {
            self.imageBytes = imageBytes
            self.pageBytes = pageBytes
        }

        /// 1 MiB an image (a 3x phone screen's PNG is a few hundred KB), 64 MiB a page.
        public static let `default` = Embedding(imageBytes: 1 << 20, pageBytes: 64 << 20)

        /// The most memory writing a page holds at once for its images, since the page is written a failure
        /// at a time: one failure's markup with its embedded text (at most `copiesPerFailure` images, within
        /// `pageBytes`), held twice while a string grows, and the image being embedded, its bytes and their
        /// base64 side by side.
        public var heldBytes: Int {
            let failureText = min(pageBytes, Self.copiesPerFailure * Self.base64Length(of: imageBytes))
            return 2 * failureText + imageBytes + Self.base64Length(of: imageBytes)
        }

        /// This embedding, its limits lowered in proportion until `heldBytes` is within `memory` (all links at
        /// worst), so a report fits the memory budget of the run that writes it.
        ///
        /// ```swift
        /// HTMLReport.write(results, embedding: .default.within(memory: limits.memory)) { … }
        /// ```
        public func within(memory: Int) -> Embedding {
            guard heldBytes > memory else { return self }
            // heldBytes is at most linear in imageBytes, so the same fraction of both limits keeps within memory.
            let scale = Double(max(0, memory)) / Double(heldBytes)
            let scaled = Embedding(imageBytes: Int(Double(imageBytes) * scale), pageBytes: Int(Double(pageBytes) * scale))
            return scaled.heldBytes <= memory ? scaled : Embedding(imageBytes: 0, pageBytes: 0)
        }

        /// The most images one failure embeds: expected and actual in the row, slider, onion skin and zoom,
        /// the diff in the row and zoom, and a frame of each in the scrubber.
        static let copiesPerFailure = 4 + 4 + 2 + 2

        static func base64Length(of bytes: Int) -> Int { (bytes + 2) / 3 * 4 }
    }

    /// Where a page's images come from as it is written: embedded while the budget lasts, else a link
    /// relative to `folder` (the page's), else nothing when the page has no folder to link from (`comparison`'s
    /// markup for another page, whose artifacts do not stay).
    struct ImageSources {
        let folder: String?
        let imageBytes: Int
        var remaining: Int

        init(_ embedding: Embedding, linkingFrom folder: String?) {
            self.folder = folder
            imageBytes = embedding.imageBytes
            remaining = embedding.pageBytes
        }

        /// The `src` of the image at `path` shown `copies` times on the page; nil when there is no file.
        mutating func source(_ path: String?, copies: Int = 1) -> String? {
            guard let path, let size = try? InputFile.head(at: path, count: 0).size else { return nil }
            let text = prefix.utf8.count + Embedding.base64Length(of: size)
            if size <= imageBytes, text * copies <= remaining,
               let bytes = try? InputFile.bytes(at: path, limit: imageBytes) {
                remaining -= text * copies
                return prefix + Data(bytes).base64EncodedString()
            }
            return link(path)
        }

        /// A link to `path` from the page, with no byte read; nil when the page has no folder.
        func link(_ path: String) -> String? {
            folder.map { HTMLReport.escape(HTMLReport.href(to: path, from: $0)) }
        }

        private let prefix = "data:image/png;base64,"
    }
}
