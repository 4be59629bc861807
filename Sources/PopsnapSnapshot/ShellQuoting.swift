/// Words of the commands that failures suggest (`popsnap record …`, `POPSNAP_RECORD=failed swift test
/// --filter …`), quoted for a POSIX shell so they paste and run as shown.
///
/// ```swift
/// ShellQuoting.quoted("my specs/a.json")   // 'my specs/a.json'
/// ```
public enum ShellQuoting {
    public static func quoted(_ s: String) -> String {
        let plain = s.unicodeScalars.allSatisfy { c in
            (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || "_./-+=:@%,".unicodeScalars.contains(c)
        }
        return plain && !s.isEmpty ? s : "'" + s.replacing("'", with: "'\\''") + "'"
    }
}
