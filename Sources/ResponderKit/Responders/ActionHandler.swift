/// A handler for a named action: the sender and the event that caused it.
public typealias ActionHandler = @MainActor (_ sender: Any?, _ event: UIEvent?) -> Void
