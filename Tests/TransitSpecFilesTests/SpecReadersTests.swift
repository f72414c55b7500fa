import Foundation
import Testing
import TransitCore
import TransitTestSupport

@testable import TransitSpecFiles

/// The readers of spec documents (JSON, XML and binary property lists): they read what
/// Foundation's decoders read, and refuse what those accept silently or choke on, naming the
/// key path and the reason in one line.
@Suite("Spec readers")
struct SpecReadersTests {
    /// Foundation's reading of a document, as the reference for valid input.
    static func foundation(_ data: Data) throws -> SpecValue {
        data.starts(with: Array("bplist".utf8)) || data.first == UInt8(ascii: "<")
            ? try PropertyListDecoder().decode(SpecValue.self, from: data)
            : try JSONDecoder().decode(SpecValue.self, from: data)
    }

    @Test func everyExampleInEveryFormatReadsAsFoundationReadsIt() throws {
        for path in ExampleSpecs.paths {
            let tree = try SpecFile.value(from: try Data(contentsOf: URL(fileURLWithPath: path)))
            for format in SpecFile.Format.allCases {
                let data = SpecFile.encode(tree, as: format)
                #expect(try SpecFile.value(from: data) == (try Self.foundation(data)), "\(path) as \(format)")
                #expect(try SpecFile.value(from: data) == tree, "\(path) as \(format)")
            }
        }
    }

    static let refused: [(String, [UInt8], String, String)] = [
        (
            "duplicate key", Array(#"{"effect":{"name":"fade","parameters":{"duration":0.3,"duration":99}}}"#.utf8),
            "effect.parameters.duration", "duplicate key"
        ),
        ("huge number", Array(#"{"a":[1, 1e400]}"#.utf8), "a[1]", "too large"),
        ("lone surrogate", Array(#"{"a":"\ud800x"}"#.utf8), "a", "lone high surrogate"),
        ("invalid byte", Array(#"{"a":""#.utf8) + [0xFF] + Array(#""}"#.utf8), "a", "invalid UTF-8 byte 0xFF"),
        ("control character", Array("{\"a\":\"\u{1}\"}".utf8), "a", "control character"),
        ("trailing", Array(#"{} x"#.utf8), "(top level)", "after the document"),
        (
            "deep JSON", Array((String(repeating: "[", count: 513) + String(repeating: "]", count: 513)).utf8),
            "...(502 more)...", "nested deeper than 512"
        ),
        (
            "XML duplicate", Array("<plist><dict><key>a</key><true/><key>a</key><false/></dict></plist>".utf8), "a",
            "duplicate key"
        ),
        (
            "XML entity", Array(#"<!DOCTYPE plist [<!ENTITY x "y">]><plist><string>&x;</string></plist>"#.utf8),
            "(top level)", "DTD declarations"
        ),
        ("XML unknown entity", Array("<plist><string>&x;</string></plist>".utf8), "(top level)", "unknown entity"),
        ("XML data", Array("<plist><dict><key>a</key><data>AA==</data></dict></plist>".utf8), "a", "<data>"),
        ("bplist cycle", BinaryPlists.selfContaining(dictionary: true), "a", "contains itself"),
        ("bplist array cycle", BinaryPlists.selfContaining(dictionary: false), "[0]", "contains itself"),
        ("bplist truncated", Array("bplist00".utf8) + [UInt8](repeating: 0, count: 10), "(top level)", "too short"),
    ]

    @Test(arguments: refused.indices)
    func hostileDocumentsAreRefusedWithTheKeyPathAndTheReason(_ index: Int) {
        let (name, bytes, path, reason) = Self.refused[index]
        do throws(SpecErrors) {
            _ = try SpecFile.value(from: Data(bytes))
            Issue.record("\(name) was accepted")
        } catch {
            let e = error.errors[0]
            #expect(e.keyPath.contains(path) && e.message.contains(reason), "\(name): \(e)")
            #expect(!e.description.contains("\n") && e.description.count < 300, "\(name): \(e)")
        }
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let json = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try JSONReader.read(Array(json.utf8)) }
        let xml =
            "<plist>" + String(repeating: "<array>", count: 512) + String(repeating: "</array>", count: 512)
            + "</plist>"
        #expect(throws: Never.self) { try XMLPropertyListReader.read(Array(xml.utf8)) }
    }

    @Test func sharedObjectsThatExpandTooFarAreRefused() {
        // 40 arrays, each holding the next twice: 2^40 values if expanded.
        var b = Array("bplist00".utf8)
        var offsets: [Int] = []
        for k in 0..<40 {
            offsets.append(b.count)
            b += [0xA2, UInt8(k + 1), UInt8(k + 1)]
        }
        offsets.append(b.count)
        b += [0x09]
        let table = b.count
        b += offsets.map { UInt8($0) }
        b += [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 41, 0, 0, 0, 0, 0, 0, 0, 0]
        b += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        do throws(SpecError) {
            _ = try BinaryPropertyListReader.read(b)
            Issue.record("accepted")
        } catch {
            #expect(error.message.contains("expand"), "\(error)")
        }
    }
}
