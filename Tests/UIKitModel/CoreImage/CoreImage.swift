// Model CoreImage: the declarations of Tests/StubSDK/CoreImage; filters draw nothing (no filter is
// named in the model, so `CIFilter(name:)` is nil, as the page says of an unknown name).
@_exported import CoreGraphics

/// https://developer.apple.com/documentation/coreimage/ciimage
@available(iOS 5, *)
open class CIImage: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/coreimage/ciimage/init(cgimage:)
    @available(iOS 5, *)
    public init(cgImage image: CGImage) {
        extent = CGRect(x: 0, y: 0, width: CGFloat(image.width), height: CGFloat(image.height))
    }
    /// https://developer.apple.com/documentation/coreimage/ciimage/extent
    @available(iOS 5, *)
    open private(set) var extent: CGRect
    /// https://developer.apple.com/documentation/coreimage/ciimage/cropped(to:)
    @available(iOS 8, *)
    open func cropped(to rect: CGRect) -> CIImage {
        CIImage(cgImage: CGImage(width: Int(Double(rect.width)), height: Int(Double(rect.height)), content: nil))
    }
}

/// https://developer.apple.com/documentation/coreimage/civector
@available(iOS 5, *)
open class CIVector: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/coreimage/civector/init(x:y:)
    @available(iOS 5, *)
    public init(x: CGFloat, y: CGFloat) {}
    /// https://developer.apple.com/documentation/coreimage/civector/init(x:y:z:w:)
    @available(iOS 5, *)
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {}
}

/// https://developer.apple.com/documentation/coreimage/cicolor
@available(iOS 5, *)
open class CIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/coreimage/cicolor/init(red:green:blue:alpha:)
    @available(iOS 5, *)
    public init(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat) {}
}

/// https://developer.apple.com/documentation/coreimage/cifilter
@available(iOS 5, *)
open class CIFilter: NSObject {
    /// https://developer.apple.com/documentation/coreimage/cifilter/init(name:)
    @available(iOS 5, *)
    public init?(name: String) { return nil }
    /// https://developer.apple.com/documentation/coreimage/cifilter/outputimage
    @available(iOS 5, *)
    open var outputImage: CIImage? { nil }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
    @available(iOS 2, *)
    open func setValue(_ value: Any?, forKey key: String) {}
}

/// https://developer.apple.com/documentation/coreimage/cicontext
@available(iOS 5, *)
open class CIContext: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/coreimage/cicontext/init()
    @available(iOS 5, *)
    public override init() {}
    /// https://developer.apple.com/documentation/coreimage/cicontext/createcgimage(_:from:)
    @available(iOS 5, *)
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        CGImage(width: Int(Double(fromRect.width)), height: Int(Double(fromRect.height)), content: nil)
    }
}
