import Foundation
import StrictJSON
import Synchronization

/// Colors and images from asset catalogs (`Assets.xcassets`), as `Color("Name")` and `Image("Name")` read
/// them: Xcode compiles catalogs into the app; SwiftPM on Linux copies them into the target's resources, where
/// they are read as they are (`Name.colorset/Contents.json`, `Name.imageset/Contents.json` and its files).
package enum AssetCatalog {
    /// A color set: its color for light and for dark appearance.
    package struct ColorSet: Sendable {
        package let light: RGBA
        package let dark: RGBA
    }

    /// An image set: its file as a data URL, its size in points, and whether it draws as a template.
    package struct ImageSet: Sendable {
        package let dataURL: String
        package let size: CGSize
        package let isTemplate: Bool
    }

    private struct Index: Sendable {
        var colorSets: [String: URL] = [:]
        var imageSets: [String: URL] = [:]
    }

    private static let indexes = Mutex<[String: Index]>([:])
    private static let colors = Mutex<[String: ColorSet?]>([:])
    private static let images = Mutex<[String: ImageSet?]>([:])

    /// The color named `name` in `bundle`'s catalogs (nil: the main bundle and the package resources beside
    /// the executable), or nil when there is none.
    package static func color(named name: String, bundlePath: String?) -> ColorSet? {
        let key = (bundlePath ?? "") + "|" + name
        if let known = colors.withLock({ $0[key] }) { return known }
        let found = index(bundlePath: bundlePath).colorSets[name].flatMap(readColorSet)
        colors.withLock { $0[key] = found }
        if found == nil { RuntimeWarning.printOnce("No color named '\(name)' found in asset catalog") }
        return found
    }

    /// The image named `name`, or nil when no catalog has it.
    package static func image(named name: String, bundlePath: String?) -> ImageSet? {
        let key = (bundlePath ?? "") + "|" + name
        if let known = images.withLock({ $0[key] }) { return known }
        let found = index(bundlePath: bundlePath).imageSets[name].flatMap(readImageSet)
        images.withLock { $0[key] = found }
        return found
    }

    /// The pseudo bundle path under which images made from data (`UIImage(data:)`) are kept.
    package static let dataImagesBundlePath = "\u{0}data"

    /// Keeps an image made from file data (PNG, JPEG, GIF or SVG) under a new name in the pseudo bundle
    /// ``dataImagesBundlePath``, so that an `Image` draws it as a catalog image; nil when the data is not an
    /// image of those types. `scale` divides its pixel size into points.
    package static func registerImage(data: Data, scale: CGFloat) -> (name: String, size: CGSize)? {
        let bytes = [UInt8](data.prefix(8))
        let type: String
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            type = "image/png"
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            type = "image/jpeg"
        } else if bytes.starts(with: Array("GIF8".utf8)) {
            type = "image/gif"
        } else if String(decoding: data.prefix(512), as: UTF8.self).contains("<svg") {
            type = "image/svg+xml"
        } else {
            return nil
        }
        let pixels = pixelSize(of: data) ?? CGSize(width: 24, height: 24)
        let scale = scale > 0 ? scale : 1
        let set = ImageSet(
            dataURL: "data:\(type);base64," + data.base64EncodedString(),
            size: CGSize(width: pixels.width / scale, height: pixels.height / scale), isTemplate: false)
        // Named by its content (FNV-1a), so that the same data draws the same markup every run.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = "data-" + String(hash, radix: 16) + "-" + String(data.count)
        images.withLock { $0[dataImagesBundlePath + "|" + name] = set }
        return (name, set.size)
    }

    // MARK: Finding catalogs

    private static func index(bundlePath: String?) -> Index {
        let key = bundlePath ?? ""
        if let known = indexes.withLock({ $0[key] }) { return known }
        var index = Index()
        for catalog in catalogs(bundlePath: bundlePath) { add(catalog, to: &index) }
        indexes.withLock { $0[key] = index }
        return index
    }

    /// The catalogs of a bundle; for the main bundle also those of the `*.resources` folders SwiftPM puts
    /// beside the executable (the Linux stand-in for the widget extension's bundle).
    private static func catalogs(bundlePath: String?) -> [URL] {
        var roots: [URL] = []
        if let bundlePath {
            roots.append(URL(fileURLWithPath: bundlePath))
        } else {
            let main = Bundle.main
            roots.append(main.bundleURL)
            if let resources = main.resourceURL { roots.append(resources) }
            let beside = main.executableURL?.deletingLastPathComponent() ?? main.bundleURL
            let entries =
                (try? FileManager.default.contentsOfDirectory(at: beside, includingPropertiesForKeys: nil)) ?? []
            roots += entries.filter { $0.pathExtension == "resources" }.sorted { $0.path < $1.path }
        }
        var found: [URL] = []
        for root in roots {
            let entries =
                (try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
            found += entries.filter { $0.pathExtension == "xcassets" }.sorted { $0.path < $1.path }
        }
        return found
    }

    /// Every color and image set of a catalog, by name (folders that provide a namespace prefix their names,
    /// as in Xcode).
    private static func add(_ directory: URL, to index: inout Index, prefix: String = "") {
        let entries =
            (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        for entry in entries.sorted(by: { $0.path < $1.path }) {
            let name = prefix + entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "colorset": if index.colorSets[name] == nil { index.colorSets[name] = entry }
            case "imageset": if index.imageSets[name] == nil { index.imageSets[name] = entry }
            case "":
                var namespace = prefix
                if json(entry.appendingPathComponent("Contents.json"))?["properties"]?["provides-namespace"]
                    == .bool(true)
                {
                    namespace += entry.lastPathComponent + "/"
                }
                add(entry, to: &index, prefix: namespace)
            default: break
            }
        }
    }

    private static func json(_ url: URL) -> JSONValue? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try? JSONValue.parse(data)
    }

    // MARK: Reading sets

    private static func readColorSet(_ directory: URL) -> ColorSet? {
        guard let contents = json(directory.appendingPathComponent("Contents.json")),
            let entries = contents["colors"]?.arrayValue
        else { return nil }
        var light: RGBA?
        var dark: RGBA?
        for entry in entries {
            guard let color = entry["color"], let rgba = parseColor(color) else { continue }
            let appearances = entry["appearances"]?.arrayValue ?? []
            let isDark = appearances.contains {
                $0["appearance"]?.stringValue == "luminosity" && $0["value"]?.stringValue == "dark"
            }
            let isOther = !appearances.isEmpty && !isDark
            if isDark { dark = dark ?? rgba } else if !isOther { light = light ?? rgba }
        }
        guard let light = light ?? dark else { return nil }
        return ColorSet(light: light, dark: dark ?? light)
    }

    /// A catalog color: components as 0…1 floats, 0…255 integers or 0xHH hex, or a named system color.
    private static func parseColor(_ color: JSONValue) -> RGBA? {
        guard let components = color["components"]?.objectValue else { return nil }
        func component(_ key: String) -> Double? {
            var raw = ""
            switch components[key] {
            case .string(let string)?: raw = string
            // A number as JSONValue writes it: 255.0 is 255, as JSONSerialization's NSNumber said it.
            case let number? where number.isNumber: number.write(to: &raw)
            default: return nil
            }
            if raw.hasPrefix("0x") || raw.hasPrefix("0X") {
                return Double(UInt8(raw.dropFirst(2), radix: 16) ?? 0) / 255
            }
            guard let value = Double(raw) else { return nil }
            // Integers above 1 are 0…255; "1" alone is full intensity either way.
            return !raw.contains(".") && value > 1 ? value / 255 : value
        }
        if let white = component("white") {
            return RGBA(white * 255, white * 255, white * 255, component("alpha") ?? 1)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else {
            return nil
        }
        return RGBA(red * 255, green * 255, blue * 255, component("alpha") ?? 1)
    }

    /// The image of a set: the 1x file if any, else the smallest scale, drawn at its size in points.
    private static func readImageSet(_ directory: URL) -> ImageSet? {
        guard let contents = json(directory.appendingPathComponent("Contents.json")),
            let entries = contents["images"]?.arrayValue
        else { return nil }
        let candidates = entries.compactMap { entry -> (file: String, scale: Double)? in
            guard let file = entry["filename"]?.stringValue else { return nil }
            let appearances = entry["appearances"]?.arrayValue ?? []
            guard appearances.isEmpty else { return nil }
            let scale = Double((entry["scale"]?.stringValue ?? "1x").dropLast()) ?? 1
            return (file, scale)
        }.sorted { $0.scale < $1.scale }
        guard let chosen = candidates.first,
            let data = FileManager.default.contents(atPath: directory.appendingPathComponent(chosen.file).path)
        else { return nil }
        let type: String
        switch (chosen.file as NSString).pathExtension.lowercased() {
        case "png": type = "image/png"
        case "jpg", "jpeg": type = "image/jpeg"
        case "svg": type = "image/svg+xml"
        case "gif": type = "image/gif"
        default: return nil
        }
        let pixels = pixelSize(of: data) ?? CGSize(width: 24, height: 24)
        let isTemplate = contents["properties"]?["template-rendering-intent"]?.stringValue == "template"
        return ImageSet(
            dataURL: "data:\(type);base64," + data.base64EncodedString(),
            size: CGSize(width: pixels.width / CGFloat(chosen.scale), height: pixels.height / CGFloat(chosen.scale)),
            isTemplate: isTemplate)
    }

    /// The pixel size of a PNG (IHDR) or JPEG (SOF) file.
    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        func big(_ offset: Int, _ count: Int) -> Int {
            (0..<count).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
        }
        if bytes.count > 24, bytes[0] == 0x89, bytes[1] == 0x50 {
            return CGSize(width: big(16, 4), height: big(20, 4))
        }
        if bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 {
            var index = 2
            while index + 9 < bytes.count {
                guard bytes[index] == 0xFF else { return nil }
                let marker = bytes[index + 1]
                let length = big(index + 2, 2)
                if (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC {
                    return CGSize(width: big(index + 7, 2), height: big(index + 5, 2))
                }
                index += 2 + length
            }
        }
        return nil
    }
}
