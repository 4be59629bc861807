/// UIKit's message for constraints that cannot all hold, written where UIKit writes it (standard error)
/// unless a test listens.
@MainActor
enum UnsatisfiableConstraints {
    /// Where the messages go; standard error unless replaced.
    static var sink: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    /// Logs that `conflicting` cannot all hold and that `broken` is left out, in UIKit's words.
    static func report(_ conflicting: [NSLayoutConstraint], breaking broken: NSLayoutConstraint) {
        let list = conflicting.map { "    \"\($0.description)\"" }.joined(separator: ",\n")
        sink("""
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
        \(list)
        )

        Will attempt to recover by breaking constraint 
        \(broken.description)

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """)
    }
}
