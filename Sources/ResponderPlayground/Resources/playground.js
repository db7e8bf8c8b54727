// ResponderKit playground page: draws the scene the server built, sends Pointer Events as input samples,
// and shows the engine's trace as it arrives. Plain JavaScript, no build step. Protocol: PROTOCOL.md.
"use strict";

const $ = (selector) => document.querySelector(selector);
const SVG = "http://www.w3.org/2000/svg";
const state = {
  socket: null,
  scene: null,            // the last `scene` message
  viewsByName: new Map(),  // trace name -> drawn view
  recognizers: new Map(), // name -> {name, view, state}
  fingers: new Map(),     // pointerId -> finger number
  queue: [],              // samples waiting to be sent
  recording: false,
  lines: [],              // every text line, as `responder replay` prints them
  lastBatch: null,
  badgeSpots: [],          // where hit-test badges sit, so shared corners do not hide them
};
window.playground = state; // for the browser tests

// ---- connection -------------------------------------------------------------------------------------------

function connect() {
  const params = new URLSearchParams(location.search);
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const query = params.get("scene") ? `?scene=${encodeURIComponent(params.get("scene"))}` : "";
  const socket = new WebSocket(`${scheme}://${location.host}/ws${query}`);
  state.socket = socket;
  socket.onopen = () => setStatus("connected");
  socket.onclose = () => setStatus("disconnected — reload to start a new session", true);
  socket.onmessage = (message) => {
    let data;
    try { data = JSON.parse(message.data); } catch { return; }
    receive(data);
  };
}

function send(message) {
  if (state.socket && state.socket.readyState === WebSocket.OPEN) state.socket.send(JSON.stringify(message));
}

function setStatus(text, isError = false) {
  const status = $("#status");
  status.textContent = text;
  status.classList.toggle("error", isError);
}

function receive(message) {
  switch (message.type) {
    case "hello": return showMenu(message.scenes);
    case "scene": return showScene(message);
    case "trace": return showTrace(message);
    case "error": return showError(message);
    case "recording": return showRecording(message);
  }
}

// ---- scenes ----------------------------------------------------------------------------------------------

function showMenu(scenes) {
  const menu = $("#scene-menu");
  menu.replaceChildren();
  const custom = new Option("(edited scene)", "");
  custom.disabled = true;
  menu.append(custom);
  for (const scene of scenes) menu.append(new Option(scene.title || scene.name, scene.name));
}

function showScene(scene) {
  state.scene = scene;
  state.viewsByName.clear();
  state.recognizers.clear();
  const svg = $("#stage");
  svg.setAttribute("viewBox", `0 0 ${scene.screen.width} ${scene.screen.height}`);
  const group = $("#views");
  group.replaceChildren();
  clearOverlay();
  const labelSpots = [];
  const labels = [];
  for (const view of scene.views) {
    state.viewsByName.set(view.subject.name, view);
    const polygon = document.createElementNS(SVG, "polygon");
    polygon.setAttribute("points", view.corners.map((corner) => corner.join(",")).join(" "));
    polygon.setAttribute("class", view.depth === 0 ? "view window" : "view");
    polygon.dataset.serial = view.subject.serial;
    polygon.dataset.name = view.subject.name;
    if (view.id) polygon.dataset.id = view.id;
    const visible = !view.isHidden && view.alpha > 0;
    polygon.setAttribute("fill", view.color || (view.depth === 0 ? "#ffffff" : "rgba(255,255,255,0.35)"));
    polygon.setAttribute("fill-opacity", visible ? Math.max(view.alpha, 0.15) : 0.05);
    if (!visible) polygon.setAttribute("stroke-dasharray", "2 4");
    view.element = polygon;
    group.append(polygon);
    const label = document.createElementNS(SVG, "text");
    const [x, y] = freeSpot(labelSpots, view.corners[0], 0, 14);
    label.setAttribute("x", x + 4);
    label.setAttribute("y", y + 14);
    label.setAttribute("class", "label");
    label.textContent = view.id && view.id !== view.subject.name ? `${view.subject.name} (${view.id})` : view.subject.name;
    labels.push(label);
  }
  group.append(...labels); // above every view, so no view hides another's name
  for (const recognizer of scene.recognizers) {
    const view = scene.views.find((candidate) => candidate.subject.serial === recognizer.view);
    state.recognizers.set(recognizer.subject.name, {
      name: recognizer.subject.name, view: view && view.subject.name, state: recognizer.state });
  }
  renderRecognizers();
  $("#scene-title").textContent = scene.title || scene.name || "Edited scene";
  $("#scene-menu").value = scene.name || "";
  const editor = $("#editor");
  if (editor.value !== scene.yaml) editor.value = scene.yaml;
  $("#editor-errors").replaceChildren();
  renderGutter([]);
  $("#questions").replaceChildren();
  $("#chain").replaceChildren();
  $("#touches tbody").replaceChildren();
  $("#control-events").replaceChildren();
  $("#hit-view").textContent = "hit view: —";
  state.lines = [];
  $("#log").textContent = "";
}

