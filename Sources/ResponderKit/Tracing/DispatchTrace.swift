import Foundation

/// The application's record of every delivery decision, in order, for whoever observes it.
///
/// With no observer the engine does not build a single `TraceEvent`: each call site checks `isObserved`
/// first, so the trace costs a load and a branch.
///
/// ```swift
/// let recorder = application.trace.recorder()
/// application.inject(.touches(frame))
/// print(recorder.lines)   // ["UIWindow can answer 1", …, "hit view: UIWindow", …]
/// ```
@MainActor
public final class DispatchTrace {
    /// A handle for removing an observer.
    public struct ObserverToken: Hashable, Sendable {
        let id: Int
    }

    private var observers: [(id: Int, body: @MainActor (TraceEvent) -> Void)] = []
    private var nextObserverID = 0
    private var nextSerial = 0

    /// Whether anyone observes the trace.
    ///
    /// Read at every level of a forwarded touch.
    public private(set) var isObserved = false {
        didSet {
            if isObserved != oldValue { Self.observedCount += isObserved ? 1 : -1 }
        }
    }

    /// How many traces are observed now, across applications: with none, code that would look for a view's
    /// trace (a geometry change on every scroll frame) stops at once.
    static var observedCount = 0

    isolated deinit {
        if isObserved { Self.observedCount -= 1 }
    }

    init() {}

    /// Adds an observer that receives every trace event, in order; returns a token to remove it.
    @discardableResult
    public func addObserver(_ body: @escaping @MainActor (TraceEvent) -> Void) -> ObserverToken {
        nextObserverID += 1
        observers.append((nextObserverID, body))
        isObserved = true
        return ObserverToken(id: nextObserverID)
    }

    /// Removes an observer.
    public func removeObserver(_ token: ObserverToken) {
        observers.removeAll { $0.id == token.id }
        isObserved = !observers.isEmpty
    }

    /// Starts recording every event into a new recorder.
    public func recorder() -> TraceRecorder {
        let recorder = TraceRecorder()
        recorder.token = addObserver { [weak recorder] event in recorder?.events.append(event) }
        return recorder
    }

    /// Runs `body` with `observer` as the trace's only observer, then gives the trace its observers back: for a
    /// probe (the testing module's hittability check) whose events the application's observers must not see.
    package func withOnlyObserver<Result>(
        _ observer: @escaping @MainActor (TraceEvent) -> Void, _ body: () -> Result
    ) -> Result {
        let saved = observers
        observers = [(0, observer)]
        isObserved = true
        defer {
            observers = saved
            isObserved = !saved.isEmpty
        }
        return body()
    }

    /// Sends an event to every observer.
    public func record(_ event: TraceEvent) {
        for observer in observers { observer.body(event) }
    }

    /// How `responder` appears in the trace: its name and a serial number unique in this trace.
    public func subject(_ responder: UIResponder) -> TraceSubject {
        if responder.traceSerial == 0 {
            nextSerial += 1
            responder.traceSerial = nextSerial
        }
        return TraceSubject(name: responder.traceName, serial: responder.traceSerial)
    }

    /// How `recognizer` appears in the trace.
    public func subject(_ recognizer: UIGestureRecognizer) -> TraceSubject {
        if recognizer.traceSerial == 0 {
            nextSerial += 1
            recognizer.traceSerial = nextSerial
        }
        return TraceSubject(name: recognizer.traceName, serial: recognizer.traceSerial)
    }

    func subject(_ responder: UIResponder?) -> TraceSubject? {
        responder.map { subject($0) }
    }

    func recordForward(_ method: ResponderMethod, from: UIResponder, to: UIResponder?) {
        if let to {
            record(.forwarded(from: subject(from), to: subject(to), method: method))
        } else {
            record(.dropped(at: subject(from), method: method))
        }
    }
}

/// The class names the trace shows for responders and recognizers without an id, each found once:
/// `String(describing:)` reads a class's name through reflection, which cost more than the rest of the trace of a
/// touch move (the playground names every responder in a touch's chain at each input message).
@MainActor
enum TraceTypeName {
    private static var names: [ObjectIdentifier: String] = [:]

    /// The name of `object`'s class, as `String(describing: type(of: object))` gives it.
    static func of(_ object: AnyObject) -> String {
        let key = ObjectIdentifier(type(of: object))
        if let name = names[key] { return name }
        let name = String(describing: type(of: object))
        names[key] = name
        return name
    }
}
