import Testing
import TransitCore
import TransitRender
import TransitTestSupport
import TransitWeb

/// Every catalogue effect's scenes, as JSON text, compared exactly with the reviewed files in
/// `Goldens/Scenes/`: forward at progress 0.25, 0.5 and 0.75, and back at 0.5, in the context
/// the laws use (`RenderedLaws.setting`: the sample screens at 60x130 points, as the image goldens).
///
/// The scene is the exact form of an effect: a layer moved by a thousandth of a point, a curve
/// changed, a parameter's default changed all show here as a one-line diff, where an image golden
/// needs a tolerance. Record deliberately and read the diff before committing:
/// `TRANSIT_RECORD_GOLDENS=failed swift test --filter SceneGoldens`.
@Suite struct SceneGoldensTests {
    static let samples = [(Direction.forward, 0.25), (.forward, 0.5), (.forward, 0.75), (.back, 0.5)]

    /// The golden text of an effect: its name and each sampled scene, laid out one field a line.
    static func text(of effect: any Effect) -> String {
        let frames = samples.map { direction, progress in
            let context = RenderedLaws.setting(direction).1
            let scene = SceneJSON.scene(effect.evaluate(at: progress, in: context))
            return #"{"direction":"\#(direction.rawValue)","progress":\#(progress),"scene":\#(scene)}"#
        }
        return PrettyJSON.format(#"{"effect":"\#(effect.name)","frames":[\#(frames.joined(separator: ","))]}"#) + "\n"
    }

    @Test(arguments: EffectCatalogue.builtIn.names)
    func scenesAreAsReviewed(_ name: String) throws {
        let effect = try EffectCatalogue.builtIn.makeEffect(named: name, arguments: [:])
        assertTextGolden(Self.text(of: effect), named: "Scenes/\(name).json")
    }
}