function showError(error) {
  if (error.errors) {
    const list = $("#editor-errors");
    list.replaceChildren();
    for (const item of error.errors) {
      const li = document.createElement("li");
      li.textContent = `line ${item.line}, column ${item.column}: ${item.message}`;
      li.dataset.line = item.line;
      li.dataset.column = item.column;
      li.onclick = () => selectLine(item.line, item.column);
      list.append(li);
    }
    renderGutter(error.errors.map((item) => item.line));
    setStatus(`scene error: line ${error.line}, column ${error.column}`, true);
  } else {
    setStatus(`error (${error.code}): ${error.message}`, true);
  }
}

function renderGutter(errorLines) {
  const lines = $("#editor").value.split("\n").length;
  const gutter = $("#gutter");
  gutter.replaceChildren();
  const marked = new Set(errorLines);
  for (let line = 1; line <= lines; line++) {
    const span = document.createElement("div");
    span.textContent = line;
    if (marked.has(line)) span.className = "error";
    gutter.append(span);
  }
  gutter.scrollTop = $("#editor").scrollTop;
}

function selectLine(line, column) {
  const editor = $("#editor");
  const lines = editor.value.split("\n");
  let start = 0;
  for (let index = 0; index < line - 1 && index < lines.length; index++) start += lines[index].length + 1;
  const end = start + (lines[line - 1] || "").length;
  editor.focus();
  editor.setSelectionRange(start + Math.max(0, column - 1), end);
  editor.scrollTop = Math.max(0, (line - 4) * 16);
}

// ---- the trace -------------------------------------------------------------------------------------------

// Structured events are `responder replay --format json`'s objects: a `type`, objects named by scene id.
function kind(event) { return event.type; }
function nameOf(subject) { return subject && typeof subject === "object" ? subject.name : subject; }
function viewNamed(name) { return state.viewsByName.get(nameOf(name)); }

function showTrace(batch) {
  state.lastBatch = batch;
  const newLines = batch.events.map((event) => event.text).filter((text) => text !== undefined && text !== null);
  state.lines.push(...newLines);
  const log = $("#log");
  log.textContent = state.lines.join("\n");
  log.scrollTop = log.scrollHeight;

  const beganAt = batch.events.findIndex((event) => kind(event) === "hitTestBegan");
  if (beganAt >= 0) showHitTest(batch.events.slice(beganAt));
  showChain(batch.events);
  for (const event of batch.events) {
    if (kind(event) === "recognizerTransition") {
      const recognizer = state.recognizers.get(event.recognizer);
      if (recognizer) recognizer.state = event.to;
      else state.recognizers.set(event.recognizer, { name: event.recognizer, view: undefined, state: event.to });
    }
    if (kind(event) === "controlEvents") {
      const li = document.createElement("li");
      li.textContent = event.text;
      $("#control-events").append(li);
    }
  }
  renderRecognizers();
  renderTouches(batch.touches);
}

function clearOverlay() {
  $("#overlay").replaceChildren();
  state.badgeSpots = [];
  for (const element of document.querySelectorAll("#views .view")) element.classList.remove("asked", "hit", "answered-no");
}

