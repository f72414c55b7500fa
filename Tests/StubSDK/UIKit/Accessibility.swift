// Stub UIKit: the accessibility settings and notifications TransitUIKit reads and posts.

/// https://developer.apple.com/documentation/uikit/uiaccessibility
@available(iOS 3, *)
public enum UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @available(iOS 8, *)
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/preferscrossfadetransitions
    @available(iOS 14, *)
    @MainActor public static var prefersCrossFadeTransitions: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification
    @available(iOS 3, *)
    public struct Notification: Hashable, RawRepresentable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged
        @available(iOS 3, *)
        public static let screenChanged = Notification(rawValue: 1000)
    }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    @available(iOS 3, *)
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) { fatalError() }
}
