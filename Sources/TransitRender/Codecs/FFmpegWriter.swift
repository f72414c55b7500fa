import TransitFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a video (`VideoFormat`: MP4, WebM, APNG) by running the `ffmpeg` program and feeding it
/// the frames as raw RGBA on its standard input (`RawFrameWriter` over a pipe). The size comes
/// from the first frame and the rate from `fps`, never typed by hand.
///
/// ffmpeg writes to a file with no name beside `path` (`AnonymousFile`, as its descriptor 3), which
/// gets a temporary name and is renamed to `path` only after ffmpeg exits 0, so even a transit
/// killed outright leaves nothing; where the system has no such files ffmpeg writes to the
/// temporary name (a dot-file) itself. On any failure, or `abandon()`, ffmpeg is killed and the
/// temporary removed, so no half-written video is left. ffmpeg runs in its own process group (a Ctrl-C at
/// the terminal reaches transit, which stops it), with its standard error kept in an unnamed file
/// and shown only when it fails.
///
/// For 4:2:0 formats (MP4, WebM) a frame with an odd side is padded to even by repeating its last
/// column or row, so the video is at most one pixel wider and taller than the render.
///
/// ```swift
/// let writer = FFmpegWriter(path: "fade.mp4", format: .mp4, fps: 60, program: "/usr/bin/ffmpeg")
/// for frame in frames { try writer.add(frame, duration: 1.0 / 60) }
/// try writer.finish()   // fade.mp4 appears only now
/// ```
public final class FFmpegWriter: AnimationWriter {
    /// The file written when the clip is complete.
    public let path: String
    public let format: VideoFormat
    /// Frames per second of the video (each frame added is one frame of it).
    public let fps: Double
    /// The constant-rate factor; nil for the format's default.
    public let crf: Int?
    /// The `ffmpeg` executable.
    public let program: String
    /// The name ffmpeg writes to, renamed to `path` at the end.
    let temporary: String
    /// The directory of `path`, ending in `/`, or empty for the working directory.
    private let directory: String
    /// The nameless file ffmpeg writes, -1 when it writes `temporary` itself.
    private var anonymous: Int32 = -1
    private var child: pid_t = 0
    private var input: Int32 = -1
    private var log: Int32 = -1
    private var raw: RawFrameWriter?
    private var width = 0
    private var height = 0
    private var frameCount = 0
    private var isDone = false

