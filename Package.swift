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

        .testTarget(name: "PopsnapRasterTests", dependencies: ["PopsnapRaster"]),
        .testTarget(name: "PopsnapPNGTests", dependencies: ["PopsnapPNG", "PopsnapRaster"]),
    ],
    swiftLanguageModes: [.v6]
)
