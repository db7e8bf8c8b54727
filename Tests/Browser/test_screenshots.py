"""Screenshot tests of the playground that can fail: the bundled lessons' scripts are played, and the page is
photographed at fixed steps (the end of the first input and of the last one) at the playground's minimum supported
width, 1280 CSS pixels. Each picture is checked by its pixels and by the DOM:

  - the hit view's outline is in the DOM on the hit view's shown geometry, and its pixels are the outline's colour
    all along it: visible, and covered by nothing;
  - no numbered badge overlaps another, and each badge's pixels are its own colour;
  - every panel's cells, list items and lines lie inside their panel, and no state cell cuts its text;
  - the text's contrast, measured on the rendered pixels of each line (its darkest against its lightest pixel), is
    at least 4.5:1 (WCAG AA).

The first screen (the default lesson, seed 004, played) is saved for the README and the lead:
FIRST_SCREEN=path (default /tmp/playground-first.png).
"""

import math
import os
import subprocess

import pytest

from page import Page

MINIMUM_WIDTH = 1280
HEIGHT = 900
HIT_COLOUR = (0xD7, 0x00, 0x32)
BADGE_COLOURS = [(0x0A, 0x60, 0xD0), (0x63, 0x63, 0x66)]
LESSONS = [
    "01-hit-test-log", "03-button-under-cover", "09-drag", "13-gesture-tap-delegate", "17-gesture-pan",
    "19-scroll-view-button", "20-pager-of-lists",
]


class Picture:
    """A screenshot's pixels, decoded with ImageMagick (PNG to binary PPM)."""

    def __init__(self, png):
        ppm = subprocess.run(["convert", "png:-", "ppm:-"], input=png, capture_output=True, check=True).stdout
        fields, index = [], 0
        while len(fields) < 4:
            while ppm[index:index + 1].isspace():
                index += 1
            start = index
            while not ppm[index:index + 1].isspace():
                index += 1
            fields.append(ppm[start:index])
        self.width, self.height = int(fields[1]), int(fields[2])
        self.data = ppm[index + 1:]

    def pixel(self, x, y):
        x = min(max(int(round(x)), 0), self.width - 1)
        y = min(max(int(round(y)), 0), self.height - 1)
        offset = 3 * (y * self.width + x)
        return tuple(self.data[offset:offset + 3])

    def box(self, left, top, right, bottom):
        return [self.pixel(x, y) for y in range(int(top), int(math.ceil(bottom)))
                for x in range(int(left), int(math.ceil(right)))]


def luminance(rgb):
    def channel(value):
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2])


def contrast(first, second):
    a, b = luminance(first), luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def near(colour, wanted, tolerance=40):
    return all(abs(a - b) <= tolerance for a, b in zip(colour, wanted))


@pytest.fixture
def wide_page(browser, base_url):
    browser.set_window_size(MINIMUM_WIDTH, HEIGHT)
    # The viewport, not the window, is what the page lays out in: make it exactly the minimum width.
    inner = browser.execute_script("return window.innerWidth")
    browser.set_window_size(MINIMUM_WIDTH + (MINIMUM_WIDTH - inner), HEIGHT)
    return Page(browser, base_url)


def play(page, scene):
    """Opens a lesson and plays its script; waits until the page has drawn all of it."""
    page.open(scene)
    page.js("document.querySelector('#play-script').click()")
    page.wait_for("window.playground.lines.length > 0")
    page.settle(quiet=0.5)
    page.wait_for("!window.playground.frameScheduled")


def show_input(page, number):
    """Shows the end of input `number` (the last when negative) and returns it."""
    return page.js(
        "const starts = inputStarts(); let n = arguments[0]; if (n < 0) n = starts.length - 1;"
        "n = Math.min(n, starts.length - 1); showStep(inputEnd(n, starts)); return n;", number)


def scene_to_client(page):
    matrix = page.js(
        "const m = document.querySelector('#stage').getScreenCTM(); return [m.a, m.b, m.c, m.d, m.e, m.f];")
    a, b, c, d, e, f = matrix
    return lambda x, y: (a * x + c * y + e, b * x + d * y + f)


