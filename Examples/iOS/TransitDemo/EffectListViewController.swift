import TransitUIKit
import UIKit

/// The demo's first screen: every effect in the catalogue; tapping one pushes or presents a
/// screen with it, and a swipe from the leading edge (or down, for presented screens) goes back.
/// The SwiftUI button opens the SwiftUI screen the same way, presented with a transition.
/// Each row carries a small yellow badge: the tapped row's badge is the shared element that grows
/// into the detail screen's badge (magic-move) and shrinks back into the row.
final class EffectListViewController: UITableViewController, SharedElementProviding {
    private let names = EffectCatalogue.builtIn.names
    private let presentSwitch = UISwitch()
    /// The row last tapped: its badge is shared with the detail screen.
    private var selectedRow: IndexPath?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Transit"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "effect")
        let label = UILabel()
        label.text = "Present"
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(customView: presentSwitch), UIBarButtonItem(customView: label),
        ]
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "SwiftUI", primaryAction: UIAction { [weak self] _ in self?.openSwiftUIDemo() })
    }

    /// Opens the SwiftUI screen (`SwiftUIDemo.swift`) as the detail screens open when presented:
    /// with a transition, and a swipe down (or its Close button) takes it away.
    private func openSwiftUIDemo() {
        guard #available(iOS 16, *) else { return }
        let demo = makeSwiftUIDemo { [weak self] in self?.dismiss(animated: true) }
        demo.addBackGesture(InteractionSpec(direction: .down, beginRegion: .anywhere))
        present(demo, transition: .cube())
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "effect", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        content.secondaryText = try? EffectCatalogue.builtIn.descriptor(named: names[indexPath.row]).summary
        cell.contentConfiguration = content
        let badge = cell.accessoryView ?? UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        badge.backgroundColor = .systemYellow
        badge.layer.cornerRadius = 12
        cell.accessoryView = badge
        return cell
    }

    /// The tapped row's badge, so it travels to the detail screen's badge and back.
    func sharedElements() -> [String: UIView] {
        guard let row = selectedRow, let badge = tableView.cellForRow(at: row)?.accessoryView else { return [:] }
        return ["badge": badge]
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        selectedRow = indexPath
        guard let effect = try? EffectCatalogue.builtIn.makeEffect(named: names[indexPath.row]) else { return }
        let detail = DetailViewController(effectName: names[indexPath.row])
        if presentSwitch.isOn {
            detail.addBackGesture(InteractionSpec(direction: .down, beginRegion: .anywhere))
            present(detail, transition: effect)
        } else {
            // Transit's 40 pt edge swipe takes the place of the system's on this screen (the system
            // swipe keeps working on screens pushed without a Transit back gesture).
            detail.addBackGesture()
            navigationController?.push(detail, transition: effect)
        }
    }
}
