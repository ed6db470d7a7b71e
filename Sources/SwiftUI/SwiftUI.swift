// On Linux, `import SwiftUI` resolves to this module, which re-exports our implementation of the
// widget subset; on Apple platforms this target does not exist and Apple's framework is used.
@_exported import WidgetRuntime
