import Foundation

/// Which finger of which hand touches, as Hammer names them: the generator keeps one touch per finger, and the
/// finger's raw value is the platform's finger number (`UITouch.finger`).
public enum FingerIndex: Int, CaseIterable, Hashable, Sendable {
    /// The right thumb.
    case rightThumb = 1
    /// The right index finger.
    case rightIndex = 2
    /// The right middle finger.
    case rightMiddle = 3
    /// The right ring finger.
    case rightRing = 4
    /// The right little finger.
    case rightLittle = 5
    /// The left thumb.
    case leftThumb = 6
    /// The left index finger.
    case leftIndex = 7
    /// The left middle finger.
    case leftMiddle = 8
    /// The left ring finger.
    case leftRing = 9
    /// The left little finger.
    case leftLittle = 10

    /// The fingers in the order the generator picks free ones: the right hand's index finger first, as a person
    /// taps.
    static let pickingOrder: [FingerIndex] = [
        .rightIndex, .rightMiddle, .rightRing, .rightLittle, .rightThumb,
        .leftIndex, .leftMiddle, .leftRing, .leftLittle, .leftThumb,
    ]
}

extension Optional where Wrapped == FingerIndex {
    /// The next free finger: the generator picks it.
    public static let automatic: FingerIndex? = nil
}

extension Array where Element == FingerIndex? {
    /// As many free fingers as the gesture needs: the generator picks them.
    public static let automatic: [FingerIndex?] = []
}
