import Foundation
import TestSupport
import Testing

/// The generator behind the AssetSymbols build-tool plugin: the names Xcode 15 gives asset symbols, and the
/// Swift it writes for a catalog. (Examples/MyWidgets builds with the plugin and draws the symbols.)
@Suite struct AssetSymbolsGeneratorTests {
    func generate(colors: [String], images: [String], namespace: String? = nil) throws -> ProcessOutput {
        let directory = TemporaryDirectory(prefix: "asset-symbols")
        let catalog = directory.url.appendingPathComponent("Assets.xcassets")
        var folder = catalog
        if let namespace {
            folder = catalog.appendingPathComponent(namespace)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(#"{"properties":{"provides-namespace":true}}"#.utf8)
                .write(to: folder.appendingPathComponent("Contents.json"))
        }
        for name in colors {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name + ".colorset"), withIntermediateDirectories: true)
        }
        for name in images {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name + ".imageset"), withIntermediateDirectories: true)
        }
        let output = directory.url.appendingPathComponent("Symbols.swift")
        var result = try runProcess(
            try builtExecutable(named: "asset-symbols"), [output.path, "Bundle.module", catalog.path])
        result.stdout = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return result
    }

    @Test func namesAreLowerCamelCaseWithoutTheirKindsSuffix() throws {
        let result = try generate(
            colors: ["BrandRed", "AccentColor", "brand-blue", "URL Color", "2ndTone", "default"],
            images: ["logo", "HeaderImage", "sun_and_moon"])
        #expect(result.status == 0)
        for line in [
            #"static let brandRed = ColorResource(name: "BrandRed", bundle: resourceBundle)"#,
            #"static let accent = ColorResource(name: "AccentColor", bundle: resourceBundle)"#,
            #"static let brandBlue = ColorResource(name: "brand-blue", bundle: resourceBundle)"#,
            #"static let url = ColorResource(name: "URL Color", bundle: resourceBundle)"#,
            #"static let _2ndTone = ColorResource(name: "2ndTone", bundle: resourceBundle)"#,
            #"static let `default` = ColorResource(name: "default", bundle: resourceBundle)"#,
            #"static let logo = ImageResource(name: "logo", bundle: resourceBundle)"#,
            #"static let header = ImageResource(name: "HeaderImage", bundle: resourceBundle)"#,
            #"static let sunAndMoon = ImageResource(name: "sun_and_moon", bundle: resourceBundle)"#,
            "static var brandRed: Color { .init(.brandRed) }",
            "static var brandRed: UIColor { .init(resource: .brandRed) }",
            "static var logo: UIImage { .init(resource: .logo) }",
            "private let resourceBundle = Bundle.module",
        ] {
            #expect(result.stdout.contains(line), "missing: \(line)")
        }
    }

    @Test func aNameSwiftUIAlreadyHasGetsOnlyItsResource() throws {
        let result = try generate(colors: ["Red"], images: [])
        #expect(result.stdout.contains(#"static let red = ColorResource(name: "Red", bundle: resourceBundle)"#))
        #expect(!result.stdout.contains("static var red: Color"))
    }

    @Test func aNamespacedSetKeepsItsFolderInItsName() throws {
        let result = try generate(colors: ["Ink"], images: [], namespace: "Brand")
        #expect(result.stdout.contains(#"static let ink = ColorResource(name: "Brand/Ink", bundle: resourceBundle)"#))
    }

    @Test func aClashingNameIsSkippedWithAWarning() throws {
        let result = try generate(colors: ["Brand Red", "BrandRed"], images: [])
        #expect(result.status == 0)
        #expect(result.stdout.components(separatedBy: "static let brandRed").count == 2)
        #expect(result.stderr.contains("warning: asset-symbols: the color \"BrandRed\" would have the symbol"))
    }

    @Test func aMissingCatalogIsOneLineAndAFailure() throws {
        let directory = TemporaryDirectory(prefix: "asset-symbols")
        let output = directory.url.appendingPathComponent("Symbols.swift")
        let result = try runProcess(
            try builtExecutable(named: "asset-symbols"), [output.path, "Bundle.module", "/nonexistent/A.xcassets"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: asset-symbols: no asset catalog at /nonexistent/A.xcassets\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
