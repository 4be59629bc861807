#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var output = Output.standard()
let status = CLI().run(Array(CommandLine.arguments.dropFirst()), output: &output)
exit(status.rawValue)
