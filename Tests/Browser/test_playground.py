"""Browser tests of the playground: a real headless Chromium, real mouse, pen and touch input through the
browser's input pipeline, and checks of what the page shows."""

import bisect
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
    asked = [question for question in questions[start:] if "can answer" in question]
    assert asked[:4] == SEED_004_QUESTIONS
    # Seed 004's status bar is asked first, and the controller's two hidden layout guides are passed over.
    assert questions[0] == "UIStatusBarWindow can answer 1"
    assert questions.count("_UILayoutGuide skipped: hidden") == 2
    # Every hit-test line shows its answer: DView's hitTest returned nil, so the line never reads as a hit.
    assert "hit view: DView -> nil" in questions[questions.index("DView can answer 0"):]
    assert "hit view: DView" not in questions
    assert questions[-1].startswith("hit view: UIWindow")
    assert page.hit_view_text() == "hit view: AView"
    assert page.marked_hit_view() == "AView"
    lines = page.lines()
    assert any(line.startswith("input: t=0 finger 1 began") for line in lines)
    # The last delivery's climb: the lift reached AView, whose override ends it there; the rest of AView's
    # responder chain is shown, not reached.
    rows = page.chain()
    assert rows[-1][0] == ["touchesEnded", "method"]
    assert rows[-1][1] == ["AView", "reached"]
    assert len(rows[-1]) > 3 and all(kind == "unreached" for _, kind in rows[-1][2:])
    assert rows[-1][-1][0] == "UIApplication"
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
    # Both fingers go down. The page sends what one task queued as one message, and the browser can dispatch the two
    # presses in separate tasks (CI saw it on a busy machine), so they arrive in one input message or in two, as two
    # fingers landing a moment apart do on a device.
    inputs = [line for line in lines if line.startswith("input:")]
    assert any("finger 1 began" in line for line in inputs), lines[:5]
    assert any("finger 2 began" in line for line in inputs), lines[:5]
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


def test_a_drag_moves_the_view_on_screen(page):
    page.select_scene("09-drag")
    start = page.view_centre("card")
    assert abs(start[0] - 100) < 0.5 and abs(start[1] - 100) < 0.5
    page.drag((100, 100), (250, 400), steps=10)
    page.wait_for("window.playground.lines.some(line => line.startsWith('card changed:'))")
    end = page.view_centre("card")
    assert abs(end[0] - 250) < 1 and abs(end[1] - 400) < 1, end


def test_a_scroll_moves_the_content_on_screen(page):
    """A vertical drag on the pager's first list scrolls it: the list's row is redrawn higher, clipped to the list."""
    page.select_scene("20-pager-of-lists")
    before = page.view_centre("firstMail")
    assert page.js(
        "return document.querySelector(`#views polygon[data-name='firstMail']`).getAttribute('clip-path')"
    ) == page.js(
        "const v = window.playground.scene.views.find(v => v.subject.name === 'inbox');"
        "return `url(#clip-${v.subject.serial})`")
    page.drag((195, 600), (195, 400), steps=10)
    page.wait_for("window.playground.lines.some(line => line.startsWith('inbox changed:'))")
    deadline = time.monotonic() + 10
    after = page.view_centre("firstMail")
    while before[1] - after[1] < 150 and time.monotonic() < deadline:
        time.sleep(0.1)
        after = page.view_centre("firstMail")
    assert before[1] - after[1] >= 150, (before, after)
    assert abs(after[0] - before[0]) < 0.5, (before, after)


def test_a_pinch_scales_the_view_on_screen(page):
    page.select_scene("16-gesture-pinch-rotation")
    before = page.view_area("photo")
    centre = page.view_centre("photo")
    page.pinch(centre, 80, 200)
    page.wait_for("window.playground.lines.some(line => line.startsWith('photo changed:'))")
    # The pinch's replies arrive a batch at a time: the first change is an early, small scale.
    deadline = time.monotonic() + 10
    after = page.view_area("photo")
    while after <= before * 2 and time.monotonic() < deadline:
        time.sleep(0.1)
        after = page.view_area("photo")
    assert after > before * 2, (before, after)


