/// A view held by reference.
///
/// Views are copied whenever a modifier wraps them or the renderer dispatches to them, and copying a
/// container's content by value retains every view inside it; a box is copied with one retain.
/// Containers box their content (stacks), or the branch they show (`_ConditionalContent`, whose enum
/// would otherwise be copied whole before its payload can be read).
@usableFromInline
final class ViewBox<Content> {
    let view: Content

    @usableFromInline
    init(_ view: Content) {
        self.view = view
    }
}
