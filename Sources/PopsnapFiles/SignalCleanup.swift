#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Turns SIGINT, SIGTERM and SIGHUP into a clean exit: the temporary files of `TemporaryFiles` are
/// removed and the process exits with 128 + the signal (130, 143, 129), as shells expect. A crash removes
/// them too (`CrashCleanup`).
///
/// The signals are blocked in every thread and taken by one thread waiting in `sigwait`, so the
/// cleanup runs as ordinary code, not in a signal handler where taking a lock is unsafe. Call it
/// first thing in `main`, before any other thread starts: threads inherit the blocked set; and end
/// the process with `SignalCleanup.exit`, so a run cut short by a signal always exits as the signal says.
/// ```swift
/// SignalCleanup.install()
/// ```
public enum SignalCleanup {
    static let signals = [SIGINT, SIGTERM, SIGHUP]
    /// The signal the waiting thread took; 0 before one came.
    private static let taken = Atomic<Int32>(0)

    /// Blocks SIGINT, SIGTERM and SIGHUP in the calling thread and those it starts later, and starts the
    /// thread that removes temporary files when one arrives. Call it once, first thing in `main`.
    public static func install() {
        CrashCleanup.install()
        var set = signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
        var thread = pthread_t()
        pthread_create(&thread, nil, { _ in
            var set = SignalCleanup.signalSet()
            var signal: Int32 = 0
            while sigwait(&set, &signal) != 0 {}
            SignalCleanup.taken.store(signal, ordering: .sequentiallyConsistent)
            TemporaryFiles.removeAllAndExit { 128 + signal }
            return nil
        }, nil)
    }

    /// Ends the process with `status`, unless one of the signals has come (taken, or still pending):
    /// then its temporary files are removed and the status is the signal's. The signal's status wins
    /// over whatever the interrupted work made of being cut short. Call it instead of `exit`.
    /// ```swift
    /// SignalCleanup.exit(status.rawValue)
    /// ```
    public static func exit(_ status: Int32) -> Never {
        TemporaryFiles.removeAllAndExit { arrived().map { 128 + $0 } }
        systemExit(status)
    }

    /// The signal the waiting thread took, or one on its way to it.
    private static func arrived() -> Int32? {
        let signal = taken.load(ordering: .sequentiallyConsistent)
        if signal != 0 { return signal }
        var pending = sigset_t()
        sigpending(&pending)
        return signals.first { sigismember(&pending, $0) == 1 }
    }

    static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for s in signals { sigaddset(&set, s) }
        return set
    }
}

// At file scope, so `SignalCleanup.exit` does not shadow the C library's.
private func systemExit(_ status: Int32) -> Never {
    exit(status)
}
