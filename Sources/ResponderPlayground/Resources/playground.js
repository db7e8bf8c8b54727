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
  marks: null,            // what the hit-test panel marks on the picture: {asked: [{name, number, inside}], hit}
  chainNames: [],         // the last delivery's climb, drawn as a path over the picture
  byEngineStep: false,    // the timeline steps by engine step (every batch and timer) instead of by input
  autoplayed: false,      // whether the first screen asked for its lesson's script to be played
  steps: [],              // the timeline: one step per build, input batch or timer firing
  cursor: 0,              // the step shown
  controlEvents: [],      // every control-event line so far
  logShown: 0,            // how many lines of state.lines #log stands for (it grows while following the engine)
  listedStep: -1,         // the number of the last step #steps lists
  frameScheduled: false,  // whether a frame callback will draw what arrived since the last frame
  textDrawnAt: -Infinity, // when a frame last brought the log and the steps list up to date
  textTimer: null,        // the timer that catches them up after input stops
  shownGeometry: null,    // the geometry map the picture shows
  pending: [],            // performance.now() of each input message still waiting for its trace
  latencies: [],          // input to redrawn screen, ms: from the first sample of a message to the frame after its reply
  latencyParts: [],       // the same, split: [to the reply's arrival, applying it, waiting for the frame]
  latencySpans: [],       // the same, as [input, the frame's callback, the end of the frame's rendering work] times
  arrivedAt: 0,           // performance.now() when the last message arrived
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
    state.arrivedAt = performance.now();
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
    case "frame": return showFrame(message);
  }
}

// A display frame while views animate: they are drawn where they show (their presentation), which the live step
// keeps; hit-testing meanwhile reads their model, as the hit-test panel says. No new step: the timeline steps by
// what the engine did, not by frames.
function showFrame(frame) {
  const last = state.steps[state.steps.length - 1];
  if (!last || !frame.views || frame.views.length === 0) return;
  const geometry = new Map(last.geometry);
  for (const update of frame.views) {
    geometry.set(update.serial, { corners: update.corners, alpha: update.alpha, isHidden: update.isHidden });
  }
  last.geometry = geometry;
  if (state.cursor >= state.steps.length - 1) scheduleFrame();
}

// Input to redrawn screen: each input message gets one `trace` reply; the frame after it is applied is the
// redrawn screen. Its callback runs after the one that draws the message (scheduled first), before the frame's
// style, layout and paint; a task posted from it runs once the main thread has done them.
function measureLatency(batch) {
  if (batch.cause !== "input" || state.pending.length === 0) return;
  const start = state.pending.shift();
  const arrived = state.arrivedAt;
  const applied = performance.now();
  requestAnimationFrame(() => {
    const now = performance.now();
    state.latencies.push(now - start);
    state.latencyParts.push([arrived - start, applied - arrived, now - applied]);
    const span = [start, now, now];
    state.latencySpans.push(span);
    afterFrame.push(span);
    afterFrameChannel.port2.postMessage(null);
    if (state.latencies.length > 20000) {
      for (const list of [state.latencies, state.latencyParts, state.latencySpans]) list.splice(0, 10000);
    }
  });
}

const afterFrame = [];
const afterFrameChannel = new MessageChannel();
afterFrameChannel.port1.onmessage = () => {
  const now = performance.now();
  for (const span of afterFrame.splice(0)) span[2] = now;
};

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
  // The first screen shows what its lesson does: the page opened without a chosen scene plays the first lesson's
  // script once (`?play=0` opens it unplayed), so the views, the numbered questions and the hit view are there
  // before any click.
  const params = new URLSearchParams(location.search);
  if (!state.autoplayed && !params.get("scene") && params.get("play") !== "0") {
    state.autoplayed = true;
    send({ type: "playScript" });
  }
  state.autoplayed = true;
  state.scene = scene;
  state.viewsByName.clear();
  state.recognizers.clear();
  state.pending = [];
  const svg = $("#stage");
  svg.setAttribute("viewBox", `0 0 ${scene.screen.width} ${scene.screen.height}`);
  const group = $("#views");
  group.replaceChildren();
  clearOverlay();
  state.chainNames = [];
  const labels = [];
  const geometry = new Map();
  for (const view of scene.views) {
    state.viewsByName.set(view.subject.name, view);
    geometry.set(view.subject.serial, { corners: view.corners, alpha: view.alpha, isHidden: view.isHidden });
    const polygon = document.createElementNS(SVG, "polygon");
    polygon.setAttribute("class", view.depth === 0 ? "view window" : "view");
    polygon.dataset.serial = view.subject.serial;
    polygon.dataset.name = view.subject.name;
    if (view.id) polygon.dataset.id = view.id;
    // A view without a background colour is drawn as its outline only: an unpainted window (seed 004's
    // full-screen status-bar window) never hides the views behind it.
    polygon.setAttribute("fill", view.color || "none");
    if (!view.color) polygon.classList.add("unpainted");
    view.element = polygon;
    group.append(polygon);
    view.hitAreaShape = null;
    if (view.hitArea) {
      // Where point(inside:) answers true when that is not the bounds: drawn over the view, moved with it.
      const outline = document.createElementNS(SVG, "path");
      outline.setAttribute("class", "hit-area");
      outline.setAttribute("d", view.hitArea);
      view.hitAreaShape = outline;
      group.append(outline);
    }
    const label = document.createElementNS(SVG, "text");
    label.setAttribute("class", "label");
    label.dataset.serial = view.subject.serial;
    label.textContent = view.id && view.id !== view.subject.name ? `${view.subject.name} (${view.id})` : view.subject.name;
    view.label = label;
    labels.push(label);
  }
  group.append(...labels); // above every view, so no view hides another's name
  clipViews(scene.views, group);
  for (const recognizer of scene.recognizers) {
    const view = scene.views.find((candidate) => candidate.subject.serial === recognizer.view);
    state.recognizers.set(recognizer.subject.name, {
      name: recognizer.subject.name, view: view && view.subject.name, state: recognizer.state });
  }
  showConstraintControls(scene);
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
  state.controlEvents = [];
  clearLog();
  $("#steps").replaceChildren();
  state.listedStep = -1;
  state.shownGeometry = null;
  state.shownPanels = null;
  state.steps = [];
  addStep({ cause: "build", time: 0, events: [], touches: [], geometry, recognizers: snapshotRecognizers() });
  setStatus(`scene: ${scene.title || scene.name || "edited scene"}`);
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
  const previous = state.steps[state.steps.length - 1];
  let geometry = previous.geometry;
  if (batch.views && batch.views.length > 0) {
    geometry = new Map(geometry);
    for (const update of batch.views) {
      geometry.set(update.serial, { corners: update.corners, alpha: update.alpha, isHidden: update.isHidden });
    }
  }
  for (const event of batch.events) {
    if (kind(event) === "recognizerTransition") {
      const recognizer = state.recognizers.get(event.recognizer);
      if (recognizer) recognizer.state = event.to;
      else state.recognizers.set(event.recognizer, { name: event.recognizer, view: undefined, state: event.to });
    }
    if (kind(event) === "controlEvents") state.controlEvents.push(event.text);
  }
  addStep({ cause: batch.cause, time: batch.time, events: batch.events, touches: batch.touches || [], geometry,
    recognizers: snapshotRecognizers() });
  measureLatency(batch);
}

