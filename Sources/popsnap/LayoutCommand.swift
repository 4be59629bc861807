import Popsnap

extension CommandSpec {
    static let layout = CommandSpec(
        name: "layout",
        summary: "Print the laid-out popup as JSON: the canvas, then every node's path, role and frame in "
            + "points, depth-first. For debugging layouts and for tests.",
        usage: "popsnap layout [SPEC.json] [options]",
        positionals: [PopupOptions.spec],
        options: PopupOptions.options,
        exclusiveOptions: PopupOptions.exclusive,
        examples: [
            "popsnap layout Snapshots/alert.json",
            "popsnap layout --kind hud --title \"Loading\" --device ipad",
        ])
}

extension Command {
    static let layout = Command(spec: .layout) { args, out in
        let (scene, _, layout, _) = try PopupArguments.scene(args, &out, painting: false)
        out.write(LayoutReport.json(layout, scene: scene))
        return .success
    }
}
