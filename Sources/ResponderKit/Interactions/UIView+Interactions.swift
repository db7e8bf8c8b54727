import Foundation

extension UIView {
    /// The interactions added to the view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { traitState?.interactions ?? [] }
        set {
            for interaction in interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds an interaction: it leaves the view it had (`willMove(to: nil)`… as `removeInteraction`), then gets
    /// `willMove(to: self)`, is added, and gets `didMove(to: self)`. Adding one the view already has does nothing.
    public func addInteraction(_ interaction: any UIInteraction) {
        if interactions.contains(where: { $0 === interaction }) { return }
        if let previous = interaction.view, previous !== self { previous.removeInteraction(interaction) }
        interaction.willMove(to: self)
        traitStateForWriting.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction: `willMove(to: nil)`, removed, `didMove(to: nil)`. One the view does not have is
    /// ignored.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = traitState?.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        traitState?.interactions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
