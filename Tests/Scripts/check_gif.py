#!/usr/bin/env python3
"""Checks a GIF with an independent decoder, Pillow, against the PNG frames of the same animation and the
JSON report `popsnap animate --json` printed for it.

    check_gif.py ANIM.gif FRAMES/ REPORT.json

FRAMES/ holds frame-0000.png, ... (every frame of the animation, as `popsnap animate -o FRAMES/` writes them).
Checked: the frame count and each frame's duration against the report's, the total against the sum; the file
size against the report's; every pixel of each composed GIF frame against the PNG frame it shows (the
report's sourceFrames), as GIF can show it: alpha below 128 transparent, the rest opaque in its straight
colour; within the report's maximum error for a frame reduced to 256 colours, exactly otherwise. Prints one
line a failure and "N passed, M failed" last; exits 1 when anything failed.
"""
import os
import sys

from tally import Tally, report_for

try:
    from PIL import Image, ImageChops
except ImportError:
    print("Pillow is not installed (pip install pillow)")
    sys.exit(3)


def visible(png):
    """The PNG frame as GIF shows it: RGBA with alpha 0 or 255, transparent pixels all zero."""
    rgba = png.convert("RGBA")
    alpha = rgba.getchannel("A").point(lambda a: 255 if a >= 128 else 0)
    rgba.putalpha(alpha)
    return Image.composite(rgba, Image.new("RGBA", rgba.size, (0, 0, 0, 0)), alpha)


def main():
    gif_path, frames_dir, report_path = sys.argv[1:4]
    check = Tally()
    report = report_for(gif_path, report_path, check)
    errors = {e["index"]: e for e in report["colorErrors"]}
    gif = Image.open(gif_path)
    check(gif.format == "GIF", f"Pillow reads {gif.format}")
    check(gif.n_frames == report["frames"], f"{gif.n_frames} frames, report {report['frames']}")
    total = 0
    for i in range(min(gif.n_frames, report["frames"])):
        gif.seek(i)
        duration = gif.info.get("duration", 0)
        total += duration
        check(abs(duration - report["delays"][i] * 1000) < 0.5, f"frame {i}: {duration} ms, report {report['delays'][i]} s")
        check(duration >= 20, f"frame {i}: {duration} ms, which browsers play as 100")
        shown = gif.convert("RGBA")
        source = report["sourceFrames"][i]
        expected = visible(Image.open(os.path.join(frames_dir, "frame-%04d.png" % source)))
        # A transparent pixel's colour is no colour: zero it in the decoded frame as in the expected one.
        shown = Image.composite(shown, Image.new("RGBA", shown.size, (0, 0, 0, 0)), shown.getchannel("A").point(lambda a: 255 if a >= 128 else 0))
        worst = max(high for _, high in ImageChops.difference(shown, expected).getextrema())
        allowed = errors[i]["maximum"] if i in errors else 0
        check(worst <= allowed, f"frame {i} (animation frame {source}): a channel {worst} off, {allowed} allowed")
    check(abs(total - report["duration"] * 1000) < 0.5, f"total {total} ms, report {report['duration']} s")
    sys.exit(check.summary())


main()