function snapshotRecognizers() {
  return [...state.recognizers.values()].map((recognizer) => ({ ...recognizer }));
}

// ---- the timeline ----------------------------------------------------------------------------------------

const MAXIMUM_STEPS = 5000;

function addStep(step) {
  const following = state.cursor >= state.steps.length - 1;
  step.lineEnd = state.lines.length;
  step.controlEnd = state.controlEvents.length;
  step.number = state.steps.length === 0 ? 0 : state.steps[state.steps.length - 1].number + 1;
  state.steps.push(step);
  if (state.steps.length > MAXIMUM_STEPS) state.steps.splice(1, state.steps.length - MAXIMUM_STEPS);
  // The latest step at or before this one that hit-tested, and that delivered: what the panels show for it.
  const previous = state.steps[state.steps.length - 2];
  const events = step.events;
  // An input runs from a finger going down with none down (or a hover, a wheel step) to the next such step,
  // timers included: the timeline steps by input unless it is set to engine steps.
  const fingersDown = (touches) => (touches || []).filter((touch) => touch.phase !== "ended"
    && touch.phase !== "cancelled").length;
  step.down = step.cause === "timer" ? (previous ? previous.down : 0) : fingersDown(step.touches);
  step.startsInput = !previous || step.cause === "build" || (step.cause === "input" && previous.down === 0);
  step.hitTestStep = events.some((event) => kind(event) === "hitTestBegan") ? step : previous && previous.hitTestStep;
  step.chainStep = events.some((event) => kind(event) === "delivered") ? step : previous && previous.chainStep;
  if (following) state.cursor = state.steps.length - 1;
  scheduleFrame();
}

// The page is written once per frame, in the frame's callback, however many messages arrived since the last
// one: a message only records what it says. So the layout stays clean between frames, and reading it (the
// stage's position, for each pointer event's scene point) costs nothing.
function scheduleFrame() {
  if (state.frameScheduled) return;
  state.frameScheduled = true;
  requestAnimationFrame(drawFrame);
}

// While input streams in, the log and the steps list (text that grows by a few lines a message) are brought up to
// date at most every TEXT_INTERVAL ms, and a frame that far ahead catches them up when the stream stops; the
// picture and the other panels are drawn every frame.
const TEXT_INTERVAL = 100;

function drawFrame(now) {
  state.frameScheduled = false;
  const textDue = !(now - state.textDrawnAt < TEXT_INTERVAL);
  if (textDue) {
    state.textDrawnAt = now;
    listNewSteps();
  } else if (!state.textTimer) {
    state.textTimer = setTimeout(() => {
      state.textTimer = null;
      scheduleFrame();
    }, TEXT_INTERVAL);
  }
  if (state.cursor >= state.steps.length - 1) showStep(state.steps.length - 1, textDue);
  else renderTimelineControls();
}

const MAXIMUM_LISTED_STEPS = 300;

// Appends the steps added since the last frame to #steps, which keeps the latest MAXIMUM_LISTED_STEPS.
function listNewSteps() {
  const list = $("#steps");
  const fresh = [];
  for (let index = state.steps.length - 1; index >= 0 && fresh.length < MAXIMUM_LISTED_STEPS; index--) {
    const step = state.steps[index];
    if (step.number <= state.listedStep) break;
    fresh.push(step);
  }
  if (fresh.length === 0) return;
  state.listedStep = fresh[0].number;
  list.append(...fresh.reverse().map((step) => {
    const item = document.createElement("li");
    item.textContent = stepSummary(step);
    item.dataset.step = step.number;
    item.onclick = () => showStep(state.steps.findIndex((candidate) => candidate.number === step.number));
    return item;
  }));
  const excess = list.children.length - MAXIMUM_LISTED_STEPS;
  for (let index = 0; index < excess; index++) list.firstChild.remove();
}

