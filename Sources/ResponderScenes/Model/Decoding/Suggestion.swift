/// "Did you mean …?" for a misspelt key, id or class: the candidate that differs only in case, the schema
/// name of a UIKit class name (`UIButton` → `button`), or the nearest by edit distance.
enum Suggestion {
    /// ` (did you mean 'frame'?)`, or an empty string when no candidate is close.
    static func didYouMean(_ word: String, among candidates: [String]) -> String {
        guard let best = closest(word, among: candidates) else { return "" }
        return " (did you mean '\(best)'?)"
    }

    /// What follows an unknown name in a message: ` (did you mean 'pan'?)` when a candidate is close, otherwise
    /// `; expected one of: a, b, c` (`expected` names them when it is not the candidates themselves, as
    /// `normal, statusBar, alert or a number`). The full list is given only when nothing is close, so a typo gets
    /// one line with its fix rather than the whole schema.
    static func hint(_ word: String, among candidates: [String], expected: String? = nil) -> String {
        if let best = closest(word, among: candidates) { return " (did you mean '\(best)'?)" }
        return "; expected \(expected ?? "one of: " + candidates.joined(separator: ", "))"
    }

    /// The candidate closest to `word`, if one is close enough; at most 5,000 candidates are compared.
    static func closest(_ word: String, among candidates: [String]) -> String? {
        guard !word.isEmpty, word.utf8.count <= 64 else { return nil }
        let lowered = word.lowercased()
        if let match = candidates.first(where: { $0.lowercased() == lowered }) { return match }
        if word.hasPrefix("UI"), word.count > 2 {
            let schemaName = word.dropFirst(2).lowercased()
            if let match = candidates.first(where: { $0.lowercased() == schemaName }) { return match }
        }
        let limit = max(1, min(3, (word.count + 2) / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates.prefix(5_000) where abs(candidate.count - word.count) <= limit {
            let distance = editDistance(Array(lowered), Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance.
    static func editDistance(_ left: [Character], _ right: [Character]) -> Int {
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        var current = Array(repeating: 0, count: right.count + 1)
        for (i, leftCharacter) in left.enumerated() {
            current[0] = i + 1
            for (j, rightCharacter) in right.enumerated() {
                let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
                current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
