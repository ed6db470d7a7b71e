// On Linux, `import Intents` resolves to this module: SiriKit's intent types that widgets configured by an
// `.intentdefinition` file and the code generated from it use (`INIntent`, `INObject`, `INImage`,
// `INIntentResponse`), declared in WidgetRuntime beside the `IntentConfiguration` that takes them.
@_exported import WidgetRuntime
