import TransitCore
import TransitRender
import TransitSpecFiles

/// `transit schema`: the JSON Schema of spec files, generated from the effect catalogue.
enum SchemaCommand: Command {
    static let name = "schema"
    static let summary = "Prints a JSON Schema (draft 2020-12) for transition spec files."
    static let synopsis = "schema"
    struct Options: ParsableOptions {
        static var declarations: [OptionDeclaration<Self>] { [] }
    }
    static let discussion = """
        Editors use it to check and complete specs as you type: save it and point the spec's
        "$schema" key, or your editor's JSON schema settings, at the file.

        example:
          transit schema > transit-spec.schema.json
        """

    static func run(_ options: Options) throws(CLIError) {
        printJSON(TransitionSpec.jsonSchema(for: .builtIn))
    }
}

/// Prints a value tree as pretty JSON with sorted keys.
func printJSON(_ value: SpecValue) {
    output(String(decoding: SpecFile.encode(value, as: .json), as: UTF8.self), terminator: "")
}
