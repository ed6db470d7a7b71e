// On Linux, `import Combine` resolves to this module: the part of Combine SwiftUI code uses
// (ObservableObject, @Published, publishers to sink), implemented in WidgetRuntime. On Apple platforms this
// target does not exist and Apple's framework is used.
@_exported import WidgetRuntime
