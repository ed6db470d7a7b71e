import Foundation

/// A type that describes a control widget's template: a toggle or a button, with its labels and action.
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    /// The type of control widget template representing the body of this template.
    associatedtype Body: ControlWidgetTemplate

    /// The content and behavior of this control widget.
    @ControlWidgetTemplateBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ControlWidgetTemplate {}

extension ControlWidgetTemplate where Body == Never {
    /// Primitive templates have no body; reaching it is a programming error in the runtime.
    public var body: Never {
        fatalError("\(Self.self) is a primitive control template and has no body")
    }
}

/// A custom attribute that constructs a control widget template's body.
@resultBuilder
public struct ControlWidgetTemplateBuilder {
    /// Passes a template through.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ControlWidgetTemplate {
        content
    }

    /// Passes a single control widget template written as a child through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> some ControlWidgetTemplate
    where Content: ControlWidgetTemplate {
        content
    }
}

/// A template built by the runtime, which knows what it draws without a body.
@MainActor
package protocol PrimitiveControlTemplate {
    var templateDescriptor: ControlTemplateDescriptor { get }
}

extension ControlWidgetTemplate {
    /// What this template draws and does.
    package var templateDescriptor: ControlTemplateDescriptor {
        if let primitive = self as? any PrimitiveControlTemplate { return primitive.templateDescriptor }
        return body.templateDescriptor
    }

    /// Sets the tint of the control: the fill of a toggle that is on, the symbol of a button.
    @MainActor @preconcurrency
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate {
        _ModifiedControlTemplate(base: self) { $0.tint = tint }
    }

    /// Marks the control's value as private: redacted while the device is locked.
    @MainActor @preconcurrency
    public func privacySensitive(_ sensitive: Bool = true) -> some ControlWidgetTemplate {
        _ModifiedControlTemplate(base: self) { $0.isPrivacySensitive = sensitive }
    }

    /// Turns the control off: drawn dimmed, its action does not run.
    @MainActor @preconcurrency
    public func disabled(_ disabled: Bool) -> some ControlWidgetTemplate {
        _ModifiedControlTemplate(base: self) { $0.isDisabled = $0.isDisabled || disabled }
    }
}

/// A control template with a modifier applied.
public struct _ModifiedControlTemplate<Base> where Base: ControlWidgetTemplate {
    let base: Base
    let edit: @MainActor (inout ControlTemplateDescriptor) -> Void
}

extension _ModifiedControlTemplate: ControlWidgetTemplate {
    public typealias Body = Never
}

extension _ModifiedControlTemplate: PrimitiveControlTemplate {
    package var templateDescriptor: ControlTemplateDescriptor {
        var descriptor = base.templateDescriptor
        edit(&descriptor)
        return descriptor
    }
}

/// A control's template with its types erased: what it shows and the intent it performs.
@MainActor
package struct ControlTemplateDescriptor {
    package enum Kind: Equatable, Sendable {
        /// A toggle, on or off.
        case toggle(isOn: Bool)
        /// A button.
        case button
    }

    package var kind: Kind
    /// The control's label (`Label("Timer", systemImage: "timer")`, or a `Text` title).
    package var label: AnyView
    /// The toggle's value label for its state, or the button's action label (not yet performing).
    package var valueLabel: AnyView?
    /// Which of the two has the symbol Control Center draws in the control's circle: the value label when it
    /// is a `Label` (a toggle titled by a string), else the label.
    package var iconFromValueLabel = false
    /// Performs the control's action: a toggle's intent with its `value` set to the new state.
    package var perform: @MainActor () async throws -> Void
    /// Whether performing the action brings the app to the foreground (iOS launches it): an `OpenIntent`
    /// button's, or an intent whose `openAppWhenRun` is true.
    package var opensApp = false
    package var tint: Color?
    package var isPrivacySensitive = false
    package var isDisabled = false
}
