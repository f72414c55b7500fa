import Foundation
import Testing
import TransitCore
import TransitSpecFiles
import TransitTestSupport

@Suite struct SpecFileTests {
    @Test func theFormatComesFromTheFirstBytes() {
        #expect(SpecFile.format(of: Data("bplist00".utf8)) == .binaryPropertyList)
        #expect(SpecFile.format(of: Data("\n  <?xml version=\"1.0\"?>".utf8)) == .xmlPropertyList)
        #expect(SpecFile.format(of: Data(" {\"effect\": \"fade\"}".utf8)) == .json)
        #expect(SpecFile.format(of: Data()) == .json)
    }

    @Test(arguments: SpecFile.Format.allCases)
    func randomSpecsRoundTripThroughEveryFormat(format: SpecFile.Format) throws {
        var rng = SeededRandom(seed: 0xF11E)
        for _ in 0..<300 {
            let spec = RandomSpecs.spec(from: .builtIn, using: &rng)
            let data = SpecFile.encode(spec, as: format)
            #expect(SpecFile.format(of: data) == format)
            let decoded = try SpecFile.decode(data, file: "random")
            #expect(decoded == spec)
            if decoded != spec { break }
        }
    }

    @Test func problemsNameTheFileAndTheKeyPath() {
        let json =
            #"{"effect": {"name": "circel-spread"}, "interaction": {"direction": "down", "completion": {"fraction": 2}}}"#
        do throws(SpecFileError) {
            _ = try SpecFile.decode(Data(json.utf8), file: "a.json")
            Issue.record("decoded")
        } catch {
            #expect(error.errors.map(\.keyPath) == ["effect.name", "interaction.completion.fraction"])
            #expect(
                error.description.hasPrefix(
                    "a.json: effect.name: unknown effect \"circel-spread\"; did you mean \"circle-spread\"?"))
        }
    }

    @Test func unreadableDocumentsAreErrorsAtTheTopLevelOrWhereTheyStop() {
        for (text, path) in [
            ("{\"effect\": ", "effect"), ("", "(top level)"), ("{\"effect\": [1, 1e999]}", "effect[1]"),
        ] {
            do throws(SpecFileError) {
                _ = try SpecFile.decode(Data(text.utf8), file: "x.json")
                Issue.record("decoded \(text)")
            } catch {
                #expect(error.errors.map(\.keyPath) == [path], "\(error)")
            }
        }
        let date =
            #"<?xml version="1.0"?><plist version="1.0"><dict><key>effect</key><date>2020-01-01T00:00:00Z</date></dict></plist>"#
        do throws(SpecFileError) {
            _ = try SpecFile.decode(Data(date.utf8), file: "d.plist")
            Issue.record("decoded")
        } catch {
            #expect(error.errors.map(\.keyPath) == ["effect"], "\(error)")
        }
    }

    @Test func missingFilesAndDirectoriesCannotBeRead() throws {
        let dir = NSTemporaryDirectory()
        for (path, why) in [(dir + "/transit-no-such-spec.json", "No such file or directory"), (dir, "is a directory")]
        {
            do throws(SpecFileError) {
                _ = try SpecFile.read(path: path)
                Issue.record("read")
            } catch {
                #expect(error.description == "\(path): \(why)" && error.errors.isEmpty)
            }
        }
    }
}
