import XCTest
import Popsnap
@testable import popsnap

/// The registered commands: well-formed, and render and layout as issue 4 specifies them.
final class CommandSpecTests: XCTestCase {
    func testEveryRegisteredSpecIsWellFormed() {
        for command in CommandRegistry.standard.commands {
            XCTAssertEqual(command.spec.problems, [], command.name)
        }
    }

    func testProblemsAreFound() {
        var spec = sample
        spec.options.append(OptionSpec(names: ["--scale"], valueName: "N", help: ""))
        spec.options.append(OptionSpec(names: ["-long"], help: ""))
        spec.positionals = [PositionalSpec("A", help: "", arity: .variadic), PositionalSpec("B", help: "")]
        spec.exclusiveOptions = [["--nothing"]]
        XCTAssertEqual(spec.problems.count, 5, "\(spec.problems)")
    }

    func testRegistryOrder() {
        XCTAssertEqual(CommandRegistry.standard.commands.map(\.name), ["render", "layout", "accessibility", "lint", "animate", "diff", "verify", "record", "prune", "convert", "preview"])
    }

    private let popupOptions = ["--scale", "--device", "--orientation", "--ios", "--size", "--appearance", "--content-size", "--kind", "--locale", "--variant", "--title", "--message",
                                "--button", "--background", "--fonts-dir", "--max-spec-bytes", "--max-json-depth", "--max-tree-depth",
                                "--max-nodes", "--max-layers", "--max-shadow-megapixels", "--max-variants", "--max-frames", "--max-memory", "--help"]

    func testRenderOptions() {
        let spec = CommandSpec.render
        XCTAssertEqual(spec.allOptions.map(\.displayName), ["--output", "--quality", "--matrix", "--sheet", "--watch", "--force"] + popupOptions)
        // The command checks -o itself: `--matrix --sheet FILE` needs none.
        XCTAssertEqual(spec.option(named: "-o")?.required, false)
        XCTAssertEqual(spec.positionals, [PositionalSpec("SPEC.json", help: PopupOptions.spec.help, arity: .optional, acceptsStandardStream: true)])
        XCTAssertEqual(spec.allOptions.filter(\.repeatable).map(\.displayName), ["--button"])
        XCTAssertEqual(spec.allOptions.filter(\.isFlag).map(\.displayName), ["--matrix", "--watch", "--force", "--help"])
    }

    func testLayoutTakesRenderOptionsButOutput() {
        XCTAssertEqual(CommandSpec.layout.allOptions.map(\.displayName), popupOptions)
        XCTAssertEqual(CommandSpec.layout.positionals, CommandSpec.render.positionals)
    }

    func testRenderFromFlagsAlone() throws {
        let parsed = try ArgumentParser(.render).parse(["--kind", "alert", "--title", "Error",
            "--message", "Sorry, that email address is already used!", "--button", "OK", "--button", "Cancel",
            "-o", "alert.png"])
        XCTAssertNil(parsed.positional("SPEC.json"))
        XCTAssertEqual(try parsed.choice("--kind", from: PopupKinds.optionNames), "alert")
        XCTAssertEqual(parsed.values("--button"), ["OK", "Cancel"])
        XCTAssertEqual(parsed.value("--output"), "alert.png")
    }

    func testRenderSpecToStandardOutput() throws {
        let parsed = try ArgumentParser(.render).parse(["Snapshots/alert.json", "-o", "-", "--scale", "2",
                                                        "--size", "390x844", "--appearance=dark"])
        XCTAssertEqual(parsed.positional("SPEC.json"), "Snapshots/alert.json")
        XCTAssertEqual(parsed.value("-o"), "-")
        XCTAssertEqual(try parsed.int("--scale", in: 1...3), 2)
        XCTAssertEqual(try parsed.size("--size")?.width, 390)
        XCTAssertEqual(try parsed.choice("--appearance", from: PopupOptions.appearances), "dark")
    }

    /// Parsing lets a missing -o through, for `--matrix --sheet`; the render command refuses it
    /// (EndToEndTests.testUsageErrorStatus: "missing --output FILE", exit 2).
    func testRenderNeedsAnOutput() {
        XCTAssertNil(parseError(["Snapshots/alert.json"], .render))
        XCTAssertEqual(parseError(["Snapshots/alert.json"], .animate), "missing --output OUT")
        XCTAssertNil(parseError(["Snapshots/alert.json"], .layout))
    }

    func testDeviceOrSize() {
        XCTAssertEqual(parseError(["--device", "ipad", "--size", "1x1"], .layout), "--device and --size cannot be used together")
    }

    func testKindExcludesCustom() {
        XCTAssertFalse(PopupKinds.optionNames.contains("custom"))
    }
}
