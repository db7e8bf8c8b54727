"""Browser tests of the playground: a real headless Chromium, real mouse, pen and touch input through the
browser's input pipeline, and checks of what the page shows."""

import os
import subprocess
import tempfile
import time

import pytest

from page import Page

SEED_004_QUESTIONS = [
    "UIWindow can answer 1",
    "UIView can answer 1",
    "AView can answer 1",
    "DView can answer 0",
    "hit view: DView",
]


@pytest.fixture
def page(browser, base_url):
    return Page(browser, base_url).open()


def seed_004_point(page):
    """A point in AView, in DView's corner region, where the seed clicked: AView's (130, 50)."""
    return page.js(
        "const a = window.playground.scene.views.find(v => v.subject.name === 'AView');"
        "const [x, y] = a.corners[0]; return [x + 130, y + 50];")


def test_the_page_opens_on_seed_004(page):
    assert page.scene_name() == "01-hit-test-log"
    assert "Seed 004" in page.js("return window.playground.scene.title")
    names = page.js("return window.playground.scene.views.map(v => v.subject.name)")
    for name in ("UIWindow", "AView", "BView", "DView"):
        assert name in names
    assert len(page.scene_names()) > 1


def test_a_click_shows_the_seeds_questions_and_the_hit_view(page):
    x, y = seed_004_point(page)
    page.click(x, y)
    questions = page.questions()
    start = questions.index("UIWindow can answer 1")
    assert questions[start:start + 5] == SEED_004_QUESTIONS
    assert questions[-1].startswith("hit view: UIWindow")
    assert page.hit_view_text() == "hit view: AView"
    assert page.marked_hit_view() == "AView"
    lines = page.lines()
    assert any(line.startswith("input: t=0 finger 1 began") for line in lines)
    # The last delivery's climb: the lift reached AView, whose override ends it there.
    assert page.chain() == ["touchesEnded", "AView"]
    assert page.touches_table()[0][3] == "1"


def test_a_pen_tap_goes_through_the_engine_too(page):
    x, y = seed_004_point(page)
    page.click(x, y, pointer_type="pen")
    assert page.hit_view_text() == "hit view: AView"


def test_two_fingers_pinch(page):
    names = page.scene_names()
    page.select_scene(next(name for name in names if "pinch" in name))
    photo = page.js(
        "const v = window.playground.scene.views.find(v => v.subject.name === 'photo');"
        "const xs = v.corners.map(c => c[0]), ys = v.corners.map(c => c[1]);"
        "return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];")
    page.pinch(photo, 80, 200)
    lines = page.lines()
    assert any("finger 1 began" in line and "finger 2 began" in line for line in lines), lines[:5]
    assert "pinch: possible -> began (recognized)" in lines, lines
    assert any(line.startswith("log: pinch action changed: scaled by") for line in lines)
    assert page.recognizer_states()["pinch"] in ("ended", "possible")


def test_a_scene_error_is_shown_at_its_line(page):
    page.js(
        "const editor = document.querySelector('#editor');"
        "editor.value = 'windows:\\n  - id: window\\n    fram: [0, 0, 100, 100]\\n';"
        "document.querySelector('#apply').click();")
    page.wait_for("document.querySelectorAll('#editor-errors li').length > 0")
    error = page.js("const li = document.querySelector('#editor-errors li'); return [li.dataset.line, li.textContent]")
    assert error[0] == "3"
    assert "fram" in error[1]
    assert page.js("return document.querySelector('#gutter .error').textContent") == "3"
    # The session goes on: a good scene applies without restarting.
    page.js(
        "const editor = document.querySelector('#editor');"
        "editor.value = 'windows:\\n  - id: window\\n    subviews:\\n      - {id: box, frame: [10, 10, 100, 100]}\\n';"
        "document.querySelector('#apply').click();")
    page.wait_for("window.playground.scene.views.some(v => v.id === 'box')")
    page.click(50, 50)
    assert page.hit_view_text() == "hit view: box"


def test_a_recording_replays_to_the_same_trace(page, responder_bin):
    page.js("document.querySelector('#record').click()")
    page.wait_for("window.playground.recording === true")
    x, y = seed_004_point(page)
    page.click(x, y)
    page.drag((x, y), (x + 60, y + 90))
    page.click(x + 10, y + 10)
    page.js("document.querySelector('#stop').click()")
    page.wait_for("document.querySelector('#script').textContent.length > 0")
    script = page.js("return document.querySelector('#script').textContent")
    scene = page.js("return window.playground.scene.yaml")
    shown = page.lines()
    with tempfile.TemporaryDirectory() as folder:
        scene_path = os.path.join(folder, "scene.yaml")
        script_path = os.path.join(folder, "script.yaml")
        with open(scene_path, "w") as handle:
            handle.write(scene)
        with open(script_path, "w") as handle:
            handle.write(script)
        replayed = subprocess.run([responder_bin, "replay", scene_path, script_path], capture_output=True,
                                  text=True, check=True).stdout.splitlines()
    assert replayed == shown


def test_screenshot(page, browser):
    """Takes the README's screenshot when asked (SCREENSHOT=path)."""
    path = os.environ.get("SCREENSHOT")
    if not path:
        pytest.skip("SCREENSHOT is not set")
    x, y = seed_004_point(page)
    page.click(x, y)
    time.sleep(2)  # let the questions' animation finish
    browser.save_screenshot(path)
