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
