#!/usr/bin/env python3
"""Checks an APNG with an independent decoder, Pillow, against PNG frames dumped next to it.

    check_apng.py ANIMATION.png [--frames DIR] [--loop N] [--duration-ms MS]

DIR (default: the animation's folder) holds the expected frames as frame-0000.png,
frame-0001.png, ...: their number is the expected frame count, and Pillow's composed frame i
must equal frame i pixel for pixel in RGBA. --loop and --duration-ms, when given, are the
expected loop count (0 = forever) and each frame's duration in milliseconds.

Each check prints a line; the last line is "N passed, N failed". The exit status is 0 when
every check passed, 1 when one failed, 2 when the files cannot be read at all.
"""
import argparse
import glob
import os
import sys

try:
    from PIL import Image
except ImportError:
    print("Pillow is not installed (pip install pillow)")
    print("0 passed, 1 failed")
    sys.exit(2)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("animation")
    parser.add_argument("--frames", help="folder of frame-NNNN.png (default: the animation's folder)")
    parser.add_argument("--loop", type=int, help="expected loop count, 0 = forever")
    parser.add_argument("--duration-ms", type=float, help="expected duration of every frame, in ms")
    args = parser.parse_args()

    folder = args.frames or os.path.dirname(os.path.abspath(args.animation))
    expected = sorted(glob.glob(os.path.join(folder, "frame-[0-9][0-9][0-9][0-9].png")))
    passed = failed = 0

    def check(ok, what):
        nonlocal passed, failed
        print(("ok     " if ok else "FAILED ") + what)
        if ok:
            passed += 1
        else:
            failed += 1

    try:
        animation = Image.open(args.animation)
        animation.load()
    except Exception as error:  # Pillow raises many kinds; any of them means "cannot read"
        print(f"cannot open {args.animation} with Pillow {Image.__version__}: {error}")
        print(f"{passed} passed, 1 failed")
        return 2

    check(animation.format == "PNG" and getattr(animation, "is_animated", False) == (len(expected) > 1),
          f"Pillow {Image.__version__} reads it as {animation.format}, animated: {getattr(animation, 'is_animated', False)}")
    frame_count = getattr(animation, "n_frames", 1)
    check(len(expected) > 0 and frame_count == len(expected),
          f"n_frames {frame_count}, frames dumped {len(expected)}")
    if args.loop is not None:
        loop = animation.info.get("loop")
        check(loop == args.loop, f"loop count {loop}, expected {args.loop}")

    for index in range(min(frame_count, len(expected))):
        animation.seek(index)
        if args.duration_ms is not None:
            duration = animation.info.get("duration")
            check(duration is not None and abs(float(duration) - args.duration_ms) < 1e-3,
                  f"frame {index}: duration {duration} ms, expected {args.duration_ms} ms")
        actual = animation.convert("RGBA")
        with Image.open(expected[index]) as reference_file:
            reference = reference_file.convert("RGBA")
        if actual.size != reference.size:
            check(False, f"frame {index}: size {actual.size}, {os.path.basename(expected[index])} is {reference.size}")
            continue
        a, b = actual.tobytes(), reference.tobytes()
        differing = [i // 4 for i in range(0, len(a), 4) if a[i:i + 4] != b[i:i + 4]] if a != b else []
        if differing:
            first = differing[0]
            x, y = first % actual.width, first // actual.width
            check(False, f"frame {index}: {len(differing)} pixels differ from {os.path.basename(expected[index])}, "
                         f"first at ({x}, {y}): {tuple(a[4 * first:4 * first + 4])} vs {tuple(b[4 * first:4 * first + 4])}")
        else:
            check(True, f"frame {index}: {actual.width} x {actual.height} RGBA pixels equal {os.path.basename(expected[index])}")

    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