function stepSummary(step) {
  const time = `t=${Number(step.time.toFixed(3))} s`;
  if (step.cause === "build") return `${step.number} · ${time} · scene built`;
  if (step.cause === "timer") return `${step.number} · ${time} · timer`;
  const input = step.events.find((event) => kind(event) === "input");
  const fingers = input && input.touches
    ? input.touches.map((touch) => `finger ${touch.finger} ${touch.phase}`).join(", ") : step.cause;
  const bound = step.events.find((event) => kind(event) === "touchBound");
  return `${step.number} · ${time} · ${fingers}${bound ? ` → ${nameOf(bound.view) || "no view"}` : ""}`;
}

function renderTimelineControls() {
  const slider = $("#timeline");
  const step = state.steps[state.cursor];
  const starts = inputStarts();
  const input = inputOf(state.cursor, starts);
  slider.max = state.byEngineStep ? Math.max(0, state.steps.length - 1) : Math.max(0, starts.length - 1);
  slider.value = state.byEngineStep ? state.cursor : input;
  const inputText = input === 0 ? "scene built" : `input ${input} of ${starts.length - 1}`;
  $("#step-label").textContent = step
    ? `${inputText} · step ${step.number} of ${state.steps[state.steps.length - 1].number} · t=${Number(step.time.toFixed(3))} s · ${step.cause}`
    : "";
  $("#step-back").disabled = state.cursor <= 0;
  $("#step-forward").disabled = state.cursor >= state.steps.length - 1;
  document.body.classList.toggle("reviewing", state.cursor < state.steps.length - 1);
  for (const item of document.querySelectorAll("#steps li.current")) item.classList.remove("current");
  const item = step && document.querySelector(`#steps li[data-step="${step.number}"]`);
  if (item) {
    item.classList.add("current");
    if (state.cursor >= state.steps.length - 1) $("#steps").scrollTop = $("#steps").scrollHeight;
  }
}

// Shows step `index`: the picture where the engine had put the views, the hit-test and chains of that step
// (or the latest before it), its touches, the recognizers' states after it, the log up to it.
function showStep(index, withText = true) {
  if (index < 0 || index >= state.steps.length) return;
  state.cursor = index;
  const step = state.steps[index];
  const geometryChanged = state.shownGeometry !== step.geometry;
  drawGeometry(step.geometry);
  const hitTestStep = step.hitTestStep || null;
  const chainStep = step.chainStep || null;
  // Panels are redrawn only when what they show changed: while a finger moves, most of them do not (the
  // hit-test's badges keep their animation instead of restarting it every frame). Redrawing the hit-test
  // clears the overlay, chain path included, so the chain is drawn again after it.
  const shown = state.shownPanels || {};
  const hitTestChanged = hitTestStep !== shown.hitTestStep;
  if (hitTestChanged) {
    if (hitTestStep) {
      const events = hitTestStep.events;
      showHitTest(events.slice(events.findIndex((event) => kind(event) === "hitTestBegan")));
    } else {
      clearOverlay();
      $("#questions").replaceChildren();
      $("#hit-view").textContent = "hit view: —";
    }
  }
  const chainChanged = hitTestChanged || chainStep !== shown.chainStep;
  if (chainChanged) {
    if (chainStep) showChain(chainStep.events, chainStep.touches);
    else {
      $("#chain").replaceChildren();
      state.chainNames = [];
    }
  }
  if (geometryChanged || hitTestChanged) drawMarks();
  else if (chainChanged) drawChainPath();
  const recognizers = JSON.stringify(step.recognizers);
  if (recognizers !== shown.recognizers) renderRecognizers(step.recognizers);
  renderTouches(step.touches);
  if (step.controlEnd !== shown.controlEnd) {
    $("#control-events").replaceChildren(...state.controlEvents.slice(0, step.controlEnd).map((text) => {
      const li = document.createElement("li");
      li.textContent = text;
      return li;
    }));
  }
  state.shownPanels = { hitTestStep, chainStep, recognizers, controlEnd: step.controlEnd };
  if (withText) renderLog(step.lineEnd);
  renderTimelineControls();
}

const LOG_BLOCK_LINES = 64;
const MAXIMUM_LOG_LINES = 4096;

// #log shows lines [0, end) of state.lines: the latest MAXIMUM_LOG_LINES of them (less up to a block: whole blocks
// leave), after a note saying how many earlier ones it leaves out (state.lines keeps them all). The lines are in blocks of LOG_BLOCK_LINES, so that
// lines added while following the engine lay out only the last block instead of the whole log.
function renderLog(end) {
  const log = $("#log");
  if (state.logBuilt && end === state.logShown) return;
  if (state.logBuilt && end > state.logShown) {
    appendLogLines(log, state.logShown, end);
  } else {
    log.replaceChildren();
    state.logFirst = Math.max(0, end - MAXIMUM_LOG_LINES);
    appendLogLines(log, state.logFirst, end);
  }
  state.logShown = end;
  state.logBuilt = true;
  while (end - state.logFirst > MAXIMUM_LOG_LINES) {
    const oldest = log.querySelector(".log-block");
    state.logFirst += oldest.lineCount;
    oldest.remove();
  }
  let note = log.querySelector(".log-note");
  if (state.logFirst > 0) {
    if (!note) {
      note = document.createElement("div");
      note.className = "log-note";
      log.prepend(note);
    }
    note.textContent = `… ${state.logFirst} earlier lines`;
  } else if (note) {
    note.remove();
  }
  log.scrollTop = log.scrollHeight;
}

