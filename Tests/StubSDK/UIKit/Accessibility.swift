// Stub UIKit: the accessibility settings and notifications TransitUIKit reads and posts.

/// https://developer.apple.com/documentation/uikit/uiaccessibility
public enum UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/preferscrossfadetransitions
    @MainActor public static var prefersCrossFadeTransitions: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification
    public struct Notification: Hashable, RawRepresentable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged
        public static let screenChanged = Notification(rawValue: 1000)
    }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) { fatalError() }
}
