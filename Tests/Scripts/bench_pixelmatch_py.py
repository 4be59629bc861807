#!/usr/bin/env python3
"""Times pixelmatch's Python port (PyPI `pixelmatch`) on the images popsnap-bench compares, for the
README's comparison with Popsnap's own figures. Exactly:

    swift run -c release popsnap-bench --write /tmp/bench
    python3 -m pip install pixelmatch pillow
    python3 Tests/Scripts/bench_pixelmatch_py.py /tmp/bench

It prints one line per case, in ms and megapixels a second, with the count of differing pixels.
"""
import sys
import time

from PIL import Image
from pixelmatch.contrib.PIL import pixelmatch

folder = sys.argv[1] if len(sys.argv) > 1 else "/tmp/bench"
expected = Image.open(f"{folder}/compare-expected.png").convert("RGBA")
megapixels = expected.width * expected.height / 1e6
for name, file in [("identical", "compare-expected.png"), ("1% different", "compare-one-percent.png"),
                   ("all different", "compare-all-different.png")]:
    actual = Image.open(f"{folder}/{file}").convert("RGBA")
    diff = Image.new("RGBA", expected.size)
    start = time.perf_counter()
    count = pixelmatch(expected, actual, diff, threshold=0.1)
    ms = (time.perf_counter() - start) * 1000
    print(f"pixelmatch (Python) {expected.width}x{expected.height}, {name}: {ms:.1f} ms, {megapixels / (ms / 1000):.2f} MP/s, {count} px differ")