function appendLogLines(log, from, to) {
  let block = log.lastElementChild && log.lastElementChild.classList.contains("log-block") ? log.lastElementChild : null;
  let line = from;
  while (line < to) {
    if (!block || block.lineCount >= LOG_BLOCK_LINES) {
      block = document.createElement("div");
      block.className = "log-block";
      block.lineCount = 0;
      log.append(block);
    }
    const take = Math.min(to - line, LOG_BLOCK_LINES - block.lineCount);
    const text = state.lines.slice(line, line + take).join("\n");
    block.append(block.lineCount === 0 ? text : "\n" + text);
    block.lineCount += take;
    line += take;
  }
}

// Forgets what #log shows (a new scene, or the clear button).
function clearLog() {
  state.logShown = 0;
  state.logFirst = 0;
  state.logBuilt = false;
  $("#log").replaceChildren();
}

// A view that clips (a scroll view) clips its subtree: each clipping view gets a clip path that follows its
// polygon, and every view and label below it is drawn through the nearest one (which is itself clipped by the
// next one up). As a scroll view's content offset changes, its subviews' corners move and the clip stays.
function clipViews(views, group) {
  const bySerial = new Map(views.map((view) => [view.subject.serial, view]));
  const defs = document.createElementNS(SVG, "defs");
  for (const view of views) {
    view.clipShape = null;
    if (!view.clipsToBounds || view.depth === 0) continue;
    const clip = document.createElementNS(SVG, "clipPath");
    clip.id = `clip-${view.subject.serial}`;
    view.clipShape = document.createElementNS(SVG, "polygon");
    view.clipShape.setAttribute("points", view.corners.map((corner) => corner.join(",")).join(" "));
    clip.append(view.clipShape);
    defs.append(clip);
  }
  if (!defs.hasChildNodes()) return;
  group.prepend(defs);
  const clipper = (view) => {
    for (let parent = bySerial.get(view.superview); parent; parent = bySerial.get(parent.superview)) {
      if (parent.clipShape) return parent;
    }
    return null;
  };
  for (const view of views) {
    const outer = clipper(view);
    if (!outer) continue;
    const url = `url(#clip-${outer.subject.serial})`;
    view.element.setAttribute("clip-path", url);
    view.label.setAttribute("clip-path", url);
    if (view.clipShape) view.clipShape.parentNode.setAttribute("clip-path", url);
  }
}

// Moves every view's polygon to where `geometry` says, and places the labels so that none overlaps another.
function drawGeometry(geometry) {
  if (state.shownGeometry === geometry || !state.scene) return;
  state.shownGeometry = geometry;
  const placed = [];
  for (const view of state.scene.views) {
    const shape = geometry.get(view.subject.serial) || view;
    view.shown = shape;
    const polygon = view.element;
    polygon.setAttribute("points", shape.corners.map((corner) => corner.join(",")).join(" "));
    if (view.clipShape) view.clipShape.setAttribute("points", polygon.getAttribute("points"));
    if (view.hitAreaShape) placeHitArea(view, shape);
    const visible = !shape.isHidden && shape.alpha > 0;
    polygon.setAttribute("fill-opacity", visible ? Math.max(shape.alpha, 0.15) : 0.05);
    if (visible) polygon.removeAttribute("stroke-dasharray");
    else polygon.setAttribute("stroke-dasharray", "2 4");
    // A hidden view's name is left out: the hit-test panel says it was skipped.
    view.label.classList.toggle("hidden-view", Boolean(shape.isHidden));
    if (!shape.isHidden) placeLabel(view.label, shape.corners, placed);
  }
}

// Maps a view's hit-area path (in its bounds coordinates) onto its corners as shown: the affine map taking the
// bounds' top-left, top-right and bottom-left corners to the shown ones.
function placeHitArea(view, shape) {
  const [x, y, width, height] = view.bounds;
  const outline = view.hitAreaShape;
  if (!(width > 0 && height > 0) || shape.isHidden) {
    outline.setAttribute("display", "none");
    return;
  }
  outline.removeAttribute("display");
  const [topLeft, topRight, , bottomLeft] = shape.corners;
  const a = (topRight[0] - topLeft[0]) / width, b = (topRight[1] - topLeft[1]) / width;
  const c = (bottomLeft[0] - topLeft[0]) / height, d = (bottomLeft[1] - topLeft[1]) / height;
  const e = topLeft[0] - a * x - c * y, f = topLeft[1] - b * x - d * y;
  outline.setAttribute("transform", `matrix(${a} ${b} ${c} ${d} ${e} ${f})`);
}

