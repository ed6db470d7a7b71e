import Foundation

/// A control of a widget bundle drawn as Control Center draws it at its medium size, as `WidgetSnapshot` draws a
/// widget: `.html` is a standalone HTML document, `.bodyHTML` the control's element alone.
///
/// Control Center itself (its grid, its small and large sizes, the Lock Screen and Action Button placements) is
/// not drawn; the control shows the template its provider's preview value gives, as the controls gallery does.
@MainActor
public struct ControlSnapshot {
    var snapshot: WidgetSnapshot<AnyView>

    /// Draws the control of `kind` that `bundle` declares (the first control when `kind` is nil).
    public init<Bundle>(_ bundle: Bundle, kind: String? = nil) where Bundle: WidgetBundle {
        let control = bundle.controlDescriptors.first { kind == nil || $0.kind == kind }
        let view =
            control.map { AnyView(ControlTile(template: $0.previewTemplate())) }
            ?? AnyView(Text(verbatim: "no control of kind \(kind ?? "(any)")"))
        // Control Center's medium control on an iPhone 15 Pro: two columns and the gap between them, one row.
        snapshot = WidgetSnapshot(size: CGSize(width: 160, height: 72), colorScheme: .dark) { view }
        snapshot.contentMarginsDisabled = true
    }

    /// The control's element alone (needs `WidgetStylesheet.css` on the page).
    public var bodyHTML: String { snapshot.bodyHTML }

    /// A standalone HTML document of the control.
    public var html: String { snapshot.html }
}
