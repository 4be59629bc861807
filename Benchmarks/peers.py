#!/usr/bin/env python3
"""The seed alert scene (Snapshots/alert.json at 3x: 1179 x 2556 px) drawn by each peer library with the
same geometry and the same font files, timed on one thread: raster alone, raster + PNG, and the 30-frame
crossfade from cached layers with a PNG a frame. Prints one tab-separated line a figure:

    peer <TAB> figure <TAB> median ms <TAB> extra

    python3 Benchmarks/peers.py [--runs N] [--out DIR]

Geometry from `popsnap layout Snapshots/alert.json`, in pixels: a white screen dimmed by black at 30%,
the container (150, 999, 879 x 558) in #007AFF with a 6 px white border inside, yellow title (156, 1005,
867 x 165) and button (156, 1419, 867 x 132) bars, and white text: "Error" and "OK" in Inter Bold at
69 px, the two-line message in Inter SemiBold at 48 px, each line centred in its frame.
"""
import argparse
import os
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
FONTS = os.path.join(os.path.dirname(HERE), "Fonts")
BOLD, SEMIBOLD = os.path.join(FONTS, "Inter-Bold.otf"), os.path.join(FONTS, "Inter-SemiBold.otf")

WIDTH, HEIGHT = 1179, 2556
CONTAINER = (150, 999, 879, 558)
BORDER = 6
TITLE = (156, 1005, 867, 165)
MESSAGE = (195, 1194, 789, 201)
BUTTON = (156, 1419, 867, 132)
BLUE, YELLOW, WHITE, DIM = (0, 122 / 255, 1.0, 1.0), (1.0, 1.0, 0.0, 1.0), (1.0, 1.0, 1.0, 1.0), (0.0, 0.0, 0.0, 0.3)
# (text, font file, size px, frame, line index, line count); Inter's ascender and descender in ems.
TEXTS = [("Error", BOLD, 69, TITLE, 0, 1),
         ("Sorry, that email address is", SEMIBOLD, 48, MESSAGE, 0, 2),
         ("already used!", SEMIBOLD, 48, MESSAGE, 1, 2),
         ("OK", BOLD, 69, BUTTON, 0, 1)]
ASCENT, DESCENT = 0.96875, 0.2421875
FRAMES = 30


def baseline(size, frame, line, lines):
    """Lines of (ascent + descent) x size, centred as a block in the frame, as Popsnap places labels."""
    height = (ASCENT + DESCENT) * size
    top = frame[1] + (frame[3] - height * lines) / 2
    return top + height * line + ASCENT * size


def median_ms(body, runs):
    body()  # warm-up: fonts, caches
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        body()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


