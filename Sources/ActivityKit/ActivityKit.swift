// On Linux, `import ActivityKit` resolves to this module: the ActivityKit API a widget extension and the app
// that starts Live Activities use, declared in WidgetRuntime (WidgetKit's `ActivityConfiguration` and
// `ActivityViewContext` are generic over `ActivityAttributes`, so the protocol lives beside them). Each
// re-export is scoped to one declaration, so that a file importing only ActivityKit sees what Apple's
// ActivityKit makes visible (its types and Foundation), not SwiftUI. On Apple platforms this target does not
// exist and Apple's framework is used.
// Like Apple's ActivityKit, it brings Foundation (Date, Data, URL) with it.
@_exported import Foundation
@_exported import class WidgetRuntime.Activity
@_exported import protocol WidgetRuntime.ActivityAttributes
@_exported import class WidgetRuntime.ActivityAuthorizationInfo
@_exported import struct WidgetRuntime.ActivityContent
@_exported import enum WidgetRuntime.ActivityState
@_exported import struct WidgetRuntime.ActivityUIDismissalPolicy
@_exported import struct WidgetRuntime.AlertConfiguration
@_exported import struct WidgetRuntime.PushType
