import Foundation

/// A view that displays one or more lines of read-only text.
public struct Text: Equatable, Sendable {
    /// The pieces of a text: one, or several after `Text + Text`, each with its own styling.
    package var runs: [Run]

    package struct Run: Equatable, Sendable {
        package var content: Content
        package var style = RunStyle()
    }

    package enum Content: Equatable, Sendable {
        case verbatim(String)
        case localized(LocalizedStringKey, table: String?, bundle: Bundle?)
        case date(Date, DateStyle)
        case formatted(FormattedValue)
        case resource(LocalizedStringResource)
        case image(Image)
        /// A timer counting through an interval (`Text(timerInterval:)`).
        case timerInterval(TimerInterval)
    }

    /// A timer's interval and how it counts.
    package struct TimerInterval: Equatable, Sendable {
        let interval: ClosedRange<Date>
        let pauseTime: Date?
        let countsDown: Bool
        let showsHours: Bool
    }

    /// A value with its format style, formatted for the locale of the environment it is drawn in.
    // Format styles and their inputs are plain values (dates, numbers); Foundation on Linux does not
    // mark every one Sendable.
    package struct FormattedValue: Equatable, @unchecked Sendable {
        let format: (Locale) -> String
        /// The value formatted in a fixed locale, which stands for the value in comparisons.
        let identity: String

        package static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool { lhs.identity == rhs.identity }
    }

    /// Styling applied with the modifiers that return `Text`; the innermost modifier wins.
    package struct RunStyle: Equatable, Sendable {
        package var font: Font?
        package var weight: Font.Weight?
        package var design: Font.Design?
        package var bold: Bool?
        package var italic: Bool?
        package var monospacedDigit: Bool?
        package var monospaced: Bool?
        package var strikethrough: LineStyle??
        package var underline: LineStyle??
        package var foreground: AnyShapeStyle?
        package var kerning: CGFloat?
        package var baselineOffset: CGFloat?
        package var width: Font.Width?

        package static func == (lhs: RunStyle, rhs: RunStyle) -> Bool {
            lhs.font == rhs.font && lhs.weight == rhs.weight && lhs.design == rhs.design && lhs.bold == rhs.bold
                && lhs.italic == rhs.italic && lhs.monospacedDigit == rhs.monospacedDigit
                && lhs.monospaced == rhs.monospaced && lhs.strikethrough == rhs.strikethrough
                && lhs.underline == rhs.underline && lhs.kerning == rhs.kerning
                && lhs.baselineOffset == rhs.baselineOffset && lhs.width == rhs.width
                && String(reflecting: lhs.foreground?.base) == String(reflecting: rhs.foreground?.base)
        }
    }

    package init(runs: [Run]) {
        self.runs = runs
    }

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {
        runs = [Run(content: .verbatim(content))]
    }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {
        runs = [Run(content: .verbatim(String(content)))]
    }

