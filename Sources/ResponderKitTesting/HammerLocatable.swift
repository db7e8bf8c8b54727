import Foundation
import ResponderKit

/// Hammer's name for ``EventLocatable``, so that ported code keeps its types.
public typealias HammerLocatable = EventLocatable
