import TransitRender

extension RenderCommand {
    /// Renders `frames` into a video through `writer` (ffmpeg), with signals deferred so a
    /// SIGINT, SIGTERM or SIGHUP stops between frames: on any failure ffmpeg is killed and its
    /// temporary file removed before the error goes on. Returns how many frames were written.
    static func writeVideo(_ frames: FrameSequence, to writer: FFmpegWriter, progress: inout ProgressReporter)
        throws(CLIError) -> Int
    {
        var written = 0
        try Cancellation.deferringSignals { () throws(CLIError) in
            do throws(CLIError) {
                written = try frames.write(to: writer, progress: &progress)
            } catch {
                writer.abandon()
                throw error
            }
        }
        return written
    }
}
