// swift-tools-version:6.0
import PackageDescription

// Module layout and dependency direction: see DESIGN.md ("Modules and their direction").
let package = Package(
    name: "Popsnap",
    products: [
        .library(name: "PopsnapRaster", targets: ["PopsnapRaster"]),
        .library(name: "PopsnapPNG", targets: ["PopsnapPNG"]),
        .executable(name: "popsnap-bench", targets: ["popsnap-bench"]),
    ],
    targets: [
        .target(name: "PopsnapRaster"),

        // libpng's headers and link flags, found by pkg-config.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // The only code that touches libpng: it owns setjmp, so libpng's longjmp never crosses a Swift frame.
        .target(name: "CPopsnapPNG", dependencies: ["CLibPNG"]),
        .target(name: "PopsnapPNG", dependencies: ["PopsnapRaster", "CPopsnapPNG"]),

        .executableTarget(name: "popsnap-bench", dependencies: ["PopsnapRaster", "PopsnapPNG"]),

        // Helpers shared by the test targets.
        .target(name: "PopsnapTestSupport", path: "Tests/PopsnapTestSupport"),
        .testTarget(name: "PopsnapRasterTests", dependencies: ["PopsnapRaster", "PopsnapTestSupport"]),
        .testTarget(name: "PopsnapPNGTests", dependencies: ["PopsnapPNG", "PopsnapRaster", "PopsnapTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
