import Foundation
import PopsnapRaster
import PopsnapGeometry

/// `popsnap layout`'s JSON read back with Foundation's decoder, not Popsnap's own code: what a user's
/// script sees, so tests that crop pixels by it check the report itself.
public struct ReportedLayout: Decodable, Sendable {
    public struct Canvas: Decodable, Sendable, Equatable {
        public var width: Double
        public var height: Double
        public var scale: Int
    }

    /// A rectangle as the report writes it: in points for `frame`, whole device pixels for `pixels`.
    public struct Rectangle<Number: Decodable & Sendable & Equatable>: Decodable, Sendable, Equatable {
        public var x: Number
        public var y: Number
        public var width: Number
        public var height: Number
    }

    /// A text node's facts: its line count, whether it was cut short, the font size factor that fitted it,
    /// and whether the paragraph is larger than its frame.
    public struct Text: Decodable, Sendable, Equatable {
        public var lines: Int
        public var truncated: Bool
        public var shrinkFactor: Double
        public var overflows: Bool

        public init(lines: Int, truncated: Bool, shrinkFactor: Double, overflows: Bool) {
            self.lines = lines
            self.truncated = truncated
            self.shrinkFactor = shrinkFactor
            self.overflows = overflows
        }
    }

    public struct Node: Decodable, Sendable {
        public var path: String
        public var role: String
        public var kind: String
        public var frame: Rectangle<Double>
        public var pixels: Rectangle<Int>
        public var cornerRadius: Double
        public var cornerCurve: String
        public var borderWidth: Double
        /// The rounded corners when they are not all four ("topLeft", "topRight", …); nil for all four.
        public var maskedCorners: [String]?
        public var text: Text?
    }

    public var canvas: Canvas
    public var nodes: [Node]

    /// The report in `json`, failing on anything it does not hold.
    public init(json: String) throws {
        self = try JSONDecoder().decode(ReportedLayout.self, from: Data(json.utf8))
    }

    /// The node at `path`, or nil.
    public func node(_ path: String) -> Node? { nodes.first { $0.path == path } }
}

extension ReportedLayout.Rectangle where Number == Int {
    /// The reported pixels as a rectangle to look in.
    public var intRect: PixelRect { PixelRect(x: x, y: y, width: width, height: height) }
}