    /// Creates a text view that displays localized content identified by a key.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        runs = [Run(content: .localized(key, table: tableName, bundle: bundle))]
    }

    /// Creates an instance that displays a localized range between two dates.
    public init(_ date: Date, style: Text.DateStyle) {
        runs = [Run(content: .date(date, style))]
    }

    /// Creates a text view that displays a localized string resource.
    public init(_ resource: LocalizedStringResource) {
        runs = [Run(content: .resource(resource))]
    }

    /// Creates a text view that displays the formatted representation of a value.
    public init<F>(_ input: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        let formatted = FormattedValue(
            format: { format.locale($0).format(input) },
            identity: format.locale(Locale(identifier: "en_US_POSIX")).format(input))
        runs = [Run(content: .formatted(formatted))]
    }

    /// Creates an instance that displays a timer counting within the provided interval.
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        runs = [
            Run(
                content: .timerInterval(
                    TimerInterval(
                        interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)))
        ]
    }

    /// Creates a text view that displays the formatted representation of a reference-convertible value.
    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: ReferenceConvertible {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Creates a text view that displays the formatted representation of a value Foundation bridges to an object
    /// (`Date` is `ReferenceConvertible` with Apple's Foundation and only bridgeable with Linux's).
    @_disfavoredOverload
    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: _ObjectiveCBridgeable {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Creates a text view that displays the formatted representation of an object.
    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: NSObject {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Creates an instance that wraps an `Image`, suitable for concatenating with other `Text`.
    public init(_ image: Image) {
        runs = [Run(content: .image(image))]
    }

    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    /// A predefined style used to display a `Date`.
    public struct DateStyle: Hashable, Sendable {
        package let name: String
        /// A style displaying only the time component for a date.
        public static let time = DateStyle(name: "time")
        /// A style displaying a date.
        public static let date = DateStyle(name: "date")
        /// A style displaying a date as relative to now.
        public static let relative = DateStyle(name: "relative")
        /// A style displaying a date as offset from now.
        public static let offset = DateStyle(name: "offset")
        /// A style displaying a date as timer counting from now.
        public static let timer = DateStyle(name: "timer")
    }

    /// A case transformation to apply to text.
    public enum Case: Hashable, Sendable {
        /// Displays text in all uppercase characters.
        case uppercase
        /// Displays text in all lowercase characters.
        case lowercase
    }

    /// Description of the style used to draw the line for `StrikethroughStyleAttribute` and `UnderlineStyleAttribute`.
    public struct LineStyle: Hashable, Sendable {
        package let pattern: Pattern
        package let color: Color?

        /// Creates a line style.
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// Draw a single solid line.
        public static let single = LineStyle()

        /// The pattern, that the line has.
        public struct Pattern: Hashable, Sendable {
            package let css: String
            /// Draw a solid line.
            public static let solid = Pattern(css: "solid")
            /// Draw a line of dots.
            public static let dot = Pattern(css: "dotted")
            /// Draw a line of dashes.
            public static let dash = Pattern(css: "dashed")
            /// Draw a line of alternating dashes and dots.
            public static let dashDot = Pattern(css: "dashed")
            /// Draw a line of alternating dashes and two dots.
            public static let dashDotDot = Pattern(css: "dashed")
        }
    }

    /// Applies `change` to every run that has not set the same attribute itself.
    ///
    /// Consuming, as are the modifiers that call it: a chain such as `Text(title).bold().font(.caption)` hands
    /// each modifier the only reference to its runs, which are then changed in place. A borrowed text's runs
    /// are shared with the caller's copy, and changing them copied the array (an allocation, a copy and a
    /// release of every run) on every modifier of every render. Callers' source is the same as with Apple's
    /// non-consuming declarations: a text used again after a modifier is copied first, implicitly.
    consuming func styled(_ change: (inout RunStyle) -> Void) -> Text {
        for index in runs.indices { change(&runs[index].style) }
        return self
    }
}

extension Text {
    /// Sets the color of the text displayed by this view.
    public consuming func foregroundColor(_ color: Color?) -> Text {
        styled { if $0.foreground == nil, let color { $0.foreground = AnyShapeStyle(color) } }
    }

    /// Sets the style of the text displayed by this view.
    public consuming func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle {
        styled { if $0.foreground == nil { $0.foreground = AnyShapeStyle(style) } }
    }

    /// Sets the default font for text in the view.
    public consuming func font(_ font: Font?) -> Text {
        styled { if $0.font == nil { $0.font = font } }
    }

    /// Sets the font weight of the text.
    public consuming func fontWeight(_ weight: Font.Weight?) -> Text {
        styled { if $0.weight == nil { $0.weight = weight } }
    }

    /// Sets the font design of the text.
    public consuming func fontDesign(_ design: Font.Design?) -> Text {
        styled { if $0.design == nil { $0.design = design } }
    }

    /// Applies a bold font weight to the text.
    public consuming func bold() -> Text { bold(true) }

    /// Applies a bold font weight to the text.
    public consuming func bold(_ isActive: Bool) -> Text {
        styled { if $0.bold == nil { $0.bold = isActive } }
    }

    /// Applies italics to the text.
    public consuming func italic() -> Text { italic(true) }

    /// Applies italics to the text.
    public consuming func italic(_ isActive: Bool) -> Text {
        styled { if $0.italic == nil { $0.italic = isActive } }
    }

    /// Modifies the text view's font to use fixed-width digits.
    public consuming func monospacedDigit() -> Text {
        styled { if $0.monospacedDigit == nil { $0.monospacedDigit = true } }
    }

    /// Modifies the font of the text to use the fixed-width variant of the current font, if possible.
    public consuming func monospaced(_ isActive: Bool = true) -> Text {
        styled { if $0.monospaced == nil { $0.monospaced = isActive } }
    }

    /// Applies a strikethrough to the text.
    public consuming func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }

    /// Applies a strikethrough to the text.
    public consuming func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
    ) -> Text {
        let line: LineStyle? = isActive ? LineStyle(pattern: pattern, color: color) : nil
        return styled { if $0.strikethrough == nil { $0.strikethrough = .some(line) } }
    }

    /// Applies an underline to the text.
    public consuming func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    /// Applies an underline to the text.
    public consuming func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
    ) -> Text {
        let line: LineStyle? = isActive ? LineStyle(pattern: pattern, color: color) : nil
        return styled { if $0.underline == nil { $0.underline = .some(line) } }
    }

    /// Sets the spacing, or kerning, between characters.
    public consuming func kerning(_ kerning: CGFloat) -> Text {
        styled { if $0.kerning == nil { $0.kerning = kerning } }
    }

    /// Sets the tracking for the text.
    public consuming func tracking(_ tracking: CGFloat) -> Text {
        styled { if $0.kerning == nil { $0.kerning = tracking } }
    }

    /// Sets the vertical offset for the text relative to its baseline.
    public consuming func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        styled { if $0.baselineOffset == nil { $0.baselineOffset = baselineOffset } }
    }
}

extension Text: View {
    public typealias Body = Never
}
