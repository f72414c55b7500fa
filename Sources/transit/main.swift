import Foundation
import TransitFiles
import TransitRender

StandardStreams.secure()
Cancellation.install()
// Arguments as bytes: a file name that is not UTF-8 keeps its bytes (PathBytes).
let arguments = (1..<Int(CommandLine.argc)).map { PathBytes.string(fromArgument: CommandLine.unsafeArgv[$0]!) }
exit(CLI.main(arguments))
