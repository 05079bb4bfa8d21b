import OpenUIKit

/// A view controller laid out with anchors in viewDidLoad, finishing its look in
/// viewDidLayoutSubviews (a round avatar needs its final size), with a rating and a range slider.
final class SettingsCardViewController: UIViewController {
    let avatar = UIView()
    let nameLabel = UILabel()
    let rating = RatingControl()
    let priceRange = RangeSlider(frame: .zero)
    let saveButton = UIButton(type: .system)
    private(set) var layoutPasses = 0
    private(set) var savedRating: Int?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        avatar.backgroundColor = .systemTeal
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .boldSystemFont(ofSize: 20)
        saveButton.setTitle("Save", for: .normal)
        saveButton.addTarget(self, action: SettingsCardViewController.save, for: .touchUpInside)

        for subview in [avatar, nameLabel, rating, priceRange, saveButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            avatar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            avatar.widthAnchor.constraint(equalToConstant: 64),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),

            nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),

            rating.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 24),
            rating.leadingAnchor.constraint(equalTo: avatar.leadingAnchor),

            priceRange.topAnchor.constraint(equalTo: rating.bottomAnchor, constant: 24),
            priceRange.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            priceRange.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            priceRange.heightAnchor.constraint(equalToConstant: 30),

            saveButton.topAnchor.constraint(equalTo: priceRange.bottomAnchor, constant: 24),
            saveButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPasses += 1
        avatar.layer.cornerRadius = avatar.bounds.width / 2
        priceRange.updateLayerFrames()
    }

    func save(_ sender: UIButton) {
        savedRating = rating.rating
    }
}