def test_the_timeline_steps_back_and_forth(page):
    page.select_scene("09-drag")
    page.drag((100, 100), (250, 400), steps=6)
    # By engine step: every batch of input and every timer.
    page.js("const box = document.querySelector('#step-engine'); box.checked = true; box.dispatchEvent(new Event('change'));")
    last = page.step_count() - 1
    assert page.cursor() == last
    end = page.view_centre("card")
    page.js("document.querySelector('#step-back').click()")
    assert page.cursor() == last - 1
    assert "step" in page.step_label()
    # Back to the scene as built: the card where it started, and no hit-test shown.
    page.js("const s = document.querySelector('#timeline'); s.value = 0; s.dispatchEvent(new Event('input'));")
    assert page.cursor() == 0
    start = page.view_centre("card")
    assert abs(start[0] - 100) < 0.5 and abs(start[1] - 100) < 0.5
    assert "t=0 s" in page.step_label()
    page.js("document.querySelector('#step-forward').click()")
    assert page.cursor() == 1
    assert page.hit_view_text() == "hit view: card"
    page.js("document.querySelector('#step-live').click()")
    assert page.cursor() == last
    assert page.view_centre("card") == end


def test_the_timeline_steps_by_input_by_default(page):
    """Two drags of the card: ◀ goes from the end of the second to the end of the first, then to the scene as
    built, one press an input, however many engine steps (moves, timers) an input has."""
    page.select_scene("09-drag")
    page.drag((100, 100), (250, 400), steps=6)
    page.drag((250, 400), (150, 300), steps=6)
    last = page.step_count() - 1
    assert page.cursor() == last
    assert page.js("return document.querySelector('#step-engine').checked") is False
    assert page.js("return inputStarts().length") <= 5  # the build, two drags, perhaps a hover before each
    assert last >= 12
    assert "input" in page.step_label()
    page.js("document.querySelector('#step-back').click()")
    centre = page.view_centre("card")
    assert abs(centre[0] - 250) < 1 and abs(centre[1] - 400) < 1, centre
    # The hit-test marks are drawn on the geometry shown: the card's badge and outline moved with it.
    badge = page.js("const b = document.querySelector('#overlay .badge[data-name=card] circle');"
                    "return b && [Number(b.getAttribute('cx')), Number(b.getAttribute('cy'))]")
    assert badge and 200 <= badge[0] <= 300 and 350 <= badge[1] <= 450, badge
    outline = page.js("const o = document.querySelector('#overlay .hit-outline'); return o && o.getAttribute('points')")
    assert outline == page.js("return document.querySelector(`#views polygon[data-name='card']`).getAttribute('points')")
    presses = 1
    while page.cursor() > 0 and presses < 5:
        page.js("document.querySelector('#step-back').click()")
        presses += 1
    assert page.cursor() == 0 and "scene built" in page.step_label()
    page.js("document.querySelector('#step-forward').click()")
    assert page.cursor() > 0 and "input 1 of" in page.step_label()


def test_a_scene_error_is_cleared_by_a_good_scene(page):
    page.js(
        "const editor = document.querySelector('#editor');"
        "editor.value = 'windows:\\n  - id: window\\n    fram: [0, 0, 100, 100]\\n';"
        "document.querySelector('#apply').click();")
    page.wait_for("document.querySelector('#status').classList.contains('error')")
    assert page.status()[0].startswith("scene error")
    page.js(
        "const editor = document.querySelector('#editor');"
        "editor.value = 'windows:\\n  - id: window\\n    subviews:\\n      - {id: box, frame: [10, 10, 100, 100]}\\n';"
        "document.querySelector('#apply').click();")
    page.wait_for("window.playground.scene.views.some(v => v.id === 'box')")
    text, is_error = page.status()
    assert not is_error and "error" not in text, text
    assert page.js("return document.querySelectorAll('#editor-errors li').length") == 0


