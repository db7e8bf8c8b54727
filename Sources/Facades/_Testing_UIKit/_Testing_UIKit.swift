// Swift Testing declares a cross-import overlay for UIKit (`Testing.swiftcrossimport/UIKit.swiftoverlay`): a file
// that imports both Testing and UIKit makes the compiler load `_Testing_UIKit`, which the toolchain ships only for
// Apple's platforms. Without this empty module, a test file written for iOS (`import Testing`, `import UIKit`)
// fails with "no such module '_Testing_UIKit'". On iOS the overlay adds image attachments; there are no images here.
