import Foundation

/// One alignment guide, horizontal or vertical, as the layout engine keys explicit guides.
struct AlignmentKey: Hashable, Sendable {
    let id: ObjectIdentifier
    let axis: Axis

    /// The flexbox alignment a stack writes for a custom guide when nothing sets it explicitly: where its
    /// default value falls in a 100-point view (the engine places by the guide itself when one is set).
    static func css(of id: any AlignmentID.Type) -> String {
        let value = id.defaultValue(in: ViewDimensions(width: 100, height: 100))
        if abs(value) < 0.01 { return "flex-start" }
        if abs(value - 100) < 0.01 { return "flex-end" }
        return "center"
    }

    // The built-in guides, as SwiftUI defines them from a view's size (and its text's baselines).
    enum Leading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    enum HorizontalCenter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }

    enum Trailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }

    enum Top: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    enum VerticalCenter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }

    enum Bottom: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }

    enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.firstBaseline ?? context.height }
    }

    enum LastTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.lastBaseline ?? context.height }
    }
}
