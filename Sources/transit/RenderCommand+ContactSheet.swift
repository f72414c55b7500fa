import TransitRender

extension RenderCommand {
    /// The contact sheet `choice` asks for, as PNG bytes: `kept`, the frames the clip kept as it
    /// was rendered, or the frames of `frames` at `--sheet-at`'s progresses, drawn now. The caller
    /// writes it (`ImageIO.writeFileAtomically`) only once the clip's own output is in place, so a
    /// run that fails replaces no sheet the user already had.
    ///
    /// - Throws: `cantCreate` when the PNG cannot be encoded, `interrupted` on a signal.
    static func encodeSheet(_ choice: ContactSheetChoice, of frames: FrameSequence, kept: [Bitmap])
        throws(CLIError) -> [UInt8]
    {
        var cells = kept
        if let progresses = choice.progresses {
            cells = []
            let renderer = Renderer()
            for p in progresses {
                try Cancellation.check()
                cells.append(frames.frame(at: p, renderer: renderer))
            }
        }
        let image = try ContactSheet.make(cells)
        do throws(ImageError) {
            return try ImageIO.encodePNG(image)
        } catch {
            throw .cantCreate("cannot write the contact sheet: \(error)")
        }
    }

    /// Puts the encoded sheet at `path` in one rename.
    static func writeSheet(_ bytes: [UInt8], to path: String) throws(CLIError) {
        do throws(ImageError) {
            try ImageIO.writeFileAtomically(bytes, to: path)
        } catch {
            throw .cantCreate("cannot write the contact sheet: \(error)")
        }
    }
}
