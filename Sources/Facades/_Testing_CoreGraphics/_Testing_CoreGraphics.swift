// Swift Testing's cross-import overlay for CoreGraphics, empty here: see `_Testing_UIKit`. A file that imports both
// Testing and CoreGraphics (or UIKit, which brings CoreGraphics) loads it.
