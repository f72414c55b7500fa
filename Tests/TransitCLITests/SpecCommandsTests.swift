import Foundation
import Testing
import TransitCore
import TransitRender
import TransitTestSupport

/// `transit validate`, `transit schema`, `transit list --json` and `transit render --spec`.
@Suite("transit validate, schema, list --json and render --spec")
struct SpecCommandsTests {
    static let examples: [String] = {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Examples/specs").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted().map { dir + "/" + $0 }
    }()

    /// Writes `text` to a file in `dir` and returns its path.
    func write(_ text: String, _ name: String = "spec.json", in dir: TemporaryDirectory) -> String {
        let path = dir.path + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    @Test func everyExampleValidatesWithOneLineEach() throws {
        #expect(Self.examples.count >= 8)
        let r = try TransitProcess.run(["validate"] + Self.examples)
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout.split(separator: "\n").count == Self.examples.count)
        #expect(r.stderr.isEmpty)
    }

    @Test func aTypoInTheEffectNameExits65NamingTheKeyPathAndTheClosestName() throws {
        let dir = try TemporaryDirectory()
        let path = write(#"{"effect": {"name": "circel-spread"}}"#, in: dir)
        let r = try TransitProcess.run(["validate", path])
        #expect(r.status == 65, "\(r)")
        #expect(
            r.stderr.contains(
                "\(path): effect.name: unknown effect \"circel-spread\"; did you mean \"circle-spread\"?"), "\(r)")
    }

    @Test(arguments: [
        (
            #"{"effect": "fade", "interaction": {"direction": "down", "completion": {"fraction": 1.5}}}"#,
            "interaction.completion.fraction: found 1.5; expected a number in 0.01...1"
        ),
        (
            #"{"effect": "fade", "timing": {"duration": "fast"}}"#,
            "timing.duration: found \"fast\"; expected a number in 0.01...60"
        ),
        (
            #"{"effect": {"name": "slide", "parameters": {"form": "left"}}}"#,
            "effect.parameters.form: unknown key \"form\"; did you mean \"from\"?"
        ),
        (#"{"effect": "fade", "reduceMotion": "never"}"#, "reduceMotion: unknown Reduce Motion behaviour \"never\""),
        (#"{"effect": "fade", "back": 3}"#, "back: found 3; expected an effect name"),
        (#"{"timing": {"duration": 1}}"#, "effect: missing"),
        (#"{"effect": "fade""#, "(top level): not valid JSON"),
        ("[1, 2]", "(top level): found an array of 2 items; expected an object"),
    ])
    func eachKindOfErrorExits65WithItsKeyPath(text: String, message: String) throws {
        let dir = try TemporaryDirectory()
        let path = write(text, in: dir)
        let r = try TransitProcess.run(["validate", path])
        #expect(r.status == 65, "\(r)")
        #expect(r.stderr.contains("\(path): \(message)"), "\(r)")
        #expect(r.stdout.isEmpty)
    }

    @Test func unknownKeysCanBeAllowed() throws {
        let dir = try TemporaryDirectory()
        let path = write(#"{"effect": "fade", "comment": "kept for designers"}"#, in: dir)
        #expect(try TransitProcess.run(["validate", path]).status == 65)
        let r = try TransitProcess.run(["validate", "--allow-unknown-keys", path])
        #expect(r.status == 0, "\(r)")
    }

    @Test func missingFilesExit66AndNoFilesIsAUsageError() throws {
        let r = try TransitProcess.run(["validate", "/nonexistent/spec.json"])
        #expect(r.status == 66 && r.stderr.contains("/nonexistent/spec.json: No such file or directory"), "\(r)")
        #expect(try TransitProcess.run(["validate"]).status == 64)
    }

    @Test func oneBadFileAmongGoodOnesFailsTheRunButReportsTheRest() throws {
        let dir = try TemporaryDirectory()
        let bad = write(#"{"effect": "fadee"}"#, in: dir)
        let r = try TransitProcess.run(["validate", Self.examples[0], bad])
        #expect(r.status == 65, "\(r)")
        #expect(r.stdout.split(separator: "\n").count == 1 && r.stderr.contains("did you mean \"fade\""))
    }

    @Test func listJSONHasEveryEffectAndParameter() throws {
        let r = try TransitProcess.run(["list", "--json"])
        #expect(r.status == 0, "\(r)")
        let tree = try JSONDecoder().decode(SpecValue.self, from: Data(r.stdout.utf8))
        guard case .array(let effects)? = tree["effects"] else {
            Issue.record("no effects")
            return
        }
        #expect(effects.count == EffectCatalogue.builtIn.descriptors.count)
        for (entry, d) in zip(effects, EffectCatalogue.builtIn.descriptors) {
            #expect(entry["name"] == .string(d.name))
            guard case .array(let ps)? = entry["parameters"] else {
                Issue.record("no parameters for \(d.name)")
                continue
            }
            #expect(ps.map { $0["name"] } == d.parameters.map { .string($0.name) })
            #expect(ps.allSatisfy { $0["type"] != nil && $0["documentation"] != nil && $0["allowed"] != nil })
        }
    }

    @Test func theSchemaNamesEveryEffectAndItsParameters() throws {
        let r = try TransitProcess.run(["schema"])
        #expect(r.status == 0, "\(r)")
        let schema = try JSONDecoder().decode(SpecValue.self, from: Data(r.stdout.utf8))
        #expect(schema["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        for d in EffectCatalogue.builtIn.descriptors {
            let entry = schema["$defs"]?["effect-" + d.name]
            #expect(
                entry?["properties"]?["parameters"]?["properties"].map { value -> Set<String> in
                    if case .object(let o) = value { return Set(o.keys) } else { return [] }
                } == Set(d.parameters.map(\.name)), "\(d.name)")
        }
        #expect(schema["$defs"]?["interaction"]?["properties"]?["completion"] != nil)
    }

    @Test func renderDrawsWhatTheSpecDescribes() throws {
        let dir = try TemporaryDirectory()
        let spec = Self.examples.first { $0.hasSuffix("ripple-spring-flash-back.json") }!
        let out = dir.path + "/frames"
        var r = try TransitProcess.run([
            "render", "--spec", spec, "--size", "60x120", "--scale", "1", "--fps", "5", "--out", out,
        ])
        #expect(r.status == 0 && r.stdout.contains("of ripple (forward)"), "\(r)")
        #expect(frameFiles(in: out).count >= 2)
        r = try TransitProcess.run([
            "render", "--spec", spec, "--back", "--size", "60x120", "--scale", "1", "--fps", "5", "--out", out,
        ])
        #expect(r.status == 0 && r.stdout.contains("of flash (back)"), "\(r)")
    }

    @Test func renderRejectsABadSpecAndANameBesideASpec() throws {
        let dir = try TemporaryDirectory()
        let bad = write(#"{"effect": "circel-spread"}"#, in: dir)
        var r = try TransitProcess.run(["render", "--spec", bad, "--out", dir.path + "/f"])
        #expect(r.status == 65 && r.stderr.contains("effect: unknown effect"), "\(r)")
        r = try TransitProcess.run(["render", "fade", "--spec", Self.examples[0], "--out", dir.path + "/f"])
        #expect(r.status == 64, "\(r)")
        r = try TransitProcess.run(["render", "--spec", dir.path + "/none.json", "--out", dir.path + "/f"])
        #expect(r.status == 66, "\(r)")
        expectOnly([(bad as NSString).lastPathComponent], in: dir)
    }
}
