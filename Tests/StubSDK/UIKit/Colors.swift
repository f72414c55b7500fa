// Stub UIKit: reading a colour's components (TransitUIKit's UIColor -> effect colour conversion).
import CoreGraphics
import Foundation

@available(iOS 2, *)
extension UIColor {
    /// https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
    @available(iOS 5, *)
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/red
    @available(iOS 2, *)
    public class var red: UIColor { fatalError() }
}
