"""Browser tests of input beyond one finger (BehaviourContract §12): a pen with pressure and tilt, a mouse hovering
without a button, and a wheel step, each through Chromium's real input pipeline into the engine."""

import pytest

from page import Page


@pytest.fixture
def page(browser, base_url):
    opened = Page(browser, base_url).open()
    opened.select_scene("22-pencil-and-hover")
    opened.wait_for("window.playground.scene && window.playground.scene.views.some(v => v.subject.name === 'canvas')")
    return opened


def test_a_pen_press_arrives_as_a_pencil_touch_with_its_force_and_tilt(page):
    x, y = page.client_point(100, 200)
    common = dict(x=x, y=y, button="left", clickCount=1, pointerType="pen", force=0.5, tiltX=30, tiltY=0)
    page.cdp("Input.dispatchMouseEvent", type="mousePressed", buttons=1, **common)
    page.cdp("Input.dispatchMouseEvent", type="mouseReleased", buttons=0, **common)
    page.wait_for("window.playground.lines.some(l => l.includes('canvas ended'))")
    lines = page.lines()
    began = next(line for line in lines if " began " in line and line.startswith("input:"))
    assert "pencil force 0.5 altitude 60° azimuth 0°" in began
    assert any(line.startswith("log: canvas began: 1 coalesced: (80, 120) force 0.5") for line in lines)


def test_a_mouse_hovering_over_the_link_shows_the_card_and_leaving_hides_it(page):
    lx, ly = page.client_point(100, 470)
    page.cdp("Input.dispatchMouseEvent", type="mouseMoved", x=lx, y=ly, button="none", buttons=0, pointerType="mouse")
    page.wait_for("window.playground.lines.includes('log: hover action began: shows card')")
    page.cdp("Input.dispatchMouseEvent", type="mouseMoved", x=2, y=2, button="none", buttons=0, pointerType="mouse")
    page.wait_for("window.playground.lines.includes('log: hover action ended: hides card')")
    hovers = [line for line in page.lines() if line.startswith("input:") and " hover " in line]
    assert hovers[0].endswith("hover pointer 1 at (100, 470)")


def test_a_wheel_step_arrives_as_a_discrete_scroll(page):
    x, y = page.client_point(150, 200)
    page.cdp("Input.dispatchMouseEvent", type="mouseWheel", x=x, y=y, deltaX=0, deltaY=40, pointerType="mouse")
    page.wait_for("window.playground.lines.some(l => l.includes('scroll discrete changed'))")
    scroll = next(line for line in page.lines() if "scroll discrete changed" in line)
    # The wheel's delta is exact; its position went through the page's pixels (within a point of the target).
    assert "scroll discrete changed (0, -40) at (" in scroll
    at = scroll.rsplit("(", 1)[1].rstrip(")").split(", ")
    assert abs(float(at[0]) - 150) < 1.5 and abs(float(at[1]) - 200) < 1.5
