/// Greedy word wrapping for help text: words never split, so a word longer than the line (a long
/// path) overflows rather than breaking mid-word. A newline in `text` starts a new line.
///
/// The first line starts with `first` (a label padded to the column, say), the others with
/// `rest`; both count toward `width`.
func wrap(_ text: String, width: Int, first: String, rest: String) -> [String] {
    var lines: [String] = []
    var line = first
    var lineHasWords = false
    for (index, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if index > 0 {
            lines.append(line)
            line = rest
            lineHasWords = false
        }
        for word in paragraph.split(separator: " ") {
            if lineHasWords, line.count + 1 + word.count > width {
                lines.append(line)
                line = rest
                lineHasWords = false
            }
            line += (lineHasWords ? " " : "") + word
            lineHasWords = true
        }
    }
    lines.append(line)
    return lines.map(trimmingTrailingSpaces)
}

/// Wraps a shell command so that the lines still paste into a shell: breaks fall between words
/// (never inside quotes) and each broken line ends with ` \`.
func wrapCommand(_ command: String, width: Int, indent: String, continuation: String) -> [String] {
    var lines: [String] = []
    var line = indent
    var lineHasWords = false
    for word in shellWords(command) {
        // Two columns stay free for the " \" that a break adds.
        if lineHasWords, line.count + 1 + word.count > width - 2 {
            lines.append(line + " \\")
            line = continuation
            lineHasWords = false
        }
        line += (lineHasWords ? " " : "") + word
        lineHasWords = true
    }
    lines.append(line)
    return lines
}

/// Splits at spaces outside quotes, keeping each word as written (quotes and escapes included).
func shellWords(_ command: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quote: Character?
    var escaped = false
    for character in command {
        if escaped {
            escaped = false
        } else if character == "\\" && quote != "'" {
            escaped = true
        } else if let open = quote {
            if character == open { quote = nil }
        } else if character == "'" || character == "\"" {
            quote = character
        } else if character == " " {
            if !word.isEmpty { words.append(word) }
            word = ""
            continue
        }
        word.append(character)
    }
    if !word.isEmpty { words.append(word) }
    return words
}

private func trimmingTrailingSpaces(_ line: String) -> String {
    String(line.reversed().drop(while: { $0 == " " }).reversed())
}
