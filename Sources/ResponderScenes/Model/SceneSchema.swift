/// The reference documentation of the scene and script file format.
///
/// `responder schema` prints ``reference``; the same text is `Sources/ResponderScenes/Model/SCHEMA.md`,
/// and the tests decode every example scene in it.
public enum SceneSchema {
    /// The whole reference, as Markdown: every key, its type, default and meaning; scripts; limits and
    /// error codes; and an example scene for each lesson of the seeds.
    public static let reference = keys + script + output + examples

    /// The scene keys: windows, views, behaviours, view controllers, recognizers.
    static let keys = #"""
        # Scene and script files

        A **scene file** describes windows, their view trees, view controllers, gesture recognizers and the
        declarative behaviours of each view; a **script file** describes what happens to a scene over time.
        Both are YAML or JSON (JSON is read as YAML's flow syntax, so errors point at the same line and column).
        Every mapping is strict: an unknown key is an error that names the key and lists the expected ones.

        Scalars follow YAML 1.2's core schema, as JSON does: `true`/`false`, `null` (the same as leaving the key out),
        numbers (`.inf` and `.nan` are numbers but are rejected as `not-a-number`), and strings. A quoted scalar is
        always a string. `yes`/`no`/`on`/`off` are strings, not booleans.

        Common shapes:

        | shape | forms |
        |---|---|
        | point | `[x, y]` or `{x: 1, y: 2}` |
        | rect | `[x, y, width, height]` or `{x, y, width, height}`; width and height not negative |
        | insets | a number (every side), `[top, left, bottom, right]` or `{top, left, bottom, right}` (missing sides 0) |
        | colour | a UIKit name (`black`, `darkGray`, `lightGray`, `white`, `gray`, `red`, `green`, `blue`, `cyan`, `yellow`, `magenta`, `orange`, `purple`, `brown`, `clear`, `systemRed`, `systemGreen`, `systemBlue`, `systemOrange`, `systemYellow`, `systemPink`, `systemPurple`, `systemTeal`, `systemIndigo`, `systemBrown`, `systemMint`, `systemCyan`, `systemGray`, `systemBackground`, `label`), `"#RRGGBB"`, `"#RRGGBBAA"`, or `[r, g, b]` / `[r, g, b, a]` in 0…1 |
        | transform | `[a, b, c, d, tx, ty]` (CoreGraphics' layout) or `{scale: s or [sx, sy], rotate: degrees, translate: point}`, applied scale, then rotate, then translate |

        ## The scene

        | key | type | default | meaning |
        |---|---|---|---|
        | `name` | string | none | a title |
        | `description` | string | none | free text, ignored |
        | `windows` | list of windows | required | the windows, in the order they are made visible |
        | `views` | list of views | `[]` | views declared flat, each naming its `superview` (for very deep or generated trees) |
        | `viewControllers` | list of view controllers | `[]` | the view controllers |
        | `firstResponder` | id | none | the view, window or view controller that is first responder at the start |
        | `script` | script | none | a script replayed with the scene (same keys as a script file) |

        Ids share one namespace across windows, views, view controllers and recognizers, and must be unique.

        ## Windows

        A window takes every view key below (its `class` defaults to `window`), except `superview`, plus:

        | key | type | default | meaning |
        |---|---|---|---|
        | `id` | string | required | the window's id |
        | `level` | `normal` (0), `statusBar` (1000), `alert` (2000) or a number | `normal` | `windowLevel`: higher levels are in front |
        | `key` | bool | false | the key window; at most one |
        | `rootViewController` | id | none | its root view controller, whose `view` must be one of the window's direct subviews |
        | `safeAreaInsets` | insets | 0 | `simulatedSafeAreaInsets`: how far a device's notch and home indicator reach in (`[47, 0, 34, 0]` is an iPhone 15's); the safe-area guides of its views follow |

        A window without `frame` covers the screen, 390 × 844 points. Windows are visible unless `hidden: true`.

        ## Views

        | key | type | default | meaning |
        |---|---|---|---|
        | `id` | string | `<superview>.<index>` | the view's id (index among the nested subviews, from 0) |
        | `class` | string | `view` | `view`, `imageView`, `label`, `button`, `switch`, `slider`, `scrollView`, `window`, `canvas` (a pencil stroke view, below), or a user-registered class |
        | `superview` | id | required in `views` | only in the top-level `views` list: the view or window to add it to |
        | `frame` | rect | zero | in the superview's coordinates |
        | `bounds` | rect | from `frame` | in the view's own coordinates (a non-zero origin shifts its subviews) |
        | `center` | point | from `frame` | in the superview's coordinates |
        | `transform` | transform | identity | about the view's centre |
        | `hidden` | bool | false | `isHidden`: a hidden view and its subtree are never hit |
        | `alpha` | number 0…1 | 1 | below 0.01 the view and its subtree are never hit |
        | `userInteractionEnabled` | bool | true; false for `imageView` and `label` | when false, the view and its subtree are never hit |
        | `multipleTouchEnabled` | bool | false | when false the view gets only the first touch of a sequence |
        | `exclusiveTouch` | bool | false | `isExclusiveTouch` |
        | `clipsToBounds` | bool | false; true for `scrollView` | drawing only: hit-testing never reaches outside the bounds anyway |
        | `tag` | integer | 0 | `tag` |
        | `backgroundColor` | colour | none | `backgroundColor` |
        | `title` | string | none | a `button`'s title |
        | `text` | string | none | a `label`'s text |
        | `image` | string | none | an `imageView`'s image name |
        | `enabled`, `selected` | bool | true, false | a control's (`button`, `switch`, `slider`) `isEnabled`, `isSelected` |
        | `on` | bool | false | a `switch`'s `isOn` |
        | `value`, `minimumValue`, `maximumValue` | number | 0, 0, 1 | a `slider`'s values |
        | `pointInside` | see below | `bounds` | how `point(inside:with:)` answers |
        | `hitTest` | see below | `standard` | how `hitTest(_:with:)` answers |
        | `handles` | see below | nothing | the responder methods the view overrides |
        | `draggable` | bool | false | the view follows the finger in `touchesMoved` (the seeds' "drag me") |
        | `canBecomeFirstResponder` | bool | false | `canBecomeFirstResponder` |
        | `traceName` | string | the id | the name the trace shows; views may share one (seed 004's two `_UILayoutGuide` views) |
        | `recognizers` | list of recognizers | `[]` | gesture recognizers added to this view, in order |
        | `subviews` | list of views | `[]` | subviews, back to front: the last is front-most and asked first |

        Content keys (`title`, `text`, `image`, `on`, `value`, …) on a built-in class that lacks them are an
        `invalid-value` error; a user-registered class may take any of them. Geometry is applied in the order frame,
        bounds, center, transform. A view's subviews are its nested `subviews` in order, then the flat `views` naming
        it as `superview`, in file order.

        ### pointInside

        | value | meaning |
        |---|---|
        | `bounds` | UIKit's default: `bounds.contains(point)` |
        | `{expand: insets}` | the bounds grown by the insets (the enlarged button: `{expand: 10}` adds 10 pt on each side) |
        | `circle` | a circle of diameter `min(width, height)` centred in the bounds |
        | `{roundedRect: radius}` | `UIBezierPath(roundedRect: bounds, cornerRadius: radius).contains(point)`: a pill whose corners let touches through |
        | `{path: "M 0 0 L 100 0 L 50 80 Z"}` | `UIBezierPath.contains(point)` of SVG path data in the view's bounds coordinates (`M L H V C S Q T Z`, upper case absolute, lower case relative; no arcs: write them as curves), non-zero fill rule |

        ### hitTest

        | value | meaning |
        |---|---|
        | `standard` | UIKit's walk: skip hidden, non-interactive and transparent views; point outside → nil; subviews front to back; else self |
        | `subviewsOnly` | the standard walk, but nil when the answer would be the view itself: only its subviews respond |
        | `childrenOutsideBounds` | subviews are asked even when the point is outside the view's bounds, so a child hanging outside still responds |
        | `insideOnly` | `point(inside:)` of the view, then of each subview front to back, never their `hitTest`: the first subview that can answer, else the view if it can, else nil (UIKit's status bar in seed 004) |
        | `{passThroughTo: id}` | the named view is hit-tested first at the converted point; its answer, when not nil, wins (click-through) |
        | `{redirectTo: id}` | whenever the standard walk answers anything, the named view is the answer instead ("always the red view") |
        | `none` | always nil: the view, or window, lets every touch through |
        | `self` | always the view itself, without asking subviews (a window that handles everything) |

        ### handles (on views, windows and view controllers)

        | key | type | default | meaning |
        |---|---|---|---|
        | `touches` | `all` or a list of `began`, `moved`, `ended`, `cancelled` | `[]` | the `touches…` methods overridden |
        | `presses` | `all` or a list of `began`, `changed`, `ended`, `cancelled` | `[]` | the `presses…` methods overridden |
        | `motion` | `all` or a list of `began`, `ended`, `cancelled` | `[]` | the `motion…` methods overridden |
        | `remoteControl` | bool | false | `remoteControlReceived(with:)` overridden |
        | `callsSuper` | bool | false | the overrides also call super, so the event climbs on (one event, many handlers) |
        | `log` | bool | true | the overrides log each call |

        A method that is not overridden keeps UIKit's default and forwards the event to the next responder; an
        override without `callsSuper` stops the climb there.

        ### Scroll views

        A `scrollView` (a `UIScrollView`, BEHAVIOUR §9) takes these keys besides the view keys; any other built-in class
        taking one is an `invalid-value` error. Its subviews are its content: `bounds.origin` is `contentOffset`.

        | key | type | default | meaning |
        |---|---|---|---|
        | `contentSize` | `[width, height]` or `{width, height}`, not negative | `[0, 0]` | `contentSize` |
        | `contentInset` | insets | 0 | `contentInset` |
        | `contentOffset` | point | `[0, 0]` | `contentOffset` at the start (set after the size and insets) |
        | `pagingEnabled` | bool | false | `isPagingEnabled`: a lift snaps to a multiple of the bounds size |
        | `bounces` | bool | true | rubber-band past the edges and spring back |
        | `alwaysBounceVertical`, `alwaysBounceHorizontal` | bool | false | bounce even when the content is not larger than the view |
        | `directionalLockEnabled` | bool | false | `isDirectionalLockEnabled` |
        | `scrollEnabled` | bool | true | `isScrollEnabled`: false forwards every touch to the content at once |
        | `decelerationRate` | `normal` (0.998), `fast` (0.99) or a number between 0 and 1 | `normal` | the fraction of the speed kept every millisecond after a lift |
        | `delaysContentTouches` | bool | true | hold a touch-down 0.15 s from the content, to see whether it is a scroll |
        | `canCancelContentTouches` | bool | true | whether a drag that becomes a scroll may cancel the content's touches |
        | `touchesShouldCancel` | bool | UIKit's | what `touchesShouldCancel(in:)` answers for every content view (UIKit's: false for a control, true otherwise); true is the common override that lets a drag starting on a button scroll |
        | `minimumZoomScale`, `maximumZoomScale` | number above 0 | 1, 1 | the zoom limits; the maximum may not be below the minimum |
        | `zoomView` | id | none | the subview `viewForZooming(in:)` answers (it must be inside the scroll view) |
        | `delegate` | `log`, `none`, or a list of calls | `none` | the delegate calls logged in the trace, in UIKit's order: `didScroll`, `didZoom`, `willBeginDragging`, `willEndDragging`, `didEndDragging`, `willBeginDecelerating`, `didEndDecelerating`, `didEndScrollingAnimation`, `willBeginZooming`, `didEndZooming`, `didChangeAdjustedContentInset`; `log` is all of them |

        A logged call prints as `log: list scrollViewWillEndDragging velocity (0, 1.2) target (0, 560)` (velocity in points
        per millisecond, offsets in points). A fling (below) decelerates on the application's 60 Hz ticks; the replay
        runs them after the script, so the final lines show where the content came to rest.

        ### Auto Layout

        Any view (and a window, for its own size) takes these keys (BehaviourContract §14). Constraints are made once
        every view and view controller is, activated in file order, and solved in the layout pass that runs before
        the first input, so a view placed only by constraints is hit at its solved frame from the first touch.

        | key | type | default | meaning |
        |---|---|---|---|
        | `constraints` | list of constraints | `[]` | constraints whose first item is this view, as the anchor API makes them |
        | `translatesAutoresizingMaskIntoConstraints` | bool | false when the view has `constraints`, otherwise true | as UIKit's: true turns the view's frame into required constraints |
        | `layoutMargins` | insets | 8 on each side | `layoutMargins`, which `margins.…` anchors follow |

        A constraint is a mapping written as the anchor API call it stands for: `{anchor: top, equalTo: safeArea.top,
        constant: 20}` is `view.topAnchor.constraint(equalTo: superview.safeAreaLayoutGuide.topAnchor, constant: 20)`.

        | key | type | default | meaning |
        |---|---|---|---|
        | `anchor` | `leading`, `trailing`, `left`, `right`, `top`, `bottom`, `centerX`, `centerY`, `width`, `height`, `firstBaseline`, `lastBaseline` | required | this view's anchor |
        | `equalTo`, `greaterThanOrEqualTo`, `lessThanOrEqualTo` | target | one of the six is required | the relation and the other anchor |
        | `equalToConstant`, `greaterThanOrEqualToConstant`, `lessThanOrEqualToConstant` | number | | the relation and a constant (`width` and `height` only) |
        | `constant` | number | 0 | added to the other anchor (not with a `…Constant` relation) |
        | `multiplier` | number | 1 | multiplies the other anchor (`width` and `height` related to a dimension only, as `NSLayoutDimension`'s methods) |
        | `priority` | 1…1000 or `required`, `defaultHigh`, `defaultLow`, `fittingSizeLevel`, `dragThatCanResizeScene`, `sceneSizeStayPut`, `dragThatCannotResizeScene` | `required` | `priority` |
        | `identifier` | string | none | `identifier`, shown in layout reports (`BuiltScene.constraint(_:)` finds it) |
        | `active` | bool | true | whether it is activated when the scene is built |

        A target is `view.anchor`: `superview.top`, `card.bottom` (a view by id; a dotted id such as `root.0.top` works),
        or a guide's anchor: `safeArea.top`, `margins.leading`, `readableContent.trailing` (the superview's guides) or
        `card.safeArea.top` (a view's). The anchor API relates anchors of one kind only (a horizontal position, a
        vertical position, or a size), and UIKit refuses leading or trailing with left or right: both are
        `invalid-value` errors, as are a guide's baseline and a position against a constant. A target in another
        window (no common ancestor) is the builder's `invalid-value` error at the constraint, where UIKit raises.

        Required constraints that contradict each other are not an error: as in UIKit, the layout pass reports
        "Unable to simultaneously satisfy constraints" (the replay's first lines), breaks the one activated last,
        and goes on. `responder check` prints it as a warning at the broken constraint's line, with a note at each
        other one, and warns about views whose constraints leave their frame ambiguous. The SVG draws each constraint
        as a teal line between the anchors it relates (sizes across the view), labelled with its constant; one the
        solved frames do not keep is red and dashed.

        ## View controllers

        | key | type | default | meaning |
        |---|---|---|---|
        | `id` | string | required | the controller's id |
        | `class` | string | `viewController` | a user-registered class, or the plain controller |
        | `view` | id | required | the view it manages; a view belongs to at most one controller |
        | `children` | list of ids | `[]` | child view controllers (`addChild`); their views sit anywhere in the tree |
        | `presented` | id | none | the controller it presents; the presented controller's view is normally a window's subview, at the frame the file gives it (presented over the full screen: no sheet, no dimming view) |
        | `handles` | handles | nothing | responder methods it overrides |
        | `canBecomeFirstResponder` | bool | false | `canBecomeFirstResponder` |

        A controller may be the child or presented controller of only one other; containment and presentation may
        not form a cycle (a controller presenting itself is an error).

        ## Gesture recognizers

        | key | type | default | meaning |
        |---|---|---|---|
        | `id` | string | `<view>.<kind><position>` | the recognizer's id (`AView.tap1`; position from 1 among the view's recognizers) |
        | `kind` | `tap`, `longPress`, `pan`, `swipe`, `pinch`, `rotation`, `screenEdgePan`, `hover` | required | the recognizer class |
        | `enabled` | bool | true | `isEnabled` |
        | `cancelsTouchesInView` | bool | true | `cancelsTouchesInView` |
        | `delaysTouchesBegan` | bool | false | `delaysTouchesBegan` |
        | `delaysTouchesEnded` | bool | true | `delaysTouchesEnded` |
        | `requireToFail` | id or list of ids | `[]` | `require(toFail:)`; cycles are errors |
        | `simultaneousWith` | `all` or list of ids | none | the delegate's `shouldRecognizeSimultaneouslyWith` answers true for these |
        | `delegate` | `{shouldBegin: bool, refuseTouchesIn: rect}` | true, none | `gestureRecognizerShouldBegin`; `shouldReceive` answers false for touches beginning in the rect (view coordinates) |
        | `action` | `log`, `translateView`, `scaleView`, `rotateView`, `drawer` | `log` | what the action does besides logging: move the view by the pan's translation and reset it, scale by the pinch and reset, rotate and reset; `drawer` (pan or tap) is seed 004's drawer, below |
        | `shows` | view id | none | the action shows this view (`isHidden = false`) when the recognizer begins and hides it when it ends, fails or is cancelled: a hover card |

        Kind-specific keys, with UIKit's defaults:

        | kind | keys |
        |---|---|
        | `tap` | `taps` (1), `touches` (1) |
        | `longPress` | `minimumPressDuration` (0.5 s), `allowableMovement` (10 pt), `touches` (1), `taps` (0) |
        | `pan` | `minimumTouches` (1), `maximumTouches` (no limit), `scrollTypes` (none; `discrete`, `continuous`, a list of them or `all`: `allowedScrollTypesMask`, the wheel and trackpad scrolls the pan follows without a touch) |
        | `swipe` | `direction`: `right` (default), `left`, `up`, `down`, or a list of them; `touches` (1) |
        | `pinch`, `rotation` | none |
        | `screenEdgePan` | `edges`: `all` or a list of `top`, `left`, `bottom`, `right` |
        | `hover` | none: `UIHoverGestureRecognizer` begins as a pointer enters the view, changes as it moves, ends as it leaves |

        ### The canvas

        `class: canvas` is a stroke view written as Apple's pencil samples write one. In `touchesBegan`, `touchesMoved` and
        `touchesEnded` it reads every coalesced touch of the frame (`UIEvent.coalescedTouches(for:)`), in order, with
        its `preciseLocation(in:)` and `force`, and logs them (`canvas moved: 4 coalesced: (60, 76.67) force 0.2 #2~, …`;
        `#2` is the estimation-update index, `~` marks a force that expects an update); in
        `touchesEstimatedPropertiesUpdated(_:)` it finds the sample by its index and logs the new force (`canvas updated
        #2: force 0.2 -> 0.23 (final)`); `touchesCancelled` discards the stroke. It brings its own overrides, so it takes
        no `hitTest`, `pointInside`, `handles`, `draggable` or `canBecomeFirstResponder` (`unsupported-class`).

        ### The drawer action

        `action: drawer` is seed 004's drawer (抽屉效果). On a `pan`, the view follows the finger horizontally: with its
        left edge at `x`, it shrinks by `offsetY = |x| × 60 / W` at the top and at the bottom (W is its superview's
        width: 60 points at a full width, the seed's `offsetY = offsetX × 60 / 320` on a 320-point screen), its width
        scaled by the same factor, centred vertically. When the finger lifts it snaps: to `x = W × 250 / 320` when its
        left edge is past the middle, to `x = −W × 220 / 320` when its right edge is before the middle, otherwise home
        (the superview's bounds). On a `tap`, it returns home.


        """#
}
