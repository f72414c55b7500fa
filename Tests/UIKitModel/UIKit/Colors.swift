// Model UIKit: reading a colour's components.
import CoreGraphics
import Foundation

@available(iOS 2, *)
extension UIColor {
    /// https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
    @available(iOS 5, *)
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        for (p, c) in zip([red, green, blue, alpha], components) { p?.pointee = c }
        return true
    }
    /// https://developer.apple.com/documentation/uikit/uicolor/red
    @available(iOS 2, *)
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
}
