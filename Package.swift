// swift-tools-version:6.0
import PackageDescription

// Module layout and dependency direction: see Docs/Architecture.md, whose module table a test enforces.
let package = Package(
    name: "Popsnap",
    products: [
        .library(name: "PopsnapGeometry", targets: ["PopsnapGeometry"]),
        .library(name: "PopsnapRaster", targets: ["PopsnapRaster"]),
        .library(name: "PopsnapJSON", targets: ["PopsnapJSON"]),
        .library(name: "PopsnapFiles", targets: ["PopsnapFiles"]),
        .library(name: "PopsnapPNG", targets: ["PopsnapPNG"]),
        .library(name: "PopsnapGIF", targets: ["PopsnapGIF"]),
        .library(name: "PopsnapWebP", targets: ["PopsnapWebP"]),
        .library(name: "PopsnapText", targets: ["PopsnapText"]),
        .library(name: "PopsnapLayout", targets: ["PopsnapLayout"]),
        .library(name: "PopsnapConstraints", targets: ["PopsnapConstraints"]),
        .library(name: "Popsnap", targets: ["Popsnap"]),
        .library(name: "PopsnapExport", targets: ["PopsnapExport"]),
        .library(name: "PopsnapCompare", targets: ["PopsnapCompare"]),
        .library(name: "PopsnapSnapshot", targets: ["PopsnapSnapshot"]),
        .library(name: "PopsnapTesting", targets: ["PopsnapTesting"]),
        .library(name: "PopsnapPreview", targets: ["PopsnapPreview"]),
        // UIKit's API on Linux, over Popsnap's layout and painter: `import UIKit` in an app's popup files.
        .library(name: "UIKit", targets: ["UIKit"]),
        .executable(name: "popsnap", targets: ["popsnap"]),
        .executable(name: "popsnap-bench", targets: ["popsnap-bench"]),
        // Compiles an app's own popup files (listed in a test target's uikit-sources.txt) into that target,
        // rewritten as iOS's compiler reads them: see Plugins/UIKitSources.
        .plugin(name: "UIKitSources", targets: ["UIKitSources"]),
    ],
    targets: [
        // Points, sizes, rectangles, insets, pixel rectangles and transforms: the vocabulary layout and raster share.
        .target(name: "PopsnapGeometry"),
        .target(name: "PopsnapRaster", dependencies: ["PopsnapGeometry"]),
        // A strict JSON parser that keeps every value's line and column; general-purpose, so it depends on nothing.
        .target(name: "PopsnapJSON"),
        // Reading only regular files within a size, atomic writes, temporary files removed on signals.
        .target(name: "PopsnapFiles"),

        // libpng's headers and link flags, found by pkg-config.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // The only code that touches libpng: it owns setjmp, so libpng's longjmp never crosses a Swift frame.
        .target(name: "CPopsnapPNG", dependencies: ["CLibPNG"]),
        .target(name: "PopsnapPNG", dependencies: ["PopsnapGeometry", "PopsnapRaster", "PopsnapFiles", "CPopsnapPNG"]),

        // libimagequant (by pkg-config), for GIF frames of more than 256 colours; GIF89a and its LZW are Swift.
        .systemLibrary(name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"])]),
        .target(name: "PopsnapGIF", dependencies: ["PopsnapGeometry", "PopsnapRaster", "PopsnapFiles", "CImageQuant"]),
        // libwebp's encoder and its animation encoder (libwebpmux pulls libwebp), by pkg-config.
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        .target(name: "PopsnapWebP", dependencies: ["PopsnapGeometry", "PopsnapRaster", "PopsnapFiles", "CWebP"]),

        // FreeType (glyphs), HarfBuzz (shaping), fontconfig (installed fonts), FriBidi (bidi), by pkg-config.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        // The fonts in Fonts/, embedded in the binary so they are found wherever it runs.
        .target(name: "CPopsnapFonts", cSettings: [.define("POPSNAP_FONTS_DIR", to: Context.packageDirectory + "/Fonts")]),
        .target(name: "PopsnapText", dependencies: ["PopsnapGeometry", "PopsnapRaster", "PopsnapFiles", "CFreeType", "CHarfBuzz", "CFontconfig", "CFriBidi", "CPopsnapFonts"]),

        .target(name: "PopsnapLayout", dependencies: ["PopsnapGeometry"]),
        // What iOS's CoreGraphics and QuartzCore hold that swift-corelibs-foundation lacks (CGAffineTransform,
        // CGColor, CALayer), under their iOS names so popup files import them unchanged.
        .target(name: "CoreGraphics"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        // Swift Testing names cross-import overlays for CoreGraphics and UIKit that Linux's toolchain lacks: a
        // test file importing Testing and UIKit would not compile without these empty stand-ins.
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),
        // A Cassowary linear constraint solver with strictly ordered priorities, as Auto Layout's; pure Swift.
        .target(name: "PopsnapConstraints"),
        .target(name: "Popsnap", dependencies: ["PopsnapGeometry", "PopsnapJSON", "PopsnapRaster", "PopsnapFiles", "PopsnapPNG", "PopsnapText", "PopsnapLayout"]),
        // UIKit for Linux: views, layers, labels and Auto Layout drawn through Popsnap's laid-out tree and painter.
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "_Testing_CoreGraphics", "_Testing_UIKit", "PopsnapGeometry", "PopsnapRaster", "PopsnapFiles", "PopsnapPNG", "PopsnapText", "PopsnapLayout", "PopsnapConstraints", "Popsnap"]),
        // Writing files: stills in any format, animations as APNG, GIF, WebP, frame folders and filmstrips, with their reports.
        .target(name: "PopsnapExport", dependencies: ["PopsnapGeometry", "PopsnapJSON", "PopsnapRaster", "PopsnapFiles", "PopsnapPNG", "PopsnapGIF", "PopsnapWebP", "Popsnap"]),
        // pixelmatch, exact comparison, diff and side-by-side images: nothing about popups.
        .target(name: "PopsnapCompare", dependencies: ["PopsnapGeometry", "PopsnapRaster", "PopsnapFiles", "PopsnapPNG"]),
        .target(name: "PopsnapSnapshot", dependencies: ["PopsnapGeometry", "PopsnapJSON", "PopsnapRaster", "PopsnapFiles", "PopsnapPNG", "PopsnapLayout", "PopsnapText", "Popsnap", "PopsnapCompare"]),
        // popsnap preview: the loopback HTTP server, its page and the live updates.
        .target(name: "PopsnapPreview", dependencies: ["PopsnapGeometry", "PopsnapJSON", "PopsnapRaster", "PopsnapFiles", "PopsnapPNG", "PopsnapLayout", "PopsnapText", "Popsnap", "PopsnapCompare", "PopsnapSnapshot"]),
        .target(name: "PopsnapTesting", dependencies: ["PopsnapSnapshot", "Popsnap", "PopsnapGeometry", "PopsnapRaster", "PopsnapLayout", "PopsnapPNG", "PopsnapText", "PopsnapCompare", "PopsnapFiles", "UIKit"]),
        .executableTarget(name: "popsnap", dependencies: ["PopsnapGeometry", "PopsnapText", "Popsnap", "PopsnapExport", "PopsnapFiles", "PopsnapJSON", "PopsnapLayout", "PopsnapPNG", "PopsnapRaster", "PopsnapSnapshot", "PopsnapCompare", "PopsnapPreview"]),

        // The rewrite of a popup file for Linux's compiler (@objc, #selector, #if os(iOS)); pure Swift, depends on nothing.
        .target(name: "UIKitSourceRewriting"),
        // The UIKitSources plugin's build command: one popup file in, its rewritten copy out, no Foundation.
        .executableTarget(name: "popsnap-uikit-source", dependencies: ["PopsnapFiles", "UIKitSourceRewriting"]),
        .plugin(name: "UIKitSources", capability: .buildTool(), dependencies: ["popsnap-uikit-source"]),

        .executableTarget(name: "popsnap-bench", dependencies: ["PopsnapGeometry", "PopsnapRaster", "PopsnapFiles", "PopsnapPNG", "PopsnapText", "Popsnap", "PopsnapSnapshot", "PopsnapCompare", "UIKit"]),

        // Helpers shared by the test targets.
        .target(name: "PopsnapTestSupport", dependencies: ["PopsnapGeometry", "PopsnapRaster", "PopsnapPNG"], path: "Tests/PopsnapTestSupport"),
        // Helpers of the Popsnap model and render tests both: a spec's error, a popup's tree, its laid-out nodes.
        .target(name: "PopsnapSpecTestSupport", dependencies: ["Popsnap", "PopsnapGeometry", "PopsnapFiles"], path: "Tests/PopsnapSpecTestSupport"),
        .testTarget(name: "PopsnapGeometryTests", dependencies: ["PopsnapGeometry"]),
        .testTarget(name: "PopsnapRasterTests", dependencies: ["PopsnapGeometry", "PopsnapRaster", "PopsnapTestSupport"]),
        .testTarget(name: "PopsnapFilesTests", dependencies: ["PopsnapFiles"]),
        .testTarget(name: "PopsnapJSONTests", dependencies: ["PopsnapJSON"]),
        .testTarget(name: "PopsnapPNGTests", dependencies: ["PopsnapGeometry", "PopsnapPNG", "PopsnapFiles", "PopsnapTestSupport"]),
        .testTarget(name: "PopsnapGIFTests", dependencies: ["PopsnapGeometry", "PopsnapGIF", "PopsnapFiles", "PopsnapTestSupport"]),
        .testTarget(name: "PopsnapWebPTests", dependencies: ["PopsnapWebP", "PopsnapFiles", "PopsnapGeometry", "CWebP"]),
        .testTarget(name: "PopsnapLayoutTests", dependencies: ["PopsnapGeometry", "PopsnapLayout"]),
        .testTarget(name: "PopsnapConstraintsTests", dependencies: ["PopsnapConstraints"]),
        // Popsnap's specs and model: parsing, refusals, trees and their layout, no pixel compared.
        .testTarget(name: "PopsnapModelTests", dependencies: ["PopsnapGeometry", "Popsnap", "PopsnapFiles", "PopsnapJSON", "PopsnapLayout", "PopsnapPNG", "PopsnapRaster", "PopsnapText",
                                                    "PopsnapTestSupport", "PopsnapSpecTestSupport"]),
        // Popsnap's pixels: renders, animations, lint and the Swift twins of the specs in Snapshots/.
        .testTarget(name: "PopsnapRenderTests", dependencies: ["PopsnapGeometry", "Popsnap", "PopsnapFiles", "PopsnapLayout", "PopsnapPNG", "PopsnapRaster", "PopsnapText", "PopsnapSnapshot", "PopsnapCompare",
                                                     "PopsnapTestSupport", "PopsnapSpecTestSupport"]),
        .testTarget(name: "PopsnapTestingTests", dependencies: ["PopsnapGeometry", "PopsnapTesting", "PopsnapSnapshot", "Popsnap", "PopsnapRaster", "PopsnapTestSupport", "PopsnapCompare",
                                                     "PopsnapPNG", "UIKit"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "Popsnap", "PopsnapGeometry", "PopsnapLayout", "PopsnapRaster", "PopsnapPNG", "PopsnapTestSupport"]),
        .testTarget(name: "PopsnapExportTests", dependencies: ["Popsnap", "PopsnapExport", "PopsnapFiles", "PopsnapGIF", "PopsnapPNG", "PopsnapWebP"]),
        .testTarget(name: "PopsnapCompareTests", dependencies: ["PopsnapGeometry", "PopsnapCompare", "PopsnapPNG", "PopsnapRaster", "PopsnapTestSupport"]),
        .testTarget(name: "PopsnapSnapshotTests", dependencies: ["PopsnapGeometry", "PopsnapSnapshot", "Popsnap", "PopsnapPNG", "PopsnapRaster", "PopsnapTestSupport", "PopsnapCompare"]),
        .testTarget(name: "popsnapTests", dependencies: ["PopsnapGeometry", "popsnap", "Popsnap", "PopsnapFiles", "PopsnapTestSupport", "PopsnapPNG", "PopsnapRaster"]),
        .testTarget(name: "PopsnapPreviewTests", dependencies: ["PopsnapPreview", "Popsnap", "PopsnapFiles", "PopsnapTestSupport"]),
        // The README's Swift blocks, one file each, compiled and run; a test checks they match the README. Their
        // one import is PopsnapTesting, as a user's test file's.
        .testTarget(name: "ReadmeTests", dependencies: ["PopsnapTesting", "PopsnapTestSupport", "UIKit"]),
        // Docs/Architecture.md's module table, checked against every import and against the dependencies above.
        .testTarget(name: "ModuleDirectionTests"),
        // Every public symbol documented (from this build's symbol graphs); the DocC articles' Swift blocks,
        // one file each, compiled and run, and checked against the articles.
        .testTarget(name: "DocumentationTests", dependencies: ["Popsnap", "PopsnapJSON", "PopsnapGeometry", "PopsnapRaster", "PopsnapPNG", "PopsnapText", "PopsnapLayout",
                                                     "PopsnapTesting", "PopsnapTestSupport", "UIKit"]),
        // The rewrite's cases, and a consumer package built with the plugin (POPSNAP_EXHAUSTIVE=1).
        .testTarget(name: "UIKitSourcesTests", dependencies: ["UIKitSourceRewriting", "PopsnapTestSupport"]),
        .testTarget(name: "PopsnapTextTests", dependencies: ["PopsnapGeometry", "PopsnapText", "PopsnapRaster", "PopsnapPNG", "PopsnapTestSupport", "PopsnapTesting", "CFreeType", "CHarfBuzz"]),
    ],
    swiftLanguageModes: [.v6]
)

// SE-0444: a file sees the members of only the modules it imports itself, so no API compiles by a leak
// through another module's import.
for target in package.targets where [.regular, .executable, .test].contains(target.type) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
