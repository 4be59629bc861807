import Popsnap
import XCTest

final class PopupInSwiftTests: XCTestCase {
    // The custom popup above, in Swift: the same tree, so the same pixels.
    let saved = Popup(dimming: Color.black.withAlpha(0.4)) {
        VStack(spacing: 8) {
            Icon(.success).foregroundStyle(.systemGreen).frame(width: 48, height: 48).alignSelf(.center)
            Text("Saved").font(.system(size: 17, weight: .semibold)).multilineTextAlignment(.center)
            Button("OK")
                .frame(height: 44).cornerRadius(10).background(.systemBlue)
                .foregroundStyle(.white).multilineTextAlignment(.center)
        }
        .frame(width: 260).padding(16).background(.white).cornerRadius(14)
        .shadow(color: Color.black.withAlpha(0.25), radius: 16, y: 8)
    }

    func testSaved() throws {
        let layout = try PopupRenderer().layout(PopupSpec(popup: saved, appearance: .dark).scene())
        XCTAssertEqual(layout.nodes.map(\.path), ["container", "container/icon[0]", "container/text[1]", "container/button[2]"])
    }
}
