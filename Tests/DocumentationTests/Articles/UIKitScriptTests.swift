import Foundation
import Testing
import UIKit

@MainActor struct UIKitScriptTests {
    @Test func drawAViewToPNG() throws {
        let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
        badge.text = "Beta"
        badge.textAlignment = .center
        badge.textColor = .white
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 16
        badge.clipsToBounds = true

        let image = UIGraphicsImageRenderer(bounds: badge.bounds).image { _ in
            _ = badge.drawHierarchy(in: badge.bounds, afterScreenUpdates: true)
        }
        let png = try #require(image.pngData())                 // 360 x 96 px: the main screen's 3x
        #expect(image.size == CGSize(width: 120, height: 32))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
