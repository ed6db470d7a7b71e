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
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// A type that applies standard interaction behavior and a custom appearance to all buttons within a view hierarchy.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

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
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a toggle.
    typealias Configuration = ToggleStyleConfiguration
}

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

// The built-in styles draw through ControlChrome (see Button and Toggle); their bodies draw the same.
extension DefaultButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> some View { _BuiltInButton(configuration.label, .automatic) }
}
extension PlainButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> some View { _BuiltInButton(configuration.label, .plain) }
}
extension BorderlessButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInButton(configuration.label, .borderless)
    }
}
extension BorderedButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> some View { _BuiltInButton(configuration.label, .bordered) }
}
extension BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInButton(configuration.label, .borderedProminent)
    }
}
extension DefaultToggleStyle: ToggleStyle {
    public func makeBody(configuration: Configuration) -> some View { _BuiltInToggle(configuration, .automatic) }
}
extension SwitchToggleStyle: ToggleStyle {
    public func makeBody(configuration: Configuration) -> some View { _BuiltInToggle(configuration, .switch) }
}
extension ButtonToggleStyle: ToggleStyle {
    public func makeBody(configuration: Configuration) -> some View { _BuiltInToggle(configuration, .button) }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance and standard interaction behavior.
    public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
        environmentTransform { environment in
            if let kind = (style as? any StyleKindProviding)?.styleKind as? ButtonStyleKind {
                environment.buttonStyleKind = kind
                environment.customButtonStyle = nil
            } else {
                environment.customButtonStyle = .primitive(style)
            }
        }
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance and standard interaction behavior.
    public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle {
        environmentTransform { $0.customButtonStyle = .custom(style) }
    }

    /// Sets the style for toggles in a view hierarchy.
    public func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle {
        environmentTransform { environment in
            if let kind = (style as? any StyleKindProviding)?.styleKind as? ToggleStyleKind {
                environment.toggleStyleKind = kind
                environment.customToggleStyle = nil
            } else {
                environment.customToggleStyle = style
            }
        }
    }

    /// Hides the labels of any controls contained within this view.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
