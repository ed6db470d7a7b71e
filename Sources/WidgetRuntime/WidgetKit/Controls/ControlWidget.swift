import Foundation

/// The configuration and content of a control widget to display in Control Center, on the Lock Screen and on
/// the Action Button (iOS 18).
///
/// A control is not a Home Screen widget: a bundle's host and its gallery never offer it, as with Live
/// Activities. Its kind, name, description and the template its provider's preview value draws are read
/// from the bundle (`WidgetBundle.controlDescriptors`); Control Center itself is not simulated.
@MainActor @preconcurrency
public protocol ControlWidget {
    /// The type of configuration representing the content of the control.
    associatedtype Body: ControlWidgetConfiguration

    /// Creates a control using `body` as its content.
    init()

    /// The content and behavior of the control.
    @ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension ControlWidget {
    /// The entry point of a control extension; on Linux a bundle's host reads its controls instead.
    @MainActor @preconcurrency
    public static func main() {}

    /// The control kinds this control declares.
    package var controlDescriptors: [ControlDescriptor] { body.controlDescriptors }
}

/// A custom attribute that constructs a control widget's body.
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
    /// Passes a configuration through.
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: ControlWidgetConfiguration {
        content
    }

    /// Passes a single configuration written as a child through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> some ControlWidgetConfiguration
    where Content: ControlWidgetConfiguration {
        content
    }
}
