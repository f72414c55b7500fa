import TransitCore

/// Reads the image files an effect's parameters name, before any rendering: disintegrate's
/// `mask` (`-p mask=PATH` on the command line, `"mask": "PATH"` in a spec).
///
/// A missing, unreadable or undecodable file is an `ImageError` naming it, so a command stops
/// before it writes anything. Relative paths are relative to the working directory.
///
/// ```swift
/// let effect = try EffectCatalogue.builtIn.makeEffect(named: "disintegrate", arguments: ["mask": "noise.png"])
/// let ready = try EffectFiles.loading(effect) // its mask read from noise.png
/// ```
public enum EffectFiles {
    /// `effect` with every image file its parameters name read in, wherever it appears in a
    /// composition (`disintegrate+fade`, `reversed(disintegrate)`, `staged(...)`, `mirrored(...)`);
    /// other effects as they are.
    ///
    /// - Throws: `ImageError` naming the file when it cannot be read or is not a PNG or JPEG.
    /// - Complexity: O(pixels of the files read + parts of the composition).
    public static func loading(_ effect: any Effect) throws(ImageError) -> any Effect {
        switch effect {
        case var d as Disintegrate:
            guard let path = d.maskFile, d.mask == nil else { return d }
            d.mask = grey(try ImageIO.read(path: path))
            return d
        case var c as Combined:
            var parts: [any Effect] = []
            for part in c.effects { parts.append(try loading(part)) }
            c.effects = parts
            return c
        case var r as Reversed:
            r.base = try loading(r.base)
            return r
        case var s as Staged:
            s.base = try loading(s.base)
            return s
        case var m as Mirrored:
            m.base = try loading(m.base)
            return m
        default:
            return effect
        }
    }

    /// The luminance of an image (Rec. 601 weights) as the kernel reads a mask, 0 black to 255 white.
    static func grey(_ bitmap: Bitmap) -> GrayImage {
        var values = [UInt8](repeating: 0, count: bitmap.width * bitmap.height)
        bitmap.pixels.withUnsafeBufferPointer { p in
            for i in values.indices {
                let r = Int(p[4 * i])
                let g = Int(p[4 * i + 1])
                let b = Int(p[4 * i + 2])
                values[i] = UInt8((299 * r + 587 * g + 114 * b + 500) / 1000)
            }
        }
        return GrayImage(width: bitmap.width, height: bitmap.height, pixels: values)
    }
}
