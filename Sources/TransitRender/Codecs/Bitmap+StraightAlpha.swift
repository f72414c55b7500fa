extension Bitmap {
    /// Straight (not premultiplied) RGBA8 bytes premultiplied in place, with rounding.
    static func premultiply(_ px: inout [UInt8]) {
        px.withUnsafeMutableBufferPointer { p in
            // Sixteen pixels at a time; a block of opaque ones (most of a screenshot) is passed over.
            var block = 0
            while block < p.count {
                let end = min(p.count, block + 64)
                if end - block < 64 || !allOpaque(UnsafeRawBufferPointer(start: p.baseAddress! + block, count: 64)) {
                    for i in stride(from: block, to: end, by: 4) {
                        let a = UInt32(p[i + 3])
                        if a == 255 { continue }
                        for c in 0..<3 { p[i + c] = UInt8((UInt32(p[i + c]) * a + 127) / 255) }
                    }
                }
                block = end
            }
        }
    }

    /// The pixels as straight RGBA8 bytes: colour divided by alpha, rounded; transparent pixels
    /// become zero. Premultiplying the result again gives back exactly these pixels.
    var straightRGBA: [UInt8] {
        var px = pixels
        px.withUnsafeMutableBufferPointer { Self.straighten($0) }
        return px
    }

    /// `straightRGBA` into `out` (resized to fit), reusing its storage.
    func straighten(into out: inout [UInt8]) {
        if out.count != pixels.count {
            out = pixels
        } else {
            out.withUnsafeMutableBytes { o in pixels.withUnsafeBytes { o.copyMemory(from: $0) } }
        }
        out.withUnsafeMutableBufferPointer { Self.straighten($0) }
    }

    private static func straighten(_ p: UnsafeMutableBufferPointer<UInt8>) {
        for i in stride(from: 0, to: p.count, by: 4) {
            let a = UInt32(p[i + 3])
            if a == 255 { continue }
            if a == 0 {
                p[i] = 0
                p[i + 1] = 0
                p[i + 2] = 0
                continue
            }
            for c in 0..<3 { p[i + c] = UInt8(min(255, (UInt32(p[i + c]) * 255 + a / 2) / a)) }
        }
    }
}
