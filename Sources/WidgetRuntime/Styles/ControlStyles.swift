/// Which button style is in effect (read by the WidgetKit side's `Button(intent:)`).
package enum ButtonStyleKind: Hashable, Sendable {
    case automatic
    case plain
    case borderless
    case bordered
    case borderedProminent
}

/// Which toggle style is in effect (read by the WidgetKit side's `Toggle(isOn:intent:)`).
package enum ToggleStyleKind: Hashable, Sendable {
    case automatic
    case `switch`
    case button
}

package enum GaugeStyleKind: Hashable, Sendable {
    case automatic
    case accessoryCircular
    case accessoryCircularCapacity
    case accessoryLinear
    case accessoryLinearCapacity
    case linearCapacity
}

package enum ProgressViewStyleKind: Hashable, Sendable {
    case automatic
    case linear
    case circular
}

/// A style a view declares through its kind; the renderer looks it up by this protocol so
/// the public style protocols stay free of requirements we cannot honour.
package protocol StyleKindProviding {
    associatedtype Kind
    var styleKind: Kind { get }
}

/// A type that specifies the appearance and interaction of all buttons within a view hierarchy.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {}

/// A type that applies standard interaction behavior and a custom appearance to all buttons within a view hierarchy.
@MainActor @preconcurrency
public protocol ButtonStyle {}

/// The default button style, based on the button's context.
public struct DefaultButtonStyle {
    /// Creates a default button style.
    nonisolated public init() {}
}

/// A button style that doesn't style or decorate its content while idle.
public struct PlainButtonStyle {
    /// Creates a plain button style.
    nonisolated public init() {}
}

/// A button style that doesn't apply a border.
public struct BorderlessButtonStyle {
    /// Creates a borderless button style.
    nonisolated public init() {}
}

/// A button style that applies standard border artwork based on the button's context.
public struct BorderedButtonStyle {
    /// Creates a bordered button style.
    nonisolated public init() {}
}

/// A button style that applies standard border prominent artwork based on the button's context.
public struct BorderedProminentButtonStyle {
    /// Creates a bordered prominent button style.
    nonisolated public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension DefaultButtonStyle: StyleKindProviding { package var styleKind: ButtonStyleKind { .automatic } }
extension PlainButtonStyle: StyleKindProviding { package var styleKind: ButtonStyleKind { .plain } }
extension BorderlessButtonStyle: StyleKindProviding { package var styleKind: ButtonStyleKind { .borderless } }
extension BorderedButtonStyle: StyleKindProviding { package var styleKind: ButtonStyleKind { .bordered } }
extension BorderedProminentButtonStyle: StyleKindProviding {
    package var styleKind: ButtonStyleKind { .borderedProminent }
}

/// The appearance and behavior of a toggle.
@MainActor @preconcurrency
public protocol ToggleStyle {}

/// The default toggle style.
public struct DefaultToggleStyle {
    /// Creates a default toggle style.
    nonisolated public init() {}
}

/// A toggle style that displays a leading label and a trailing switch.
public struct SwitchToggleStyle {
    /// Creates a switch toggle style.
    nonisolated public init() {}
}

/// A toggle style that displays as a button with its label as the title.
public struct ButtonToggleStyle {
    /// Creates a button toggle style.
    nonisolated public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as the title.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension DefaultToggleStyle: StyleKindProviding { package var styleKind: ToggleStyleKind { .automatic } }
extension SwitchToggleStyle: StyleKindProviding { package var styleKind: ToggleStyleKind { .switch } }
extension ButtonToggleStyle: StyleKindProviding { package var styleKind: ToggleStyleKind { .button } }

extension DefaultButtonStyle: PrimitiveButtonStyle {}
extension PlainButtonStyle: PrimitiveButtonStyle {}
extension BorderlessButtonStyle: PrimitiveButtonStyle {}
extension BorderedButtonStyle: PrimitiveButtonStyle {}
extension BorderedProminentButtonStyle: PrimitiveButtonStyle {}
extension DefaultToggleStyle: ToggleStyle {}
extension SwitchToggleStyle: ToggleStyle {}
extension ButtonToggleStyle: ToggleStyle {}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance and standard interaction behavior.
    public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
        environment(\.buttonStyleKind, (style as? any StyleKindProviding)?.styleKind as? ButtonStyleKind ?? .automatic)
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance and standard interaction behavior.
    public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle {
        environment(\.buttonStyleKind, .plain)
    }

    /// Sets the style for toggles in a view hierarchy.
    public func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle {
        environment(\.toggleStyleKind, (style as? any StyleKindProviding)?.styleKind as? ToggleStyleKind ?? .automatic)
    }

    /// Hides the labels of any controls contained within this view.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
