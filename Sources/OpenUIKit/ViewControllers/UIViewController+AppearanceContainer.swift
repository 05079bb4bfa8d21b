/// View controllers contain the views of their hierarchy, so appearance rules can select views
/// inside instances of a controller class.
extension UIViewController: UIAppearanceContainer {}

/// Presentation controllers contain the views they present.
extension UIPresentationController: UIAppearanceContainer {}
