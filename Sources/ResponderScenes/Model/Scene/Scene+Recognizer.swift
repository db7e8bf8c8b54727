import Foundation

extension Scene {
    /// A gesture recognizer attached to a view: its kind with the kind's properties, the common properties,
    /// its relations to other recognizers and its delegate's answers.
    public struct Recognizer: Sendable, Hashable, Codable {
        /// A recognizer's id.
        public typealias ID = String
        /// The recognizer's id, given in the file or made from its view's id and its position (`AView.tap1`).
        public var id: ID
        /// The id of the view (or window) it is attached to.
        public var view: View.ID
        /// The kind and its properties.
        public var kind: Kind
        /// `isEnabled` (default true).
        public var isEnabled: Bool = true
        /// `cancelsTouchesInView` (default true).
        public var cancelsTouchesInView: Bool = true
        /// `delaysTouchesBegan` (default false).
        public var delaysTouchesBegan: Bool = false
        /// `delaysTouchesEnded` (default true).
        public var delaysTouchesEnded: Bool = true
        /// The recognizers this one `require(toFail:)`, in file order.
        public var requiresFailureOf: [ID] = []
        /// Which recognizers it may recognize with at the same time.
        public var simultaneity: Simultaneity = .exclusive
        /// Its delegate's answers.
        public var delegate: Delegate = Delegate()
        /// What its action does when it fires.
        public var action: Action = .log
        /// The view its action shows when it begins and hides when it ends, fails or is cancelled (a hover card);
        /// nil for none.
        public var showsView: View.ID?
        /// The scrolling a pan follows without a touch (`allowedScrollTypesMask`; UIKit's default is none).
        public var scrollTypes: [ScrollType] = []
        /// Where it is declared.
        public var location: SourceLocation?

        /// Creates a recognizer with the defaults of the schema.
        public init(id: ID, view: View.ID, kind: Kind, location: SourceLocation? = nil) {
            self.id = id
            self.view = view
            self.kind = kind
            self.location = location
        }

        /// The recognizer classes and their own properties, with UIKit's defaults.
        public enum Kind: Sendable, Hashable, Codable {
            /// `UITapGestureRecognizer`: `numberOfTapsRequired` (1), `numberOfTouchesRequired` (1).
            case tap(taps: Int, touches: Int)
            /// `UILongPressGestureRecognizer`: `minimumPressDuration` (0.5 s), `allowableMovement` (10 pt),
            /// `numberOfTouchesRequired` (1), `numberOfTapsRequired` (0).
            case longPress(minimumPressDuration: Double, allowableMovement: Double, touches: Int, taps: Int)
            /// `UIPanGestureRecognizer`: `minimumNumberOfTouches` (1), `maximumNumberOfTouches` (nil: no limit).
            case pan(minimumTouches: Int, maximumTouches: Int?)
            /// `UISwipeGestureRecognizer`: `direction` (right), `numberOfTouchesRequired` (1).
            case swipe(directions: [Direction], touches: Int)
            /// `UIPinchGestureRecognizer`.
            case pinch
            /// `UIRotationGestureRecognizer`.
            case rotation
            /// `UIScreenEdgePanGestureRecognizer`: `edges`.
            case screenEdgePan(edges: [Edge])
            /// `UIHoverGestureRecognizer`: begins as a pointer enters its view, changes as it moves in it, ends as
            /// it leaves.
            case hover

            /// The name used in files: `tap`, `longPress`, `pan`, `swipe`, `pinch`, `rotation`, `screenEdgePan`,
            /// `hover`.
            public var name: String {
                switch self {
                case .tap: "tap"
                case .longPress: "longPress"
                case .pan: "pan"
                case .swipe: "swipe"
                case .pinch: "pinch"
                case .rotation: "rotation"
                case .screenEdgePan: "screenEdgePan"
                case .hover: "hover"
                }
            }
        }

        /// A swipe direction.
        public enum Direction: String, Sendable, Hashable, Codable, CaseIterable {
            /// The directions.
            case right, left, up, down
        }

        /// A kind of scrolling without a touch (`UIScrollType`).
        public enum ScrollType: String, Sendable, Hashable, Codable, CaseIterable {
            /// `discrete`: a mouse wheel's steps; `continuous`: a trackpad's scroll.
            case discrete, continuous
        }

        /// A screen edge.
        public enum Edge: String, Sendable, Hashable, Codable, CaseIterable {
            /// The edges.
            case top, left, bottom, right
        }

        /// Which other recognizers one may recognize simultaneously with.
        public enum Simultaneity: Sendable, Hashable, Codable {
            /// UIKit's default: none (the delegate answers false).
            case exclusive
            /// Every other recognizer (the delegate answers true).
            case all
            /// The named recognizers (the delegate answers true for them only).
            case with([ID])
        }

        /// The answers of a recognizer's delegate.
        public struct Delegate: Sendable, Hashable, Codable {
            /// `gestureRecognizerShouldBegin(_:)` (default true).
            public var shouldBegin: Bool
            /// `gestureRecognizer(_:shouldReceive:)` answers false for touches that begin in this rectangle,
            /// given in the recognizer's view's coordinates (the seeds' "refuse the left half").
            public var refusesTouchesIn: CGRect?

            /// Creates delegate answers; the default is UIKit's behaviour without a delegate.
            public init(shouldBegin: Bool = true, refusesTouchesIn: CGRect? = nil) {
                self.shouldBegin = shouldBegin
                self.refusesTouchesIn = refusesTouchesIn
            }
        }

        /// What a recognizer's action does, besides appearing in the trace.
        public enum Action: String, Sendable, Hashable, Codable, CaseIterable {
            /// Only logs the state change.
            case log
            /// Moves the view by the pan's translation, then resets the translation (pan, screen-edge pan).
            case translateView
            /// Scales the view by the pinch's scale, then resets the scale to 1 (pinch).
            case scaleView
            /// Rotates the view by the rotation, then resets it to 0 (rotation).
            case rotateView
            /// Seed 004's drawer: on a pan, the view follows the finger horizontally, shrinking vertically by
            /// `|x| × 60 / screen width`, and snaps left, right or home when the finger lifts; on a tap, the view
            /// returns home.
            case drawer
        }
    }
}
