extension Bitmap {
    /// A bitmap from straight (not premultiplied) RGBA8 bytes, premultiplying them with rounding.
    init(width: Int, height: Int, straightRGBA bytes: [UInt8]) {
        var px = bytes
        px.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                let a = UInt32(p[i + 3])
                if a == 255 { continue }
                for c in 0..<3 { p[i + c] = UInt8((UInt32(p[i + c]) * a + 127) / 255) }
            }
        }
        self.init(width: width, height: height, pixels: px)
    }

    /// The pixels as straight RGBA8 bytes: colour divided by alpha, rounded; transparent pixels
    /// become zero. Premultiplying the result again gives back exactly these pixels.
    var straightRGBA: [UInt8] {
        var px = pixels
        px.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                let a = UInt32(p[i + 3])
                if a == 255 { continue }
                if a == 0 { p[i] = 0; p[i + 1] = 0; p[i + 2] = 0; continue }
                for c in 0..<3 { p[i + c] = UInt8(min(255, (UInt32(p[i + c]) * 255 + a / 2) / a)) }
            }
        }
        return px
    }
}
