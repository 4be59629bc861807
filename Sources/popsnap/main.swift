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
    let status = CLI().run(arguments, output: &output)
    // Through the cleanup's lock: a signal that came while the run ended decides the status.
    SignalCleanup.exit(status.rawValue)
case .failure(let error):
    output.writeError(error.report)
    SignalCleanup.exit(ExitStatus.badInput.rawValue)
}
