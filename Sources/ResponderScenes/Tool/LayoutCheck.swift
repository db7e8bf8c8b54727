import Foundation
import ResponderKit

/// Lays a built scene out and turns what Auto Layout reports into ``LayoutWarning``s.
@MainActor
enum LayoutCheck {
    /// The warnings of the scene's first layout pass, conflicts first (in the order UIKit broke them), then
    /// ambiguous views in file order.
    static func warnings(of built: BuiltScene) -> [LayoutWarning] {
        var issues: [LayoutIssue] = []
        built.application.trace.addObserver { event in
            if case .layoutIssue(let issue) = event { issues.append(issue) }
        }
        built.application.layoutPendingViews()
        let fallback = built.scene.location ?? SourceLocation(file: "scene", line: 1, column: 1)
        // Each declared constraint by how reports print it; two alike are told apart by taking them in turn.
        var declared: [String: [SourceLocation]] = [:]
        for (constraint, location) in built.declaredConstraints {
            declared[constraint.description, default: []].append(location)
        }
        var brokenSeen: [String: Int] = [:]
        var warnings: [LayoutWarning] = []
        for issue in issues {
            guard case .unsatisfiable(let constraints, let broken) = issue else {
                warnings.append(LayoutWarning(location: fallback, message: issue.description, notes: []))
                continue
            }
            let turn = brokenSeen[broken, default: 0]
            brokenSeen[broken] = turn + 1
            let places = declared[broken] ?? []
            let location = places.isEmpty ? fallback : places[min(turn, places.count - 1)]
            let notes = constraints.filter { $0 != broken }.map { text in
                LayoutWarning.Note(
                    location: declared[text]?.first ?? fallback,
                    message: "conflicting constraint '\(text)'" + (declared[text] == nil ? " (made by UIKit)" : ""))
            }
            warnings.append(
                LayoutWarning(
                    location: location,
                    message: "Unable to simultaneously satisfy constraints: UIKit breaks '\(broken)' to recover",
                    notes: notes))
        }
        for spec in built.scene.windows.map(\.view) + built.scene.views {
            guard let layout = spec.layout, !layout.constraints.isEmpty, let view = built.view(spec.id),
                view.hasAmbiguousLayout
            else { continue }
            warnings.append(
                LayoutWarning(
                    location: spec.location ?? fallback,
                    message: "the layout of view '\(spec.id)' is ambiguous: its constraints allow more than one frame "
                        + "(hit-testing uses the one the solver picked); constrain its position and size on both axes",
                    notes: []))
        }
        return warnings
    }
}
