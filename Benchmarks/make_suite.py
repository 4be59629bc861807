#!/usr/bin/env python3
"""Writes the benchmark suite: N specs at 3x (default 1,000), a quarter each of alerts, confirmations,
HUDs and system alerts, with varied texts, backgrounds and HUD modes. The same N always gives the same
files, so runs on different machines time the same work.

    Benchmarks/make_suite.py OUT_DIR [--count N]
"""
import argparse
import json
import os

TITLES = ["Error", "Saved", "Delete this photo?", "No Connection", "Update Available", "Sign Out?", "Low Storage", "Done"]
MESSAGES = [
    "Sorry, that email address is already used!",
    "It will be removed from all your devices. You can't undo this action.",
    "Check your network settings and try again.",
    "A new version is ready to install tonight.",
    "You will need to sign in again to sync your notes.",
    "Free up space by removing videos you have already watched.",
]
GRADIENTS = [["#FF9A8B", "#FF6A88"], ["#E0EAFC", "#CFDEF3"], ["#89F7FE", "#66A6FF"], ["#4A90E2", "#F5F7FA"], ["#F6D365", "#FDA085"]]
ICONS = ["warning", "success", "error", "info"]
HUD_MODES = [{}, {"mode": "bar", "progress": 0.8, "label": "Downloading 4 of 5"}, {"mode": "ring", "progress": 0.35},
             {"mode": "pie", "progress": 0.6}, {"mode": "success", "label": "Saved"}]


def popup(i):
    kind = i % 4
    title, message = TITLES[i % len(TITLES)], MESSAGES[(i // 4) % len(MESSAGES)]
    if kind == 0:
        return {"kind": "alert", "title": title, "message": message, "button": "OK"}
    if kind == 1:
        return {"kind": "confirmation", "icon": ICONS[(i // 4) % len(ICONS)], "title": title, "message": message,
                "cancel": "Cancel", "ok": "Continue"}
    if kind == 2:
        return dict({"kind": "hud"}, **HUD_MODES[(i // 4) % len(HUD_MODES)])
    return {"kind": "system-alert", "title": title, "message": message,
            "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--count", type=int, default=1000)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for i in range(args.count):
        spec = {"canvas": "iphone-15", "scale": 3, "background": {"gradient": GRADIENTS[i % len(GRADIENTS)]}, "popup": popup(i)}
        with open(os.path.join(args.out, "spec-%04d.json" % i), "w") as f:
            json.dump(spec, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
