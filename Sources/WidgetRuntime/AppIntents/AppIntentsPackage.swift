/// A group of App Intents declared outside the app's own target, e.g. in a linked library.
///
/// On iOS the app and each extension declare a package that includes the library's package, so
/// that Xcode's metadata step finds the library's intents. On Linux there is no metadata step:
/// the protocol exists so that the same declarations compile.
public protocol AppIntentsPackage {
    /// The packages whose intents this package exposes too.
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}
