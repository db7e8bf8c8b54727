extension SceneSchema {
    /// The replay output formats: text, JSON lines and SVG.
    static let output = #"""
        ## Replay output

        `responder replay SCENE [SCRIPT] --format text|json|svg` prints what the engine did.

        **text** prints one line per trace event (`AView can answer 1`, `hit view: AView`, `AView.touchesBegan[1]`,
        `AView -> UIView touchesBegan`, `tap: possible -> ended (recognized)`), one `log: …` line per call of the
        scene's own handlers and recognizer actions (`log: AView touchesBegan`, `log: tap action ended`), and a
        `leftover: …` line for each finger still down or timer still pending at the end. A view whose frame, bounds,
        centre, transform, `isHidden` or `alpha` changes prints what it is now (`card changed: frame (250, 400, 120,
        80)`, then only what differs from a plain view: `bounds origin (0, 40)`, `transform scale 2 rotated 60°`,
        `alpha 0.5`, `hidden`). Lines that timers caused (a long press recognized, a double tap's wait running out)
        follow a `timer: t=0.8` line giving the time they fired at. When the script is over and no finger is down, the
        replay runs the timers still pending (at most 10 s more), so a deceleration, spring-back or page snap comes to
        rest in the trace. Before the leftovers, a `final: …` line gives each
        view the replay changed with its geometry at the end (`final: card frame (250, 400, 120, 80)`). On a terminal
        it is coloured.

        **json** prints JSON lines: one object per line, in the same order, each with a `"type"`. Objects are named by
        their scene ids (a view's `accessibilityIdentifier`, a controller's id, a recognizer's `name`); `UIApplication`
        is named by its class. Keys are sorted. Optional names are `null` when absent.

        | `type` | other fields |
        |---|---|
        | `input` | `time`, `kind` (`touches`, `press`, `motion`, `remoteControl`, `interruption`, `inputReset`, `estimatedUpdate`, `hover`, `scroll`, `pencil`); `touches`: `[{finger, phase, x, y}]`, each with `pointerType` (`pencil`, `pointer`) when not a finger, `force` and `maximumForce` when measured, `altitude` and `azimuth` in degrees when tilted, `sampleTime` for a stroke's samples (every coalesced sample of the frame is listed), `estimationIndex` and `estimated` (property names) when estimated; `press`, `phase`; `subtype`; an `estimatedUpdate` has `index`, `properties`; a `hover` `pointer`, `pointerType`, `phase` (`moved`, `exited`), `x`, `y`; a `scroll` `scrollType` (`discrete`: wheel, `continuous`: trackpad), `phase`, `dx`, `dy`; a `pencil` `gesture` (`tap`, `squeeze`), `phase`, and `x`, `y`, `z` when it hovers |
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
        | `viewChanged` | `view`, `frame` and `bounds` (`[x, y, width, height]`), `center` (`[x, y]`), `transform` (`[a, b, c, d, tx, ty]`), `alpha`, `hidden` |
        | `log` | `text`: a line of the scene's handlers |
        | `timer` | `time`: timers fired then; the objects up to the next input or timer are what they did |
        | `final` | `view` and the `viewChanged` geometry fields: a view the replay changed, as it is at the end |
        | `leftover` | `text`: what was still in flight at the end |
        | `estimatedPropertiesUpdated` | `receiver`, `finger`, `index`: `touchesEstimatedPropertiesUpdated(_:)` was called |
        | `pointerHovering` | `pointer`, `view` (or `null`): the hovering pointer is over this view now |
        | `scrollRouted` | `recognizer` (or `null`: dropped), `scrollType`: the pan a scroll sequence goes to |
        | `pointerRegionEntered` | `pointer`, `view`, `region` (its rect and identifier), `style`: a mouse or trackpad pointer entered a region of the view's `UIPointerInteraction` |
        | `pointerRegionExited` | `pointer`, `view` (or `null`: freed), `region`: the pointer left it |
        | `pencilDelivered` | `view`, `gesture` (`tap`, `squeeze`), `phase`: a pencil gesture reached the view's `UIPencilInteraction` |
        | `appearance` | `controller`, `callback` (`viewWillAppear` … `viewDidDisappear`): an appearance callback |
        | `consoleMessage` | `message`: what UIKit would print to the console (a refused presentation) |
        | `feedback` | `generator` (class name), `feedback`: haptic feedback given |

        ```json
        {"inside":true,"type":"pointInside","view":"AView"}
        {"finger":1,"type":"touchBound","view":"AView","window":"UIWindow"}
        ```

        **svg** draws each input on the geometry it had: one picture per input, top to bottom (`step N of M: tap 2 @
        1.00 s → redView`), each the scene as it was when that input ended, at its real geometry (transforms included,
        filled with each view's `backgroundColor`, a view without one as its outline only, hidden views dashed, views
        the input moved also dotted where they were before it with an arrow to where they ended), then, when views
        moved on after the last input (a deceleration), a picture of where they came to rest. It outlines the views
        hit-testing asked (dashed blue; dotted blue for views only an overriding `hitTest` asked, without
        `point(inside:)`) and the hit view (orange), each right after the view itself, so a view in front covers them
        as it covers the view; labels the responders that handled touches with their methods (green), draws each
        finger's path as a line from a dot (down) to a ring (up), and numbers and times each input beside its finger
        with the view it hit (an input is a gesture from the first finger down to the last finger up, or a press,
        shake, remote command or interruption). The legend lists the control events each control sent. Labels never
        overlap, keep off the painted views they do not belong to where there is room (a caption belongs to the view
        its input hit), and sit on white plates in colours of at least 4.5:1 contrast (WCAG AA), whatever a view's
        fill. `--step N` draws input N's picture alone. The file is self-contained and opens in a browser.

        Input beyond one finger (BehaviourContract §12): in the text, a pencil's samples read `finger 1 moved (36.67, 10)
        pencil force 0.3 altitude 60° azimuth 45° #3` (every coalesced sample of the frame, in order; `#3` its
        estimation-update index), a pointer's `… pointer`, an update `update #3 force 0.4`, a hover `hover pointer 1 at
        (20, 20)` or `… exited`, a scroll `scroll discrete changed (0, -40) at (50, 50)`. The picture draws a pencil's path
        as wide as its force at each sample (its tilt in the legend), a hovering pointer's path dotted purple with a ring
        where it left, and each wheel step (dashed) and trackpad scroll (solid) as a purple arrow from the pointer by how
        far it moves content; inputs are numbered as `pencil stroke`, `hover`, `hover exit`, `wheel`, `trackpad scroll`.


        """#
}
