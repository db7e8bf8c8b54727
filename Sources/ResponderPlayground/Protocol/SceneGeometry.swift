import Foundation
import ResponderKit
import ResponderScenes

/// The scene as the page draws it: every window and view of the live application, back to front, with the
/// four corners of its bounds on the screen (transforms included), its colour and the trace subject the
/// trace names it by.
public struct SceneGeometry: Sendable, Hashable, Encodable {
    /// The bundled scene's name, or nil for a scene from the editor.
    public var name: String?
    /// The scene's title.
    public var title: String?
    /// The scene file's text, for the editor.
    public var yaml: String
    /// The screen's size, in points: the union of the windows' frames (390 × 844 for a full-screen window).
    public var screen: Size
    /// Every window and view, in drawing order: windows back to front, each followed by its subviews in
    /// depth-first order, back to front.
    public var views: [View]
    /// Every gesture recognizer, in the order of the views they are attached to.
    public var recognizers: [Recognizer]
    /// The scene file's constraints as laid out when the scene was built, as lines between the anchors they
    /// relate (the SVG's), for the page to draw all of them or one view's.
    public var constraints: [Constraint] = []
    /// What the first layout pass reported ("Unable to simultaneously satisfy constraints …"), in order.
    public var layoutIssues: [String] = []

    /// A declared constraint as a line on the screen.
    public struct Constraint: Sendable, Hashable, Encodable {
        /// The scene id of the constrained view.
        public var view: String?
        /// Where the line starts (on the view) and ends (on the other anchor), in screen points.
        public var from, to: [Double]
        /// Whether the line runs along x (a horizontal position or a width).
        public var isHorizontal: Bool
        /// `20`, `≥ 44`, `0.5 × card.width`, with ` @750` below required.
        public var label: String
        /// The constraint as layout reports print it.
        public var description: String
        /// Whether the solved frames keep it: false for one UIKit broke.
        public var isSatisfied: Bool
    }

    /// A size.
    public struct Size: Sendable, Hashable, Encodable {
        /// The width and height.
        public var width, height: Double
    }

    /// A drawn window or view.
    public struct View: Sendable, Hashable, Encodable {
        /// How the trace names it.
        public var subject: ServerMessage.Subject
        /// Its scene id, when the scene gave one.
        public var id: String?
        /// Its class name (`UIWindow`, `UIView`, `UIButton`, a scene's own class).
        public var className: String
        /// The trace subject of its superview, nil for a window.
        public var superview: Int?
        /// The trace subject of its window.
        public var window: Int?
        /// Its depth below its window (0 for the window).
        public var depth: Int
        /// The corners of its bounds on the screen: top-left, top-right, bottom-right, bottom-left.
        public var corners: [[Double]]
        /// The background colour as CSS, nil for none.
        public var color: String?
        /// `alpha`.
        public var alpha: Double
        /// `isHidden`.
        public var isHidden: Bool
        /// `isUserInteractionEnabled`.
        public var isUserInteractionEnabled: Bool
        /// `clipsToBounds`: the page draws its subviews only inside it (a scroll view's content).
        public var clipsToBounds: Bool
        /// A button's title or a label's text.
        public var text: String?
        /// Its bounds: x, y, width, height (what maps `hitArea` onto `corners`).
        public var bounds: [Double]
        /// Where `point(inside:with:)` answers true when that is not the bounds (an enlarged rectangle, a
        /// circle, a path), as SVG path data in the view's bounds coordinates; nil for the bounds. The page maps
        /// it with the affine map taking `bounds` to `corners`, so it follows the view as it moves.
        public var hitArea: String?
    }

    /// A gesture recognizer, for the state panel.
    public struct Recognizer: Sendable, Hashable, Encodable {
        /// How the trace names it.
        public var subject: ServerMessage.Subject
        /// The class name.
        public var className: String
        /// The trace serial of its view.
        public var view: Int?
        /// Its state when the scene was built.
        public var state: String
    }
}

extension SceneGeometry.Constraint {
    /// The line of a scene snapshot's constraint.
    init(_ line: SceneSnapshot.ConstraintLine) {
        self.init(
            view: line.viewID, from: [Double(line.from.x), Double(line.from.y)],
            to: [Double(line.to.x), Double(line.to.y)], isHorizontal: line.isHorizontal, label: line.label,
            description: line.constraint, isSatisfied: line.isSatisfied)
    }
}

extension SceneGeometry {
    /// Reads the geometry of `application`'s windows. Every view and recognizer gets its trace serial now, so
    /// that the page can match trace events to what it drew.
    @MainActor
    init(application: UIApplication, name: String?, title: String?, yaml: String, ids: (UIView) -> String?) {
        self.name = name
        self.title = title
        self.yaml = yaml
        views = []
        recognizers = []
        let trace = application.trace
        var screen = CGRect.null
        for window in application.windowsFrontToBack.reversed() {
            screen = screen.union(window.frame)
            var stack: [(view: UIView, depth: Int)] = [(window, 0)]
            while let (view, depth) = stack.popLast() {
                let subject = trace.subject(view)
                let corners = Self.corners(of: view, in: window)
                views.append(
                    View(
                        subject: ServerMessage.Subject(name: subject.name, serial: subject.serial),
                        id: ids(view), className: String(describing: type(of: view)),
                        superview: view === window ? nil : view.superview.map { trace.subject($0).serial },
                        window: trace.subject(window).serial, depth: depth, corners: corners,
                        color: view.backgroundColor?.cssValue, alpha: Double(view.alpha), isHidden: view.isHidden,
                        isUserInteractionEnabled: view.isUserInteractionEnabled,
                        clipsToBounds: view.clipsToBounds && view !== window, text: Self.text(of: view),
                        bounds: [
                            Double(view.bounds.minX), Double(view.bounds.minY), Double(view.bounds.width),
                            Double(view.bounds.height),
                        ], hitArea: HitArea.svgData(of: view) { $0 }))
                for recognizer in view.gestureRecognizers ?? [] {
                    let recognizerSubject = trace.subject(recognizer)
                    recognizers.append(
                        Recognizer(
                            subject: ServerMessage.Subject(
                                name: recognizerSubject.name, serial: recognizerSubject.serial),
                            className: String(describing: type(of: recognizer)), view: subject.serial,
                            state: "\(recognizer.state)"))
                }
                for subview in view.subviews.reversed() { stack.append((subview, depth + 1)) }
            }
        }
        if screen.isNull || screen.isEmpty { screen = CGRect(x: 0, y: 0, width: 390, height: 844) }
        self.screen = Size(width: Double(screen.maxX), height: Double(screen.maxY))
    }

    /// The corners of a view's bounds on the screen: top-left, top-right, bottom-right, bottom-left.
    @MainActor
    static func corners(of view: UIView, in window: UIWindow) -> [[Double]] {
        let bounds = view.bounds
        return [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
        ].map { corner in
            let point = window.convert(view === window ? corner : view.convert(corner, to: window), to: nil)
            return [Double(point.x), Double(point.y)]
        }
    }

    @MainActor
    private static func text(of view: UIView) -> String? {
        if let label = view as? UILabel { return label.text }
        return nil
    }
}
