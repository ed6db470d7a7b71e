import Foundation
import StrictJSON

/// The color sets and image sets of asset catalogs, by their names in the catalog.
struct AssetCatalogScan {
    var colorNames: [String] = []
    var imageNames: [String] = []

    /// Scans the catalogs at `paths`; a folder whose Contents.json provides a namespace prefixes the names
    /// inside it with its name and a slash, as Xcode does.
    init(catalogs paths: [String]) throws {
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                throw AssetSymbolsError("no asset catalog at \(path)")
            }
            try scan(URL(fileURLWithPath: path, isDirectory: true), prefix: "")
        }
    }

    private mutating func scan(_ directory: URL, prefix: String) throws {
        let entries = try FileManager.default.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: nil
        ).sorted { $0.lastPathComponent < $1.lastPathComponent }
        for entry in entries {
            let name = prefix + entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "colorset": colorNames.append(name)
            case "imageset": imageNames.append(name)
            case "":
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isDirectory),
                    isDirectory.boolValue
                else { continue }
                try scan(entry, prefix: providesNamespace(entry) ? prefix + entry.lastPathComponent + "/" : prefix)
            default: continue
            }
        }
    }

    private func providesNamespace(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
            let contents = try? JSONValue.parse(data)
        else { return false }
        return contents["properties"]?["provides-namespace"] == .bool(true)
    }
}

/// A failure of the generator, printed as one line.
struct AssetSymbolsError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
