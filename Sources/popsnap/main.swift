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
let status = CLI().run(CommandLineBytes.arguments, output: &output)
// Through the cleanup's lock: a signal that came while the run ended decides the status.
SignalCleanup.exit(status.rawValue)
