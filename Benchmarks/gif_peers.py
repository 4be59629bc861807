#!/usr/bin/env python3
"""The GIF rows of the performance table: Popsnap's GIF of the 30-frame crossfade (the `animate` row's,
harness.ANIMATE) against gifsicle and ImageMagick given the same frames.

Popsnap is timed as a whole `popsnap animate … -o fade.gif` process: rendering the 30 frames twice (once to
count colours for the global table, once to encode them) and encoding, on 2 threads. The peers get the
frames already drawn, which favours them: ImageMagick `convert` reads the 30 PNGs Popsnap wrote
(`animate -o frames/`) and writes a GIF with its defaults (one thread: MAGICK_THREAD_LIMIT=1, as its
OpenMP would otherwise take every core); gifsicle, which reads only GIFs, gets each frame as a one-frame GIF
from Popsnap (`animate --at T -o frame.gif`: the same palette and pixels as in Popsnap's animation) and is
timed joining and optimizing them at -O2 and -O3. Prints one line a figure: `who TAB figure TAB ms TAB bytes`.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def timed(command, runs, env=None):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def figures(popsnap, seed, animate, runs=3):
    """{(who, figure): (ms, bytes)} for Popsnap, gifsicle -O2 and -O3, and ImageMagick."""
    out = {}
    with tempfile.TemporaryDirectory(prefix="popsnap-gif-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None) as folder:
        gif = os.path.join(folder, "fade.gif")
        ms = timed([popsnap, "animate", seed] + animate + ["-o", gif], runs)
        out[("popsnap", "gif")] = (ms, os.path.getsize(gif))
        frames = os.path.join(folder, "frames") + "/"
        subprocess.run([popsnap, "animate", seed] + animate + ["-o", frames], check=True, stdout=subprocess.DEVNULL)
        if shutil.which("gifsicle"):
            # Each frame alone as a GIF, encoded by Popsnap (`--at`): exactly its pixels when it has 256 colours or
            # fewer, libimagequant's otherwise, as in Popsnap's animation (the crossfade changes every pixel, so
            # each of its frames is quantized whole there too). gifsicle joins and optimizes them.
            singles = []
            for i in range(30):
                single = os.path.join(folder, "single-%02d.gif" % i)
                subprocess.run([popsnap, "animate", seed] + animate + ["--at", repr(i / 29), "-o", single], check=True, stdout=subprocess.DEVNULL)
                singles.append(single)
            for level in ("-O2", "-O3"):
                target = os.path.join(folder, "gifsicle%s.gif" % level)
                ms = timed(["gifsicle", level, "--loopcount=forever", "--delay", "3"] + singles + ["-o", target], runs)
                out[("gifsicle", level)] = (ms, os.path.getsize(target))
        else:
            print("gifsicle\t-O3\t-\tnot installed (apt-get install gifsicle)")
        convert = shutil.which("convert")
        if convert:
            target = os.path.join(folder, "magick.gif")
            pngs = sorted(os.path.join(frames, f) for f in os.listdir(frames))
            env = dict(os.environ, MAGICK_THREAD_LIMIT="1")
            # One run: it takes about a minute.
            ms = timed([convert, "-delay", "100x2900", "-loop", "0"] + pngs + [target], 1, env=env)
            out[("imagemagick", "convert")] = (ms, os.path.getsize(target))
        else:
            print("imagemagick\tconvert\t-\tnot installed (apt-get install imagemagick)")
    return out


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, here)
    import harness
    popsnap = os.path.join(sys.argv[1], "popsnap")
    for (who, figure), (ms, size) in figures(popsnap, harness.SEED, harness.ANIMATE).items():
        print("%s\t%s\t%.1f\t%d" % (who, figure, ms, size))
