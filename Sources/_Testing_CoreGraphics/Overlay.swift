// Swift Testing declares a cross-import overlay for CoreGraphics (`Testing.swiftcrossimport`), which the
// compiler looks for in any file importing both: on Linux the toolchain ships none, so this empty module
// stands for it. It adds nothing.
