#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PopsnapFiles

// Before any thread starts, so every thread inherits the blocked signals (see SignalCleanup).
SignalCleanup.install()
AllocatorTuning.install()
var output = Output.standard()
switch CommandLineBytes.strings(CommandLineBytes.arguments) {
case .success(let arguments):
    exit(CLI().run(arguments, output: &output).rawValue)
case .failure(let error):
    output.writeError(error.report)
    exit(ExitStatus.badInput.rawValue)
}
