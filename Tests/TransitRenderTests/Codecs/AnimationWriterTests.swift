import Testing
import TransitCore

@testable import TransitRender

@Suite struct AnimationWriterTests {
    @Test func roundingTheRunningTimeKeepsTheTotalExact() {
        var clock = FrameClock(path: "a")
        var delays: [Int] = []
        for _ in 0..<30 {
            let start = try! clock.admit(Bitmap(width: 1, height: 1), duration: 1.0 / 30)
            delays.append(
                FrameClock.ticks(clock.elapsed, unitsPerSecond: 100) - FrameClock.ticks(start, unitsPerSecond: 100))
        }
        #expect(delays.reduce(0, +) == 100)
        #expect(Set(delays) == [3, 4])
    }

    @Test func aNegativeDurationIsRefused() {
        var clock = FrameClock(path: "a")
        #expect(throws: ImageError.self) { _ = try clock.admit(Bitmap(width: 1, height: 1), duration: -1) }
    }
}