// The constraint menu lists "none", "all" and each view the scene file constrains; the first layout pass's
// reports (a conflict UIKit broke a constraint to recover from) are listed under the picture.
function showConstraintControls(scene) {
  const constraints = scene.constraints || [];
  const menu = $("#constraint-view");
  const views = [...new Set(constraints.map((constraint) => constraint.view).filter(Boolean))];
  const options = [["", "none"], ["*", "all"], ...views.map((view) => [view, view])];
  const previous = menu.value;
  menu.replaceChildren(...options.map(([value, text]) => {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = text;
    return option;
  }));
  menu.value = options.some(([value]) => value === previous) ? previous : "";
  $("#constraint-bar").hidden = constraints.length === 0;
  $("#layout-issues").replaceChildren(...(scene.layoutIssues || []).map((issue) => {
    const item = document.createElement("li");
    item.textContent = issue;
    return item;
  }));
  drawConstraints();
}

// Draws the chosen constraints as the SVG of `responder replay` does: a line between the anchors each relates (a
// size across its view), teal, or red and dashed when the solved frames do not keep it (UIKit broke it), labelled
// with its constant; its title is the constraint as layout reports print it.
function drawConstraints() {
  const group = $("#constraints");
  group.replaceChildren();
  const chosen = $("#constraint-view").value;
  if (!state.scene || !chosen) return;
  for (const constraint of state.scene.constraints || []) {
    if (chosen !== "*" && constraint.view !== chosen) continue;
    let [from, to] = [constraint.from, constraint.to];
    if (from[0] === to[0] && from[1] === to[1]) {
      // An edge pinned with no constant: a short tick across the edge.
      [from, to] = constraint.isHorizontal
        ? [[from[0], from[1] - 4], [from[0], from[1] + 4]]
        : [[from[0] - 4, from[1]], [from[0] + 4, from[1]]];
    }
    const line = document.createElementNS(SVG, "line");
    line.setAttribute("class", constraint.isSatisfied ? "constraint" : "constraint broken");
    line.setAttribute("x1", from[0]);
    line.setAttribute("y1", from[1]);
    line.setAttribute("x2", to[0]);
    line.setAttribute("y2", to[1]);
    const title = document.createElementNS(SVG, "title");
    title.textContent = constraint.description;
    line.append(title);
    const label = document.createElementNS(SVG, "text");
    label.setAttribute("class", constraint.isSatisfied ? "constraint-label" : "constraint-label broken");
    label.setAttribute("x", (constraint.from[0] + constraint.to[0]) / 2 + 3);
    label.setAttribute("y", (constraint.from[1] + constraint.to[1]) / 2 - 3);
    label.textContent = constraint.label;
    group.append(line, label);
  }
}

// A label goes inside its view's top-left corner, or lower, or to the right, wherever it overlaps no label
// placed before it (labels are 12 px text: about 6.6 px a character).
function placeLabel(label, corners, placed) {
  const xs = corners.map((corner) => corner[0]);
  const ys = corners.map((corner) => corner[1]);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  const width = label.textContent.length * 6.6 + 4;
  const height = 14;
  const overlaps = (x, y) => placed.some((box) =>
    x < box.x + box.width && box.x < x + width && y < box.y + box.height && box.y < y + height);
  let spot = null;
  for (let row = 0; row < 12 && !spot; row++) {
    for (const dx of [0, width + 6, 2 * (width + 6)]) {
      const x = left + 2 + dx;
      const y = top + 1 + row * height;
      if (!overlaps(x, y)) { spot = [x, y]; break; }
    }
  }
  if (!spot) spot = [left + 2, top + 1];
  placed.push({ x: spot[0], y: spot[1], width, height });
  label.setAttribute("x", spot[0] + 2);
  label.setAttribute("y", spot[1] + 11);
}

// The index of the first step of each input (the build is the first), in order.
function inputStarts() {
  const starts = [];
  state.steps.forEach((step, index) => { if (index === 0 || step.startsInput) starts.push(index); });
  return starts;
}

// Which input the step at `index` belongs to, as an index into `starts`.
function inputOf(index, starts) {
  let input = 0;
  while (input + 1 < starts.length && starts[input + 1] <= index) input += 1;
  return input;
}

// The last step of input `input`: what it left, once its timers (a fling's deceleration) have run.
function inputEnd(input, starts) {
  return input + 1 < starts.length ? starts[input + 1] - 1 : state.steps.length - 1;
}

function stepBy(delta) {
  if (state.byEngineStep) {
    showStep(Math.min(Math.max(state.cursor + delta, 0), state.steps.length - 1));
    return;
  }
  const starts = inputStarts();
  const input = Math.min(Math.max(inputOf(state.cursor, starts) + delta, 0), starts.length - 1);
  showStep(inputEnd(input, starts));
}

function clearOverlay() {
  $("#overlay").replaceChildren();
  $("#overlay").marksShown = null;
  state.marks = null;
  for (const element of document.querySelectorAll("#views .view")) element.classList.remove("asked", "hit", "answered-no");
}

