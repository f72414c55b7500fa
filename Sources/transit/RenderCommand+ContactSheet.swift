import TransitRender

extension RenderCommand {
    /// Writes the contact sheet `choice` asks for to `path`: `kept`, the frames the clip kept as
    /// it was rendered, or the frames of `frames` at `--sheet-at`'s progresses, drawn now.
    ///
    /// - Throws: `cantCreate` when the PNG cannot be written, `interrupted` on a signal.
    static func writeSheet(_ choice: ContactSheetChoice, of frames: FrameSequence, kept: [Bitmap], to path: String)
        throws(CLIError)
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
        try writeFrame(ContactSheet.make(cells), to: path)
    }
}