// The views hit-testing asked, in order, numbered on the scene; the hit view marked.
function showHitTest(events) {
  clearOverlay();
  const list = $("#questions");
  list.replaceChildren();
  let order = 0;
  let hitView = null;
  for (const event of events) {
    const what = kind(event);
    if (what === "pointInside" || what === "hitTestReturned" || what === "hitTestSkipped") {
      // The seed's log: `X can answer 1`, `hit view: X` (what hitTest returned is in the tooltip and the log).
      const li = document.createElement("li");
      li.textContent = what === "hitTestReturned" ? `hit view: ${nameOf(event.view)}` : event.text;
      li.title = event.text;
      if (what === "pointInside") li.className = event.inside ? "yes" : "no";
      if (what === "hitTestReturned") li.className = "returned";
      li.style.animationDelay = `${list.children.length * 60}ms`;
      list.append(li);
    }
    if (what === "pointInside") {
      const view = viewNamed(event.view);
      order += 1;
      if (view) {
        view.element.classList.add("asked");
        if (!event.inside) view.element.classList.add("answered-no");
        view.element.style.animationDelay = `${order * 120}ms`;
        addBadge(view, order, event.inside);
      }
    }
    if (what === "touchBound") {
      hitView = event.view;
      break;
    }
  }
  $("#hit-view").textContent = `hit view: ${hitView ? nameOf(hitView) : "none"}`;
  const view = hitView && viewNamed(hitView);
  if (view) view.element.classList.add("hit");
}

// A place near `corner` that no earlier label or badge took: views sharing a corner stack their marks.
function freeSpot(spots, corner, dx, dy) {
  let [x, y] = corner;
  while (spots.some(([sx, sy]) => Math.abs(sx - x) < 8 && Math.abs(sy - y) < 8)) { x += dx; y += dy; }
  spots.push([x, y]);
  return [x, y];
}

function addBadge(view, number, inside) {
  const [x, y] = freeSpot(state.badgeSpots, view.corners[1], -22, 0);
  const badge = document.createElementNS(SVG, "g");
  badge.setAttribute("class", inside ? "badge" : "badge no");
  badge.style.animationDelay = `${number * 120}ms`;
  const circle = document.createElementNS(SVG, "circle");
  circle.setAttribute("cx", x - 12 - 0);
  circle.setAttribute("cy", y + 12 + (number - 1) * 0);
  circle.setAttribute("r", 10);
  const text = document.createElementNS(SVG, "text");
  text.setAttribute("x", x - 12);
  text.setAttribute("y", y + 12);
  text.textContent = number;
  badge.append(circle, text);
  $("#overlay").append(badge);
}

// The responder chain the first touch method climbed: delivered to a responder, then forwarded along `next`.
function showChain(events) {
  const steps = [];
  let method = null;
  for (const event of events) {
    const what = kind(event);
    if (what === "delivered" && (method === null || event.method === method) && steps.length === 0) {
      method = event.method;
      steps.push({ subject: event.responder, handled: true });
    } else if (what === "forwarded" && event.method === method && steps.length > 0) {
      steps.push({ subject: event.to, handled: false });
    } else if (what === "dropped" && event.method === method && steps.length > 0) {
      steps.push({ subject: { name: "end of chain" }, handled: false });
    }
  }
  if (steps.length === 0) return;
  const list = $("#chain");
  list.replaceChildren();
  const caption = document.createElement("li");
  caption.textContent = method;
  caption.className = "handled";
  list.append(caption);
  for (const step of steps) {
    const li = document.createElement("li");
    li.textContent = nameOf(step.subject);
    list.append(li);
  }
  const points = steps
    .map((step) => viewNamed(step.subject))
    .filter((view) => view)
    .map((view) => centre(view));
  for (const old of document.querySelectorAll("#overlay .chain-path")) old.remove();
  if (points.length > 1) {
    const path = document.createElementNS(SVG, "polyline");
    path.setAttribute("class", "chain-path");
    path.setAttribute("points", points.map((point) => point.join(",")).join(" "));
    $("#overlay").append(path);
  }
}

function centre(view) {
  const xs = view.corners.map((corner) => corner[0]);
  const ys = view.corners.map((corner) => corner[1]);
  return [xs.reduce((a, b) => a + b) / 4, ys.reduce((a, b) => a + b) / 4];
}

