// On Linux, `import IntentsUI` resolves to this module. Apple's IntentsUI is the UI of an app's Siri and
// Shortcuts integration (INUIAddVoiceShortcutButton, INUIHostedViewControlling), none of which a widget draws;
// what a widget's file gets from importing it is what Apple's framework exports with it: Intents and UIKit.
@_exported import Intents
@_exported import UIKit
