import Foundation

/// A type that you use to create custom alignment guides.
public protocol AlignmentID {
    /// The value of the corresponding guide in the given context when not otherwise set in that context.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}
