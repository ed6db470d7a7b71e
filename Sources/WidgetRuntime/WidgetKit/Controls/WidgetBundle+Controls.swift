import Foundation

extension WidgetBundleBuilder {
    /// Passes a control through, as a member of the bundle that declares no widget kind.
    public static func buildExpression<Content>(_ content: Content) -> some Widget where Content: ControlWidget {
        _ControlWidgetMember(control: content)
    }
}

/// A control among a bundle's widgets.
public struct _ControlWidgetMember<Control> where Control: ControlWidget {
    let control: Control
}

extension _ControlWidgetMember: Widget {
    public init() { control = Control() }

    public var body: _WidgetDescriptorList {
        _WidgetDescriptorList(storedDescriptors: [], storedControls: control.controlDescriptors)
    }
}

/// A configuration that holds controls (a bundle's list).
@MainActor
package protocol ControlSource {
    var sourceControlDescriptors: [ControlDescriptor] { get }
}

extension _WidgetDescriptorList: ControlSource {
    package var sourceControlDescriptors: [ControlDescriptor] { storedControls }
}

extension WidgetConfiguration {
    /// The controls this configuration declares.
    package var controlDescriptors: [ControlDescriptor] {
        if let source = self as? any ControlSource { return source.sourceControlDescriptors }
        if self is any PrimitiveWidgetConfiguration { return [] }
        return body.controlDescriptors
    }
}

extension Widget {
    /// The controls this widget (a bundle's member) declares.
    package var controlDescriptors: [ControlDescriptor] { body.controlDescriptors }
}

extension WidgetBundle {
    /// The controls of the bundle, in declaration order.
    package var controlDescriptors: [ControlDescriptor] { body.controlDescriptors }
}
