import Foundation
import TransitCore
import TransitFiles

/// Transition specs in files: JSON, XML property lists and binary property lists, told apart by
/// their first bytes, at most `FileInput.specLimit` bytes. Readers of our own turn the bytes into
/// a `SpecValue` tree in linear time; TransitCore validates it.
///
/// ```swift
/// let spec = try SpecFile.read(path: "Examples/specs/circle-spread-swipe-down.json")
/// let effect = try spec.makeEffect(for: .forward)
/// ```
public enum SpecFile {
    public enum Format: String, Sendable, CaseIterable {
        case json
        case xmlPropertyList
        case binaryPropertyList
    }

    /// The format of a document from its first bytes: `bplist` is a binary property list, `<` (after
    /// white space) an XML one, anything else JSON.
    public static func format(of data: Data) -> Format {
        if data.starts(with: Array("bplist".utf8)) { return .binaryPropertyList }
        let first = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return first == UInt8(ascii: "<") ? .xmlPropertyList : .json
    }

    /// Reads and validates the spec in the file at `path`.
    /// - Throws: `SpecFileError` naming the file: it cannot be read, or every problem with its key path.
    public static func read(
        path: String, catalogue: EffectCatalogue = .builtIn,
        options: SpecDecodingOptions = SpecDecodingOptions()
    ) throws(SpecFileError) -> TransitionSpec {
        let data: [UInt8]
        do throws(FileInput.Failure) {
            data = try FileInput.read(path, limit: FileInput.specLimit)
        } catch {
            throw SpecFileError(file: path, .cannotRead(error.description))
        }
        return try decode(Data(data), file: path, catalogue: catalogue, options: options)
    }

    /// Validates the spec in `data`; `file` names it in errors.
    public static func decode(
        _ data: Data, file: String, catalogue: EffectCatalogue = .builtIn,
        options: SpecDecodingOptions = SpecDecodingOptions()
    ) throws(SpecFileError) -> TransitionSpec {
        do throws(SpecErrors) {
            return try TransitionSpec(try value(from: data), catalogue: catalogue, options: options)
        } catch {
            throw SpecFileError(file: file, .invalid(error.errors))
        }
    }

    /// The value tree of a document in any of the formats.
    /// - Throws: `SpecErrors` with the decoder's reason at the key path where it stopped.
    public static func value(from data: Data) throws(SpecErrors) -> SpecValue {
        try value(from: data, format: format(of: data))
    }

    /// The value tree of a document in `format`, read in one linear pass by a reader of our own
    /// (`JSONReader`, `XMLPropertyListReader`, `BinaryPropertyListReader`): nesting is bounded,
    /// duplicate keys and reference cycles are refused, and the error names the key path.
    public static func value(from data: Data, format: Format) throws(SpecErrors) -> SpecValue {
        let bytes = [UInt8](data)
        do throws(SpecError) {
            switch format {
            case .json: return try JSONReader.read(bytes)
            case .xmlPropertyList: return try XMLPropertyListReader.read(bytes)
            case .binaryPropertyList: return try BinaryPropertyListReader.read(bytes)
            }
        } catch {
            throw SpecErrors([error])
        }
    }

    /// The canonical encoding of `spec` in `format` (JSON pretty-printed with sorted keys).
    public static func encode(_ spec: TransitionSpec, as format: Format = .json) -> Data {
        encode(spec.specValue, as: format)
    }

    /// The value tree of a JSON document, checked as `value(from:format:)` checks it, with the
    /// elements of the array at the top-level `key` set aside: the tree holds an empty array
    /// there and their byte ranges in `bytes` come back, so a long list (a trace's samples) can
    /// be decoded a part at a time instead of held as one tree.
    ///
    /// ```swift
    /// let (top, samples) = try SpecFile.jsonValue(bytes, settingAside: "samples")
    /// let first = bytes[samples[0]]   // the first sample's JSON text
    /// ```
    /// - Complexity: O(n) time; memory O(the largest element + the rest of the document).
    public static func jsonValue(_ bytes: [UInt8], settingAside key: String) throws(SpecErrors) -> (
        value: SpecValue, elements: [Range<Int>]
    ) {
        do throws(SpecError) {
            return try JSONReader.read(bytes, settingAside: key)
        } catch {
            throw SpecErrors([error])
        }
    }

    /// A value tree in `format`.
    public static func encode(_ value: SpecValue, as format: Format) -> Data {
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return ((try? encoder.encode(value)) ?? Data()) + Data("\n".utf8)
        case .xmlPropertyList, .binaryPropertyList:
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format == .xmlPropertyList ? .xml : .binary
            return (try? encoder.encode(value)) ?? Data()
        }
    }
}

/// Why a spec file was rejected: it cannot be read, or its content has problems, each with its
/// key path. `description` prints one `FILE: KEY.PATH: message` line per problem.
public struct SpecFileError: Error, CustomStringConvertible {
    public enum Reason: Sendable {
        /// The file is missing or unreadable.
        case cannotRead(String)
        /// The file was read but is not a valid spec.
        case invalid([SpecError])
    }

    public var file: String
    public var reason: Reason

    public init(file: String, _ reason: Reason) {
        self.file = file
        self.reason = reason
    }

    /// The content problems (empty when the file could not be read).
    public var errors: [SpecError] {
        if case .invalid(let e) = reason { return e }
        return []
    }

    public var description: String {
        switch reason {
        case .cannotRead(let why): "\(PathBytes.display(file)): \(why)"
        case .invalid(let errors): errors.map { "\(PathBytes.display(file)): \($0)" }.joined(separator: "\n")
        }
    }

    /// The first problem alone, on one line (`FILE: KEY.PATH: message`).
    public var firstLine: String {
        switch reason {
        case .cannotRead(let why): "\(PathBytes.display(file)): \(why)"
        case .invalid(let errors): "\(PathBytes.display(file)): \(errors.first?.description ?? "invalid")"
        }
    }
}
