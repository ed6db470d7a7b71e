import Foundation

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container: spacers in it grow along this axis only.
    public var stackOrientation: Axis?

    /// Creates a default set of properties.
    public init() {
        stackOrientation = nil
    }
}
