/// UIKit's gesture recognizer states as sample phases
/// (developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum: possible 0,
/// began 1, changed 2, ended 3, cancelled 4, failed 5).
extension GestureSample.Phase {
    /// The phase of a recognizer state's raw value: a failed gesture counts as cancelled; `possible`
    /// (and any other value) is no sample.
    ///
    /// ```swift
    /// GestureSample.Phase(uiKitState: 3)   // .ended
    /// ```
    package init?(uiKitState: Int) {
        switch uiKitState {
        case 1: self = .began
        case 2: self = .changed
        case 3: self = .ended
        case 4, 5: self = .cancelled
        default: return nil
        }
    }
}
