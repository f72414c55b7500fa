import Foundation
import Testing
import TransitCore
import TransitRender
import TransitSamples
import TransitTestSupport

@testable import TransitWeb

/// Scenes as JSON: every effect's scene, parsed back, says what the scene says.
@Suite("Scene JSON")
struct SceneJSONTests {
    static let context = SampleScreens.make(size: Size(width: 120, height: 260), scale: 1).context()

    /// Parses JSON text into Foundation values, failing the test when it is not JSON.
    static func parse(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Equal within 1e-12 relative (Foundation's parser may miss the last bit of a double).
    static func close(_ a: Any?, _ b: [Double]) -> Bool {
        guard let a = a as? [Double], a.count == b.count else { return false }
        return zip(a, b).allSatisfy { abs($0 - $1) <= 1e-12 * max(1, abs($1)) }
    }

    @Test(arguments: EffectCatalogue.builtIn.names)
    func everyLayerOfEveryEffectRoundTrips(name: String) throws {
        let effect = try EffectCatalogue.builtIn.makeEffect(named: name)
        for direction in Direction.allCases {
            let context = direction == .forward ? Self.context : Self.context.reversed
            for progress in [0, 0.37, 1.0] {
                let scene = effect.evaluate(at: progress, in: context)
                let json = try Self.parse(SceneJSON.scene(scene))
                let layers = try #require(json["layers"] as? [[String: Any]])
                #expect(layers.count == scene.layers.count, "\(name) \(direction) at \(progress)")
                #expect(Self.close(json["size"], [scene.size.width, scene.size.height]))
                #expect((json["eyeDistance"] as? Double) == scene.eyeDistance.flatMap { $0 > 0 ? $0 : nil })
                for (layer, object) in zip(scene.layers, layers) {
                    #expect(object["id"] as? String == layer.id)
                    let numbers = try #require(object["transform"] as? [Double])
                    let t = layer.transform
                    let expected = [
                        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
                    ]
                    #expect(Self.close(numbers, expected), "\(name) \(layer.id)")
                    #expect(Self.close(object["position"], [layer.position.x, layer.position.y]))
                    #expect(Self.close(object["anchorPoint"], [layer.anchorPoint.x, layer.anchorPoint.y]))
                    #expect(Self.close(object["bounds"], [layer.bounds.width, layer.bounds.height]))
                    #expect(Self.close((object["opacity"] as? Double).map { [$0] }, [layer.opacity]))
                    #expect(object["isDoubleSided"] as? Bool == layer.isDoubleSided)
                    #expect((object["mask"] != nil) == (layer.mask != nil))
                    #expect((object["shadow"] != nil) == (layer.shadow != nil))
                    let content = try #require(object["content"] as? [String: Any])
                    switch layer.content {
                    case .snapshot(let s, let r):
                        #expect(content["snapshot"] as? String == SceneJSON.name(of: s))
                        #expect(Self.close(content["contentsRect"], [r.minX, r.minY, r.width, r.height]))
                    case .color: #expect(content["type"] as? String == "color")
                    case .gradient: #expect(content["type"] as? String == "gradient")
                    case .pixelTransition(let p): #expect(content["kernel"] as? String == p.kernel.name)
                    case .blurredBackdrop(let b):
                        #expect(content["type"] as? String == "blurredBackdrop")
                        #expect(content["radius"] as? Double == b.radius)
                    case .none: #expect(content["type"] as? String == "none")
                    }
                }
            }
        }
    }

    @Test func pathsAreSVGPathDataWithEveryElement() {
        var path = Path.rect(Rect(x: 1, y: 2, width: 3, height: 4))
        path.quad(control: Point(x: 0.5, y: -1), to: Point(x: 2, y: 2))
        path.cubic(control1: Point(x: 0, y: 0), control2: Point(x: 1e-7, y: 1), to: Point(x: 9, y: 9))
        #expect(SceneJSON.pathData(path) == "M1 2 L4 2 L4 6 L1 6 Z Q0.5 -1 2 2 C0 0 1e-07 1 9 9")
    }

    @Test func snapshotsGoByName() {
        #expect(SceneJSON.name(of: .screen(.from)) == "screen.from")
        #expect(SceneJSON.name(of: .backdrop(.to)) == "backdrop.to")
        #expect(SceneJSON.name(of: .element("a.b", .from)) == "element.from.a.b")
    }

    @Test func numbersAreShortAndAlwaysJSON() {
        #expect(JSONText.format(390) == "390")
        #expect(JSONText.format(0.1 + 0.2 - 0.3) == "0")  // float noise within 1e-12 of a whole number
        #expect(JSONText.format(-0.25) == "-0.25")
        #expect(JSONText.format(.nan) == "null")
        #expect(JSONText.format(.infinity) == "null")
        var json = JSONText()
        json.string("</script>\"\n\u{1}")
        #expect(json.text == #""\u003c/script>\"\n\u0001""#)
    }

    @Test func aDocumentCarriesTheEnvelopeAndTheFramesOfARun() throws {
        let effect = try EffectCatalogue.builtIn.makeEffect(named: "slide")
        let clip = SceneClip(effect: effect, context: Self.context, fps: 20)
        let doc = try Self.parse(SceneJSON.document(clip))
        #expect(doc["format"] as? String == "transit-scene")
        #expect(doc["version"] as? Int == SceneJSON.version)
        #expect(doc["effect"] as? String == "slide")
        let frames = try #require(doc["frames"] as? [[String: Any]])
        let plan = FramePlan(timing: effect.timing, fps: 20)
        #expect(frames.count == plan.frameCount)
        #expect(Self.close(frames.compactMap { $0["progress"] as? Double }, plan.progresses))
        #expect(frames.first?["time"] as? Double == 0 && frames.last?["fraction"] as? Double == 1)
    }

    /// The page's samples include every tenth of the run exactly, at the progress the CLI's frame
    /// at that fraction has, so a page frozen at t = k/10 shows the CLI's frame k of a 10-step run.
    @Test(arguments: EffectCatalogue.builtIn.names)
    func pageSamplesHitEveryTenthAtTheCLIsProgress(name: String) throws {
        let effect = try EffectCatalogue.builtIn.makeEffect(named: name)
        for direction in Direction.allCases {
            let context = direction == .forward ? Self.context : Self.context.reversed
            let clip = SceneClip.forPage(effect: effect, context: context)
            let timing = effect.timing(for: direction)
            let tenths = FramePlan(timing: timing, fps: 10 / timing.duration).progresses
            let intervals = clip.frames.count - 1
            #expect(intervals % 10 == 0 && Double(intervals) >= 12 * timing.duration, "\(name)")
            for k in 0...10 {
                let frame = clip.frames[k * intervals / 10]
                #expect(abs((frame.fraction ?? -1) - Double(k) / 10) < 1e-12)
                #expect(abs(frame.progress - tenths[k]) < 1e-9, "\(name) \(direction) at \(k)/10")
            }
        }
    }
}
