import Foundation

/// Finds the `ffmpeg` program, an optional runtime dependency that video output
/// (`VideoFormat`) needs: the first executable `ffmpeg` in a directory of `$PATH`.
///
/// Transit runs the program rather than linking libavcodec: Debian's FFmpeg is built with GPL
/// parts (libx264), so a binary linking it would be GPL; run as a separate program it leaves
/// Transit's binary MIT, and everything but video works without it.
///
/// ```swift
/// let ffmpeg = try FFmpegProgram.locate()   // "/usr/bin/ffmpeg", or exit 69 with how to install it
/// ```
enum FFmpegProgram {
    /// The path of `ffmpeg` on `$PATH`.
    /// - Throws: `unavailable` (exit 69) naming the program and how to install it.
    static func locate(for output: String = "video") throws(CLIError) -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":", omittingEmptySubsequences: false) {
            let dir = directory.isEmpty ? "." : String(directory)
            let candidate = dir.hasSuffix("/") ? dir + "ffmpeg" : dir + "/ffmpeg"
            if access(candidate, X_OK) == 0 && !FileSystem.isDirectory(candidate) { return candidate }
        }
        throw .unavailable(
            "\(output) output needs the ffmpeg program, which is not on PATH; install it "
                + "(Debian/Ubuntu: sudo apt-get install ffmpeg; macOS: brew install ffmpeg) or write "
                + ".webp, .gif or PNG frames instead")
    }
}
