// A flash card deck as the class Xcode generates for a SiriKit custom type, in a file that imports only
// IntentsUI, as an intent-migrated widget's file does: Apple's IntentsUI brings Intents and UIKit with it.
import IntentsUI

final class FlashcardDeck: INObject {
    /// The deck's color in the app, a UIKit color as shared app code keeps it.
    var tint: UIColor { identifier == "jp" ? .systemRed : .systemIndigo }
}
