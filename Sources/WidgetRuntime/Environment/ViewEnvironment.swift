import Foundation

// Environment values of the view layer. Public ones carry Apple's names; the others are read by
// leaf views (Text, Image, shapes) and by the WidgetKit side through package accessors.

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone.current } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar.current } }
private struct TextTraitsKey: EnvironmentKey { static let defaultValue = TextTraits() }
private struct RenderClockKey: EnvironmentKey { static let defaultValue: Date? = nil }
private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }
private struct ButtonStyleKindKey: EnvironmentKey { static let defaultValue = ButtonStyleKind.automatic }
private struct ToggleStyleKindKey: EnvironmentKey { static let defaultValue = ToggleStyleKind.automatic }
private struct GaugeStyleKindKey: EnvironmentKey { static let defaultValue = GaugeStyleKind.automatic }
private struct ProgressViewStyleKindKey: EnvironmentKey { static let defaultValue = ProgressViewStyleKind.automatic }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
private struct ContainerCornerRadiusKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

/// Text attributes set on a whole subtree with View modifiers (`bold()`, `italic()`…).
package struct TextTraits: Sendable {
    package var weight: Font.Weight?
    package var bold = false
    package var italic = false
    package var monospacedDigit = false
    package var strikethrough: Text.LineStyle?
    package var underline: Text.LineStyle?
}

extension EnvironmentValues {
    /// The default font of this environment.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The maximum number of lines that text can occupy in a view.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// An environment value that indicates how a text view aligns its lines when the content wraps.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The minimum permissible proportion to shrink the font size to fit the text into the available space.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// A stylistic override to transform the case of `Text` when displayed.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The current redaction reasons applied to the view hierarchy.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the view associated with this environment allows user interaction.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The image scale for this environment.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The current symbol rendering mode, or `nil` denoting that the mode is picked automatically.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The current time zone that views should use when handling dates.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The foreground style set with `foregroundStyle`/`foregroundColor`; `nil` is the label color.
    package var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The tint set with `tint(_:)`; `nil` is the accent color.
    package var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    package var textTraits: TextTraits {
        get { self[TextTraitsKey.self] }
        set { self[TextTraitsKey.self] = newValue }
    }

    /// The render clock: the "now" that `Text(date, style:)` counts from. `nil` reads the system
    /// clock; snapshots and the host set it so output is deterministic.
    package var now: Date? {
        get { self[RenderClockKey.self] }
        set { self[RenderClockKey.self] = newValue }
    }

    /// Whether the subtree was marked `privacySensitive()`, to be redacted for `.privacy`.
    package var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether leaf content should draw as placeholders.
    package var isRedacted: Bool {
        let reasons = redactionReasons
        if reasons.isEmpty { return false }
        return reasons.contains(.placeholder) || (isPrivacySensitive && reasons.contains(.privacy))
    }

    /// The style set with `buttonStyle(_:)`, for the WidgetKit side's `Button(intent:)`.
    package var buttonStyleKind: ButtonStyleKind {
        get { self[ButtonStyleKindKey.self] }
        set { self[ButtonStyleKindKey.self] = newValue }
    }

    /// The style set with `toggleStyle(_:)`, for the WidgetKit side's `Toggle(isOn:intent:)`.
    package var toggleStyleKind: ToggleStyleKind {
        get { self[ToggleStyleKindKey.self] }
        set { self[ToggleStyleKindKey.self] = newValue }
    }

    package var gaugeStyleKind: GaugeStyleKind {
        get { self[GaugeStyleKindKey.self] }
        set { self[GaugeStyleKindKey.self] = newValue }
    }

    package var progressViewStyleKind: ProgressViewStyleKind {
        get { self[ProgressViewStyleKindKey.self] }
        set { self[ProgressViewStyleKindKey.self] = newValue }
    }

    /// Whether controls hide their labels (`labelsHidden()`).
    package var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// The corner radius `ContainerRelativeShape` draws with: the widget's radius less the
    /// padding between it and the shape (concentric corners).
    package var containerCornerRadius: CGFloat {
        get { self[ContainerCornerRadiusKey.self] }
        set { self[ContainerCornerRadiusKey.self] = newValue }
    }
}