    public init(path: String, format: VideoFormat, fps: Double, crf: Int? = nil, program: String) {
        self.path = path
        self.format = format
        self.fps = fps
        self.crf = crf
        self.program = program
        let slash = path.lastIndex(of: "/")
        directory = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        temporary = "\(directory).\(base).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    deinit { abandon() }

    /// The video's pixel size for frames of `width` x `height`: padded to even sides for 4:2:0.
    public func videoSize(width: Int, height: Int) -> (width: Int, height: Int) {
        format.isChromaSubsampled ? (width + width % 2, height + height % 2) : (width, height)
    }

    /// Sends the frame to ffmpeg, starting it with the first frame. Every frame is shown for
    /// `1 / fps`: the duration is not used.
    public func add(_ frame: Bitmap, duration: Double) throws(ImageError) {
        guard !isDone else {
            throw ImageError(.write, path, .animation("a frame was added after the video was finished"))
        }
        try ImageIO.checkDimensions(frame.width, frame.height, .encode, path)
        if child == 0 {
            width = frame.width
            height = frame.height
            try start()
        } else if frame.width != width || frame.height != height {
            throw ImageError(.encode, path, .frameSize(expected: [width, height], found: [frame.width, frame.height]))
        }
        do throws(ImageError) {
            try raw?.add(Self.padded(frame, to: videoSize(width: width, height: height)), duration: duration)
        } catch {
            // A write to the pipe fails when ffmpeg has gone: its own message says why.
            throw failure(ffmpegStatus: waitForExit(closing: true), otherwise: error.description)
        }
        frameCount += 1
    }

    /// Closes ffmpeg's input, waits for it, and renames the finished file into place.
    public func finish() throws(ImageError) {
        guard !isDone else { throw ImageError(.write, path, .animation("the video was already finished")) }
        guard frameCount > 0 else {
            abandon()
            throw ImageError(.write, path, .animation("the animation has no frames"))
        }
        let status = waitForExit(closing: true)
        guard status == 0 else { throw failure(ffmpegStatus: status, otherwise: "") }
        if anonymous >= 0 {
            guard AnonymousFile.link(anonymous, to: temporary) else {
                let message = String(cString: strerror(errno))
                abandon()
                throw ImageError(.write, path, .system(message))
            }
            close(anonymous)
            anonymous = -1
        }
        let renamed = PathBytes.withCString(temporary) { t in PathBytes.withCString(path) { rename(t, $0) } }
        guard renamed == 0 else {
            let message = String(cString: strerror(errno))
            abandon()
            throw ImageError(.write, path, .system(message))
        }
        isDone = true
        closeLog()
    }

    /// Stops ffmpeg (SIGKILL) if it runs and removes its temporary file; the writer is then done.
    /// Called on any failure and when a signal stops the run; safe to call more than once.
    public func abandon() {
        if isDone { return }
        isDone = true
        if child > 0 {
            kill(child, SIGKILL)
            _ = waitForExit(closing: true)
        }
        closeInput()
        if anonymous >= 0 { close(anonymous) }
        anonymous = -1
        _ = PathBytes.withCString(temporary) { unlink($0) }
        closeLog()
    }

    // MARK: - The process

    /// The arguments after the program's name, for ffmpeg writing to `output`.
    func arguments(output: String) -> [String] {
        let size = videoSize(width: width, height: height)
        let rate = fps == fps.rounded() ? String(Int(fps)) : String(fps)
        return [
            "-hide_banner", "-nostdin", "-nostats", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba",
            "-video_size", "\(size.width)x\(size.height)", "-framerate", rate, "-i", "pipe:0",
        ] + format.outputArguments(crf: crf) + ["-y", "file:" + output]
    }

    private func start() throws(ImageError) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw ImageError(.write, path, .system(errnoText)) }
        // Neither end leaks into ffmpeg (its input becomes descriptor 0 through dup2).
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        log = Self.unnamedFile()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        if log >= 0 { posix_spawn_file_actions_adddup2(&actions, log, 2) }
        anonymous = AnonymousFile.open(in: directory, mode: 0o644)
        if anonymous >= 0 { posix_spawn_file_actions_adddup2(&actions, anonymous, 3) }
        // Its own process group (signals are transit's to handle), every signal at its default
        // action and unblocked.
        let argv = SpawnedProcess.arguments(
            [program] + arguments(output: anonymous >= 0 ? "/dev/fd/3" : temporary))
        defer { SpawnedProcess.release(argv) }
        var pid: pid_t = 0
        let spawned = SpawnedProcess.withCleanSignals(newProcessGroup: true) { attributes in
            PathBytes.withCString(program) { posix_spawn(&pid, $0, &actions, &attributes, argv, environ) }
        }
        close(fds[0])
        guard spawned == 0 else {
            close(fds[1])
            throw ImageError(.write, path, .system("cannot run \(program): \(String(cString: strerror(spawned)))"))
        }
        child = pid
        input = fds[1]
        raw = RawFrameWriter(fileDescriptor: input, name: "ffmpeg's input")
    }

    /// Closes ffmpeg's input (with `closing`) and waits for it; its exit status, or 128 + the
    /// signal that ended it, or -1 when it was not running.
    private func waitForExit(closing: Bool) -> Int32 {
        if closing { closeInput() }
        guard child > 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        child = -1
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    private func closeInput() {
        if input >= 0 { close(input) }
        input = -1
        raw = nil
    }

    private func closeLog() {
        if log >= 0 { close(log) }
        log = -1
    }

    /// The error for a failed ffmpeg, with the end of what it wrote on standard error; the
    /// temporary file is removed.
    private func failure(ffmpegStatus status: Int32, otherwise: String) -> ImageError {
        let said = ffmpegOutput()
        abandon()
        var message = "ffmpeg (\(format.encoder)) failed"
        message += status > 128 ? " (killed by signal \(status - 128))" : " (exit status \(status))"
        if !said.isEmpty {
            message += ": " + said
        } else if !otherwise.isEmpty {
            message += ": " + otherwise
        }
        return ImageError(.write, path, .system(message))
    }

    /// The last lines ffmpeg wrote on standard error, joined by " | ".
    private func ffmpegOutput() -> String {
        guard log >= 0 else { return "" }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var offset: off_t = 0
        while bytes.count < 1 << 20 {
            let n = chunk.withUnsafeMutableBytes { pread(log, $0.baseAddress, $0.count, offset) }
            if n <= 0 { break }
            bytes += chunk[..<n]
            offset += off_t(n)
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
        return lines.suffix(8).joined(separator: " | ")
    }

    private var errnoText: String { String(cString: strerror(errno)) }

    /// A file with no name for ffmpeg's standard error (removed when closed); -1 when none can be made.
    private static func unnamedFile() -> Int32 {
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory + "/transit-ffmpeg-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return -1 }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return fd
    }

    /// `frame` padded to `size` by repeating its last column and row (the frame itself when it fits).
    static func padded(_ frame: Bitmap, to size: (width: Int, height: Int)) -> Bitmap {
        let (w, h) = size
        guard w != frame.width || h != frame.height else { return frame }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        frame.pixels.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                let rowBytes = frame.width * 4
                for y in 0..<h {
                    let sy = min(y, frame.height - 1)
                    let from = src.baseAddress! + sy * rowBytes
                    let to = dst.baseAddress! + y * w * 4
                    to.copyMemory(from: from, byteCount: rowBytes)
                    for x in frame.width..<w { (to + x * 4).copyMemory(from: from + rowBytes - 4, byteCount: 4) }
                }
            }
        }
        return Bitmap(width: w, height: h, pixels: out)
    }
}
