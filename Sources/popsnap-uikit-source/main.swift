// popsnap-uikit-source <input.swift> <output.swift>: the UIKitSources plugin's build command. It writes the
// rewritten copy of one popup file (UIKitSource.rewrite) to its output, and nowhere else.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import UIKitSourceRewriting

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    ToolFailure.exit("usage: popsnap-uikit-source <input.swift> <output.swift>", status: 64)
}
let input = FilePath.absolute(arguments[1])
let output = FilePath.absolute(arguments[2])
if FilePath.sameFile(input, output) {
    // The one file the tool must never write is the user's own.
    ToolFailure.exit("popsnap-uikit-source: the output \(output) is the input; refusing to write over it", status: 2)
}
guard let source = FilePath.read(input) else {
    ToolFailure.exit("popsnap-uikit-source: cannot read \(input): \(String(cString: strerror(errno)))", status: 1)
}
if let problem = FilePath.writeAtomically(UIKitSource.rewrite(source, originalPath: input), to: output) {
    ToolFailure.exit("popsnap-uikit-source: cannot write \(output): \(problem)", status: 1)
}
