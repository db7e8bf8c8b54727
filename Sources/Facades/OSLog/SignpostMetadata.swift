import Foundation

/// A signpost's message: a string literal with interpolated values, with the same privacy, format and alignment
/// options as a log message, so it is one (iOS declares a separate type with the same interpolations).
public typealias SignpostMetadata = OSLogMessage
