/// The visibility of UI elements (Charts' axes and legend read it).
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden depending on the policies of the component accepting the value.
    case automatic
    /// The element may be visible.
    case visible
    /// The element may be hidden.
    case hidden
}
