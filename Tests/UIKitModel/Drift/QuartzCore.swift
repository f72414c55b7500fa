// A stub property settable in the stub but read-only in the model: scripts/uikit-model requires
// scripts/check-uikit-model to reject it.

@available(iOS 3.1, *)
extension CADisplayLink {
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
    @available(iOS 3.1, *)
    open var timestamp: CFTimeInterval {
        get { fatalError() }
        set { fatalError() }
    }
}
