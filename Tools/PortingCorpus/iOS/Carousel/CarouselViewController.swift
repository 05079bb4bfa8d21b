import UIKit

struct CarouselItem {
    var title: String
    var subtitle: String
    var color: UIColor
}

@objc protocol CarouselViewControllerDelegate: AnyObject {
    @objc optional func carouselViewController(_ controller: CarouselViewController, didSelectItemAt index: Int)
    @objc optional func carouselViewController(_ controller: CarouselViewController, didScrollToPage page: Int)
}

/// A card in the carousel: a colored rounded panel with a title and a subtitle.
class CarouselCell: UICollectionViewCell {
    static let reuseIdentifier = "CarouselCell"

    @IBOutlet var titleLabel: UILabel!
    @IBOutlet var subtitleLabel: UILabel!
    private(set) var sizeAtInit = CGSize.zero
    private let gradientLayer = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        sizeAtInit = frame.size
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentView.layer.cornerRadius = 16
        contentView.layer.masksToBounds = true
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        contentView.layer.insertSublayer(gradientLayer, at: 0)

        titleLabel = UILabel()
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.textColor = .white
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        subtitleLabel = UILabel()
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = UIColor.white.withAlphaComponent(0.8)
        subtitleLabel.numberOfLines = 2
        subtitleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        contentView.addSubview(subtitleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            titleLabel.bottomAnchor.constraint(equalTo: subtitleLabel.topAnchor, constant: -4),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            subtitleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
        ])
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        gradientLayer.frame = contentView.bounds
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        subtitleLabel.text = nil
    }

    func configure(with item: CarouselItem) {
        titleLabel.text = item.title
        subtitleLabel.text = item.subtitle
        gradientLayer.colors = [item.color.cgColor, item.color.withAlphaComponent(0.7).cgColor]
        accessibilityLabel = "\(item.title), \(item.subtitle)"
    }
}

/// A horizontally paging carousel of cards with a page control below it.
class CarouselViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {

    @IBOutlet var collectionView: UICollectionView!
    @IBOutlet var pageControl: UIPageControl!
    weak var delegate: CarouselViewControllerDelegate?

    let layout = CarouselFlowLayout()
    var items: [CarouselItem] = [] {
        didSet {
            if isViewLoaded {
                collectionView.reloadData()
                pageControl.numberOfPages = items.count
            }
        }
    }

    private(set) var currentPage = 0
    private(set) var selectedIndices: [Int] = []

    init(items: [CarouselItem]) {
        self.items = items
        super.init(nibName: nil, bundle: nil)
        title = "Featured"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .clear
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(CarouselCell.self, forCellWithReuseIdentifier: CarouselCell.reuseIdentifier)
        view.addSubview(collectionView)

        pageControl = UIPageControl()
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        pageControl.numberOfPages = items.count
        pageControl.currentPageIndicatorTintColor = view.tintColor
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.addTarget(self, action: #selector(pageControlChanged(_:)), for: .valueChanged)
        view.addSubview(pageControl)

        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.heightAnchor.constraint(equalToConstant: 220),
            pageControl.topAnchor.constraint(equalTo: collectionView.bottomAnchor, constant: 8),
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    // MARK: - Data source

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        return 1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CarouselCell.reuseIdentifier, for: indexPath) as! CarouselCell
        cell.configure(with: items[indexPath.item])
        return cell
    }

    // MARK: - Delegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedIndices.append(indexPath.item)
        delegate?.carouselViewController?(self, didSelectItemAt: indexPath.item)
        if indexPath.item != currentPage {
            scroll(toPage: indexPath.item, animated: true)
        }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        updateCurrentPage()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        updateCurrentPage()
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let page = Int(round(layout.page(forOffset: targetContentOffset.pointee.x)))
        pageControl.currentPage = max(0, min(items.count - 1, page))
    }

    private func updateCurrentPage() {
        let page = Int(round(layout.page(forOffset: collectionView.contentOffset.x)))
        let clamped = max(0, min(items.count - 1, page))
        guard clamped != currentPage else { return }
        currentPage = clamped
        pageControl.currentPage = clamped
        delegate?.carouselViewController?(self, didScrollToPage: clamped)
    }

    func scroll(toPage page: Int, animated: Bool) {
        guard page >= 0, page < items.count else { return }
        let offset = CGPoint(x: layout.offset(forPage: page), y: collectionView.contentOffset.y)
        collectionView.setContentOffset(offset, animated: animated)
        if !animated {
            updateCurrentPage()
        }
    }

    @objc func pageControlChanged(_ sender: UIPageControl) {
        scroll(toPage: sender.currentPage, animated: true)
    }
}