class Blend2D:
    name = "blend2d"

    def __init__(self):
        import blend2d as b
        self.b = b
        self.fonts = {}
        for _, path, size, *_ in TEXTS:
            if (path, size) not in self.fonts:
                font = b.BLFont()
                font.create_from_face(b.BLFontFace.create_from_file(path), float(size))
                self.fonts[(path, size)] = font

    @staticmethod
    def color(rgba):
        """This binding takes a colour tuple in the pixel's byte order, blue first."""
        r, g, b, a = rgba
        return (b, g, r, a)

    def new_image(self):
        image = self.b.BLImage(WIDTH, HEIGHT)
        context = self.b.BLContext(image)
        context.clear_all()  # new images hold whatever memory they were given
        return image, context

    def draw_popup(self, c):
        b = self.b
        c.set_fill_style(self.color(BLUE))
        c.fill_rect(b.BLRect(*CONTAINER))
        c.set_fill_style(self.color(YELLOW))
        c.fill_rect(b.BLRect(*TITLE))
        c.fill_rect(b.BLRect(*BUTTON))
        c.set_stroke_style(self.color(WHITE))
        c.stroke_width = BORDER
        x, y, w, h = CONTAINER
        c.stroke_rect(b.BLRect(x + BORDER / 2, y + BORDER / 2, w - BORDER, h - BORDER))
        c.set_fill_style(self.color(WHITE))
        for text, path, size, frame, line, lines in TEXTS:
            font = self.fonts[(path, size)]
            width = font.get_text_metrics(text)[4]
            c.fill_text(b.BLPoint(frame[0] + (frame[2] - width) / 2, baseline(size, frame, line, lines)), font, text)

    def scene(self):
        image, c = self.new_image()
        c.set_fill_style(self.color(WHITE))
        c.fill_all()
        c.set_fill_style(self.color(DIM))
        c.fill_all()
        self.draw_popup(c)
        c.flush()
        return image

    def write_png(self, image, path):
        image.writeToFile(path)

    def crossfade(self, out):
        """Layers painted once (the screen; the dimming and popup as one group), composed per frame at the
        frame's opacity and written as a PNG, as Popsnap's crossfade does."""
        b = self.b
        screen, c = self.new_image()
        c.set_fill_style(self.color(WHITE))
        c.fill_all()
        c.flush()
        group, c = self.new_image()
        c.set_fill_style(self.color(DIM))
        c.fill_all()
        self.draw_popup(c)
        c.flush()
        for i in range(FRAMES):
            frame, c = self.new_image()
            c.blit_image(b.BLPoint(0, 0), screen)
            c.global_alpha = i / (FRAMES - 1)
            c.blit_image(b.BLPoint(0, 0), group)
            c.flush()
            frame.writeToFile(os.path.join(out, "frame-%02d.png" % i))


class Cairo:
    name = "cairo"

    def __init__(self):
        import cairo
        self.cairo = cairo
        # The toy text API finds fonts through fontconfig: Fonts/ is added to its configuration (see run_peer).

    def scene(self):
        cairo = self.cairo
        surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, WIDTH, HEIGHT)
        c = cairo.Context(surface)
        c.set_source_rgba(*WHITE)
        c.paint()
        c.set_source_rgba(*DIM)
        c.paint()
        c.set_source_rgba(*BLUE)
        c.rectangle(*CONTAINER)
        c.fill()
        c.set_source_rgba(*YELLOW)
        c.rectangle(*TITLE)
        c.rectangle(*BUTTON)
        c.fill()
        c.set_source_rgba(*WHITE)
        c.set_line_width(BORDER)
        x, y, w, h = CONTAINER
        c.rectangle(x + BORDER / 2, y + BORDER / 2, w - BORDER, h - BORDER)
        c.stroke()
        for text, path, size, frame, line, lines in TEXTS:
            family = "Inter" if path == BOLD else "Inter Semi Bold"
            c.select_font_face(family, cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_BOLD if path == BOLD else cairo.FONT_WEIGHT_NORMAL)
            c.set_font_size(size)
            width = c.text_extents(text).x_advance
            c.move_to(frame[0] + (frame[2] - width) / 2, baseline(size, frame, line, lines))
            c.show_text(text)
        surface.flush()
        return surface

    def write_png(self, surface, path):
        surface.write_to_png(path)


class Skia:
    name = "skia"

    def __init__(self):
        import skia
        self.skia = skia
        self.fonts = {(path, size): skia.Font(skia.Typeface.MakeFromFile(path), size) for _, path, size, *_ in TEXTS}

    def paint(self, rgba):
        return self.skia.Paint(Color4f=self.skia.Color4f(*rgba), AntiAlias=True)

    def scene(self):
        skia = self.skia
        surface = skia.Surface(WIDTH, HEIGHT)
        c = surface.getCanvas()
        c.drawColor(skia.Color4f(*WHITE))
        c.drawPaint(self.paint(DIM))
        c.drawRect(skia.Rect.MakeXYWH(*CONTAINER), self.paint(BLUE))
        c.drawRect(skia.Rect.MakeXYWH(*TITLE), self.paint(YELLOW))
        c.drawRect(skia.Rect.MakeXYWH(*BUTTON), self.paint(YELLOW))
        border = self.paint(WHITE)
        border.setStyle(skia.Paint.kStroke_Style)
        border.setStrokeWidth(BORDER)
        x, y, w, h = CONTAINER
        c.drawRect(skia.Rect.MakeXYWH(x + BORDER / 2, y + BORDER / 2, w - BORDER, h - BORDER), border)
        white = self.paint(WHITE)
        for text, path, size, frame, line, lines in TEXTS:
            font = self.fonts[(path, size)]
            width = font.measureText(text)
            c.drawString(text, frame[0] + (frame[2] - width) / 2, baseline(size, frame, line, lines), font, white)
        return surface.makeImageSnapshot()

    def write_png(self, image, path):
        with open(path, "wb") as f:
            f.write(bytes(image.encodeToData(self.skia.EncodedImageFormat.kPNG, 100)))


