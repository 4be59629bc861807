#!/usr/bin/env python3
"""Checks an animated WebP and the JSON report `popsnap animate --json` printed for it with an independent
decoder, Pillow, against the PNG frames of the same animation.

    check_webp_report.py ANIM.webp FRAMES/ REPORT.json

FRAMES/ holds frame-0000.png, ... (every frame, as `popsnap animate -o FRAMES/` writes them). Checked: the
size, the frame count and each frame's duration against the report's; then every animation frame against the
file frame that the report says shows it (sourceFrames: the first animation frame each file frame shows, up
to the next one's), as Pillow decodes it, premultiplied: exactly for a lossless file, and for a lossy one
against its reported colour error (colorErrors: the file frame showing it, the largest and the mean difference
over red, green and blue). Prints one line a failure, the largest alpha difference seen, and "N passed, M
failed" last; exits 1 when anything failed.
"""
import os
import sys

from tally import Tally, report_for

try:
    from PIL import Image
except ImportError:
    print("Pillow is not installed (pip install pillow)")
    sys.exit(3)


def premultiplied(image):
    """RGBA bytes premultiplied as Popsnap's Image holds them: each colour round(c * a / 255)."""
    data = image.convert("RGBA").tobytes()
    out = bytearray(data)
    for i in range(0, len(data), 4):
        a = data[i + 3]
        if a != 255:
            for k in range(3):
                out[i + k] = (2 * data[i + k] * a + 255) // 510
    return bytes(out)


def main():
    webp_path, frames_dir, report_path = sys.argv[1:4]
    check = Tally()
    report = report_for(webp_path, report_path, check)
    names = sorted(n for n in os.listdir(frames_dir) if n.startswith("frame-"))
    webp = Image.open(webp_path)
    check(webp.n_frames == report["frames"], f"{webp.n_frames} frames, report {report['frames']}")
    durations = []
    for j in range(webp.n_frames):
        webp.seek(j)
        webp.load()  # Pillow reads a WebP frame's duration as it decodes it
        durations.append(webp.info["duration"])
    check([round(d * 1000) for d in report["delays"]] == durations, f"durations {durations}, report {report['delays']}")
    errors = {e["frame"]: e for e in report["colorErrors"]}
    lossy = bool(report["colorErrors"])
    check(not lossy or len(errors) == len(names), f"{len(errors)} colour errors for {len(names)} animation frames")
    alpha = 0
    for j in range(webp.n_frames):
        webp.seek(j)
        shown = premultiplied(webp)
        first = report["sourceFrames"][j]
        last = report["sourceFrames"][j + 1] if j + 1 < webp.n_frames else len(names)
        for i in range(first, last):
            with Image.open(os.path.join(frames_dir, names[i])) as png:
                expected = premultiplied(png)
            diffs = [abs(shown[k] - expected[k]) for k in range(len(shown)) if k % 4 != 3]
            alpha = max([alpha] + [abs(shown[k] - expected[k]) for k in range(3, len(shown), 4)])
            if not lossy:
                check(max(diffs) == 0, f"animation frame {i} in file frame {j}: a channel {max(diffs)} off in a lossless WebP")
                continue
            e = errors.get(i)
            if e is None:
                check(False, f"animation frame {i}: no colour error reported")
                continue
            mean = sum(diffs) / len(diffs)
            check(e["index"] == j, f"animation frame {i}: shown by file frame {j}, report {e['index']}")
            check(e["maximum"] == max(diffs), f"animation frame {i}: largest difference {max(diffs)}, report {e['maximum']}")
            check(abs(e["mean"] - mean) < 1e-6, f"animation frame {i}: mean {mean:.6f}, report {e['mean']}")
    print(f"largest alpha difference {alpha}")
    sys.exit(check.summary())


main()
