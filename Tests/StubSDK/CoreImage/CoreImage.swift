// Stub CoreImage: exactly the filter, image, vector and context declarations TransitUIKit uses.
@_exported import CoreGraphics

/// https://developer.apple.com/documentation/coreimage/ciimage
open class CIImage: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/coreimage/ciimage/init(cgimage:)
    public init(cgImage image: CGImage) { fatalError() }
    /// https://developer.apple.com/documentation/coreimage/ciimage/extent
    open var extent: CGRect { fatalError() }
    /// https://developer.apple.com/documentation/coreimage/ciimage/cropped(to:)
    open func cropped(to rect: CGRect) -> CIImage { fatalError() }
}

/// https://developer.apple.com/documentation/coreimage/civector
open class CIVector: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/coreimage/civector/init(x:y:)
    public init(x: CGFloat, y: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/coreimage/civector/init(x:y:z:w:)
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { fatalError() }
}

/// https://developer.apple.com/documentation/coreimage/cicolor
open class CIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/coreimage/cicolor/init(red:green:blue:alpha:)
    public init(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat) { fatalError() }
}

/// https://developer.apple.com/documentation/coreimage/cifilter
open class CIFilter: NSObject {
    /// https://developer.apple.com/documentation/coreimage/cifilter/init(name:)
    public init?(name: String) { fatalError() }
    /// https://developer.apple.com/documentation/coreimage/cifilter/outputimage
    open var outputImage: CIImage? { fatalError() }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
    open func setValue(_ value: Any?, forKey key: String) { fatalError() }
}

/// https://developer.apple.com/documentation/coreimage/cicontext
open class CIContext: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/coreimage/cicontext/init()
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/coreimage/cicontext/createcgimage(_:from:)
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? { fatalError() }
}
