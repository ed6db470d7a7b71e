// What Apple's Foundation makes visible in a file that imports only Foundation, and Linux Foundation does
// not have: `LocalizedStringResource` (Foundation's own on Apple platforms) and the two type aliases of
// Combine's declarations that Foundation declares there, `ObservableObject` and `Published`. Nothing else of
// Combine: on iOS, `AnyCancellable`, `Cancellable` or `Publisher` named in such a file is "cannot find type in
// scope" (their members still reach it, as extension members of a loaded module do).
//
// A Swift module cannot add names to another (`Foundation` cannot be shadowed: the toolchain's is found
// first), so a widget package makes this module implicitly imported into every file of its target, with
// the frontend option `-import-module AppleFoundation` (README, "Run your own widget on Linux"). The option
// is not in the driver's `-help`: if a toolchain drops it, the setting fails with "unknown argument", and
// Examples/MyWidgets (built by ./scripts/test, with a file that imports only Foundation) stops building.
//
// The re-export is scoped to one declaration, so a Foundation-only file does not also see SwiftUI. Members
// that WidgetRuntime adds to Foundation's types (`UserDefaults.value(forKey:)`,
// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`) are visible through it too, as extension
// members of an imported module are (unless the file opts in to `MemberImportVisibility`).
import WidgetRuntime
@_exported import struct WidgetRuntime.LocalizedStringResource

// Type aliases, as Apple's Foundation declares them (not re-exports): the two names resolve to the same
// declarations as Combine's, so a file that also imports SwiftUI or Combine finds no ambiguity. Apple's
// compiler refuses the aliases in a public conformance or on a public property (Swift 6 mode, "'Combine' was
// not imported by this file"); this compiler cannot say so here, as the scoped re-export above makes
// WidgetRuntime, where the aliased declarations live, count as imported (docs/apple-sdk-shapes.md).

/// A type alias for Combine's type for an object with a publisher that emits before the object has changed.
public typealias ObservableObject = WidgetRuntime.ObservableObject

/// A type alias for Combine's type that publishes a property marked with an attribute.
public typealias Published = WidgetRuntime.Published

// On Apple platforms `import Foundation` also gives URLSession, URLRequest and HTTPURLResponse; Linux
// Foundation moved them to FoundationNetworking, so a widget that fetches its data would not build. Widget
// packages are the only ones linking this module, so only they load libcurl for it (the app's own targets
// still open it lazily, see CCurl).
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
