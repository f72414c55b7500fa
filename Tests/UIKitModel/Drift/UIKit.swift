// A stub declaration the model does not have, with a wrong label: scripts/uikit-model requires
// scripts/check-uikit-model to reject it (the check bites when the stub and the model drift).

/// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qvpy
@available(iOS 2, *)
extension UIView {
    open func convert(_ rect: CGRect, into view: UIView?) -> CGRect { fatalError() }
}
