import Foundation

// The main-actor handoff boundary: the one place where a value that is not Sendable, received by a callback the
// system types as nonisolated (a notification observer's block), is handed to main-actor code.
//
// Why it is sound: `MainActor.assumeIsolated` traps unless the callback already runs on the main actor's thread, so
// the value never crosses threads — it is used where it was made. The compiler cannot see that, so the value is
// marked here, once, instead of at each caller.

/// Runs `body` on the main actor with `value`, from a nonisolated callback that must already run on the main
/// thread; traps (in every build) when it does not.
func handOffToMainActor<Value>(_ value: Value, _ body: @MainActor (Value) -> Void) {
    nonisolated(unsafe) let value = value
    MainActor.assumeIsolated { body(value) }
}
