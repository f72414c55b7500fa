import UIKit
import TransitUIKit

/// The demo's first screen: every effect in the catalogue; tapping one pushes or presents a
/// screen with it, and a swipe from the leading edge (or down, for presented screens) goes back.
final class EffectListViewController: UITableViewController {
    private let names = EffectCatalogue.builtIn.names
    private let presentSwitch = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Transit"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "effect")
        let label = UILabel()
        label.text = "Present"
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(customView: presentSwitch), UIBarButtonItem(customView: label),
        ]
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "effect", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        content.secondaryText = try? EffectCatalogue.builtIn.descriptor(named: names[indexPath.row]).summary
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let effect = try? EffectCatalogue.builtIn.makeEffect(named: names[indexPath.row]) else { return }
        let detail = DetailViewController(effectName: names[indexPath.row])
        if presentSwitch.isOn {
            detail.addBackGesture(InteractionSpec(direction: .down, beginRegion: .anywhere))
            present(detail, transition: effect)
        } else {
            detail.addBackGesture()
            navigationController?.push(detail, transition: effect)
        }
    }
}
