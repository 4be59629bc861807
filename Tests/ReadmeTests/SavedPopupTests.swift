import PopsnapTesting
import Testing
import UIKit

// An app's own popup, as UIKit code: the same file compiles for iOS and, with Popsnap's UIKit, on Linux.
final class SavedPopup: UIViewController {
    private let card = UIView()
    private let message = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 14
        message.text = "Saved to your photos"
        message.font = .preferredFont(forTextStyle: .headline)
        message.textAlignment = .center
        card.addSubview(message)
        view.addSubview(card)
        for v in [card, message] { v.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            card.widthAnchor.constraint(equalToConstant: 270),
            message.topAnchor.constraint(equalTo: card.topAnchor, constant: 24),
            message.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -24),
            message.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            message.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        ])
    }
}

@MainActor struct SavedPopupTests {
    @Test func saved() {
        assertSnapshot(of: SavedPopup(), as: .image(on: .iPhone13))             // Snapshots/SavedPopupTests/saved.1.png
        assertSnapshot(of: SavedPopup(), as: .image(on: .iPhoneSe, traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark")
    }

    @Test func presented() {
        let popup = SavedPopup()
        popup.modalPresentationStyle = .overFullScreen
        popup.modalTransitionStyle = .crossDissolve
        assertSnapshot(of: popup, as: .presentation(on: .iPhoneSe, fps: 30))     // frame by frame: presented.1.apng
    }
}
