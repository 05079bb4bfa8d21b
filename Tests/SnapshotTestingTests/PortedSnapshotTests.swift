// Snapshot tests as pointfree's SnapshotTesting README writes them. Ported from iOS by changing
// `import UIKit` to `import OpenUIKit`; nothing else differs. The references under
// __Snapshots__/PortedSnapshotTests/ were recorded on Linux by the first run.
import OpenUIKit
import SnapshotTesting
import Testing

/// A small screen of the kind such tests cover: a title, a subtitle and a button, laid out
/// with Auto Layout against the safe area.
final class GreetingViewController: UIViewController {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Hello"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        subtitleLabel.text = "Snapshot tests, headless"
        subtitleLabel.textColor = .secondaryLabel
        button.setTitle("Continue", for: .normal)
        for subview in [titleLabel, subtitleLabel, button] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }
}

struct User {
    let id: Int
    let name: String
    let bio: String
}

@MainActor
struct PortedSnapshotTests {
    @Test("A view controller on an iPhone 13's screen")
    func myViewController() {
        let vc = GreetingViewController()
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }

    @Test("A view controller in landscape, and on an iPhone SE, dark")
    func myViewControllerOnDevices() {
        let vc = GreetingViewController()
        assertSnapshot(of: vc, as: .image(on: .iPhone15Pro(.landscape)))
        assertSnapshot(
            of: vc, as: .image(on: .iPhoneSe, traits: UITraitCollection(userInterfaceStyle: .dark)), named: "se-dark")
    }

    @Test("A view, exactly and within a precision")
    func myView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        view.backgroundColor = .systemBlue
        let label = UILabel(frame: CGRect(x: 12, y: 12, width: 96, height: 20))
        label.text = "Badge"
        label.textColor = .white
        view.addSubview(label)
        assertSnapshot(of: view, as: .image)
        assertSnapshot(of: view, as: .image(precision: 0.99, perceptualPrecision: 0.98))
        assertSnapshot(of: view, as: .image(traits: .init(userInterfaceStyle: .dark)), named: "dark")
    }

    @Test("A view controller's hierarchy as text")
    func myViewControllerHierarchy() {
        let vc = GreetingViewController()
        assertSnapshot(of: vc, as: .recursiveDescription(on: .iPhone13))
    }

    @Test("A view's hierarchy, and a value dumped")
    func textStrategies() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let label = UILabel(frame: CGRect(x: 8, y: 8, width: 84, height: 24))
        label.text = "Title"
        view.addSubview(label)
        assertSnapshot(of: view, as: .recursiveDescription)
        let user = User(id: 1, name: "Blobby", bio: "Blobbed around the world.")
        assertSnapshot(of: user, as: .dump)
    }

    @Test("Several strategies at once")
    func manyStrategies() {
        let vc = GreetingViewController()
        assertSnapshots(of: vc, as: [.image(on: .iPhone14), .image(on: .iPhone13Mini)])
        assertSnapshots(of: vc, as: ["pro-max": .image(on: .iPhone15ProMax)])
    }
}
