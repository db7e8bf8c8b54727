extension SceneSchema {
    /// The replay output formats: text, JSON lines and SVG.
    static let output = #"""
## Replay output

`responder replay SCENE [SCRIPT] --format text|json|svg` prints what the engine did.

**text** prints one line per trace event (`AView can answer 1`, `hit view: AView`, `AView.touchesBegan[1]`,
`AView -> UIView touchesBegan`, `tap: possible -> ended (recognized)`), one `log: …` line per call of the
scene's own handlers and recognizer actions (`log: AView touchesBegan`, `log: tap action ended`), and a
`leftover: …` line for each finger still down or timer still pending at the end. On a terminal it is coloured.

**json** prints JSON lines: one object per line, in the same order, each with a `"type"`. Objects are named by
their scene ids (a view's `accessibilityIdentifier`, a controller's id, a recognizer's `name`); `UIApplication`
is named by its class. Keys are sorted. Optional names are `null` when absent.

| `type` | other fields |
|---|---|
| `input` | `time`, `kind` (`touches`, `press`, `motion`, `remoteControl`, `interruption`, `inputReset`); `touches`: `[{finger, phase, x, y}]`; `press`, `phase`; `subtype` |
| `inputRepaired` | `repair` (a sentence) |
| `hitTestBegan` | `window`, `x`, `y` (window coordinates) |
| `pointInside` | `view`, `inside` (bool) |
| `hitTestSkipped` | `view`, `reason` (`hidden`, `userInteractionDisabled`, `transparent`) |
| `hitTestReturned` | `view`, `result` (name or `null`) |
| `windowPassed` | `window` |
| `touchBound` | `finger`, `view`, `window` |
| `touchWithheld` | `finger`, `view`, `reason` (`multipleTouchDisabled`, `exclusiveTouch`) |
| `delivered` | `responder`, `method` (`touchesBegan`, …, `remoteControlReceived`), `fingers` |
| `forwarded` | `from`, `to`, `method` |
| `dropped` | `at`, `method` |
| `cancelled` | `responder`, `fingers`, `reason` (`recognized by tap`, `view removed`, …) |
| `actionSent` | `action`, `target`, `sender` |
| `firstResponderChanged` | `from`, `to` |
| `recognizerTransition` | `recognizer`, `from`, `to` (state names), `reason` |
| `controlTracking` | `control`, `change` (`began`, `ended`, `cancelled`; only in the verifier's violation histories) |
| `controlEvents` | `control`, `events` |
| `layout` | `view`: laid out (`layoutSubviews()`) before the next event |
| `log` | `text`: a line of the scene's handlers |
| `leftover` | `text`: what was still in flight at the end |

```json
{"inside":true,"type":"pointInside","view":"AView"}
{"finger":1,"type":"touchBound","view":"AView","window":"UIWindow"}
```

**svg** draws the scene after the replay at its real geometry (transforms included, filled with each view's
`backgroundColor`, hidden views dashed, moved views also dotted where they started), outlines the views
hit-testing asked (dashed blue) and the hit views (orange), labels the responders that handled touches with
their methods (green), and draws each finger's path as a line from a dot (down) to a ring (up). The file is
self-contained and opens in a browser.


"""#
}
