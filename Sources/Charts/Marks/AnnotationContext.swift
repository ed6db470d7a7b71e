import WidgetRuntime

/// What an annotation's content is made for: the size of the mark it annotates.
public struct AnnotationContext {
    /// The size of the annotated mark (zero for a point of a line or area).
    public let targetSize: CGSize
}
