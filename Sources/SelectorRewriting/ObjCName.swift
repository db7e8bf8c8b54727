/// Objective-C selector names as the Swift compiler gives them to `@objc` methods.
enum ObjCName {
    /// The selector name of a method: `tap` for `tap()`, `tap:` for `tap(_:)`, `tap:forEvent:` for
    /// `tap(_:forEvent:)`, `tapWithSender:` for `tap(sender:)` and `tapWith:` for `tap(with:)`; labels are the
    /// argument labels, `_` for none.
    static func method(_ baseName: String, labels: [String]) -> String {
        guard let first = labels.first else { return baseName }
        var name = baseName
        if first != "_" {
            name += first == "with" ? "With" : "With" + first.prefix(1).uppercased() + first.dropFirst()
        }
        name += ":"
        for label in labels.dropFirst() {
            name += (label == "_" ? "" : label) + ":"
        }
        return name
    }

    /// The names of UIKit's standard edit actions (`UIResponderStandardEditActions`), which a `#selector` may name
    /// in any responder (`action == #selector(copy(_:))`) whether or not its class declares them.
    static let standardEditActions: Set<String> = [
        "cut", "copy", "paste", "pasteAndMatchStyle", "pasteAndGo", "pasteAndSearch", "select", "selectAll",
        "delete", "makeTextWritingDirectionLeftToRight", "makeTextWritingDirectionRightToLeft", "toggleBoldface",
        "toggleItalics", "toggleUnderline", "increaseSize", "decreaseSize", "find", "findNext", "findPrevious",
        "findAndReplace", "useSelectionForFind", "print", "rename", "duplicate", "move", "export", "share",
    ]
}
