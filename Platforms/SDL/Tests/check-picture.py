#!/usr/bin/env python3
"""Checks a screenshot of responder-window's seed 004 scene after a click on AView, by its pixels:

  - the hit view's outline (orange, 255,140,0) is visible and unobscured: every sampled point of AView's border
    (frame (20, 100, 300, 300) in the window) is orange;
  - the views' names are written: the box of AView's name, inside its top-left corner, holds dark text pixels on a
    white plate, and the contrast between them (WCAG's ratio, measured on the pixels) is at least 4.5:1;
  - the legend under the scene (from y = 844) names the hit view: it holds text pixels of that contrast too.

usage: check-picture.py SCREENSHOT.ppm   (the window's pixels alone, as `convert … -crop WxH+X+Y ppm:` writes)
Prints one line per check; exits 1 when one fails.
"""

import sys


def read_ppm(path):
    with open(path, "rb") as handle:
        data = handle.read()
    fields = []
    index = 0
    while len(fields) < 4:
        while data[index:index + 1].isspace():
            index += 1
        if data[index:index + 1] == b"#":
            while data[index:index + 1] != b"\n":
                index += 1
            continue
        start = index
        while not data[index:index + 1].isspace():
            index += 1
        fields.append(data[start:index])
    index += 1
    assert fields[0] == b"P6", "a binary PPM is expected"
    width, height, maximum = int(fields[1]), int(fields[2]), int(fields[3])
    assert maximum == 255
    pixels = data[index:]
    return width, height, lambda x, y: tuple(pixels[3 * (y * width + x):3 * (y * width + x) + 3])


def luminance(rgb):
    def channel(value):
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = rgb
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(first, second):
    a, b = luminance(first), luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def text_contrast(pixel, box):
    """The contrast between the darkest and the lightest pixel of a box, and how many pixels are dark."""
    x0, y0, x1, y1 = box
    colours = [pixel(x, y) for y in range(y0, y1) for x in range(x0, x1)]
    darkest = min(colours, key=luminance)
    lightest = max(colours, key=luminance)
    dark = sum(1 for colour in colours if luminance(colour) < 0.05)
    return contrast(darkest, lightest), dark


def main():
    width, height, pixel = read_ppm(sys.argv[1])
    failures = 0

    def check(condition, message):
        nonlocal failures
        print(("ok: " if condition else "FAIL: ") + message)
        if not condition:
            failures += 1

    orange = (255, 140, 0)
    border = [(20, y) for y in range(110, 400, 20)] + [(319, y) for y in range(110, 400, 20)]
    border += [(x, 100) for x in range(40, 320, 20)] + [(x, 399) for x in range(40, 320, 20)]
    wrong = [(x, y, pixel(x, y)) for x, y in border if pixel(x, y) != orange]
    check(not wrong, f"the hit view's outline is orange at all {len(border)} sampled border points"
          + (f"; not at {wrong[:4]}" if wrong else ""))

    ratio, dark = text_contrast(pixel, (23, 103, 23 + 5 * 8 + 4, 103 + 18))
    check(dark >= 20 and ratio >= 4.5, f"AView's name is written ({dark} dark pixels) with contrast {ratio:.1f}:1")

    check(height > 844 + 20, f"the window ({width} x {height}) has room for a legend under the scene")
    ratio, dark = text_contrast(pixel, (20, 848, min(width, 380), min(height, 848 + 18)))
    check(dark >= 40 and ratio >= 4.5, f"the legend's first line is written ({dark} dark pixels), contrast {ratio:.1f}:1")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
