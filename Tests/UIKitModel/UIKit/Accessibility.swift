// Model UIKit: the accessibility settings (set by scenarios) and the notifications posted.

/// https://developer.apple.com/documentation/uikit/uiaccessibility
@available(iOS 3, *)
public enum UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @available(iOS 8, *)
    @MainActor public static var isReduceMotionEnabled: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/preferscrossfadetransitions
    @available(iOS 14, *)
    @MainActor public static var prefersCrossFadeTransitions: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification
    @available(iOS 3, *)
    public struct Notification: Hashable, RawRepresentable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged
        @available(iOS 3, *)
        public static let screenChanged = Notification(rawValue: 1000)
    }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    @available(iOS 3, *)
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        posted.append((notification, argument))
    }
    /// What was posted (model only).
    @MainActor public static var posted: [(UIAccessibility.Notification, Any?)] = []
}
