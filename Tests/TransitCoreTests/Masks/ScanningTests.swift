import Testing
import TransitCore

@Suite struct ScanningTests {
    @Test func theLineMovesMonotonicallyAcrossThenBack() {
        let e = Scanning()
        let length = 390.0
        var last = -Double.infinity
        for i in 0...70 {
            let x = e.linePosition(at: Double(i) / 100, length: length)
            #expect(x > last)
            last = x
        }
        for i in 71...100 {
            let x = e.linePosition(at: Double(i) / 100, length: length)
            #expect(x < last)
            last = x
        }
    }

    @Test func theLineStartsAndEndsWhollyOffScreen() {
        let e = Scanning()
        #expect(e.linePosition(at: 0, length: 390) + Scanning.barWidth / 2 <= 0)
        #expect(e.linePosition(at: 1, length: 390) + Scanning.barWidth / 2 <= 0)
        #expect(e.linePosition(at: Scanning.sweepFraction, length: 390) - Scanning.barWidth / 2 >= 390)
    }

    @Test(arguments: [Edge.left, .right, .top, .bottom])
    func theOldScreenIsWipedBehindTheLine(_ edge: Edge) throws {
        let s = Scanning(from: edge).scene(at: 0.25, in: coolPhone)
        let line = try #require(s.layer(named: "scan-4")).position
        let old = try #require(s.layer(named: "from")?.mask?.path.flattened().first)
        let xs = old.map(\.x)
        let ys = old.map(\.y)
        // The old screen remains only on the far side of the line's centre.
        switch edge {
        case .left: #expect(abs(xs.min()! - line.x) < 1e-9 && xs.max()! == coolPhone.size.width)
        case .right: #expect(abs(xs.max()! - line.x) < 1e-9 && xs.min()! == 0)
        case .top: #expect(abs(ys.min()! - line.y) < 1e-9 && ys.max()! == coolPhone.size.height)
        default: #expect(abs(ys.max()! - line.y) < 1e-9 && ys.min()! == 0)
        }
        switch edge {
        case .left: #expect(line.x > 0 && line.x < coolPhone.size.width / 2)
        case .right: #expect(line.x > coolPhone.size.width / 2 && line.x < coolPhone.size.width)
        case .top: #expect(line.y > 0 && line.y < coolPhone.size.height / 2)
        default: #expect(line.y > coolPhone.size.height / 2 && line.y < coolPhone.size.height)
        }
    }

    @Test func afterTheSweepOnlyTheNewScreenAndTheReturningLineRemain() {
        let s = Scanning().scene(at: 0.85, in: coolPhone)
        #expect(s.layers.map(\.id) == ["to"] + (0..<9).map { "scan-\($0)" })
    }
}
