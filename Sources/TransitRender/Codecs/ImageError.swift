import TransitFiles

/// Why an image could not be read, decoded, encoded or written: names the file and says what
/// the system or the decoder reported.
///
/// ```swift
/// do { _ = try ImageIO.read(path: "a.png") }
/// catch { print(error) } // cannot read 'a.png': not a PNG or JPEG file (starts with 0x47 0x49 0x46 0x38)
/// ```
public struct ImageError: Error, CustomStringConvertible, Equatable {
    /// What was being done when it failed.
    enum Operation: String, Equatable {
        case read, write, encode
    }

    /// What went wrong. Internal so cases can be added without breaking callers.
    enum Reason: Equatable {
        /// The operating system refused (open, read, write, rename): its message.
        case system(String)
        /// The bytes start with neither the PNG nor the JPEG signature.
        case unknownFormat(prefix: [UInt8])
        /// The image is wider or taller than `ImageIO.maxDimension`, or empty.
        case badDimensions(width: Int, height: Int)
        /// libpng's message.
        case png(String)
        /// libjpeg-turbo's message.
        case jpeg(String)
        /// libwebp's message (animation encoder).
        case webp(String)
        /// giflib's message.
        case gif(String)
        /// A frame of an animation differs in size from the first frame.
        case frameSize(expected: [Int], found: [Int])
        /// An animation was given no frames, or a frame after it was finished.
        case animation(String)
    }

    let operation: Operation
    /// The file path, or the name given to `ImageIO.decode(_:name:)`; nil when encoding to memory.
    public let path: String?
    let reason: Reason

    init(_ operation: Operation, _ path: String?, _ reason: Reason) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    /// One line: the operation, the file, and the reason.
    public var description: String {
        let subject =
            path.map { "cannot \(operation.rawValue) '\(PathBytes.display($0))'" }
            ?? "cannot \(operation.rawValue) image"
        return subject + ": " + reasonText
    }

    private var reasonText: String {
        switch reason {
        case .system(let message): return message
        case .unknownFormat(let prefix) where prefix.isEmpty: return "the file is empty"
        case .unknownFormat(let prefix):
            let hex = prefix.map { "0x" + ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }
            return "not a PNG or JPEG file (starts with \(hex.joined(separator: " ")))"
        case .badDimensions(let w, let h):
            return "unsupported size \(w)x\(h): \(PixelLimits.rule())"
        case .png(let message): return "libpng: " + message
        case .jpeg(let message): return "libjpeg-turbo: " + message
        case .webp(let message): return "libwebp: " + message
        case .gif(let message): return "giflib: " + message
        case .frameSize(let e, let f):
            return "frame is \(f[0])x\(f[1]) pixels but the animation is \(e[0])x\(e[1])"
        case .animation(let message): return message
        }
    }
}
