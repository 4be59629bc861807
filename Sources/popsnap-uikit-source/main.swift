// popsnap-uikit-source <input.swift> <output.swift>: the UIKitSources plugin's build command. It writes the
// rewritten copy of one popup file (UIKitSource.rewrite) to its output, whole, and nowhere else.
import PopsnapFiles
import UIKitSourceRewriting

// The names as their bytes, from the C argument vector (CommandLine.arguments would repair them).
let arguments = (1..<Int(CommandLine.argc)).map { CommandLine.unsafeArgv[$0].map { FileNameBytes.decoding(cString: $0) } ?? "" }
guard arguments.count == 2 else {
    ToolFailure.exit("usage: popsnap-uikit-source <input.swift> <output.swift>", status: 64)
}
let input = AbsolutePath.of(arguments[0])
let output = AbsolutePath.of(arguments[1])
if input == output || FileIdentity(output).map({ $0 == FileIdentity(input) }) == true {
    // The one file the tool must never write is the user's own.
    ToolFailure.exit("popsnap-uikit-source: the output \(FileNameBytes.shown(output)) is the input; refusing to write over it", status: 2)
}
do {
    let source = String(decoding: try InputFile.bytes(at: input, limit: 16 << 20), as: UTF8.self)
    try AtomicFile.write(Array(UIKitSource.rewrite(source, originalPath: FileNameBytes.text(input)).utf8), to: output)
} catch {
    ToolFailure.exit("popsnap-uikit-source: \(error)", status: 1)
}
