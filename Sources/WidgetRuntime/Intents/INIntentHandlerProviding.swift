import Foundation

/// What gives the object that handles an intent: an Intents extension's principal class (`INExtension`).
public protocol INIntentHandlerProviding: NSObjectProtocol {
    /// The object that handles `intent` (it conforms to the intent's `…IntentHandling` protocol).
    func handler(for intent: INIntent) -> Any?
}