def test_the_touches_panel_after_a_recognized_tap(page):
    page.select_scene("13-gesture-tap-delegate")
    page.click(300, 300)
    page.wait_for("window.playground.lines.some(line => line.includes('touchesCancelled'))")
    assert any("tap: possible -> ended" in line for line in page.lines())
    rows = page.touches_table()
    assert [row[1] for row in rows] == ["ended"], rows
    # A recognizer took the touch: UITouch.view is nil, and the panel says which view it was bound to.
    assert rows[0][2] == "none (was photo)"


def test_the_log_shows_the_latest_lines_after_a_note_of_the_earlier_ones(page):
    """The log panel keeps about the latest 4,096 lines (the page keeps every line): a long drag's earlier
    lines are counted in a note before them, and the last line shown is the latest."""
    page.select_scene("09-drag")
    samples = [dict(finger=1, phase="began", x=100, y=100, t=0, pointerType="mouse")]
    samples += [dict(finger=1, phase="moved", x=100 + index % 50, y=100 + index % 70, t=index * 8, pointerType="mouse")
                for index in range(1, 1500)]
    samples.append(dict(finger=1, phase="ended", x=100, y=100, t=1500 * 8, pointerType="mouse"))
    for start in range(0, len(samples), 500):
        page.js("window.playground.socket.send(JSON.stringify({type: 'input', samples: arguments[0]}))",
                samples[start:start + 500])
    page.wait_for("window.playground.lines.some(line => line.includes('finger 1 ended'))", timeout=30)
    page.settle()
    lines = page.lines()
    assert len(lines) > 5000, len(lines)
    shown = page.js("return [...document.querySelectorAll('#log .log-block')].map(b => b.textContent).join('\\n').split('\\n')")
    # Whole blocks of 64 lines leave the panel: it shows the latest 4,096 lines, less up to a block.
    assert 4096 - 64 < len(shown) <= 4096, len(shown)
    assert shown == lines[-len(shown):]
    assert page.js("return document.querySelector('#log .log-note').textContent") == (
        f"… {len(lines) - len(shown)} earlier lines")
    # Clearing the log empties the panel; the next lines start it again, without a note.
    page.js("document.querySelector('#clear-log').click()")
    assert page.js("return document.querySelector('#log').childElementCount") == 0
    page.click(100, 100)
    page.wait_for("document.querySelectorAll('#log .log-block').length === 1 && !document.querySelector('#log .log-note')")
    assert page.js("return document.querySelector('#log').textContent").split("\n") == page.lines()


def test_the_hit_test_panel_stays_while_the_finger_moves(page):
    """The hit-test of a touch's first sample stays drawn, not redrawn, while its later samples arrive: the
    questions and badges keep their elements (and their animation), and the chain panel follows the moves."""
    x, y = page.client_point(*seed_004_point(page))
    page.cdp("Input.dispatchMouseEvent", type="mousePressed", x=x, y=y, button="left", buttons=1, clickCount=1)
    page.wait_for("document.querySelectorAll('#questions li').length > 0 && document.querySelector('#overlay .badge')")
    page.js("document.querySelector('#questions li').dataset.mark = 'first';"
            "document.querySelector('#overlay .badge').dataset.mark = 'first';")
    for step in range(1, 6):
        page.cdp("Input.dispatchMouseEvent", type="mouseMoved", x=x + step * 4, y=y, button="left", buttons=1)
        time.sleep(0.03)
    page.wait_for("window.playground.lines.filter(line => line.includes('touchesMoved')).length >= 5")
    page.settle()
    assert page.js("return document.querySelector('#questions li').dataset.mark") == "first"
    assert page.js("return document.querySelector('#overlay .badge').dataset.mark") == "first"
    assert page.chain()[0][0][0] == "touchesMoved"
    page.cdp("Input.dispatchMouseEvent", type="mouseReleased", x=x + 20, y=y, button="left", buttons=0, clickCount=1)
    page.wait_for("window.playground.lines.some(line => line.includes('touchesEnded'))")
    page.settle()
    assert page.chain()[0][0][0] == "touchesEnded"
    assert page.js("return document.querySelector('#questions li').dataset.mark") == "first"


