// swift-tools-version:5.4
// 5.4, not 6.0: from 5.5 SwiftPM links every Swift executable with `--defsym main=<module>_main` (so tests
// can link it), which clashes with libFuzzer's own main; a 5.4 manifest links the executable as it is.
import PackageDescription

/// Swift 6 language mode, as the root package has it (declared before `package`, which reads it while the manifest runs top to bottom); a 5.4 manifest cannot name it.
let swift6 = SwiftSetting.unsafeFlags(["-swift-version", "6"])

// libFuzzer targets for Popsnap, a package of their own so `swift test` at the root never builds them.
// `Fuzz/run` builds them with the sanitizer flags (-sanitize=fuzzer,address on every Swift and C
// target, so the library code is instrumented too); see the README's "Fuzzing".
let package = Package(
    name: "PopsnapFuzz",
    dependencies: [.package(name: "Popsnap", path: "..")],
    targets: [
        .target(name: "FuzzSupport", swiftSettings: [swift6]),
        fuzzer("spec", ["Popsnap"]),
        fuzzer("png", ["PopsnapPNG"]),
        fuzzer("paragraph", ["PopsnapText", "PopsnapRaster", "PopsnapGeometry"]),
        fuzzer("compare", ["PopsnapCompare", "PopsnapRaster"]),
        fuzzer("strings", ["Popsnap", "PopsnapText"]),
        fuzzer("color", ["Popsnap", "PopsnapRaster"]),
    ]
)

/// One fuzz target: a single file exporting LLVMFuzzerTestOneInput, parsed as a library because
/// libFuzzer, not Swift, provides `main`.
func fuzzer(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: "fuzz-\(name)",
        dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: "Popsnap") },
        swiftSettings: [swift6, .unsafeFlags(["-parse-as-library"])]
    )
}