// The views hit-testing asked, in order, numbered on the scene; the hit view marked.
function showHitTest(events) {
  clearOverlay();
  const list = $("#questions");
  list.replaceChildren();
  let order = 0;
  let hitView = null;
  const asked = [];
  for (const event of events) {
    const what = kind(event);
    if (what === "pointInside" || what === "hitTestReturned" || what === "hitTestSkipped") {
      // Each line as the log prints it, with its answer: `hit view: DView -> nil` (DView's hitTest returned
      // nil), never `hit view: DView` alone, which reads as if DView were hit. All lines appear at once.
      const li = document.createElement("li");
      li.textContent = event.text;
      li.title = event.text;
      if (what === "pointInside") {
        li.className = event.inside ? "yes" : "no";
        li.dataset.number = order + 1;
      }
      if (what === "hitTestReturned") li.className = "returned";
      list.append(li);
    }
    if (what === "pointInside") {
      const view = viewNamed(event.view);
      order += 1;
      if (view) {
        view.element.classList.add("asked");
        if (!event.inside) view.element.classList.add("answered-no");
        asked.push({ name: nameOf(event.view), number: order, inside: event.inside });
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
  state.marks = { asked, hit: view ? nameOf(hitView) : null };
}

// The marks over the picture: the hit view's outline, one numbered badge per view hit-testing asked and the last
// delivery's climb. They are drawn from the geometry the picture shows (`view.shown`), so they move with their
// views (a dragged card takes its badge along) and every picture of a step uses that step's geometry.
const BADGE_RADIUS = 10;
const BADGE_SPACING = 2 * BADGE_RADIUS + 2;

function drawMarks() {
  const overlay = $("#overlay");
  const marks = state.marks;
  // The same marks on new geometry (a dragged card) keep their elements, moved: only their places change.
  if (overlay.marksShown === marks && marks) {
    moveMarks(overlay, marks);
    drawChainPath();
    return;
  }
  overlay.marksShown = marks;
  overlay.replaceChildren();
  if (marks && marks.hit) {
    const view = viewNamed(marks.hit);
    if (view) {
      // Above every view: the answer is never hidden by a view in front of it.
      const outline = document.createElementNS(SVG, "polygon");
      outline.setAttribute("class", "hit-outline");
      outline.dataset.name = marks.hit;
      outline.setAttribute("points", (view.shown || view).corners.map((corner) => corner.join(",")).join(" "));
      overlay.append(outline);
    }
  }
  const hitView = marks && marks.hit ? viewNamed(marks.hit) : null;
  const spots = badgeSpots(marks ? marks.asked : [], hitView ? (hitView.shown || hitView).corners : []);
  (marks ? marks.asked : []).forEach((mark, index) => {
    const [x, y] = spots[index];
    const badge = document.createElementNS(SVG, "g");
    badge.setAttribute("class", mark.inside ? "badge" : "badge no");
    badge.dataset.number = mark.number;
    badge.dataset.name = mark.name;
    const circle = document.createElementNS(SVG, "circle");
    circle.setAttribute("cx", x);
    circle.setAttribute("cy", y);
    circle.setAttribute("r", BADGE_RADIUS);
    const text = document.createElementNS(SVG, "text");
    text.setAttribute("x", x);
    text.setAttribute("y", y);
    text.textContent = mark.number;
    badge.append(circle, text);
    overlay.append(badge);
  });
  drawChainPath();
}

// Moves the hit outline and the badges of `marks` to the geometry shown.
function moveMarks(overlay, marks) {
  const hitView = marks.hit ? viewNamed(marks.hit) : null;
  const outline = overlay.querySelector(".hit-outline");
  if (outline && hitView) {
    outline.setAttribute("points", (hitView.shown || hitView).corners.map((corner) => corner.join(",")).join(" "));
  }
  const spots = badgeSpots(marks.asked, hitView ? (hitView.shown || hitView).corners : []);
  overlay.querySelectorAll(".badge").forEach((badge, index) => {
    const [x, y] = spots[index] || [0, 0];
    badge.querySelector("circle").setAttribute("cx", x);
    badge.querySelector("circle").setAttribute("cy", y);
    badge.querySelector("text").setAttribute("x", x);
    badge.querySelector("text").setAttribute("y", y);
  });
}

// The last delivery's climb, from view centre to view centre, over the picture.
function drawChainPath() {
  const overlay = $("#overlay");
  for (const old of overlay.querySelectorAll(".chain-path")) old.remove();
  const points = state.chainNames.map((name) => viewNamed(name)).filter((view) => view).map((view) => centre(view));
  if (points.length > 1) {
    const path = document.createElementNS(SVG, "polyline");
    path.setAttribute("class", "chain-path");
    path.setAttribute("points", points.map((point) => point.join(",")).join(" "));
    overlay.append(path);
  }
}

// Where each badge goes, in asking order: inside its view, from the top-right corner leftwards and then a row
// lower, at the first spot no earlier badge takes; a view too small or too crowded gets the nearest free spot
// around that corner, ring by ring. No badge overlaps another, so views sharing a corner (seed 004's windows
// and status bar) get a row of numbers in order instead of a pile; and none lies on the hit view's outline
// (`hitCorners`), which stays whole.
function badgeSpots(asked, hitCorners) {
  const placed = [];
  const screen = state.scene ? state.scene.screen : { width: 390, height: 844 };
  const edges = hitCorners.map((corner, index) => [corner, hitCorners[(index + 1) % hitCorners.length]]);
  const clearOfOutline = (x, y) => edges.every(([a, b]) => distanceToSegment([x, y], a, b) >= BADGE_RADIUS + 4);
  const free = (x, y) => x >= BADGE_RADIUS && y >= BADGE_RADIUS && x <= screen.width - BADGE_RADIUS
    && y <= screen.height - BADGE_RADIUS && placed.every(([px, py]) => Math.hypot(px - x, py - y) >= BADGE_SPACING)
    && clearOfOutline(x, y);
  for (const mark of asked) {
    const view = viewNamed(mark.name);
    const corners = view ? (view.shown || view).corners : [[0, 0], [0, 0], [0, 0], [0, 0]];
    const xs = corners.map((corner) => corner[0]);
    const ys = corners.map((corner) => corner[1]);
    const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const [startX, startY] = [right - BADGE_RADIUS - 5, top + BADGE_RADIUS + 5];
    let spot = null;
    for (let y = startY; y <= Math.max(startY, bottom - BADGE_RADIUS) && !spot; y += BADGE_SPACING) {
      for (let x = startX; x >= Math.min(startX, left + BADGE_RADIUS) && !spot; x -= BADGE_SPACING) {
        if (free(x, y)) spot = [x, y];
      }
    }
    for (let ring = 1; ring < 60 && !spot; ring++) {
      for (let i = 0; i <= ring && !spot; i++) {
        for (const [dx, dy] of [[-i, ring], [i, ring], [-ring, i], [ring, i], [-i, -ring], [i, -ring], [-ring, -i], [ring, -i]]) {
          const [x, y] = [startX + dx * BADGE_SPACING, startY + dy * BADGE_SPACING];
          if (free(x, y)) { spot = [x, y]; break; }
        }
      }
    }
    placed.push(spot || [startX, startY]);
  }
  return placed;
}

// Each delivery's climb: the responder it was delivered to, then each `next` it was forwarded to, and the rest of
// the touch's responder chain (from the `touches` info), greyed, which the call did not reach.
function showChain(events, touches) {
  const chains = [];
  let current = null;
  for (const event of events) {
    const what = kind(event);
    if (what === "delivered") {
      current = { method: event.method, fingers: event.fingers || [], reached: [nameOf(event.responder)], dropped: false };
      chains.push(current);
    } else if (what === "forwarded" && current && event.method === current.method
               && nameOf(event.from) === current.reached[current.reached.length - 1]) {
      current.reached.push(nameOf(event.to));
    } else if (what === "dropped" && current && event.method === current.method) {
      current.dropped = true;
    }
  }
  // Each row as [[text, class], …], method first; the list is rebuilt only when they differ from what it shows
  // (while a finger moves, every step delivers along the same chain).
  const rows = chains.map((chain) => {
    const touch = (touches || []).find((info) => chain.fingers.includes(info.finger) && info.chain
      && info.chain.length > 0 && info.chain[0].name === chain.reached[0]);
    const whole = touch ? touch.chain.map((subject) => subject.name) : chain.reached;
    const spans = [[chain.method, "method"]];
    whole.forEach((name, position) => spans.push([name, position < chain.reached.length ? "reached" : "unreached"]));
    if (chain.dropped) spans.push(["end of chain", "reached end"]);
    return spans;
  });
  const list = $("#chain");
  const signature = JSON.stringify(rows);
  if (list.shownRows !== signature || list.childElementCount !== rows.length) {
    list.shownRows = signature;
    list.replaceChildren(...rows.map((spans) => {
      const row = document.createElement("li");
      row.className = "chain-row";
      for (const [text, className] of spans) {
        const span = document.createElement("span");
        span.className = className;
        span.textContent = text;
        row.append(span);
      }
      return row;
    }));
  }
  const last = chains[chains.length - 1];
  state.chainNames = last ? last.reached : [];
}

function distanceToSegment([x, y], [ax, ay], [bx, by]) {
  const [dx, dy] = [bx - ax, by - ay];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / length));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

function centre(view) {
  const corners = (view.shown || view).corners;
  const xs = corners.map((corner) => corner[0]);
  const ys = corners.map((corner) => corner[1]);
  return [xs.reduce((a, b) => a + b) / 4, ys.reduce((a, b) => a + b) / 4];
}

function renderRecognizers(recognizers) {
  const body = $("#recognizers tbody");
  body.replaceChildren();
  for (const recognizer of recognizers) {
    const row = body.insertRow();
    // Long names (UIScrollViewDelayedTouchesBeganGestureRecognizer@list) are cut with an ellipsis, whole in
    // the tooltip, so the state column always stays inside the panel.
    for (const text of [recognizer.name, recognizer.view || ""]) {
      const nameCell = row.insertCell();
      nameCell.textContent = text;
      nameCell.title = text;
    }
    const cell = row.insertCell();
    cell.textContent = recognizer.state;
    cell.className = `state-${recognizer.state}`;
  }
}

// The touches table, rebuilt only when its rows differ from what it shows.
function renderTouches(touches) {
  const rows = (touches || []).map((touch) => {
    // A touch a recognizer took has no view any more (UITouch.view is nil); say which view it was bound to.
    const bound = touch.chain && touch.chain.length > 0 ? touch.chain[0].name : null;
    const view = touch.view ? touch.view.name : (bound ? `none (was ${bound})` : "none");
    return [touch.finger, touch.phase, view, touch.tapCount];
  });
  const body = $("#touches tbody");
  const signature = JSON.stringify(rows);
  if (body.shownRows === signature && body.rows.length === rows.length) return;
  body.shownRows = signature;
  body.replaceChildren();
  for (const cells of rows) {
    const row = body.insertRow();
    for (const cell of cells) {
      const element = row.insertCell();
      element.textContent = cell;
      element.title = cell;
    }
    row.className = `phase-${cells[1]}`;
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
    // `responder replay` ends with each moved view's final geometry and what is still in flight; so does the log.
    state.lines.push(...(message.finals || []), ...message.leftovers.map((leftover) => `leftover: ${leftover}`));
    renderLog(state.lines.length);
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
  if (state.hoverPending) sendHover();
  const point = scenePoint(event);
  const sample = {
    finger, phase, x: Math.round(point.x * 100) / 100, y: Math.round(point.y * 100) / 100,
    t: event.timeStamp, force: event.pressure, pointerType: event.pointerType,
  };
  if (event.pointerType === "pen" && Number.isFinite(event.altitudeAngle) && Number.isFinite(event.azimuthAngle)) {
    sample.altitudeAngle = event.altitudeAngle;
    sample.azimuthAngle = event.azimuthAngle;
  } else if (event.pointerType === "pen" && Number.isFinite(event.tiltX) && Number.isFinite(event.tiltY)) {
    // Browsers without altitudeAngle: the server converts tiltX/tiltY as Pointer Events specifies.
    sample.tiltX = event.tiltX;
    sample.tiltY = event.tiltY;
  }
  state.queue.push(sample);
  if (state.queue.length === 1) {
    state.queueStart = performance.now();
    flushSoon.postMessage(null);
  }
}

// The samples of one task (fingers that moved together) go in one message, sent by the task that follows it. A
// message channel posts that task at once; a zero-delay timer is held back 4 ms when timers nest five deep.
const flushChannel = new MessageChannel();
flushChannel.port1.onmessage = () => flush();
const flushSoon = flushChannel.port2;

function flush() {
  if (state.queue.length === 0) return;
  if (state.socket && state.socket.readyState === WebSocket.OPEN) state.pending.push(state.queueStart);
  send({ type: "input", samples: state.queue });
  state.queue = [];
}

// A mouse or pen moving without a button over the stage hovers (UIHoverGestureRecognizer). Moves are coalesced
// to one message per 50 ms (the latest position), and a pending hover goes before any later input, after the
// touch samples queued before it, so the server sees input in the page's order.
function hover(event, exited) {
  if (event.pointerType === "touch") return;
  const point = exited ? { x: 0, y: 0 } : scenePoint(event);
  state.hoverPending = {
    type: "hover", x: Math.round(point.x * 100) / 100, y: Math.round(point.y * 100) / 100, t: event.timeStamp,
    pointerType: event.pointerType, exited: exited || undefined,
  };
  if (exited) sendHover();
  else if (!state.hoverTimer) state.hoverTimer = setTimeout(sendHover, 50);
}

function sendHover() {
  if (state.hoverTimer) clearTimeout(state.hoverTimer);
  state.hoverTimer = null;
  const message = state.hoverPending;
  if (!message) return;
  state.hoverPending = null;
  flush();
  send(message);
}

// A wheel step scrolls (a pan whose allowedScrollTypesMask allows it): dx/dy are how far a finger dragging the
// content would move it, minus the wheel's delta, in points (lines count 16 points, pages 800).
function wheel(event) {
  event.preventDefault();
  const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 800 : 1;
  const point = scenePoint(event);
  sendHover();
  flush();
  send({
    type: "wheel", x: Math.round(point.x * 100) / 100, y: Math.round(point.y * 100) / 100,
    dx: Math.round(-event.deltaX * scale * 100) / 100, dy: Math.round(-event.deltaY * scale * 100) / 100,
    t: event.timeStamp,
  });
}

function installPointerHandlers() {
  const svg = $("#stage");
  svg.addEventListener("wheel", wheel, { passive: false });
  svg.addEventListener("pointerleave", (event) => {
    if (!state.fingers.has(event.pointerId)) hover(event, true);
  });
  svg.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    if (state.fingers.has(event.pointerId)) return;
    event.preventDefault();
    try { svg.setPointerCapture(event.pointerId); } catch { /* a synthetic pointer has nothing to capture */ }
    const finger = allocateFinger();
    state.fingers.set(event.pointerId, finger);
    enqueue(event, "began", finger);
  });
  svg.addEventListener("pointermove", (event) => {
    const finger = state.fingers.get(event.pointerId);
    if (finger === undefined) {
      if (event.buttons === 0) hover(event, false);
      return;
    }
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
  $("#clear-log").addEventListener("click", () => {
    state.lines = [];
    for (const step of state.steps) { step.lineEnd = 0; }
    clearLog();
  });
  $("#step-back").addEventListener("click", () => stepBy(-1));
  $("#step-forward").addEventListener("click", () => stepBy(1));
  $("#step-live").addEventListener("click", () => showStep(state.steps.length - 1));
  $("#timeline").addEventListener("input", (event) => {
    const value = Number(event.target.value);
    showStep(state.byEngineStep ? value : inputEnd(value, inputStarts()));
  });
  $("#step-engine").addEventListener("change", (event) => {
    state.byEngineStep = event.target.checked;
    renderTimelineControls();
  });
  $("#play-script").addEventListener("click", () => send({ type: "playScript" }));
  $("#constraint-view").addEventListener("change", drawConstraints);
  document.addEventListener("keydown", (event) => {
    if (event.target === $("#editor")) return;
    if (event.key === "ArrowLeft") stepBy(-1);
    if (event.key === "ArrowRight") stepBy(1);
  });
  const editor = $("#editor");
  editor.addEventListener("input", () => renderGutter([]));
  editor.addEventListener("scroll", () => { $("#gutter").scrollTop = editor.scrollTop; });
}

installControls();
installPointerHandlers();
connect();
