import Foundation
import Testing
import TransitCore
import TransitTestSupport

@testable import transit

/// The typed options, in process: one declaration per option gives its parsing, its default and
/// its help, and validation runs before any work.
@Suite("transit's argument parser, in process")
struct ArgumentParserTests {
    /// The exit status a command line fails with while parsing and validating, or nil when it parses.
    func parseStatus<C: Command>(_ command: C.Type, _ arguments: [String]) -> Int32? {
        do throws(CLIError) {
            _ = try command.parse(arguments)
            return nil
        } catch {
            return error.exitCode
        }
    }

    @Test func renderFillsItsTypedOptionsFromOneDeclarationEach() throws {
        let tmp = try TemporaryDirectory()
        let options = try RenderCommand.parse([
            "slide", "-p", "from=bottom", "--fps=30", "--scale", "1", "--size", "20x40", "--back", "--touch", "3,4",
            "--element", "hero:1,2,3,4:5,6,7,8", "--out", tmp.path + "/frames",
        ])
        #expect(options.effect.name == "slide")
        #expect(options.effect.arguments == ["from": "bottom"])
        #expect(
            options.frame.fps == 30 && options.frame.scale == 1 && options.frame.size == Size(width: 20, height: 40))
        #expect(options.direction == .back && options.touch == Point(x: 3, y: 4))
        #expect(options.screens.elements.map(\.id) == ["hero"])
        #expect(options.target == .directory(tmp.path + "/frames"))
        expectOnly([], in: tmp)
    }

    /// The defaults `run` uses are the ones `--help` shows, because both come from `Options()`.
    @Test func theHelpShowsTheDefaultsTheCommandUses() {
        let render = RenderCommand.Options()
        let gallery = GalleryCommand.Options()
        #expect(RenderCommand.help.contains("(default \(format(render.frame.fps)))"))
        #expect(RenderCommand.help.contains("(default \(format(render.frame.scale)))"))
        #expect(GalleryCommand.help.contains("(default \(format(gallery.frame.fps)))"))
        #expect(GalleryCommand.help.contains("(default \(format(gallery.hold)))"))
        #expect(render.frame.fps == 60 && gallery.frame.fps == 30)
    }

    @Test func everyDeclaredOptionIsInTheHelpAndNoNameIsDeclaredTwice() {
        func check<O: ParsableOptions>(_ type: O.Type, _ help: String) {
            let names = O.declarations.flatMap(\.names)
            #expect(Set(names).count == names.count, "\(names)")
            for name in names { #expect(help.contains(name), "\(name)") }
        }
        check(RenderCommand.Options.self, RenderCommand.help)
        check(GalleryCommand.Options.self, GalleryCommand.help)
        check(ValidateCommand.Options.self, ValidateCommand.help)
        check(ListCommand.Options.self, ListCommand.help)
    }

    /// `render` and `scene` choose their effect through one declaration, so they refuse the same
    /// choices with the same message.
    @Test(
        arguments: [
            ["--spec", "s.json", "-p", "from=left"],
            ["fade", "--spec", "s.json"],
            ["slide", "-p", "from=left", "-p", "from=right"],
            ["fade", "slide"],
            [String](),
        ])
    func renderAndSceneRefuseTheSameEffectChoices(_ choice: [String]) {
        func message<C: Command>(_ command: C.Type, _ rest: [String]) -> String? {
            do throws(CLIError) {
                _ = try command.parse(choice + rest)
                return nil
            } catch {
                return error.exitCode == 64 ? "\(error)" : "exit \(error.exitCode)"
            }
        }
        let render = message(RenderCommand.self, ["--out", "-"])
        #expect(render != nil)
        #expect(render == message(SceneCommand.self, ["--at", "0.5"]))
    }

    /// Usage errors found by validation, before any input is read or frame rendered: nothing is
    /// created, and the status is 64 (73 for an output that cannot be created).
    @Test(
        arguments: [
            (["fade", "--size", "1x1", "--scale", "0.25", "--out", "OUT"], 64),
            (["fade", "--out", ""], 64),
            (["fade", "--out", "OUT", "--sheet-at", "0.5"], 64),
            (["fade", "--trace", "t.json", "--out", "OUT", "--contact-sheet", "NODIR/s.png"], 73),
            (["fade", "--trace", "t.json", "--out", "OUT", "--contact-sheet", "."], 73),
            (["fade", "--quality", "50", "--out", "OUT"], 64),
            (["fade", "--palette", "frame", "--out", "OUT.webp"], 64),
            (["fade", "--out", "NODIR/x.gif"], 73),
            (["--spec", "s.json", "-p", "a=1", "--out", "OUT"], 64),
            (["fade", "--fps", "nan", "--out", "OUT"], 64),
            (["fade", "--scale", "inf", "--out", "OUT"], 64),
            (["fade", "--touch", "nan,nan", "--out", "OUT"], 64),
        ] as [([String], Int32)])
    func validationFailsBeforeAnyWork(_ arguments: [String], _ status: Int32) throws {
        let tmp = try TemporaryDirectory()
        let args = arguments.map {
            $0.replacingOccurrences(of: "NODIR", with: tmp.path + "/nodir").replacingOccurrences(
                of: "OUT", with: tmp.path + "/out")
        }
        #expect(parseStatus(RenderCommand.self, args) == status, "\(args)")
        expectOnly([], in: tmp)
    }

    @Test func aCommandRunsInProcessAsThroughTheBinary() throws {
        let tmp = try TemporaryDirectory()
        let status = CLI.main([
            "render", "fade", "--size", "20x40", "--scale", "1", "--fps", "10", "--duration", "0.5", "--quiet",
            "--out", tmp.path + "/frames",
        ])
        #expect(status == 0)
        #expect(frameFiles(in: tmp.path + "/frames").count == 6)
        expectOnly(["frames"], in: tmp)
    }
}
