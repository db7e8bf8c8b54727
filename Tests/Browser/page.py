"""What the tests do with the playground page: wait for it, send real input through the browser's input
pipeline (DevTools `Input.dispatchMouseEvent` / `Input.dispatchTouchEvent`), read what it shows."""

import time

from selenium.webdriver.support.ui import WebDriverWait


class Page:
    def __init__(self, driver, url):
        self.driver = driver
        self.url = url

    def open(self, scene=None, play=False):
        """Opens the page; the first screen plays its lesson's script unless `play` is False (`?play=0`)."""
        query = [f"scene={scene}"] if scene else []
        if not play:
            query.append("play=0")
        self.driver.get(self.url + ("?" + "&".join(query) if query else ""))
        self.wait_for("window.playground && window.playground.scene && window.playground.socket.readyState === 1")
        return self

    def wait_for(self, condition, timeout=10):
        WebDriverWait(self.driver, timeout).until(lambda d: d.execute_script(f"return !!({condition});"))

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def scene_name(self):
        return self.js("return window.playground.scene.name")

    def select_scene(self, name):
        self.js(
            "const menu = document.querySelector('#scene-menu'); menu.value = arguments[0];"
            "menu.dispatchEvent(new Event('change'));",
            name,
        )
        self.wait_for(f"window.playground.scene.name === {name!r}")
        # The views are placed at the next animation frame, which a loaded machine may delay.
        self.wait_for(
            "document.querySelector('#views polygon') &&"
            " [...document.querySelectorAll('#views polygon')].every(p => p.getAttribute('points'))")

    def scene_names(self):
        return self.js("return [...document.querySelectorAll('#scene-menu option')].map(o => o.value).filter(v => v)")

    def client_point(self, x, y):
        """Where scene point (x, y) is in the page's CSS pixels."""
        return self.js(
            "const svg = document.querySelector('#stage'); const p = svg.createSVGPoint();"
            "p.x = arguments[0]; p.y = arguments[1]; const q = p.matrixTransform(svg.getScreenCTM());"
            "return [q.x, q.y];",
            x, y,
        )

    def cdp(self, command, **parameters):
        return self.driver.execute_cdp_cmd(command, parameters)

    def lines(self):
        return self.js("return window.playground.lines.slice()")

    def line_count(self):
        return self.js("return window.playground.lines.length")

    def wait_for_lines(self, count, timeout=10):
        self.wait_for(f"window.playground.lines.length >= {count}", timeout)

    def settle(self, quiet=0.3, timeout=10):
        """Waits until no new trace lines arrive for `quiet` seconds."""
        deadline = time.time() + timeout
        last = -1
        while time.time() < deadline:
            count = self.line_count()
            if count == last:
                return
            last = count
            time.sleep(quiet)

    # ---- input ------------------------------------------------------------------------------------------

    def click(self, x, y, pointer_type="mouse", hold=0.05):
        cx, cy = self.client_point(x, y)
        before = self.line_count()
        common = dict(x=cx, y=cy, button="left", clickCount=1, pointerType=pointer_type)
        self.cdp("Input.dispatchMouseEvent", type="mousePressed", buttons=1, **common)
        time.sleep(hold)
        self.cdp("Input.dispatchMouseEvent", type="mouseReleased", buttons=0, **common)
        self.wait_for(f"window.playground.lines.length > {before}")
        self.settle()

    def drag(self, start, end, steps=8, pointer_type="mouse"):
        sx, sy = self.client_point(*start)
        ex, ey = self.client_point(*end)
        self.cdp("Input.dispatchMouseEvent", type="mousePressed", x=sx, y=sy, button="left", buttons=1,
                 clickCount=1, pointerType=pointer_type)
        for step in range(1, steps + 1):
            x = sx + (ex - sx) * step / steps
            y = sy + (ey - sy) * step / steps
            self.cdp("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y, button="left", buttons=1,
                     pointerType=pointer_type)
            time.sleep(0.02)
        self.cdp("Input.dispatchMouseEvent", type="mouseReleased", x=ex, y=ey, button="left", buttons=0,
                 clickCount=1, pointerType=pointer_type)
        self.settle()

    def pinch(self, centre, start_distance, end_distance, steps=10):
        """Two fingers on a horizontal line through `centre` (scene points), moving apart or together."""
        def touch_points(distance):
            points = []
            for index, sign in enumerate((-1, 1)):
                x, y = self.client_point(centre[0] + sign * distance / 2, centre[1])
                points.append(dict(x=x, y=y, id=index + 1, radiusX=5, radiusY=5, force=0.5))
            return points

        self.cdp("Input.dispatchTouchEvent", type="touchStart", touchPoints=touch_points(start_distance))
        for step in range(1, steps + 1):
            distance = start_distance + (end_distance - start_distance) * step / steps
            time.sleep(0.02)
            self.cdp("Input.dispatchTouchEvent", type="touchMove", touchPoints=touch_points(distance))
        time.sleep(0.02)
        self.cdp("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
        self.settle()

    # ---- what the page shows ----------------------------------------------------------------------------

    def questions(self):
        return self.js("return [...document.querySelectorAll('#questions li')].map(li => li.textContent)")

    def hit_view_text(self):
        return self.js("return document.querySelector('#hit-view').textContent")

    def marked_hit_view(self):
        return self.js("const v = document.querySelector('#views .view.hit'); return v && v.dataset.name")

    def chain(self):
        """The chain panel's rows: each delivery as [[text, class], ...], method first."""
        return self.js(
            "return [...document.querySelectorAll('#chain > li')]"
            ".map(li => [...li.querySelectorAll('span')].map(s => [s.textContent, s.className]))")

    def view_polygon(self, name):
        """The drawn corners of a view, as the picture shows them now."""
        return self.js(
            "const p = document.querySelector(`#views polygon[data-name='${arguments[0]}']`);"
            "return p.getAttribute('points').split(' ').map(pair => pair.split(',').map(Number));",
            name)

    def view_centre(self, name):
        corners = self.view_polygon(name)
        return (sum(x for x, _ in corners) / len(corners), sum(y for _, y in corners) / len(corners))

    def view_area(self, name):
        corners = self.view_polygon(name)
        area = 0
        for index, (x, y) in enumerate(corners):
            nx, ny = corners[(index + 1) % len(corners)]
            area += x * ny - nx * y
        return abs(area) / 2

    def status(self):
        return self.js("const s = document.querySelector('#status'); return [s.textContent, s.classList.contains('error')]")

    def step_label(self):
        return self.js("return document.querySelector('#step-label').textContent")

    def step_count(self):
        return self.js("return window.playground.steps.length")

    def cursor(self):
        return self.js("return window.playground.cursor")

    def recognizer_states(self):
        return self.js(
            "return Object.fromEntries([...document.querySelectorAll('#recognizers tbody tr')]"
            ".map(row => [row.cells[0].textContent, row.cells[2].textContent]))")

    def touches_table(self):
        return self.js(
            "return [...document.querySelectorAll('#touches tbody tr')].map(row => [...row.cells].map(c => c.textContent))")
