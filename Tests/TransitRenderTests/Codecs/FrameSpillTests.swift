import Foundation
import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

@Suite("Frame spill")
struct FrameSpillTests {
    @Test func parkedFramesComeBackExactlyAndFlatOnesTakeLittleSpace() throws {
        var rng = SeededRandom(seed: 9)
        let spill = try FrameSpill(name: "test.gif")
        var parked: [(FrameSpill.Ticket, Bitmap, [Bool]?)] = []
        for k in 0..<12 {
            var frame = Bitmap(width: 37, height: 23, fill: Color(hex: UInt32(0x102030 * (k + 1) & 0xFFFFFF)))
            if k % 3 == 0 { for i in frame.pixels.indices { frame.pixels[i] = UInt8.random(in: 0...255, using: &rng) } }
            let mask: [Bool]? = k % 2 == 0 ? nil : (0..<(37 * 23)).map { _ in Bool.random(using: &rng) }
            parked.append((try spill.park(frame, mask: mask), frame, mask))
        }
        for (ticket, frame, mask) in parked.reversed() {
            let (again, againMask) = try spill.fetch(ticket)
            #expect(again == frame)
            #expect(againMask == mask)
        }
        let flat = try FrameSpill(name: "flat.gif")
        _ = try flat.park(Bitmap(width: 390, height: 844, fill: .white), mask: nil)
        #expect(flat.bytes < 390 * 844 * 4 / 100, "\(flat.bytes) bytes")
    }

    /// Issue 28, defect 15: the frames go beside the output, not to `/tmp` (which may be RAM and
    /// ignored TMPDIR), in a file with no name.
    @Test func framesSpillIntoTheOutputsDirectoryWithoutAName() throws {
        let dir = try TemporaryDirectory(prefix: "transit-spill")
        let spill = try FrameSpill(name: dir.path + "/clip.gif")
        _ = try spill.park(Bitmap(width: 8, height: 8, fill: .white), mask: nil)
        var target = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/fd/\(spill.descriptor)", &target, target.count - 1)
        let link = String(decoding: target.prefix(max(n, 0)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #expect(link.hasPrefix(dir.path + "/"), "\(link)")
        #expect(dir.contents().isEmpty)
    }
}
