// TEMPORARY stand-ins for TransitRender's ImageIO and ImageError that branch skel-io is
// building, with the same signatures, so goldens and the CLI tests compile before that branch
// lands. Delete this file when rebasing onto it.
// The PNG codec here writes and reads only uncompressed ("stored") PNGs.
import Foundation
import TransitCore
import TransitRender

public struct ImageError: Error, CustomStringConvertible {
    public var description: String
}

public enum ImageIO {
    public static func read(path: String) throws(ImageError) -> Bitmap {
        guard let data = FileManager.default.contents(atPath: path) else { throw ImageError(description: "\(path): cannot read the file") }
        guard let b = StoredPNG.decode([UInt8](data)) else { throw ImageError(description: "\(path): not a PNG this stand-in can decode") }
        return b
    }

    public static func writePNG(_ bitmap: Bitmap, to path: String) throws(ImageError) {
        let tmp = path + ".tmp"
        guard FileManager.default.createFile(atPath: tmp, contents: Data(StoredPNG.encode(bitmap))),
              rename(tmp, path) == 0 else { throw ImageError(description: "\(path): cannot write the file") }
    }
}

enum StoredPNG {
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    static func encode(_ b: Bitmap) -> [UInt8] {
        var raw: [UInt8] = []
        for y in 0..<b.height {
            raw.append(0)
            for x in 0..<b.width {
                let c = b.color(x: x, y: y)
                for v in [c.red, c.green, c.blue, c.alpha] { raw.append(UInt8((max(0, min(1, v)) * 255).rounded())) }
            }
        }
        var z: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65535, raw.count - i)
            z.append(i + n == raw.count ? 1 : 0)
            z += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            z += raw[i..<(i + n)]
            i += n
        } while i < raw.count
        var a: UInt32 = 1, s: UInt32 = 0
        for v in raw { a = (a + UInt32(v)) % 65521; s = (s + a) % 65521 }
        z += be32(s << 16 | a)
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be32(UInt32(data.count)) + body + be32(crc32(body))
        }
        let ihdr = be32(UInt32(b.width)) + be32(UInt32(b.height)) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", z) + chunk("IEND", [])
    }

    static func decode(_ d: [UInt8]) -> Bitmap? {
        guard d.count > 8, d[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func u32(_ i: Int) -> Int { Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3]) }
        var i = 8, w = 0, h = 0
        var z: [UInt8] = []
        while i + 8 <= d.count {
            let n = u32(i), type = String(decoding: d[(i + 4)..<(i + 8)], as: UTF8.self)
            guard i + 12 + n <= d.count else { return nil }
            if type == "IHDR" {
                w = u32(i + 8); h = u32(i + 12)
                guard d[i + 16] == 8, d[i + 17] == 6 else { return nil }
            }
            if type == "IDAT" { z += d[(i + 8)..<(i + 8 + n)] }
            i += 12 + n
        }
        guard w > 0, h > 0, z.count > 2 else { return nil }
        var raw: [UInt8] = []
        var j = 2
        while j + 5 <= z.count {
            let final = z[j] & 1 == 1
            guard z[j] & 6 == 0 else { return nil }
            let n = Int(z[j + 1]) | Int(z[j + 2]) << 8
            guard j + 5 + n <= z.count else { return nil }
            raw += z[(j + 5)..<(j + 5 + n)]
            j += 5 + n
            if final { break }
        }
        guard raw.count == h * (w * 4 + 1) else { return nil }
        var out = Bitmap(width: w, height: h)
        for y in 0..<h {
            guard raw[y * (w * 4 + 1)] == 0 else { return nil }
            for x in 0..<w {
                let k = y * (w * 4 + 1) + 1 + x * 4
                out[x, y] = Bitmap.pack(Color(red: Double(raw[k]) / 255, green: Double(raw[k + 1]) / 255,
                                              blue: Double(raw[k + 2]) / 255, alpha: Double(raw[k + 3]) / 255))
            }
        }
        return out
    }
}
