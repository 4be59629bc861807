import PopsnapFiles

/// Words of the commands that failures suggest (`popsnap record …`, `POPSNAP_RECORD=failed swift test
/// --filter …`), quoted for a POSIX shell so they paste and run as shown.
///
/// ```swift
/// ShellQuoting.quoted("my specs/a.json")   // 'my specs/a.json'
/// ShellQuoting.quoted("a\nb.json")          // $'a\nb.json'
/// ```
public enum ShellQuoting {
    /// `s` as one shell word: as it is when it holds only letters, digits and `_./-+=:@%,`; in `$'…'` with
    /// escapes when it holds a control character (a newline, an escape); else in single quotes ('' when empty).
    public static func quoted(_ s: String) -> String {
        let plain = s.unicodeScalars.allSatisfy { c in
            (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || "_./-+=:@%,".unicodeScalars.contains(c)
        }
        if plain && !s.isEmpty { return s }
        // Bash, zsh and ksh read $'…' with escapes, so a name holding a control character pastes as itself
        // and reaches the terminal as text; plain POSIX quotes would carry the character raw.
        if TerminalText.hasControlCharacters(s) {
            return "$'" + TerminalText.escaped(s.replacing("\\", with: "\\\\").replacing("'", with: "\\'")) + "'"
        }
        return "'" + s.replacing("'", with: "'\\''") + "'"
    }
}
