import WidgetRuntime

/// Where an annotation is drawn relative to its mark.
public struct AnnotationPosition: Equatable, Sendable {
    enum Placement: Sendable { case automatic, overlay, top, bottom, leading, trailing }

    let vertical: Placement
    let horizontal: Placement

    /// Above a vertical bar, after a horizontal one, above other marks.
    public static let automatic = AnnotationPosition(vertical: .automatic, horizontal: .automatic)
    /// On the mark, centered.
    public static let overlay = AnnotationPosition(vertical: .overlay, horizontal: .overlay)
    /// Above the mark.
    public static let top = AnnotationPosition(vertical: .top, horizontal: .overlay)
    /// Below the mark.
    public static let bottom = AnnotationPosition(vertical: .bottom, horizontal: .overlay)
    /// Before the mark.
    public static let leading = AnnotationPosition(vertical: .overlay, horizontal: .leading)
    /// After the mark.
    public static let trailing = AnnotationPosition(vertical: .overlay, horizontal: .trailing)
    /// Above and before the mark.
    public static let topLeading = AnnotationPosition(vertical: .top, horizontal: .leading)
    /// Above and after the mark.
    public static let topTrailing = AnnotationPosition(vertical: .top, horizontal: .trailing)
    /// Below and before the mark.
    public static let bottomLeading = AnnotationPosition(vertical: .bottom, horizontal: .leading)
    /// Below and after the mark.
    public static let bottomTrailing = AnnotationPosition(vertical: .bottom, horizontal: .trailing)
}
