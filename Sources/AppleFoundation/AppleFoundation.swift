// What Apple's Foundation makes visible in a file that imports only Foundation, and Linux Foundation does
// not have: `LocalizedStringResource` (Foundation's own on Apple platforms) and the part of Combine that
// Foundation re-exports there (`ObservableObject`, `@Published`, publishers and cancellables).
//
// A Swift module cannot add names to another (`Foundation` cannot be shadowed: the toolchain's is found
// first), so a widget package makes this module implicitly imported into every file of its target, with
// the frontend option `-import-module AppleFoundation` (README, "Run your own widget on Linux"). The option
// is not in the driver's `-help`: if a toolchain drops it, the setting fails with "unknown argument", and
// Examples/MyWidgets (built by ./scripts/test, with a file that imports only Foundation) stops building.
//
// Each re-export is scoped to one declaration, so a Foundation-only file does not also see SwiftUI. Members
// that WidgetRuntime adds to Foundation's types (`UserDefaults.value(forKey:)`,
// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`) are visible through these imports
// too, as extension members of an imported module are (unless the file opts in to `MemberImportVisibility`).
@_exported import class WidgetRuntime.AnyCancellable
@_exported import protocol WidgetRuntime.Cancellable
@_exported import struct WidgetRuntime.LocalizedStringResource
@_exported import protocol WidgetRuntime.ObservableObject
@_exported import class WidgetRuntime.ObservableObjectPublisher
@_exported import struct WidgetRuntime.Published
@_exported import protocol WidgetRuntime.Publisher

// On Apple platforms `import Foundation` also gives URLSession, URLRequest and HTTPURLResponse; Linux
// Foundation moved them to FoundationNetworking, so a widget that fetches its data would not build. Widget
// packages are the only ones linking this module, so only they load libcurl for it (the app's own targets
// still open it lazily, see CCurl).
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
