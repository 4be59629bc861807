#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT, SIGTERM and SIGHUP into a clean exit: the temporary files of `TemporaryFiles` are
/// removed and the process exits with 128 + the signal (130, 143, 129), as shells expect.
///
/// The signals are blocked in every thread and taken by one thread waiting in `sigwait`, so the
/// cleanup runs as ordinary code, not in a signal handler where taking a lock is unsafe. Call it
/// first thing in `main`, before any other thread starts: threads inherit the blocked set.
/// ```swift
/// SignalCleanup.install()
/// ```
public enum SignalCleanup {
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    public static func install() {
        var set = signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
        var thread = pthread_t()
        pthread_create(&thread, nil, { _ in
            var set = SignalCleanup.signalSet()
            var signal: Int32 = 0
            while sigwait(&set, &signal) != 0 {}
            TemporaryFiles.removeAll()
            _exit(128 + signal)
        }, nil)
    }

    static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for s in signals { sigaddset(&set, s) }
        return set
    }
}