function renderRecognizers() {
  const body = $("#recognizers tbody");
  body.replaceChildren();
  for (const [, recognizer] of state.recognizers) {
    const row = body.insertRow();
    row.insertCell().textContent = recognizer.name;
    row.insertCell().textContent = recognizer.view || "";
    const cell = row.insertCell();
    cell.textContent = recognizer.state;
    cell.className = `state-${recognizer.state}`;
  }
}

function renderTouches(touches) {
  const body = $("#touches tbody");
  body.replaceChildren();
  for (const touch of touches || []) {
    const row = body.insertRow();
    row.insertCell().textContent = touch.finger;
    row.insertCell().textContent = touch.phase;
    row.insertCell().textContent = touch.view ? touch.view.name : "none";
    row.insertCell().textContent = touch.tapCount;
  }
}

// ---- recording -------------------------------------------------------------------------------------------

function showRecording(message) {
  state.recording = message.state === "started";
  document.body.classList.toggle("recording", state.recording);
  $("#record").disabled = state.recording;
  $("#stop").disabled = !state.recording;
  if (message.state === "stopped") {
    $("#script").textContent = message.script;
    // `responder replay` ends with what is still in flight; so does the log.
    state.lines.push(...message.leftovers.map((leftover) => `leftover: ${leftover}`));
    $("#log").textContent = state.lines.join("\n");
    const link = $("#download");
    if (link.href) URL.revokeObjectURL(link.href);
    link.href = URL.createObjectURL(new Blob([message.script], { type: "text/yaml" }));
    link.hidden = false;
    setStatus(`recorded ${message.frames} input frames`);
  } else {
    setStatus("recording…");
  }
}

// ---- input -----------------------------------------------------------------------------------------------

function scenePoint(event) {
  const svg = $("#stage");
  const point = svg.createSVGPoint();
  point.x = event.clientX;
  point.y = event.clientY;
  return point.matrixTransform(svg.getScreenCTM().inverse());
}

function allocateFinger() {
  const used = new Set(state.fingers.values());
  let finger = 1;
  while (used.has(finger)) finger += 1;
  return finger;
}

function enqueue(event, phase, finger) {
  const point = scenePoint(event);
  state.queue.push({
    finger, phase, x: Math.round(point.x * 100) / 100, y: Math.round(point.y * 100) / 100,
    t: event.timeStamp, force: event.pressure, pointerType: event.pointerType,
  });
  if (state.queue.length === 1) setTimeout(flush, 0);
}

function flush() {
  if (state.queue.length === 0) return;
  send({ type: "input", samples: state.queue });
  state.queue = [];
}

function installPointerHandlers() {
  const svg = $("#stage");
  svg.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    if (state.fingers.has(event.pointerId)) return;
    event.preventDefault();
    svg.setPointerCapture(event.pointerId);
    const finger = allocateFinger();
    state.fingers.set(event.pointerId, finger);
    enqueue(event, "began", finger);
  });
  svg.addEventListener("pointermove", (event) => {
    const finger = state.fingers.get(event.pointerId);
    if (finger === undefined) return;
    enqueue(event, "moved", finger);
  });
  const lift = (phase) => (event) => {
    const finger = state.fingers.get(event.pointerId);
    if (finger === undefined) return;
    state.fingers.delete(event.pointerId);
    enqueue(event, phase, finger);
  };
  svg.addEventListener("pointerup", lift("ended"));
  svg.addEventListener("pointercancel", lift("cancelled"));
  svg.addEventListener("contextmenu", (event) => event.preventDefault());
}

// ---- controls --------------------------------------------------------------------------------------------

function installControls() {
  $("#scene-menu").addEventListener("change", (event) => {
    if (event.target.value) send({ type: "selectScene", name: event.target.value });
  });
  $("#apply").addEventListener("click", () => send({ type: "loadScene", yaml: $("#editor").value }));
  $("#reset").addEventListener("click", () => send({ type: "reset" }));
  $("#record").addEventListener("click", () => send({ type: "startRecording" }));
  $("#stop").addEventListener("click", () => send({ type: "stopRecording" }));
  $("#clear-log").addEventListener("click", () => { state.lines = []; $("#log").textContent = ""; });
  const editor = $("#editor");
  editor.addEventListener("input", () => renderGutter([]));
  editor.addEventListener("scroll", () => { $("#gutter").scrollTop = editor.scrollTop; });
}

installControls();
installPointerHandlers();
connect();
