// A view compiled only for iOS, as libraries that also build for macOS guard their UIKit code: a long press shows
// its menu through a #selector action and logs it with os_log; on other platforms the file declares a stand-in.
#if os(iOS) || targetEnvironment(macCatalyst)
    import ResponderKit  // `import UIKit` in an app; the fixture target depends on ResponderKit alone
    import os.log

    final class LongPressMenuView: UIView {
        static let log = OSLog(subsystem: "com.example.fixture", category: "menu")
        private let logger = Logger(subsystem: "com.example.fixture", category: "menu")
        private(set) var shown: [String] = []
        let platform = "iOS"

        override init(frame: CGRect) {
            super.init(frame: frame)
            addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:))))
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        @objc private func pressed(_ recognizer: UILongPressGestureRecognizer) {
            guard recognizer.state == .began else { return }
            shown.append("menu")
            os_log(
                "menu shown at %{public}@", log: LongPressMenuView.log, type: .info, "\(recognizer.location(in: self))")
            logger.debug("menu count \(self.shown.count, privacy: .public)")
        }
    }
#elseif os(macOS)
    import AppKit

    final class LongPressMenuView: NSView {}
#else
    final class LongPressMenuView {
        let platform = "other"
    }
#endif