def check_picture(page, where):
    """Every check of one screenshot; returns the problems found."""
    problems = []
    picture = Picture(page.driver.get_screenshot_as_png())
    to_client = scene_to_client(page)
    marks = page.js("return window.playground.marks")
    # The hit view's outline: in the DOM on the hit view's shown corners; its colour along every edge.
    if marks and marks.get("hit"):
        outline = page.js(
            "const o = document.querySelector('#overlay .hit-outline');"
            "return o && o.getAttribute('points').split(' ').map(p => p.split(',').map(Number))")
        shown = page.view_polygon(marks["hit"])
        if outline != shown:
            problems.append(f"{where}: the hit outline {outline} is not on {marks['hit']}'s corners {shown}")
        else:
            for index, corner in enumerate(outline):
                following = outline[(index + 1) % len(outline)]
                if math.dist(corner, following) < 8:
                    continue
                for fraction in (0.25, 0.5, 0.75):
                    x, y = to_client(corner[0] + (following[0] - corner[0]) * fraction,
                                     corner[1] + (following[1] - corner[1]) * fraction)
                    if not near(picture.pixel(x, y), HIT_COLOUR, 60):
                        problems.append(f"{where}: the hit outline of {marks['hit']} is covered at ({x:.0f}, {y:.0f}): "
                                        f"{picture.pixel(x, y)}")
    # Badges: apart, and each showing its own colour.
    badges = page.js(
        "return [...document.querySelectorAll('#overlay .badge')].map(b => { const c = b.querySelector('circle');"
        "const r = c.getBoundingClientRect(); return [b.dataset.number, r.left + r.width / 2, r.top + r.height / 2,"
        "r.width / 2]; })")
    for index, (number, x, y, radius) in enumerate(badges):
        for other, ox, oy, oradius in badges[index + 1:]:
            if math.hypot(x - ox, y - oy) < radius + oradius:
                problems.append(f"{where}: badge {number} overlaps badge {other}")
        # Around the number (off its digits, which sit a little low), inside the white rim.
        samples = [picture.pixel(x + 0.8 * radius * math.cos(angle), y + 0.8 * radius * math.sin(angle))
                   for angle in (0, math.pi, 7 * math.pi / 6, 3 * math.pi / 2, 11 * math.pi / 6)]
        own = sum(1 for sample in samples if any(near(sample, colour) for colour in BADGE_COLOURS))
        if own < 3:  # the digits may reach two of them
            problems.append(f"{where}: badge {number} is covered ({own} of 5 samples its colour: {samples})")
    # Panels: every cell, item and line inside its panel; no state cut short.
    outside = page.js(
        "const found = [];"
        "for (const panel of document.querySelectorAll('main > section')) {"
        "  const box = panel.getBoundingClientRect();"
        "  for (const element of panel.querySelectorAll('th, td, #questions li, #chain span, #control-events li, h2, p, table, button, .timeline-bar')) {"
        "    const r = element.getBoundingClientRect();"
        "    if (r.width === 0) continue;"
        "    if (r.left < box.left - 0.5 || r.right > box.right + 0.5)"
        "      found.push(`${panel.id}: ${element.tagName} '${element.textContent.slice(0, 40)}' spans ${r.left}..${r.right} of ${box.left}..${box.right}`);"
        "  }"
        "}"
        "for (const cell of document.querySelectorAll('#recognizers td:nth-child(3), #touches td')) {"
        "  if (cell.scrollWidth > cell.clientWidth + 1) found.push(`a cut cell: '${cell.textContent}'`);"
        "}"
        "return found;")
    problems += [f"{where}: {item}" for item in outside]
    # Contrast, measured on the rendered text.
    boxes = page.js(
        "const boxes = [];"
        "for (const element of document.querySelectorAll('#questions li, #hit-view, #step-label, #recognizers td, "
        "#touches td, #chain span, #stage .label, #stage .badge text, main h2')) {"
        "  const r = element.getBoundingClientRect();"
        "  if (r.width < 4 || r.height < 4 || !element.textContent.trim()) continue;"
        "  if (r.bottom > window.innerHeight || r.right > window.innerWidth) continue;"
        "  const clip = element.getAttribute('clip-path');"  # a label its scroll view clips away is not drawn
        "  if (clip) { const c = document.querySelector(clip.slice(4, -1) + ' polygon').getBoundingClientRect();"
        "    if (r.left < c.left || r.right > c.right || r.top < c.top || r.bottom > c.bottom) continue; }"
        "  boxes.push([element.textContent.slice(0, 30), r.left, r.top, r.right, r.bottom]);"
        "}"
        "return boxes;")
    for text, left, top, right, bottom in boxes:
        pixels = picture.box(left + 1, top + 1, right - 1, bottom - 1)
        if not pixels:
            continue
        darkest = min(pixels, key=luminance)
        lightest = max(pixels, key=luminance)
        ratio = contrast(darkest, lightest)
        if ratio < 4.5:
            problems.append(f"{where}: '{text}' has contrast {ratio:.2f}:1 ({darkest} on {lightest})")
    return problems