class Pillow:
    name = "pillow"

    def __init__(self):
        from PIL import Image, ImageDraw, ImageFont
        self.Image, self.ImageDraw = Image, ImageDraw
        self.fonts = {(path, size): ImageFont.truetype(path, size) for _, path, size, *_ in TEXTS}

    def scene(self):
        image = self.Image.new("RGB", (WIDTH, HEIGHT), (178, 178, 178))  # white dimmed by black at 30%
        d = self.ImageDraw.Draw(image)
        x, y, w, h = CONTAINER
        d.rectangle((x, y, x + w - 1, y + h - 1), fill=(255, 255, 255))
        d.rectangle((x + BORDER, y + BORDER, x + w - BORDER - 1, y + h - BORDER - 1), fill=(0, 122, 255))
        for fx, fy, fw, fh in (TITLE, BUTTON):
            d.rectangle((fx, fy, fx + fw - 1, fy + fh - 1), fill=(255, 255, 0))
        for text, path, size, frame, line, lines in TEXTS:
            font = self.fonts[(path, size)]
            width = d.textlength(text, font=font)
            d.text((frame[0] + (frame[2] - width) / 2, baseline(size, frame, line, lines)), text, font=font, fill=(255, 255, 255), anchor="ls")
        return image

    def write_png(self, image, path):
        image.save(path)


def run_peer(peer_class, runs, out):
    try:
        peer = peer_class()
    except Exception as error:  # a peer that cannot be imported is reported, not fatal
        print("%s\tunavailable\t-\t%s" % (peer_class.name, str(error).replace("\t", " ")))
        return
    path = os.path.join(out, peer.name + ".png")
    raster = median_ms(peer.scene, runs)
    png = median_ms(lambda: peer.write_png(peer.scene(), path), runs)
    print("%s\traster\t%.3f\t" % (peer.name, raster))
    print("%s\traster+png\t%.3f\t%d bytes" % (peer.name, png, os.path.getsize(path)))
    if hasattr(peer, "crossfade"):
        frames = os.path.join(out, peer.name + "-frames")
        os.makedirs(frames, exist_ok=True)
        fade = median_ms(lambda: peer.crossfade(frames), max(3, runs // 10))
        print("%s\tcrossfade30\t%.3f\t%d frames, PNG each" % (peer.name, fade, FRAMES))
    sys.stdout.flush()


def main():
    parser = argparse.ArgumentParser(description="Peers drawing the seed alert scene.")
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--out", default=None, help="keep the images here (default: a temporary folder)")
    args = parser.parse_args()
    out = args.out or tempfile.mkdtemp(prefix="popsnap-peers-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
    os.makedirs(out, exist_ok=True)
    # cairo's toy text API asks fontconfig for families: Fonts/ joins the system's configuration.
    conf = os.path.join(out, "fonts.conf")
    with open(conf, "w") as f:
        f.write('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n'
                '  <dir>%s</dir>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n</fontconfig>\n' % FONTS)
    os.environ["FONTCONFIG_FILE"] = conf
    for peer_class in (Blend2D, Cairo, Skia, Pillow):
        run_peer(peer_class, args.runs, out)


if __name__ == "__main__":
    main()
