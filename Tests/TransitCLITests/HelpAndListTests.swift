import Foundation
import Testing
import TransitCore

@testable import transit

@Suite("transit help, version and list")
struct HelpAndListTests {
    @Test func versionPrintsTheVersionNumber() throws {
        let r = try TransitProcess.run(["--version"])
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout.hasPrefix("transit ") && r.stdout.contains("."))
    }

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func theOverallHelpListsEveryCommand(_ arguments: [String]) throws {
        let r = try TransitProcess.run(arguments)
        #expect(r.status == 0, "\(r)")
        for command in ["list", "render", "gallery"] {
            #expect(r.stdout.contains("  \(command) "), "\(command) in \(r.stdout)")
        }
        #expect(r.stderr.isEmpty)
    }

    @Test(arguments: ["list", "render", "gallery"])
    func everyCommandHasItsOwnHelp(_ command: String) throws {
        for arguments in [[command, "--help"], [command, "-h"], ["help", command]] {
            let r = try TransitProcess.run(arguments)
            #expect(r.status == 0, "\(arguments): \(r)")
            #expect(r.stdout.contains("usage: transit \(command)"), "\(arguments)")
        }
    }

    @Test func listNamesOnlyTheEffectsAskedForInTheirOrder() throws {
        let r = try TransitProcess.run(["list", "cube", "fade"])
        #expect(r.status == 0, "\(r)")
        let headings = r.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.isEmpty }
        #expect(headings == ["cube", "fade"], "\(r.stdout)")
        let json = try TransitProcess.run(["list", "fade", "--json"])
        #expect(json.status == 0 && json.stdout.contains("\"fade\"") && !json.stdout.contains("\"cube\""))
        let unknown = try TransitProcess.run(["list", "fade", "fdae"])
        #expect(unknown.status == 64 && unknown.stdout.isEmpty, "\(unknown)")
        #expect(unknown.stderr.contains("'fdae'") && unknown.stderr.contains("did you mean 'fade'"), "\(unknown)")
    }

    @Test func renderHelpDocumentsEveryOption() throws {
        let r = try TransitProcess.run(["render", "--help"])
        for option in [
            "-p", "--from", "--to", "--element", "--size", "--scale", "--fps", "--duration", "--back", "--touch",
            "--out",
        ] {
            #expect(r.stdout.contains(option), "\(option)")
        }
    }

    @Test func listShowsEveryEffectWithItsParameters() throws {
        let r = try TransitProcess.run(["list"])
        #expect(r.status == 0, "\(r)")
        // One block per effect, separated by blank lines, starting with the name.
        let parts = r.stdout.components(separatedBy: ListCommand.compositionsHeading)
        #expect(parts.count == 2, "one compositions section, after the effects")
        let blocks = parts[0].trimmingCharacters(in: .newlines).components(separatedBy: "\n\n").map {
            $0.split(separator: "\n").map(String.init)
        }
        #expect(blocks.compactMap(\.first) == EffectCatalogue.builtIn.names)
        for d in EffectCatalogue.builtIn.descriptors {
            guard let block = blocks.first(where: { $0.first == d.name }) else { continue }
            #expect(block.contains("  " + d.summary), "\(d.name)'s summary")
            for p in d.parameters {
                let line = block.first { $0.hasPrefix("  \(p.name) ") }
                #expect(line != nil, "\(d.name).\(p.name)")
                if let line {
                    #expect(line.contains(p.kind.typeName) && line.contains(p.kind.allowed), "\(line)")
                    if let v = p.defaultValue { #expect(line.contains("default \(v.description)"), "\(line)") }
                }
                #expect(block.contains { $0.hasSuffix(p.documentation) }, "\(d.name).\(p.name)'s documentation")
            }
        }
        // Every composition form, with an example that builds an effect of that name.
        let section = parts.last ?? ""
        for f in CompositionForm.all {
            #expect(section.contains("  " + f.form + " ") && section.contains(f.summary), "\(f.form)")
            #expect(section.contains("example: \(f.example)\n"), "\(f.form)")
            let effect = try EffectCatalogue.builtIn.makeEffect(named: f.example, arguments: [:])
            #expect(effect.name == f.example)
            let form = f.form.replacingOccurrences(of: "(a)", with: "(")
            #expect(f.example.hasPrefix(form) || (form == "a+b" && f.example.contains("+")), "\(f.example)")
        }
    }
}
