import UIKit

// A confirmation popup written as seed 001 writes one (our own code, in its shape): a white container
// filled by a vertical stack of icon, title, message, a 12 pt spacer view and a row of two equal buttons
// 16 apart; parts left out are removed from their stacks.

final class ConfirmationView: UIView {
    let container = UIView()
    private let icon = UIImageView(frame: .zero)
    private let heading = UILabel()
    private let content = UILabel()
    private let stack = UIStackView()
    private let buttons = UIStackView()
    let cancelButton = UIButton(type: .custom)
    let okButton = UIButton(type: .custom)

    init(icon image: UIImage?, title: String?, content text: String, okTitle: String, cancelTitle: String?) {
        super.init(frame: .zero)
        backgroundColor = UIColor.black.withAlphaComponent(0.3)
        container.backgroundColor = .white
        container.layer.cornerRadius = 12
        container.clipsToBounds = true

        heading.font = .boldSystemFont(ofSize: 18)
        heading.textColor = .darkGray
        heading.numberOfLines = 2
        heading.textAlignment = .center
        content.font = .systemFont(ofSize: 15)
        content.textColor = .lightGray
        content.numberOfLines = 0
        content.textAlignment = .center

        cancelButton.setTitleColor(.darkGray, for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 15)
        cancelButton.layer.cornerRadius = 27
        cancelButton.layer.borderWidth = 1
        cancelButton.layer.borderColor = UIColor.darkGray.cgColor
        okButton.setTitleColor(.white, for: .normal)
        okButton.titleLabel?.font = .systemFont(ofSize: 15)
        okButton.backgroundColor = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
        okButton.layer.cornerRadius = 27

        buttons.axis = .horizontal
        buttons.distribution = .fill
        buttons.alignment = .fill
        buttons.spacing = 16
        buttons.addArrangedSubview(cancelButton)
        buttons.addArrangedSubview(okButton)
        cancelButton.widthAnchor.constraint(equalTo: okButton.widthAnchor).isActive = true
        okButton.heightAnchor.constraint(equalToConstant: 54).isActive = true

        let spaceView = UIView()
        spaceView.heightAnchor.constraint(equalToConstant: 12).isActive = true

        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        for view in [self.icon, heading, content, spaceView, buttons] as [UIView] { stack.addArrangedSubview(view) }
        NSLayoutConstraint.activate([
            self.icon.widthAnchor.constraint(equalToConstant: 56),
            self.icon.heightAnchor.constraint(equalToConstant: 56),
            heading.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: 16),
            heading.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: -16),
            content.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: -16),
            buttons.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: 16),
            buttons.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: -16),
        ])

        container.addSubview(stack)
        addSubview(container)
        for view in [container, stack] { view.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            container.widthAnchor.constraint(equalToConstant: 300),
            container.centerXAnchor.constraint(equalTo: centerXAnchor),
            container.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])

        if image == nil { self.icon.removeFromSuperview() } else { self.icon.image = image }
        if title == nil { heading.removeFromSuperview() } else { heading.text = title }
        content.text = text
        okButton.setTitle(okTitle, for: .normal)
        if cancelTitle == nil { cancelButton.removeFromSuperview() } else { cancelButton.setTitle(cancelTitle, for: .normal) }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
