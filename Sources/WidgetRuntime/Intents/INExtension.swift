import Foundation

/// The principal class of an Intents extension: iOS makes one and asks it for the handler of each intent, such
/// as a widget configuration intent whose parameters' options are provided dynamically.
///
/// On Linux there is no extension to launch: a widget host finds the subclass among the types linked into the
/// program that conform to an `…IntentHandling` protocol generated from a definition (or, failing that, the
/// class named `IntentHandler`, Xcode's template's name, in their module) and makes it with `init()`.
open class INExtension: NSObject, INIntentHandlerProviding {
    /// Creates the extension (required: the host makes the subclass it finds from its type).
    public required override init() {
        super.init()
    }

    /// The object that handles `intent`: the extension itself when it conforms to the intent's `…IntentHandling`
    /// protocol (a subclass returns another object by overriding this).
    open func handler(for intent: INIntent) -> Any? {
        type(of: intent)._isHandled(by: self) ? self : nil
    }
}
