/// "Did you mean …?" for a misspelt key, id or class: the candidate that differs only in case, the schema
/// name of a UIKit class name (`UIButton` → `button`), or the nearest by edit distance.
enum Suggestion {
    /// ` (did you mean 'frame'?)`, or an empty string when no candidate is close.
    static func didYouMean(_ word: String, among candidates: [String]) -> String {
        guard let best = closest(word, among: candidates) else { return "" }
        return " (did you mean '\(best)'?)"
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