def frame_interval(driver, frames=120):
    """The median time between animation frames of the page open in `driver`, ms."""
    times = driver.execute_async_script(
        """
        const [count, done] = arguments;
        const times = [];
        const frame = () => { times.push(performance.now()); if (times.length < count) requestAnimationFrame(frame); else done(times); };
        requestAnimationFrame(frame);
        """,
        frames)
    intervals = sorted(b - a for a, b in zip(times, times[1:]))
    return intervals[len(intervals) // 2]


def test_input_to_redrawn_screen_latency_at_120_hz(page):
    """Measures, when asked (MEASURE_LATENCY=seconds), input to redrawn screen: pointer events dispatched at
    120 Hz on the drag lesson's card; each message's time from its first sample to the animation frame after
    its reply is applied (the callback after the one that draws it), and to the end of that frame's rendering
    work on the main thread (style, layout, paint). Prints p50/p99, the parts, how many frames began between
    the input and its redrawn screen (1: the first frame after the input shows it), and as a control the frame
    interval of an empty page in the same browser (a measurement, not an assertion: timing claims are not
    tests)."""
    seconds = float(os.environ.get("MEASURE_LATENCY", "0"))
    if seconds <= 0:
        pytest.skip("MEASURE_LATENCY is not set")
    page.driver.get("data:text/html,<title>empty</title>")
    empty_interval = frame_interval(page.driver)
    page.open()
    page.select_scene("09-drag")
    page.js("window.playground.latencies = []; window.playground.latencyParts = []; window.playground.latencySpans = [];")
    page.driver.set_script_timeout(seconds * 4 + 60)
    result = page.driver.execute_async_script(
        """
        const [seconds, done] = arguments;
        const svg = document.querySelector('#stage');
        const ctm = svg.getScreenCTM();
        const at = (x, y) => { const p = svg.createSVGPoint(); p.x = x; p.y = y; return p.matrixTransform(ctm); };
        const fire = (type, x, y) => {
          const p = at(x, y);
          svg.dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: 'mouse', isPrimary: true,
            clientX: p.x, clientY: p.y, button: 0, buttons: type === 'pointerup' ? 0 : 1, pressure: 0.5, bubbles: true }));
        };
        // Every frame's start, to count the frames between an input and its redrawn screen.
        const frames = [];
        let counting = true;
        const frame = () => { frames.push(performance.now()); if (counting) requestAnimationFrame(frame); };
        requestAnimationFrame(frame);
        fire('pointerdown', 100, 100);
        const total = Math.round(seconds * 120);
        let sent = 0;
        const started = performance.now();
        const tick = () => {
          sent += 1;
          const phase = sent / total;
          fire('pointermove', 100 + 150 * Math.sin(phase * 20), 100 + 250 * phase);
          if (sent < total) {
            setTimeout(tick, Math.max(0, started + sent * 1000 / 120 - performance.now()));
          } else {
            const elapsed = performance.now() - started;
            fire('pointerup', 100 + 150 * Math.sin(20), 350);
            setTimeout(() => { counting = false; done({ sent, elapsed, frames }); }, 1500);
          }
        };
        tick();
        """,
        seconds,
    )
    count = result["sent"]
    latencies = sorted(page.js("return window.playground.latencies.slice()"))
    assert len(latencies) > count * 0.9, (len(latencies), count)

    def percentiles(values):
        values = sorted(values)
        pick = lambda p: values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]
        return pick(50), pick(99), values[-1]

    parts = page.js("return window.playground.latencyParts.slice()")
    spans = page.js("return window.playground.latencySpans.slice()")
    frames = result["frames"]
    intervals = [b - a for a, b in zip(frames, frames[1:])]

    def frames_between(start, end):
        return sum(1 for time in frames if start < time <= end + 0.01)

    # The floor for this browser's frames: an instant reply is drawn by the first frame that begins after its
    # input, so no page could do better than each input's wait for that frame (frames come every 16.7 ms and the
    # input at times unrelated to them: the wait is spread evenly over a frame, and its p99 is about 16.5 ms).
    def next_frame_wait(start):
        index = bisect.bisect_right(frames, start)
        return frames[index] - start if index < len(frames) else None

    waits = [wait for wait in (next_frame_wait(start) for start, _, _ in spans) if wait is not None]
    floor50, floor99, _ = percentiles(waits)
    p50, p99, top = percentiles(latencies)
    (reply50, reply99, _), (apply50, apply99, _), (frame50, frame99, _) = (
        percentiles(part[index] for part in parts) for index in range(3))
    painted50, painted99, painted_top = percentiles(end - start for start, _, end in spans)
    frames50, frames99, frames_top = percentiles(frames_between(start, shown) for start, shown, _ in spans)
    interval50, interval99, _ = percentiles(intervals)
    line = (f"latency (input to redrawn screen, headless Chromium, 120 samples/s, {len(latencies)} messages, "
            f"{count} samples sent in {result['elapsed'] / 1000:.1f} s): "
            f"p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {top:.1f} ms; "
            f"to the reply p50 {reply50:.1f} / p99 {reply99:.1f}, applying p50 {apply50:.1f} / p99 {apply99:.1f}, "
            f"to the next frame p50 {frame50:.1f} / p99 {frame99:.1f}; "
            f"to the end of that frame's rendering work p50 {painted50:.1f} / p99 {painted99:.1f} / max {painted_top:.1f}; "
            f"frames begun from input to redrawn screen p50 {frames50} / p99 {frames99} / max {frames_top}; "
            f"the floor (an instant reply, drawn by the first frame after its input) p50 {floor50:.1f} / "
            f"p99 {floor99:.1f} ms; "
            f"frame interval p50 {interval50:.1f} / p99 {interval99:.1f} ms "
            f"(an empty page in this browser: {empty_interval:.1f} ms)")
    print(line)
    if os.environ.get("LATENCY_OUT"):
        with open(os.environ["LATENCY_OUT"], "w") as handle:
            handle.write(line + "\n")


