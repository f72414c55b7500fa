import TransitUIKit
import UIKit

/// The screen the demo transitions to: a coloured card with the effect's name and a close button.
final class DetailViewController: UIViewController, SharedElementProviding {
    private let effectName: String
    private let badge = UIView()

    init(effectName: String) {
        self.effectName = effectName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        let label = UILabel()
        label.text = effectName
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.textColor = .white
        label.translatesAutoresizingMaskIntoConstraints = false
        let close = UIButton(
            type: .close,
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                if self.presentingViewController != nil {
                    self.dismiss(animated: true)
                } else {
                    self.navigationController?.popViewController(animated: true)
                }
            })
        close.translatesAutoresizingMaskIntoConstraints = false
        badge.backgroundColor = .systemYellow
        badge.layer.cornerRadius = 40
        badge.translatesAutoresizingMaskIntoConstraints = false
        [label, close, badge].forEach(view.addSubview)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            close.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            close.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            badge.widthAnchor.constraint(equalToConstant: 80), badge.heightAnchor.constraint(equalToConstant: 80),
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            badge.bottomAnchor.constraint(equalTo: label.topAnchor, constant: -24),
        ])
    }

    /// The yellow badge travels between screens in the shared-element effects.
    func sharedElements() -> [String: UIView] { ["badge": badge] }
}
