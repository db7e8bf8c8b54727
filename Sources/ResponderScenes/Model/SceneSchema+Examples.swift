extension SceneSchema {
    /// The script steps, limits and error codes.
    static let script = #"""
        ## Scripts

        A script file is `{name, description, steps}` or just the list of steps. Times are seconds from the start;
        coordinates are screen points. A step without `time` starts when the previous step ended; `time: t` starts it
        at `t`, which may not be earlier (`time-backwards`). Fingers are numbered (default 1); each finger is one
        `UITouch` from down to up or cancel: moving, lifting or cancelling a finger that is not down is
        `finger-not-down`, putting down a finger that is down is `finger-already-down`. Every step takes `time`.

        | step | extra keys | meaning |
        |---|---|---|
        | `down: point` | `finger`, `pointer`, `force`, `tilt` | a finger goes down |
        | `move: point` | `finger`, `pointer`, `force`, `tilt` | it moves |
        | `up: point` or `up: true` | `finger`, `pointer`, `force`, `tilt` | it lifts (`true`: where it is) |
        | `cancel: point` or `cancel: true` | `finger`, `pointer`, `force`, `tilt` | the system cancels it |
        | `touches: [{finger, down/move/up/cancel: …, pointer, force, tilt}, …]` | | several fingers change in one event |
        | `wait: seconds` | | time passes (timers due by then fire) |
        | `press: {type, phase}` | | a press: type `upArrow`, `downArrow`, `leftArrow`, `rightArrow`, `select`, `menu`, `playPause`, `pageUp`, `pageDown`; phase `began`, `changed`, `stationary`, `ended`, `cancelled` |
        | `shake: began / ended / cancelled` | | a shake motion |
        | `remote: command` | | `play`, `pause`, `stop`, `togglePlayPause`, `nextTrack`, `previousTrack`, `beginSeekingBackward`, `endSeekingBackward`, `beginSeekingForward`, `endSeekingForward` |
        | `interrupt` (or `interrupt: true`) | | an interruption (an incoming call): every touch is cancelled, every finger is up |
        | `tap: point` | `finger`, `taps` (1) | down, then up 0.05 s later; further taps 0.1 s after each up |
        | `doubleTap: point` | `finger` | `tap` with `taps: 2` |
        | `longPress: point` | `finger`, `duration` (0.8 s) | down, then up after the duration |
        | `drag: {from, to, duration: 0.5, samples: 10, hold: 0.15}` | `finger` | down at `from`; `samples` moves at equal steps of time and distance; then holds still at `to` for `hold` seconds and lifts there. A hold longer than the 0.1 s velocity window lifts at rest: velocity 0, so a scroll view under it stays where the finger left it, with no deceleration (`hold: 0` lifts while moving, as `fling` does) |
        | `swipe: {from, direction, distance: 100, duration: 0.15, samples: 5}` | `finger` | a fast drag in a direction |
        | `fling: {from, to, duration: 0.1, samples: 5}` or `{from, to, speed}` | `finger` | a drag that lifts while moving (up at `to` at the time of the last move) at velocity (to − from) / duration, in points per second (`speed` sets it instead of `duration`: duration = distance / speed), so a scroll view under it decelerates from that velocity |
        | `pinch: {center, from: 100, to: 100, angle: 0, duration: 0.5, samples: 10}` | `fingers` ([1, 2]) | two fingers on a line through `center` at `angle` degrees, `from` points apart to `to` points apart |
        | `rotate: {center, radius: 50, from: 0, to: 0, duration: 0.5, samples: 10}` | `fingers` ([1, 2]) | two fingers opposite each other `radius` from `center`, turning from `from` to `to` degrees (clockwise on screen) |
        | `hover: point` | `pointer` (`pointer`) | a pointer hovers at the point without touching (`UIHoverGestureRecognizer`s, `UIEvent.EventType.hover`); `pointer: pencil` is a pencil held above the screen |
        | `hover: {from, to, duration: 0.5, samples: 10}` | `pointer` (`pointer`) | a hover path: at `from`, then `samples` moves at equal steps of time and distance to `to` |
        | `hover: exit` | `pointer` (`pointer`) | the hovering pointer leaves the screen |
        | `pencilTap: true`, `pencilTap: [x, y]` or `{at, z: 0.5}` | | a double tap on Apple Pencil, held away from the screen or hovering over the point at height `z` (0…1): every visible `UIPencilInteraction` hears it (BehaviourContract §12) |
        | `squeeze: {duration: 0.3, at, z: 0.5}` or `squeeze: began` / `changed` / `ended` / `cancelled` | | a squeeze of Apple Pencil Pro: began, then ended `duration` later (hovering at `at` when given), or one phase |
        | `wheel: {at, delta: [dx, dy]}` | | one mouse-wheel step at `at`: `delta` is how far a finger dragging the content would move it (a pan whose `scrollTypes` allow `discrete` follows it) |
        | `trackpad: {at, delta: [dx, dy], duration: 0.3, samples: 5}` | | a trackpad scroll at `at`: began, `samples` changes adding up to `delta` at equal steps of time, ended |
        | `stroke: {from, to, duration: 0.5, rate: 240, frameRate: 60, force, tilt, pointer: pencil, forceUpdate}` | `finger` | a straight stroke sampled `rate` times a second and delivered once per display frame at `frameRate`: the down alone, then each frame's samples as the touch and its coalesced touches (`UIEvent.coalescedTouches(for:)`); `force` is `f` or `[from, to]` (0…1, changing linearly), `tilt` `[altitude, azimuth]`; with `forceUpdate: seconds` each sample's force is an estimate (it reports the force of the sample before it) that an update gives exactly that many seconds later (`touchesEstimatedPropertiesUpdated`) |
        | `animate: {view, frame, center, alpha, transform, backgroundColor, duration, delay: 0, curve: easeInOut, options, spring: {damping, velocity: 0}}` | | `UIView.animate` on the view with the id: to each property given (at least one), over `duration` seconds after `delay`; `curve` is `easeInOut`, `easeIn`, `easeOut` or `linear`; `options` a list of `allowUserInteraction`, `beginFromCurrentState`, `repeat`, `autoreverse`; `spring` makes it `usingSpringWithDamping:initialSpringVelocity:`. The step takes no time. While it runs the view refuses touches unless `allowUserInteraction` (BehaviourContract §13); its completion logs `<view> animation finished: true` (`false` when interrupted). Pictures draw an animating view where it shows, with its model (where hit-testing finds it) outlined |
        | `waitForAnimations: true` | | time passes until no animation runs (at most 60 s: a `repeat` never ends); the steps after it move by the time waited |

        `samples` is 1…10,000; a script expands to at most 1,000,000 low-level steps.

        What touches, as the playground records it: `pointer` is `finger` (the default, `UITouch.TouchType.direct`),
        `pencil` or `pointer` (a mouse or trackpad, `indirectPointer`); `force` is 0…1 of the device's maximum (the
        replayed touch gets that `force` with `maximumPossibleForce` 1; without it both are 0); `tilt` is a pencil's
        `[altitude, azimuth]` in degrees (altitude 0…90, 90 upright; azimuth 0…360 clockwise from the x axis): the
        replayed touch's `altitudeAngle` and `azimuthAngle(in:)` are those angles in radians (without `tilt`, π/2 and 0).
        A stroke's samples carry their own times (`UITouch.timestamp`), in order, each frame ending at its touch.
        `{time: 0.4, down: [120, 300], pointer: pencil, force: 0.35, tilt: [60, 90]}`.

        ## Limits and errors

        | limit | value |
        |---|---|
        | file size | 16 MiB (16,777,216 bytes) |
        | YAML nesting | 1,000 levels (libyaml's limit; use flat `views` for deeper trees) |
        | view tree depth | 5,000 levels below the window (a traced replay recurses once per level; see `Fuzz/run.sh depth`) |
        | views | 1,000,000, windows included, counted while reading (aliases cannot multiply past it) |
        | nodes | 4,000,000 scalars, lists and mappings |
        | YAML aliases | a file stands for at most its size in bytes plus 100,000 nodes, however its anchors nest; an alias may not be a mapping key |

        Errors read `file:line:column: error: message`, one line each, in file order, and carry a stable code:
        `syntax`, `unreadable`, `file-too-large`, `unknown-key`, `duplicate-key`, `missing-key`, `wrong-type`,
        `invalid-value`, `not-a-number`, `duplicate-id`, `missing-reference`, `cycle`, `too-deep`, `too-many-views`,
        `too-many-nodes`, `alias-expansion`, `too-many-steps`, `finger-not-down`, `finger-already-down`, `time-backwards`. Building a scene can also find
        `unsupported-class` (a class neither built in nor registered, or a registered class given declarative
        behaviours; `responder check` and `replay` find unknown classes while reading, with the nearest name
        suggested), `missing-reference` and `invalid-value`. A `firstResponder` whose view or view controller does not
        say `canBecomeFirstResponder: true` is an `invalid-value` error at the `firstResponder` line. Unknown keys,
        names (`kind: pann` → `pan`, colours, directions, `hitTest`, actions such as `tapp` → `tap`), ids, classes and
        bundled scene names (`responder replay 09-drga` → `09-drag`) come with "did you mean" when a known one is close
        (`UIButton` → `button`); the allowed keys or names are listed only when none is close. A reference to a missing
        id is reported at the line that names it. A tab is named as a tab (YAML indents with spaces only).

        All errors of a file are reported in one run, sorted by line and column: every unknown or duplicate key, and
        every wrong value of a view's, a scroll view's or a recognizer's field (the field keeps its default and the rest
        is read on; the cross-references are then checked too). An error that leaves a whole element unreadable (a view
        that is not a mapping, a step with two actions) drops that element and reports it once; references are then
        not checked, since they would report what is missing only because of it.


        """#

    /// The seeds' examples, one scene each.
    static let examples = #"""
        ## Examples from the seeds

        Each block below is a complete scene file; the test suite decodes every one.

        ### The hierarchy (seed 004): a status-bar window above the app window

        ```yaml
        windows:
          - id: statusBar
            level: statusBar
            frame: [0, 0, 390, 20]
          - id: window
            key: true
            rootViewController: controller
            subviews:
              - id: root
                frame: [0, 0, 390, 844]
                subviews:
                  - id: AView
                    frame: [20, 100, 300, 300]
                    handles: {touches: all}
                    subviews:
                      - {id: BView, frame: [0, 0, 100, 100]}
                      - {id: DView, frame: [150, 150, 100, 100]}
        viewControllers:
          - {id: controller, class: ViewController, view: root}
        script:
          steps:
            - tap: [200, 300]
        ```

        ### Hit-test pruning: hidden, non-interactive, transparent, and the image view

        ```yaml
        windows:
          - id: window
            subviews:
              - {id: hiddenView, frame: [0, 0, 100, 100], hidden: true}
              - {id: frozen, frame: [100, 0, 100, 100], userInteractionEnabled: false}
              - {id: ghost, frame: [200, 0, 100, 100], alpha: 0.005}
              - id: photo
                class: imageView
                frame: [0, 200, 200, 200]
                subviews:
                  - {id: buttonInPhoto, class: button, title: never hit, frame: [10, 10, 80, 40]}
        ```

        ### The button under a semi-transparent view (seed 000's exercise)

        ```yaml
        windows:
          - id: window
            subviews:
              - {id: button, class: button, title: Tap me, frame: [50, 50, 100, 44]}
              - id: cover
                frame: [0, 0, 390, 300]
                alpha: 0.5
                hitTest: {passThroughTo: button}
        ```

        ### The enlarged hit area (10 pt each side)

        ```yaml
        windows:
          - id: window
            subviews:
              - {id: small, class: button, frame: [100, 100, 24, 24], pointInside: {expand: 10}}
        ```

        ### The circular view

        ```yaml
        windows:
          - id: window
            subviews:
              - {id: round, frame: [100, 100, 200, 200], pointInside: circle, backgroundColor: orange}
        ```

        ### Click-through: the red button under the blue view

        ```yaml
        windows:
          - id: window
            subviews:
              - {id: red, class: button, frame: [50, 100, 200, 60], backgroundColor: red}
              - {id: blue, frame: [150, 80, 200, 100], backgroundColor: blue, hitTest: {passThroughTo: red}}
        ```

        ### Interception: always the red view, only my subviews, the window's nil and self

        ```yaml
        windows:
          - id: nothing
            level: alert
            hitTest: none
          - id: window
            subviews:
              - id: catcher
                frame: [0, 0, 390, 400]
                hitTest: {redirectTo: redView}
                subviews:
                  - {id: redView, frame: [10, 10, 50, 50], backgroundColor: red}
              - id: container
                frame: [0, 400, 390, 400]
                hitTest: subviewsOnly
                subviews:
                  - {id: onlyMe, frame: [10, 10, 100, 100]}
          - id: selfish
            level: -1
            hitTest: self
        ```

        ### The child outside its parent's bounds

        ```yaml
        windows:
          - id: window
            subviews:
              - id: parent
                frame: [100, 100, 100, 100]
                hitTest: childrenOutsideBounds
                subviews:
                  - {id: outside, class: button, frame: [120, 0, 80, 40]}
        ```

        ### Drag me

        ```yaml
        windows:
          - id: window
            subviews:
              - {id: card, frame: [50, 50, 100, 100], draggable: true}
        script:
          steps:
            - drag: {from: [100, 100], to: [250, 400], duration: 0.5, samples: 10}
        ```

        ### The responder chain with view controllers

        ```yaml
        windows:
          - id: window
            key: true
            rootViewController: container
            handles: {touches: all, callsSuper: true}
            subviews:
              - id: containerView
                frame: [0, 0, 390, 844]
                subviews:
                  - id: childView
                    frame: [0, 100, 390, 300]
                    subviews:
                      - {id: leaf, frame: [10, 10, 50, 50], canBecomeFirstResponder: true}
              - {id: modalView, frame: [0, 400, 390, 444]}
        viewControllers:
          - {id: container, view: containerView, children: [child], presented: modal, handles: {touches: all, callsSuper: true}}
          - {id: child, view: childView, handles: {touches: all, callsSuper: true}}
          - {id: modal, view: modalView}
        firstResponder: leaf
        ```

        ### One event, many handlers (each calls super)

        ```yaml
        windows:
          - id: window
            subviews:
              - id: outer
                frame: [0, 0, 300, 300]
                handles: {touches: [began, ended], callsSuper: true}
                subviews:
                  - {id: inner, frame: [50, 50, 100, 100], handles: {touches: [began, ended], callsSuper: true}}
        ```

        ### Presses, shakes and remote control go to the first responder

        ```yaml
        windows:
          - id: window
            subviews:
              - id: player
                canBecomeFirstResponder: true
                handles: {presses: all, motion: all, remoteControl: true}
        firstResponder: player
        script:
          - press: {type: select, phase: began}
          - press: {type: select, phase: ended}
          - shake: began
          - shake: ended
          - remote: togglePlayPause
        ```

        ### Gestures (seed 004's outline)

        ```yaml
        windows:
          - id: window
            subviews:
              - id: photo
                class: imageView
                userInteractionEnabled: true
                frame: [0, 0, 390, 600]
                recognizers:
                  - {id: tap, kind: tap, delegate: {refuseTouchesIn: [0, 0, 195, 600]}}
                  - {id: hold, kind: longPress, minimumPressDuration: 0.5}
                  - {id: swipeLeft, kind: swipe, direction: left}
                  - {id: swipeRight, kind: swipe, direction: right}
                  - {id: rotate, kind: rotation, simultaneousWith: [pinch], action: rotateView}
                  - {id: pinch, kind: pinch, simultaneousWith: [rotate], action: scaleView}
                  - {id: pan, kind: pan, requireToFail: [swipeLeft, swipeRight], action: translateView}
        script:
          - tap: [300, 300]
          - {longPress: [300, 300], time: 1}
          - {swipe: {from: [300, 300], direction: left}, time: 2}
          - {pinch: {center: [195, 300], from: 100, to: 200}, time: 3}
        ```

        ### The drawer (抽屉效果)

        ```yaml
        windows:
          - id: window
            rootViewController: drawer
            subviews:
              - id: drawerView
                frame: [0, 0, 390, 844]
                subviews:
                  - {id: leftMenu, frame: [0, 0, 390, 844], backgroundColor: blue}
                  - {id: rightMenu, frame: [0, 0, 390, 844], backgroundColor: green}
                  - id: main
                    frame: [0, 0, 390, 844]
                    backgroundColor: red
                    recognizers:
                      - {id: slide, kind: pan, maximumTouches: 1, action: translateView}
        viewControllers:
          - {id: drawer, class: DrawerViewController, view: drawerView}
        script:
          - drag: {from: [50, 400], to: [300, 400], duration: 0.4, samples: 8}
        ```

        ### Auto Layout: a button placed only by constraints

        ```yaml
        windows:
          - id: window
            safeAreaInsets: [47, 0, 34, 0]
            subviews:
              - id: card
                backgroundColor: systemBlue
                constraints:
                  - {anchor: leading, equalTo: margins.leading}
                  - {anchor: trailing, equalTo: margins.trailing}
                  - {anchor: top, equalTo: safeArea.top, constant: 20}
                  - {anchor: height, equalToConstant: 200}
                subviews:
                  - id: pay
                    class: button
                    title: Pay
                    handles: {touches: all}
                    constraints:
                      - {anchor: centerX, equalTo: superview.centerX}
                      - {anchor: bottom, equalTo: superview.bottom, constant: -16}
                      - {anchor: width, equalTo: superview.width, multiplier: 0.5}
                      - {anchor: height, greaterThanOrEqualToConstant: 44, priority: defaultHigh}
        script:
          - tap: [195, 225]
        ```

        """#
}
