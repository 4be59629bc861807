/// Paths in the commands reports suggest, quoted for a POSIX shell so they paste and run as shown.
enum ShellQuoting {
    static func quoted(_ s: String) -> String {
        let plain = s.unicodeScalars.allSatisfy { c in
            (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || "_./-+=:@%,".unicodeScalars.contains(c)
        }
        return plain && !s.isEmpty ? s : "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
