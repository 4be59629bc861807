#!/usr/bin/env python3
"""Runs every figure of Benchmarks/README.md's table in one go and prints it: Popsnap's (in process through
`popsnap-bench --harness`, and as whole `popsnap` processes) beside the peers' (peers.py), with the ratio
and the target of issue 12. Run it through Benchmarks/run, which builds and installs what it needs.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import gif_peers

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SEED = os.path.join(ROOT, "Snapshots", "alert.json")
ANIMATE = ["--transition", "crossfade", "--duration", "1", "--fps", "29", "--jobs", "2"]  # 30 frames


def tabbed(output):
    """{(who, figure): (ms, extra)} from lines of `who TAB figure TAB ms TAB extra`."""
    figures = {}
    for line in output.splitlines():
        parts = line.split("\t")
        if len(parts) == 4 and parts[2] != "-":
            figures[(parts[0], parts[1])] = (float(parts[2]), parts[3])
        elif len(parts) == 4:
            print("note: %s is unavailable: %s" % (parts[0], parts[3]), file=sys.stderr)
    return figures


def median_of_rounds(rounds):
    """Each figure's median over the rounds, with the first round's extra text."""
    return {key: (statistics.median(r[key][0] for r in rounds if key in r), rounds[0][key][1]) for key in rounds[0]}


def timed(command, runs, cwd=None):
    """Median wall time in ms of `command` run `runs` times, and the largest peak resident memory in MB."""
    times, peak = [], 0
    for _ in range(runs):
        # Progress goes to a file, not a pipe: a pipe nobody reads until the end fills and stops the command.
        with tempfile.TemporaryFile() as errors:
            start = time.perf_counter()
            process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=errors)
            _, status, usage = os.wait4(process.pid, 0)
            times.append((time.perf_counter() - start) * 1000)
            code = os.waitstatus_to_exitcode(status)
            process.returncode = code
            if code not in (0, 1):
                errors.seek(0)
                raise SystemExit("%s failed (%d): %s" % (" ".join(command), code, errors.read().decode(errors="replace")[-2000:]))
        peak = max(peak, usage.ru_maxrss / 1024)
    return statistics.median(times), peak


def suite_figures(popsnap, count, scale, keep):
    """Seconds for `record --record all` and `verify` of the generated suite (scaled to 1,000 specs), and
    for `verify` once the references' digests are taken out (every reference decoded and compared)."""
    folder = tempfile.mkdtemp(prefix="popsnap-suite-")
    try:
        subprocess.run([sys.executable, os.path.join(HERE, "make_suite.py"), folder, "--count", str(count)], check=True)
        record, _ = timed([popsnap, "record", folder, "--record", "all"], 1)
        verify, _ = timed([popsnap, "verify", folder, "--record", "never"], 3)
        result = {"record": record / 1000 * scale, "verify": verify / 1000 * scale}
        if keep:
            strip_digests(folder)
            full, _ = timed([popsnap, "verify", folder, "--record", "never"], 1)
            result["verify-full"] = full / 1000 * scale
        sizes = [os.path.getsize(os.path.join(folder, f)) for f in os.listdir(folder) if f.endswith(".png")]
        result["bytes"] = sum(sizes) / max(1, len(sizes))
        return result
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def strip_digests(folder):
    """Rewrites each reference without its psDG chunk: same pixels, so verify must decode and compare."""
    for name in os.listdir(folder):
        if not name.endswith(".png"):
            continue
        path = os.path.join(folder, name)
        data = open(path, "rb").read()
        out, offset = bytearray(data[:8]), 8
        while offset + 12 <= len(data):
            length = int.from_bytes(data[offset:offset + 4], "big")
            end = offset + 12 + length
            if data[offset + 4:offset + 8] != b"psDG":
                out += data[offset:end]
            offset = end
        open(path, "wb").write(bytes(out))


