import Foundation

/// The resource folders that SwiftPM builds beside an executable (`<Package>_<Target>.resources`), checked
/// before anything reads them.
///
/// SwiftPM's generated `Bundle.module` looks beside the executable first and then at the absolute build
/// path, and stops the process with `fatalError` when neither exists. A `tasks` copied without its folders
/// would then either read another build's files or crash; and `Bundle.main`'s String Catalog lookup (how
/// the widgets' `Text` finds its translations on Linux) silently falls back to English. So the folders
/// must be beside the executable, and their absence is a clear error instead.
///
/// The folder name is SwiftPM's convention; `BundledResourcesTests` notices if it changes (the check then
/// fails in the test process, whose resources SwiftPM puts beside it).
public enum BundledResources {
    /// A resource folder or file that is not beside the executable.
    public struct Missing: Error, Equatable, CustomStringConvertible {
        /// The path that does not exist.
        public var path: String

        public var description: String {
            "missing resource \(path) (copy the .resources folders of the build output with the executable)"
        }
    }

    /// The package's name, the first half of its resource folders' names.
    static let packageName = "TaskWidgets"

    /// The directory the executable is in (where SwiftPM's `Bundle.module` looks first).
    static var executableDirectory: URL { Bundle.main.bundleURL }

    /// The resource folder of `target` beside the executable.
    public static func folder(of target: String) -> URL {
        executableDirectory.appendingPathComponent("\(packageName)_\(target).resources", isDirectory: true)
    }

    /// Throws ``Missing`` unless `target`'s resource folder is beside the executable and holds every file.
    public static func require(target: String, files: [String]) throws {
        let folder = folder(of: target)
        for file in files {
            let path = folder.appendingPathComponent(file).path
            guard FileManager.default.fileExists(atPath: path) else { throw Missing(path: path) }
        }
    }

    /// The widgets' String Catalog (`TaskWidgets` target), which every drawn widget reads its words from.
    public static func requireWidgetStrings() throws {
        try require(target: "TaskWidgets", files: ["Localizable.xcstrings"])
    }
}
