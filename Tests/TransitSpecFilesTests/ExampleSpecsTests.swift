import Foundation
import Testing
import TransitCore
import TransitRender
import TransitSamples
import TransitSpecFiles

@Suite struct ExampleSpecsTests {
    @Test func thereIsAnExampleInEachFormat() throws {
        let formats = try ExampleSpecs.paths.map { path in
            SpecFile.format(of: try #require(FileManager.default.contents(atPath: path)))
        }
        #expect(Set(formats) == Set(SpecFile.Format.allCases))
        #expect(ExampleSpecs.paths.count >= 8)
    }

    @Test(arguments: ExampleSpecs.paths)
    func everyExampleValidatesAndRenders(path: String) throws {
        let spec = try SpecFile.read(path: path)
        let pair = SampleScreens.make(size: Size(width: 90, height: 160), scale: 1)
        let renderer = Renderer()
        for direction in Direction.allCases {
            let effect = try spec.makeEffect(for: direction)
            let screens = direction == .forward ? pair : pair.swapped
            let context = screens.context(direction: direction, touchPoint: Point(x: 60, y: 30))
            let plan = FramePlan(timing: spec.timing(for: effect, direction: direction), fps: 4, duration: 0.5)
            var frames: [Bitmap] = []
            for p in plan.progresses {
                frames.append(renderer.render(effect.evaluate(at: p, in: context), snapshots: screens.snapshots))
            }
            #expect(frames.count == 3)
            #expect(frames.allSatisfy { $0.width == 90 && $0.height == 160 })
        }
        if let i = spec.interaction {
            #expect(i.pointsPerUnitProgress(in: pair.size) > 0)
        }
    }

    @Test func theSeedBehavioursAreDescribed() throws {
        let byName = Dictionary(
            uniqueKeysWithValues: ExampleSpecs.paths.map { (($0 as NSString).lastPathComponent, $0) })
        let xw = try SpecFile.read(path: try #require(byName["xw-circle-spread-swipe-down.json"]))
        #expect(xw.effect.name == "circle-spread" && xw.interaction(for: .back)?.direction == .down)
        #expect(xw.interaction?.release == .threshold(0.5) && xw.interaction?.finishingMotion == .linear(speed: 1))
        #expect(xw.interaction?.fingerDrives == .effectTime)
        let move = try SpecFile.read(path: try #require(byName["shared-image-move.json"]))
        #expect(move.timing == .curve(.easeInEaseOut, duration: 0.5))
        // XTPanInteractive.m line 86: progress is the travel over the whole size; line 88: a
        // release past half of it (XTAnimationsConfig.plist: percent 0.5) finishes.
        // The pan drives the time of XT's interactive dismissal: ease-in-out for the spring slide
        // (XTSpringFromEdgeAnimation.m lines 144-149), linear for round expand
        // (XTRoundExpandAnimation.m lines 132-134).
        for (name, curve) in [
            ("xt-spring-from-bottom.json", TimingCurve.easeInEaseOut), ("xt-round-expand.plist", .linear),
        ] {
            let xt = try SpecFile.read(path: try #require(byName[name]))
            let expected = InteractionSpec.xtTransitionAnimations(
                direction: .down, interactiveTiming: .curve(curve, duration: 0.8))
            #expect(xt.interaction == expected, "\(name)")
            #expect(
                InteractionSpec.xtInteractiveTiming(for: try xt.makeEffect(for: .back, in: .builtIn))
                    == .curve(curve, duration: 0.8), "\(name)")
        }
    }
}
