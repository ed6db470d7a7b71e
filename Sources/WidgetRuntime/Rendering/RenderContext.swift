/// What a view needs to know about where it is drawn.
@MainActor
@usableFromInline
package struct RenderContext {
    /// The environment at this point of the hierarchy.
    package var environment: EnvironmentValues
    /// The axis of the nearest enclosing stack, which decides what "flexible" means for a child.
    package var stackAxis: Axis?
    /// State shared by one whole rendering: warnings, generated ids.
    package let session: RenderSession
    /// Whether primitives describe their layout on their nodes (`HTMLNode.layout`), for `LayoutEngine`: set for
    /// the second drawing of a rendering that needs layout. A field of the context, not of the session, because
    /// every primitive reads it: a class's stored property is checked for exclusive access on each read.
    package var recordsLayout = false

    package init(environment: EnvironmentValues = EnvironmentValues(), session: RenderSession = RenderSession()) {
        self.environment = environment
        self.session = session
    }

    /// Evaluates a view's `body` with this environment visible to its `@Environment` properties.
    package func evaluatingBody<B>(_ body: () -> B) -> B {
        EnvironmentValues.$current.withValue(environment, operation: body)
    }
}

/// State shared by the views of one rendering.
@MainActor
package final class RenderSession {
    /// Messages for the developer (e.g. an unknown symbol name), each recorded once.
    package private(set) var warnings: [String] = []
    /// Set by views whose drawing depends on sizes CSS does not give back (GeometryReader, ViewThatFits, text
    /// that scales down…): the frame then renders again with `RenderContext.recordsLayout` and runs
    /// `LayoutEngine`.
    package var needsLayout = false
    /// Set by `zIndex`: only then do stacks look for z-indices among their children (`ZIndex.prepare`), a
    /// search every stack of every widget would otherwise pay for (+3 % of a render in widget-bench).
    package var usesZIndex = false

    package init() {}

    /// Records a warning unless the same text was already recorded.
    package func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }
}

/// Whether a widget's last rendering needed the layout engine, kept by whoever renders the same widget again
/// (a host's instance, a snapshot): the next rendering then runs one pass instead of two
/// (``LayoutEngine/render(in:context:hint:_:)``). A hint only saves work; the output never depends on it.
@MainActor
package final class LayoutHint {
    package var expectsLayout = false
    /// Whether the last drawing set no container background, so that a host draws the widget as one built
    /// before iOS 17 (`WidgetFrame`): the next drawing then starts there. This assumes, as the hint's other
    /// uses do, that whether a view sets one does not depend on the margins it is drawn in.
    package var lacksContainerBackground = false

    nonisolated package init() {}
}
