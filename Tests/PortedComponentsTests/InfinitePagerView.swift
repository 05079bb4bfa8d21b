import OpenUIKit

/// An endless horizontal pager: three page views in a paging scroll view, recentred in
/// layoutSubviews whenever the offset reaches the first or last page, so the user can page
/// forever in either direction. `currentIndex` counts pages from where it started.
final class InfinitePagerView: UIScrollView, UIScrollViewDelegate {
    private(set) var pages: [UILabel] = []
    private(set) var currentIndex = 0
    private(set) var recenterCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isPagingEnabled = true
        showsHorizontalScrollIndicator = false
        delegate = self
        pages = (0..<3).map { _ in
            let page = UILabel()
            page.textAlignment = .center
            page.font = .systemFont(ofSize: 48, weight: .bold)
            addSubview(page)
            return page
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        guard width > 0 else { return }
        if contentSize.width != width * 3 {
            contentSize = CGSize(width: width * 3, height: bounds.height)
            contentOffset = CGPoint(x: width, y: 0)
            updatePages()
        }
        // Recentre once a page turn has come to rest on an edge page.
        if !isDragging && !isDecelerating {
            if contentOffset.x <= 0 {
                currentIndex -= 1
                recenter()
            } else if contentOffset.x >= width * 2 {
                currentIndex += 1
                recenter()
            }
        }
        for (slot, page) in pages.enumerated() {
            page.frame = CGRect(x: CGFloat(slot) * width, y: 0, width: width, height: bounds.height)
        }
    }

    private func recenter() {
        recenterCount += 1
        contentOffset = CGPoint(x: bounds.width, y: 0)
        updatePages()
    }

    private func updatePages() {
        for (slot, page) in pages.enumerated() {
            let index = currentIndex + slot - 1
            page.text = "\(index)"
            page.backgroundColor = index.isMultiple(of: 2) ? .systemIndigo : .systemOrange
        }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        setNeedsLayout()
    }
}