def test_the_auto_layout_lesson_draws_its_constraints_and_reports_the_conflict(page):
    page.select_scene("24-auto-layout")
    assert page.js("return !document.querySelector('#constraint-bar').hidden")
    issues = page.js("return [...document.querySelectorAll('#layout-issues li')].map(li => li.textContent)")
    assert len(issues) == 1 and issues[0].startswith("Unable to simultaneously satisfy constraints.")
    # None are drawn until asked for; then all nine, or one view's five, the broken one dashed.
    assert page.js("return document.querySelectorAll('#constraints line').length") == 0

    def choose(value):
        page.js(
            "const menu = document.querySelector('#constraint-view'); menu.value = arguments[0];"
            "menu.dispatchEvent(new Event('change'));",
            value,
        )
        return page.js("return [...document.querySelectorAll('#constraints line')].map(l => l.getAttribute('class'))")

    assert len(choose("*")) == 9
    pay = choose("pay")
    assert len(pay) == 5 and pay.count("constraint broken") == 1
    assert page.js("return [...document.querySelectorAll('#constraints text')].map(t => t.textContent)") == [
        "0", "-16", "0.5 × card.width", "≥ 44", "300"]
    # The button is hit at its solved frame.
    x, y = page.view_centre("pay")
    page.click(x, y)
    assert page.hit_view_text() == "hit view: pay"


def test_the_circular_views_hit_area_is_outlined_over_it(page):
    """Seed 004's circular view answers point(inside:) for a circle: the page outlines that circle, its box the
    view's square, and a click in the square's corner, outside the outline, goes to the window."""
    page.select_scene("05-circular-view")
    box = page.js(
        "const path = document.querySelector('#stage path.hit-area');"
        "if (!path) return null; const r = path.getBBox();"
        "const m = path.transform.baseVal.consolidate().matrix;"
        "return [r.x * m.a + r.y * m.c + m.e, r.x * m.b + r.y * m.d + m.f, r.width * m.a, r.height * m.d];")
    assert box is not None
    x, y, width, height = box
    assert abs(x - 100) < 0.5 and abs(y - 100) < 0.5, box
    assert abs(width - 200) < 0.5 and abs(height - 200) < 0.5, box
    page.click(105, 105)
    page.wait_for("document.querySelectorAll('#questions li').length > 1")
    assert "round can answer 0" in page.questions(), page.questions()
