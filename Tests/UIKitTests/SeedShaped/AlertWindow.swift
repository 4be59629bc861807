import UIKit

// A popup written as seed 000's tutorial writes one (our own code, in its shape): a dimming view holding a
// bordered box pinned by anchors, with a title bar, a wrapping message and a button with a target-action,
// presented over full screen with a cross-dissolve.

let boxBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)

final class AlertWindowView: UIView {
    let box = UIView(frame: .zero)
    let heading = UILabel(frame: .zero)
    let body = UILabel(frame: .zero)
    let closeButton = UIButton(frame: .zero)
    let edge: CGFloat = 2

    init() {
        super.init(frame: .zero)
        backgroundColor = UIColor.black.withAlphaComponent(0.3)

        box.backgroundColor = boxBlue
        box.layer.borderWidth = edge
        box.layer.borderColor = UIColor.white.cgColor
        box.layer.masksToBounds = true

        heading.textColor = .white
        heading.backgroundColor = .yellow
        heading.clipsToBounds = true
        heading.adjustsFontSizeToFitWidth = true
        heading.font = .systemFont(ofSize: 23, weight: .bold)
        heading.numberOfLines = 1
        heading.textAlignment = .center

        body.textColor = .white
        body.font = .systemFont(ofSize: 16, weight: .semibold)
        body.numberOfLines = 0
        body.textAlignment = .center

        closeButton.setTitleColor(.white, for: .normal)
        closeButton.titleLabel?.font = .systemFont(ofSize: 23, weight: .bold)
        closeButton.backgroundColor = .yellow

        box.addSubview(heading)
        box.addSubview(body)
        box.addSubview(closeButton)
        addSubview(box)

        box.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 293),
            box.centerYAnchor.constraint(equalTo: centerYAnchor),
            box.centerXAnchor.constraint(equalTo: centerXAnchor),
        ])
        heading.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            heading.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: edge),
            heading.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -edge),
            heading.topAnchor.constraint(equalTo: box.topAnchor, constant: edge),
            heading.heightAnchor.constraint(equalToConstant: 55),
        ])
        body.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            body.heightAnchor.constraint(greaterThanOrEqualToConstant: 67),
            body.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 15),
            body.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -15),
            body.bottomAnchor.constraint(equalTo: closeButton.topAnchor, constant: -8),
        ])
        closeButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            closeButton.heightAnchor.constraint(equalToConstant: 44),
            closeButton.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: edge),
            closeButton.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -edge),
            closeButton.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -edge),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class AlertWindow: UIViewController {
    private let windowView = AlertWindowView()
    private(set) var dismissed = false

    init(title: String, text: String, buttonText: String) {
        super.init(nibName: nil, bundle: nil)
        modalTransitionStyle = .crossDissolve
        modalPresentationStyle = .overFullScreen
        windowView.heading.text = title
        windowView.body.text = text
        windowView.closeButton.setTitle(buttonText, for: .normal)
        // What the UIKitSources plugin writes for `#selector(dismissView)`.
        windowView.closeButton.addTarget(self, action: Selector("dismissView", AlertWindow.dismissView), for: .touchUpInside)
        view = windowView
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var box: UIView { windowView.box }
    var button: UIButton { windowView.closeButton }

    func dismissView() {
        dismissed = true
        dismiss(animated: true, completion: nil)
    }
}
