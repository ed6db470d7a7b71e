/// An intent that opens the app and shows one item of it (iOS 16): a control button with one launches the app
/// (`ControlWidgetButton(action:label:)`), Spotlight and Siri open an entity with one.
///
/// Here nothing is launched: a control's tap performs the intent in the process that runs it and says that
/// the app was asked to open (`ControlTemplateDescriptor.opensApp`).
public protocol OpenIntent: SystemIntent {
    /// The type of the item to open: an `AppEntity` or an `AppEnum`.
    associatedtype Value: AppValue
    /// The item to open.
    var target: Value { get set }
}

extension OpenIntent {
    /// Performs nothing more: opening the app at `target` is the system's part (Apple's own samples give an
    /// `OpenIntent` no `perform()`); code that has more to do in the app writes its own.
    public func perform() async throws -> IntentResultContainer<Never> {
        .result()
    }
}

extension OpenIntent where Self: ControlConfigurationIntent {
    /// The same, for an intent that both configures a control and opens the app (two defaults would clash).
    public func perform() async throws -> IntentResultContainer<Never> {
        .result()
    }
}
