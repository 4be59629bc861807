"""The checks a script makes, counted: each passes or fails with a line saying what was checked, and the
script's last line is "N passed, M failed", which the Swift tests read."""
import json
import os


class Tally:
    def __init__(self, every=False):
        """`every`: print each check, "ok" or "FAILED" first; otherwise only the failures."""
        self.passed, self.failed, self.every = 0, 0, every

    def __call__(self, ok, message):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
        if self.every:
            print(("ok     " if ok else "FAILED ") + message)
        elif not ok:
            print(message)

    def summary(self):
        """Prints the counts; the exit status: 0 when every check passed, 1 otherwise."""
        print(f"{self.passed} passed, {self.failed} failed")
        return 1 if self.failed else 0


def report_for(path, report_path, check):
    """The JSON report `popsnap animate --json` printed for the file at `path`, its size checked against it."""
    with open(report_path) as f:
        report = json.load(f)
    check(os.path.getsize(path) == report["bytes"], f"size {os.path.getsize(path)}, report {report['bytes']}")
    return report
