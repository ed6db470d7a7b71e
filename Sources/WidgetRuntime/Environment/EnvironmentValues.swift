import Foundation

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
    // Built-in values are typed stored fields in one immutable shared box: reading one is a load,
    // not a hash lookup and a dynamic cast, and passing the environment down is one retain. Only
    // writes copy the fields (into a new box). Keys declared outside the runtime live in `custom`.
    private var box: Box
    /// The foreground style is stored inline: it is the value written most (every
    /// `foregroundStyle` modifier, and every resolution of a style bound to an outer foreground), so
    /// changing it must not copy the box.
    private var foreground: AnyShapeStyle?
    private var foregroundIsSet = false

    /// Creates an environment values instance with every value at its default.
    nonisolated public init() {
        box = Self.defaultBox
    }

    /// Accesses the environment value associated with a custom key.
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { box.fields.custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { update(nil) { $0.custom[ObjectIdentifier(key)] = newValue } }
    }

    public var description: String { "EnvironmentValues(\(box.fields.setCount + (foregroundIsSet ? 1 : 0)) set)" }

    /// The foreground style set with `foregroundStyle`/`foregroundColor`; `nil` is the label color.
    package var foregroundStyle: AnyShapeStyle? {
        get { foreground }
        set {
            foreground = newValue
            foregroundIsSet = true
        }
    }

    /// The built-in values; read through the typed accessors.
    var fields: Fields {
        @inline(__always) get { box.fields }
    }

    /// Changes the built-in values: in a new box when the box is shared, so environments that share the old one
    /// keep it; in place when this environment holds the only reference, so that several writes in a row (a
    /// widget's environment is set up with eight on every render) copy the fields once, not once each.
    /// `field` is recorded as set (for `description`); `nil` stands for a custom key.
    @inline(__always)
    mutating func update(_ field: Field?, _ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        change(&box.fields)
        if let field {
            box.fields.setMask |= 1 << field.rawValue
        } else {
            box.fields.setCustom = box.fields.custom.count
        }
    }

    // Immutable once built, so sharing it between threads is safe.
    nonisolated(unsafe) private static let defaultBox = Box(Fields())

    private final class Box {
        /// Written only through `update`, and only while one environment holds the box (copy on write), so no
        /// access can overlap with a write. Unchecked: a class's stored `var` is otherwise checked for exclusive
        /// access at run time on every read, and reading the environment is on every view's path. Were a write
        /// ever made to a shared box, the environments sharing it would change together, which
        /// EnvironmentCopyOnWriteTests catch.
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }
}

extension EnvironmentValues {
    /// The built-in environment values and their defaults. Values whose default is computed when
    /// read (locale, time zone, calendar) are optional here, `nil` meaning "the default".
    struct Fields {
        var colorScheme = ColorScheme.light
        var locale: Locale?
        var font: Font?
        var tint: AnyShapeStyle?
        var lineLimit: Int?
        var multilineTextAlignment = TextAlignment.leading
        var minimumScaleFactor: CGFloat = 1
        var lineSpacing: CGFloat = 0
        var truncationMode = Text.TruncationMode.tail
        var textCase: Text.Case?
        var redactionReasons: RedactionReasons = []
        var isEnabled = true
        var imageScale = Image.Scale.medium
        var symbolRenderingMode: SymbolRenderingMode?
        var timeZone: TimeZone?
        var calendar: Calendar?
        var textTraits = TextTraits()
        var now: Date?
        var isPrivacySensitive = false
        var buttonStyleKind = ButtonStyleKind.automatic
        var toggleStyleKind = ToggleStyleKind.automatic
        var gaugeStyleKind = GaugeStyleKind.automatic
        var progressViewStyleKind = ProgressViewStyleKind.automatic
        var labelStyleKind = LabelStyleKind.automatic
        var labelsHidden = false
        /// The app's own button and toggle styles, rarely set: one reference, so that copying the fields (every
        /// environment write) does not copy two existentials.
        var customStyles: CustomControlStyles?
        var isInsideControl = false
        var containerCornerRadius: CGFloat = 0
        var containerSize: CGSize?
        var widgetRenderState: WidgetRenderState?
        var widgetFamily = WidgetFamily.systemSmall
        var widgetRenderingMode = WidgetRenderingMode.fullColor
        var showsWidgetContainerBackground = true
        var widgetContentMargins = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        /// Values of keys declared outside the runtime.
        var custom: [ObjectIdentifier: Any] = [:]
        /// Which built-in values were ever set, and how many custom ones, for `description`.
        var setMask: UInt64 = 0
        var setCustom = 0

        var setCount: Int { setMask.nonzeroBitCount + setCustom }
    }

    /// Names the built-in values, to count the ones that were set.
    enum Field: Int {
        case colorScheme, locale, font, tint, lineLimit, multilineTextAlignment
        case minimumScaleFactor, textCase, redactionReasons, isEnabled, imageScale, symbolRenderingMode
        case timeZone, calendar, textTraits, now, isPrivacySensitive, buttonStyleKind, toggleStyleKind
        case gaugeStyleKind, progressViewStyleKind, labelStyleKind, labelsHidden, containerCornerRadius
        case customButtonStyle, customToggleStyle, isInsideControl
        case widgetRenderState, widgetFamily, widgetRenderingMode, showsWidgetContainerBackground
        case widgetContentMargins, lineSpacing, truncationMode, containerSize
    }
}

// Views read the environment while their body is evaluated, on the main actor, through the
// task-local below; the values themselves never cross actors.
extension EnvironmentValues: @unchecked Sendable {}

extension EnvironmentValues {
    /// The environment of the view whose body is being evaluated (defaults outside rendering).
    @TaskLocal package static var current = EnvironmentValues()
}