def row(what, now, before, peer, target, met, unit="ms"):
    def show(v):
        if v is None:
            return "-"
        return ("%.1f %s" % (v, unit)) if unit != "bytes" else "%d bytes" % v
    print("| %s | %s | %s | %s | %s | %s |" % (what, show(now), show(before), show(peer), target, met))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True, help="the folder holding popsnap and popsnap-bench (release)")
    parser.add_argument("--baseline", help="an older popsnap binary, timed the same way for the whole-process rows")
    parser.add_argument("--suite", type=int, default=1000, help="specs in the verify/record suite (default 1000)")
    parser.add_argument("--runs", type=int, default=30, help="runs per median for the quick figures")
    parser.add_argument("--rounds", type=int, default=5, help="alternations of the peers and Popsnap in process (default 5)")
    parser.add_argument("--only-gif", action="store_true", help="print only the GIF table (a minute or two)")
    args = parser.parse_args()
    popsnap, bench = os.path.join(args.bin, "popsnap"), os.path.join(args.bin, "popsnap-bench")
    if args.only_gif:
        return gif_table(popsnap)
    scale = 1000 / args.suite

    print("machine: %s, %d cores visible; %s" % (os.uname().machine, os.cpu_count(), open("/proc/cpuinfo").read().split("model name")[1].split("\n")[0].strip(": ")), file=sys.stderr)
    # The peers and Popsnap's in-process figures alternate, `--rounds` times, and each figure is the
    # median of its rounds: a burst of load elsewhere on the machine then weighs on both sides alike.
    peer_rounds, our_rounds = [], []
    for _ in range(args.rounds):
        peer_rounds.append(tabbed(subprocess.run([sys.executable, os.path.join(HERE, "peers.py"), "--runs", str(args.runs)],
                                                 check=True, capture_output=True, text=True, cwd=ROOT).stdout))
        our_rounds.append(tabbed(subprocess.run([bench, "--harness", SEED], check=True, capture_output=True, text=True, cwd=ROOT).stdout))
    peers, ours = median_of_rounds(peer_rounds), median_of_rounds(our_rounds)
    with tempfile.TemporaryDirectory(prefix="popsnap-harness-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None) as out:
        render, _ = timed([popsnap, "render", SEED, "-o", os.path.join(out, "a.png")], args.runs)
        animate, animate_peak = timed([popsnap, "animate", SEED] + ANIMATE + ["-o", os.path.join(out, "a.apng")], 5)
        _, long_peak = timed([popsnap, "animate", SEED, "--transition", "crossfade", "--duration", "20", "--fps", "30", "--jobs", "2",
                              "-o", os.path.join(out, "long.apng")], 1)
        before = {}
        if args.baseline:
            before["render"], _ = timed([args.baseline, "render", SEED, "-o", os.path.join(out, "b.png")], args.runs)
            before["animate"], before["animate-peak"] = timed([args.baseline, "animate", SEED] + ANIMATE + ["-o", os.path.join(out, "b.apng")], 5)
    suite = suite_figures(popsnap, args.suite, scale, keep=True)
    old_suite = suite_figures(args.baseline, args.suite, scale, keep=False) if args.baseline else {}

    b2d = lambda figure: peers.get(("blend2d", figure), (None, ""))[0]
    ratio = lambda a, b: (a / b) if a is not None and b else None
    print()
    print("| figure | Popsnap now | before | Blend2D | target | ratio, met? |")
    print("|---|---|---|---|---|---|")
    vs = ratio(suite["verify"], 1)
    row("`popsnap verify` of 1,000 specs at 3x (2 cores)", suite["verify"], old_suite.get("verify"), None, "≤ 10 s",
        "%s" % ("met" if suite["verify"] <= 10 else "not met"), unit="s")
    row("  same, references without digests (all decoded)", suite["verify-full"], None, None, "-", "-", unit="s")
    row("`popsnap record --record all` of the same 1,000", suite["record"], old_suite.get("record"), None, "≤ 25 s",
        "met" if suite["record"] <= 25 else "not met", unit="s")
    seed_peer = b2d("raster+png")
    r = ratio(render, seed_peer)
    row("one `popsnap render` of the seed alert, whole process", render, before.get("render"), seed_peer,
        "≤ 0.6 x Blend2D raster + PNG", "%.2f x, %s" % (r, "met" if r <= 0.6 else "not met") if r else "-")
    fade_peer = b2d("crossfade30")
    r = ratio(animate, fade_peer)
    row("`popsnap animate` crossfade, 30 frames, APNG, 2 threads, whole process", animate, before.get("animate"), fade_peer,
        "≤ 0.25 x Blend2D 30-frame crossfade + PNG, 1 thread", "%.2f x, %s" % (r, "met" if r <= 0.25 else "not met") if r else "-")
    raster, raster_peer = ours[("popsnap", "raster")][0], b2d("raster")
    r = ratio(raster, raster_peer)
    # Each round's own ratio too: the median can hide rounds where load fell on one side.
    per_round = sorted(o[("popsnap", "raster")][0] / p[("blend2d", "raster")][0]
                       for o, p in zip(our_rounds, peer_rounds) if ("blend2d", "raster") in p)
    spread = " (rounds: %.2f–%.2f x, %d of %d ≤ 1.0)" % (per_round[0], per_round[-1], sum(x <= 1.0 for x in per_round), len(per_round)) if per_round else ""
    row("raster alone, seed alert, in process", raster, None, raster_peer, "≤ 1.0 x Blend2D",
        "%.2f x, %s%s" % (r, "met" if r <= 1.0 else "not met", spread) if r else "-")
    ours_bytes = int(ours[("popsnap", "png")][1].split()[0])
    peer_bytes = int(peers[("blend2d", "raster+png")][1].split()[0]) if ("blend2d", "raster+png") in peers else None
    r = ratio(ours_bytes, peer_bytes)
    row("PNG bytes of that scene (.fast)", ours_bytes, None, peer_bytes, "≤ 1.5 x Blend2D's",
        "%.2f x, %s" % (r, "met" if r <= 1.5 else "not met") if r else "-", unit="bytes")
    row("PNG encode of that scene, .fast / .smallest, in process", ours[("popsnap", "png")][0], None, None,
        ".smallest %.1f ms, %s" % (ours[("popsnap", "png-smallest")][0], ours[("popsnap", "png-smallest")][1]), "-")
    row("seed alert raster + PNG, in process", ours[("popsnap", "raster+png")][0], None, seed_peer, "-", "-")
    row("peak memory of `animate`, 30 / 601 frames", animate_peak, before.get("animate-peak"), None, "flat",
        "601 frames: %.0f MB, %s" % (long_peak, "flat" if long_peak <= animate_peak * 1.15 else "grows"), unit="MB")
    row("reference PNG, mean size in the suite", suite["bytes"], old_suite.get("bytes"), None, "-", "-", unit="bytes")
    print()
    print("peers, one thread (raster / raster + PNG / 30-frame crossfade):")
    for peer in ("blend2d", "cairo", "skia", "pillow"):
        cells = [peers.get((peer, f)) for f in ("raster", "raster+png", "crossfade30")]
        print("  %-8s %s" % (peer, " / ".join("%.1f ms%s" % (c[0], (" (" + c[1] + ")") if c[1] else "") if c else "-" for c in cells)))
    print()
    gif_table(popsnap)


def gif_table(popsnap):
    """The 30-frame crossfade as a GIF: Popsnap's whole process beside gifsicle and ImageMagick given its frames
    (gif_peers.py), with issue 24's targets: no larger than gifsicle -O3's, faster than ImageMagick."""
    gifs = gif_peers.figures(popsnap, SEED, ANIMATE)
    ours = gifs[("popsnap", "gif")]
    print("| GIF of the 30-frame crossfade | time | bytes | target | met? |")
    print("|---|---|---|---|---|")
    print("| `popsnap animate … -o fade.gif`, 2 threads, whole process (frames drawn twice) | %.0f ms | %d | - | - |" % ours)
    names = {("gifsicle", "-O2"): "gifsicle -O2 of the same frames", ("gifsicle", "-O3"): "gifsicle -O3 of the same frames",
             ("imagemagick", "convert"): "ImageMagick `convert` of the same 30 PNGs, 1 thread"}
    for key, name in names.items():
        if key not in gifs:
            continue
        ms, size = gifs[key]
        if key == ("gifsicle", "-O3"):
            target, met = "Popsnap's bytes ≤ these", "%.3f x, %s" % (ours[1] / size, "met" if ours[1] <= size else "not met")
        elif key[0] == "imagemagick":
            target, met = "Popsnap's time < this", "%.2f x, %s" % (ours[0] / ms, "met" if ours[0] < ms else "not met")
        else:
            target, met = "-", "%.3f x the bytes" % (ours[1] / size)
        print("| %s | %.0f ms | %d | %s | %s |" % (name, ms, size, target, met))


if __name__ == "__main__":
    main()
