import Testing
import TransitCore

@Suite("Interaction spec rules")
struct InteractionSpecTests {
    @Test func theProjectionIsTheDistanceADeceleratingScrollWouldTravel() {
        #expect(abs(InteractionSpec.project(0.3, velocity: 3, decelerationRate: 0.99) - 0.597) < 1e-12)
        #expect(abs(InteractionSpec.project(0, velocity: 1, decelerationRate: 0.998) - 0.499) < 1e-12)
        // Summing the per-millisecond decay gives the same distance.
        var v = 2.0 / 1000
        var travelled = 0.0
        for _ in 0..<20_000 {
            v *= 0.99
            travelled += v
        }
        #expect(abs(InteractionSpec.project(0, velocity: 2, decelerationRate: 0.99) - travelled) < 1e-9)
    }

    @Test func theRubberBandStartsAtTheCoefficientsSlopeAndNeverPassesItsLimit() {
        let spec = InteractionSpec(direction: .right, overscroll: .rubberBand(coefficient: 0.55, limit: 0.2))
        #expect(spec.progressBounds == -0.2...1.2)
        #expect(abs((spec.boundedProgress(1.0001) - 1) / 0.0001 - 0.55) < 1e-3)
        #expect(spec.boundedProgress(0.7) == 0.7)
        for raw in stride(from: -50.0, through: 50, by: 0.5) {
            #expect(spec.progressBounds.contains(spec.boundedProgress(raw)))
        }
        #expect(spec.boundedProgress(-1) > -0.2 && spec.boundedProgress(-1) < 0)
    }

    @Test func xwTransitionsSpecJudgesAtHalfAndRunsAtOnePerSecond() {
        let xw = InteractionSpec.xwTransition(direction: .left, edgeSpacing: 40, baseValue: 300, timer: true)
        #expect(xw.release == .threshold(0.5))
        #expect(xw.finishingMotion == .linear(speed: 1))
        #expect(InteractionSpec.xwTransition(direction: .left).finishingMotion == .effectTiming)
        #expect(xw.beginRegion == .edge(inset: 40))
        #expect(xw.pointsPerUnitProgress(in: Gestures.size) == 300)
        #expect(InteractionSpec.xwTransition(direction: .up).pointsPerUnitProgress(in: Gestures.size) == 800)
    }

    @Test func aVelocityAgainstTheDirectionProjectsBackwards() {
        let spec = InteractionSpec(direction: .right)
        #expect(!spec.releaseFinishes(progress: 0.55, velocity: -2, speed: -800))
        #expect(spec.releaseFinishes(progress: 0.45, velocity: 2, speed: 800))
        #expect(spec.releaseFinishes(progress: 0.55, velocity: -0.1, speed: -40))  // below the minimum flick
    }
}
