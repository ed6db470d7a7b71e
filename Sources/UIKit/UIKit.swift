// On Linux, `import UIKit` resolves to this module: UIColor, UIImage, UIFont, UIScreen, UIDevice and
// UIApplication as widget code uses them, declared in WidgetRuntime beside SwiftUI (on iOS `import SwiftUI`
// makes UIKit visible too). It re-exports all of WidgetRuntime, so a file importing only UIKit also sees the
// SwiftUI subset, which Apple's UIKit does not make visible. On Apple platforms this target does not exist.
@_exported import WidgetRuntime
