import Foundation

// Environment values of the view layer. Public ones carry Apple's names; the others are read by
// leaf views (Text, Image, shapes) and by the WidgetKit side through package accessors.

/// Text attributes set on a whole subtree with View modifiers (`bold()`, `italic()`…).
package struct TextTraits: Sendable {
    package var weight: Font.Weight?
    package var bold = false
    package var italic = false
    package var monospacedDigit = false
    /// Set by `View.monospaced(_:)`; nil leaves the font's own design.
    package var monospaced: Bool?
    package var strikethrough: Text.LineStyle?
    package var underline: Text.LineStyle?
}

extension EnvironmentValues {
    /// The default font of this environment.
    public var font: Font? {
        get { fields.font }
        set { update(.font) { $0.font = newValue } }
    }

    /// The maximum number of lines that text can occupy in a view.
    public var lineLimit: Int? {
        get { fields.lineLimit }
        set { update(.lineLimit) { $0.lineLimit = newValue } }
    }

    /// An environment value that indicates how a text view aligns its lines when the content wraps.
    public var multilineTextAlignment: TextAlignment {
        get { fields.multilineTextAlignment }
        set { update(.multilineTextAlignment) { $0.multilineTextAlignment = newValue } }
    }

    /// The minimum permissible proportion to shrink the font size to fit the text into the available space.
    public var minimumScaleFactor: CGFloat {
        get { fields.minimumScaleFactor }
        set { update(.minimumScaleFactor) { $0.minimumScaleFactor = newValue } }
    }

    /// A stylistic override to transform the case of `Text` when displayed.
    public var textCase: Text.Case? {
        get { fields.textCase }
        set { update(.textCase) { $0.textCase = newValue } }
    }

    /// The current redaction reasons applied to the view hierarchy.
    public var redactionReasons: RedactionReasons {
        get { fields.redactionReasons }
        set { update(.redactionReasons) { $0.redactionReasons = newValue } }
    }

    /// A Boolean value that indicates whether the view associated with this environment allows user interaction.
    public var isEnabled: Bool {
        get { fields.isEnabled }
        set { update(.isEnabled) { $0.isEnabled = newValue } }
    }

    /// The image scale for this environment.
    public var imageScale: Image.Scale {
        get { fields.imageScale }
        set { update(.imageScale) { $0.imageScale = newValue } }
    }

    /// The current symbol rendering mode, or `nil` denoting that the mode is picked automatically.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { fields.symbolRenderingMode }
        set { update(.symbolRenderingMode) { $0.symbolRenderingMode = newValue } }
    }

    /// The current time zone that views should use when handling dates.
    public var timeZone: TimeZone {
        get { fields.timeZone ?? TimeZone.current }
        set { update(.timeZone) { $0.timeZone = newValue } }
    }

    /// The current calendar that views should use when handling dates.
    public var calendar: Calendar {
        get { fields.calendar ?? Calendar.current }
        set { update(.calendar) { $0.calendar = newValue } }
    }

    /// The tint set with `tint(_:)`; `nil` is the accent color.
    package var tint: AnyShapeStyle? {
        get { fields.tint }
        set { update(.tint) { $0.tint = newValue } }
    }

    package var textTraits: TextTraits {
        get { fields.textTraits }
        set { update(.textTraits) { $0.textTraits = newValue } }
    }

    /// The render clock: the "now" that `Text(date, style:)` counts from. `nil` reads the system
    /// clock; snapshots and the host set it so output is deterministic.
    package var now: Date? {
        get { fields.now }
        set { update(.now) { $0.now = newValue } }
    }

    /// Whether the subtree was marked `privacySensitive()`, to be redacted for `.privacy`.
    package var isPrivacySensitive: Bool {
        get { fields.isPrivacySensitive }
        set { update(.isPrivacySensitive) { $0.isPrivacySensitive = newValue } }
    }

    /// Whether leaf content should draw as placeholders.
    package var isRedacted: Bool {
        let reasons = redactionReasons
        if reasons.isEmpty { return false }
        return reasons.contains(.placeholder) || (isPrivacySensitive && reasons.contains(.privacy))
    }

    /// The style set with `buttonStyle(_:)`, for the WidgetKit side's `Button(intent:)`.
    package var buttonStyleKind: ButtonStyleKind {
        get { fields.buttonStyleKind }
        set { update(.buttonStyleKind) { $0.buttonStyleKind = newValue } }
    }

    /// The style set with `toggleStyle(_:)`, for the WidgetKit side's `Toggle(isOn:intent:)`.
    package var toggleStyleKind: ToggleStyleKind {
        get { fields.toggleStyleKind }
        set { update(.toggleStyleKind) { $0.toggleStyleKind = newValue } }
    }

    package var gaugeStyleKind: GaugeStyleKind {
        get { fields.gaugeStyleKind }
        set { update(.gaugeStyleKind) { $0.gaugeStyleKind = newValue } }
    }

    package var progressViewStyleKind: ProgressViewStyleKind {
        get { fields.progressViewStyleKind }
        set { update(.progressViewStyleKind) { $0.progressViewStyleKind = newValue } }
    }

    /// A button style of the app's own (`buttonStyle(_:)` with a custom `ButtonStyle`), drawn through its
    /// `makeBody(configuration:)`.
    package var customButtonStyle: CustomButtonStyle? {
        get { fields.customStyles?.button }
        set {
            update(.customButtonStyle) {
                $0.customStyles = CustomControlStyles(button: newValue, toggle: $0.customStyles?.toggle)
            }
        }
    }

    /// A toggle style of the app's own, drawn through its `makeBody(configuration:)`.
    package var customToggleStyle: (any ToggleStyle)? {
        get { fields.customStyles?.toggle }
        set {
            update(.customToggleStyle) {
                $0.customStyles = CustomControlStyles(button: $0.customStyles?.button, toggle: newValue)
            }
        }
    }

    /// Whether the view is drawn inside a button or toggle: nested controls and links draw as their content
    /// (a button inside a button is not valid HTML, and the outer control takes the tap, as on iOS).
    package var isInsideControl: Bool {
        get { fields.isInsideControl }
        set { update(.isInsideControl) { $0.isInsideControl = newValue } }
    }

    /// Whether controls hide their labels (`labelsHidden()`).
    package var labelsHidden: Bool {
        get { fields.labelsHidden }
        set { update(.labelsHidden) { $0.labelsHidden = newValue } }
    }

    /// The corner radius `ContainerRelativeShape` draws with: the widget's radius less the
    /// padding between it and the shape (concentric corners).
    package var containerCornerRadius: CGFloat {
        get { fields.containerCornerRadius }
        set { update(.containerCornerRadius) { $0.containerCornerRadius = newValue } }
    }

    /// The size `containerRelativeFrame` is relative to: the widget's content area (nil outside a widget).
    package var containerSize: CGSize? {
        get { fields.containerSize }
        set { update(.containerSize) { $0.containerSize = newValue } }
    }
}