def test_the_first_screen_shows_seed_004_answered(wide_page):
    """The default lesson opened for the first time: its views, the numbered questions in order and the hit view
    outlined, without a click, a scroll or a hover."""
    wide_page.driver.get(wide_page.url)
    wide_page.wait_for("window.playground.scene && window.playground.lines.length > 0")
    wide_page.settle(quiet=0.5)
    path = os.environ.get("FIRST_SCREEN", "/tmp/playground-first.png")
    wide_page.driver.save_screenshot(path)
    assert wide_page.scene_name() == "01-hit-test-log"
    questions = wide_page.questions()
    assert questions and questions[0] == "UIStatusBarWindow can answer 1"
    numbers = wide_page.js("return [...document.querySelectorAll('#overlay .badge')].map(b => Number(b.dataset.number))")
    assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) >= 10, numbers
    assert wide_page.js("return window.playground.marks.hit") in ("AView", "DView")
    # The status-bar window has no colour: it is drawn as an outline and hides nothing behind it.
    assert wide_page.js(
        "return document.querySelector(`#views polygon[data-name='UIStatusBarWindow']`).getAttribute('fill')") == "none"
    stage = wide_page.js("const r = document.querySelector('#stage').getBoundingClientRect(); return [r.bottom, r.right]")
    assert stage[0] <= HEIGHT and stage[1] <= MINIMUM_WIDTH, stage  # no scrolling needed to see the scene
    problems = check_picture(wide_page, "first screen")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lesson", LESSONS)
def test_each_lessons_pictures_at_fixed_steps(wide_page, lesson):
    play(wide_page, lesson)
    problems = []
    for number in (1, -1):
        shown = show_input(wide_page, number)
        wide_page.wait_for("!window.playground.frameScheduled")
        problems += check_picture(wide_page, f"{lesson} input {shown}")
    assert not problems, "\n".join(problems)


def test_a_long_recognizer_name_is_cut_and_the_state_stays_in_its_panel(wide_page):
    """The list lesson's UIScrollViewDelayedTouchesBeganGestureRecognizer@list: an ellipsis, whole in the tooltip."""
    play(wide_page, "19-scroll-view-button")
    cells = wide_page.js(
        "return [...document.querySelectorAll('#recognizers tbody tr')].map(row => [row.cells[0].title,"
        "row.cells[0].scrollWidth > row.cells[0].clientWidth, row.cells[2].getBoundingClientRect().right,"
        "document.querySelector('#trace-panel').getBoundingClientRect().right])")
    long_names = [cell for cell in cells if len(cell[0]) > 40]
    assert long_names, cells
    for title, cut, state_right, panel_right in cells:
        assert state_right <= panel_right + 0.5, (title, state_right, panel_right)
    assert any(cut for _, cut, _, _ in long_names)
