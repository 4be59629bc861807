#!/usr/bin/env python3
"""Checks an APNG or a WebP with an independent decoder, Pillow, against PNG frames dumped next to it.

    check_apng.py ANIMATION [--frames DIR] [--format PNG|WEBP] [--loop N] [--duration-ms MS]
                  [--frame-ms MS,MS,... [--mean-tolerance X]]

DIR (default: the animation's folder) holds the expected frames as frame-0000.png,
frame-0001.png, ...: their number is the expected frame count, and Pillow's composed frame i
must equal frame i pixel for pixel in RGBA (pixels of alpha 0 are equal whatever their colour,
which shows nowhere). --loop and --duration-ms, when given, are the expected loop count
(0 = forever) and each frame's duration in milliseconds.

--frame-ms gives each dumped frame's own duration instead, for a format that stores a frame
equal to the one before as that one shown longer (WebP): then each frame Pillow decodes must
start and end where dumped frames do, every dumped frame it covers must equal it (for a lossy
one, differ by at most --mean-tolerance on average over its channels; each frame's largest and
mean difference is printed), the total must be the dumped frames' and, without a tolerance, the
frame count that of the runs of identical dumped frames.

Each check prints a line; the last line is "N passed, N failed". The exit status is 0 when
every check passed, 1 when one failed, 2 when the files cannot be read at all.
"""
import argparse
import glob
import os
import sys

from tally import Tally

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
    parser.add_argument("--format", default="PNG", help="what Pillow must read it as (PNG, WEBP)")
    parser.add_argument("--frame-ms", help="each dumped frame's duration in ms, comma-separated")
    parser.add_argument("--mean-tolerance", type=float, default=0, help="mean channel difference allowed, with --frame-ms")
    args = parser.parse_args()

    folder = args.frames or os.path.dirname(os.path.abspath(args.animation))
    expected = sorted(glob.glob(os.path.join(folder, "frame-[0-9][0-9][0-9][0-9].png")))
    check = Tally(every=True)

    try:
        animation = Image.open(args.animation)
        animation.load()
    except Exception as error:  # Pillow raises many kinds; any of them means "cannot read"
        print(f"cannot open {args.animation} with Pillow {Image.__version__}: {error}")
        print(f"{check.passed} passed, 1 failed")
        return 2

    check(animation.format == args.format and getattr(animation, "is_animated", False) == (len(expected) > 1),
          f"Pillow {Image.__version__} reads it as {animation.format}, animated: {getattr(animation, 'is_animated', False)}")
    frame_count = getattr(animation, "n_frames", 1)
    if args.frame_ms is None:  # timed() counts runs of identical frames instead
        check(len(expected) > 0 and frame_count == len(expected),
              f"n_frames {frame_count}, frames dumped {len(expected)}")
    if args.loop is not None:
        loop = animation.info.get("loop")
        check(loop == args.loop, f"loop count {loop}, expected {args.loop}")
    if args.frame_ms is not None:
        timed(animation, frame_count, expected, [float(ms) for ms in args.frame_ms.split(",")], args, check)
        return check.summary()

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
        a, b = visible(actual), visible(reference)
        differing = [i // 4 for i in range(0, len(a), 4) if a[i:i + 4] != b[i:i + 4]] if a != b else []
        if differing:
            first = differing[0]
            x, y = first % actual.width, first // actual.width
            check(False, f"frame {index}: {len(differing)} pixels differ from {os.path.basename(expected[index])}, "
                         f"first at ({x}, {y}): {tuple(a[4 * first:4 * first + 4])} vs {tuple(b[4 * first:4 * first + 4])}")
        else:
            check(True, f"frame {index}: {actual.width} x {actual.height} RGBA pixels equal {os.path.basename(expected[index])}")

    return check.summary()


def visible(image):
    """RGBA bytes with every pixel of alpha 0 as 0, 0, 0, 0."""
    data = image.tobytes()
    if all(data[i] == 255 for i in range(3, len(data), 4)):
        return data
    return b"".join(b"\0\0\0\0" if data[i + 3] == 0 else data[i:i + 4] for i in range(0, len(data), 4))


def timed(animation, frame_count, expected, frame_ms, args, check):
    """The --frame-ms checks: each decoded frame against the dumped frames it is shown for."""
    starts = [sum(frame_ms[:i]) for i in range(len(frame_ms) + 1)]
    references = []
    for path in expected:
        with Image.open(path) as reference_file:
            references.append(visible(reference_file.convert("RGBA")))
    if args.mean_tolerance == 0:
        runs = 1 + sum(1 for a, b in zip(references, references[1:]) if a != b) if references else 0
        check(frame_count == runs, f"n_frames {frame_count}, runs of identical frames dumped {runs} (of {len(expected)})")
    else:
        check(0 < frame_count <= len(expected), f"n_frames {frame_count}, frames dumped {len(expected)}")
    start = 0.0
    for index in range(frame_count):
        animation.seek(index)
        animation.load()  # Pillow reads a WebP frame's duration as it decodes it
        duration = float(animation.info.get("duration") or 0)
        end = start + duration
        first = next((j for j, t in enumerate(starts) if abs(t - start) < 1e-3), None)
        last = next((j for j, t in enumerate(starts) if abs(t - end) < 1e-3), None)
        if first is None or last is None or last <= first or last > len(expected):
            check(False, f"frame {index}: shown from {start:g} to {end:g} ms, not from one dumped frame's start to another's")
            return
        actual = visible(animation.convert("RGBA"))
        for j in range(first, last):
            name = os.path.basename(expected[j])
            if len(actual) != len(references[j]):
                check(False, f"frame {index}: {len(actual) // 4} pixels, {name} has {len(references[j]) // 4}")
                continue
            deltas = [abs(x - y) for x, y in zip(actual, references[j])] if actual != references[j] else [0]
            largest, mean = max(deltas), sum(deltas) / len(actual)
            ok = largest == 0 if args.mean_tolerance == 0 else mean <= args.mean_tolerance
            check(ok, f"frame {index} ({start:g} to {end:g} ms) at {starts[j]:g} ms against {name}: largest channel difference {largest}, "
                      f"mean {mean:.3f} (mean tolerance {args.mean_tolerance:g})")
        start = end
    check(abs(start - starts[-1]) < 1e-3, f"total duration {start:g} ms, expected {starts[-1]:g} ms")


if __name__ == "__main__":
    sys.exit(main())
