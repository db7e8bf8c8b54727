import Foundation

/// A trait, as `registerForTraitChanges` takes it: its type.
public typealias UITrait = any UITraitDefinition.Type
