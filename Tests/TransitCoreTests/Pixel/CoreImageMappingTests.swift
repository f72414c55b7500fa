import Testing
import TransitCore

@Suite struct CoreImageMappingTests {
    static let pixelNames = EffectCatalogue.builtIn.descriptors.filter { $0.make(ParameterValues()) is any PixelEffect }
        .map(\.name)
    let context = TransitionContext(size: Size(width: 390, height: 844), scale: 3)

    @Test func theCatalogueListsElevenPixelEffects() {
        #expect(
            Set(Self.pixelNames) == [
                "flash", "mod", "ripple", "swipe", "bar-swipe", "disintegrate", "page-curl", "blur",
                "copy-machine", "dissolve", "pixelate",
            ])
    }

    @Test(arguments: pixelNames) func everyPixelEffectHasAnEntryWhoseParametersExistAndKeysAreUnique(_ name: String)
        throws
    {
        let entry = try #require(CoreImageMapping.table[name])
        let descriptor = try EffectCatalogue.builtIn.descriptor(named: name)
        let keys = entry.inputs.map(\.key) + Array(entry.images.keys)
        #expect(Set(keys).count == keys.count)
        #expect(
            keys.allSatisfy { $0.hasPrefix("input") && !["inputImage", "inputTargetImage", "inputTime"].contains($0) })
        for input in entry.inputs {
            #expect(descriptor.parameter(named: input.parameter) != nil, "\(name).\(input.parameter)")
        }
    }

    @Test(arguments: pixelNames) func everyPixelEffectsSceneMapsToFiltersWithTimeAndBothScreens(_ name: String) throws {
        let effect = try EffectCatalogue.builtIn.makeEffect(named: name)
        guard case .pixelTransition(let t) = effect.scene(at: 0.4, in: context).layers[0].content else {
            Issue.record("not a pixel transition")
            return
        }
        let filter = try #require(CoreImageFilter(t))
        // The blur shows one screen at a time: its dissolve's time is 0 before the half.
        #expect(filter.stages[0].inputs["inputTime"] == .number(name == "blur" ? 0 : 0.4))
        #expect(filter.stages[0].inputs["inputImage"] == .image(.screen(.from)))
        #expect(filter.stages[0].inputs["inputTargetImage"] == .image(.screen(.to)))
    }

    @Test func pointsBecomePixelsWithYUpAndLengthsScale() throws {
        let t = Ripple(center: Point(x: 100, y: 44), width: 20).pixelTransition(at: 0.5, in: context)
        let inputs = try #require(CoreImageFilter(t)).stages[0].inputs
        #expect(inputs["inputCenter"] == .vector([300, 2400]))
        #expect(inputs["inputWidth"] == .number(60))
        #expect(inputs["inputExtent"] == .vector([0, 0, 1170, 2532]))
    }

    @Test func aReversedTransitionSwapsTheScreens() throws {
        let t = PageCurl().pixelTransition(at: 0.5, in: context).reversed
        let inputs = try #require(CoreImageFilter(t)).stages[0].inputs
        #expect(inputs["inputImage"] == .image(.screen(.to)))
        #expect(inputs["inputBacksideImage"] == .image(.screen(.to)))
    }

    @Test func blurIsTheDominantScreenBoxBlurredByItsRadius() throws {
        // Before the half: the old screen (dissolve time 0), blurred by radius x progress.
        let early = try #require(CoreImageFilter(Blur(radius: 10).pixelTransition(at: 0.25, in: context)))
        #expect(early.stages.map(\.name) == ["CIDissolveTransition", "CIBoxBlur"])
        #expect(early.stages[0].inputs["inputTime"] == .number(0))
        #expect(early.stages[1].inputs["inputRadius"] == .number(2.5 * 3))
        // After: the new screen (time 1), blurred by 2 radius x (1 - progress).
        let late = try #require(CoreImageFilter(Blur(radius: 10).pixelTransition(at: 0.75, in: context)))
        #expect(late.stages[0].inputs["inputTime"] == .number(1))
        #expect(late.stages[1].inputs["inputRadius"] == .number(5 * 3))
    }

    @Test func centresDefaultToTheTouchPoint() {
        var c = context
        c.touchPoint = Point(x: 10, y: 20)
        #expect(Flash().pixelTransition(at: 0.5, in: c).parameters.point("center") == Point(x: 10, y: 20))
    }
}
