import Foundation
import WebServer
import WidgetRuntime

/// One file the page loads from `/assets/`, with its validator.
struct StaticAsset: Sendable {
    let contentType: String
    let body: Data
    /// FNV-1a of the body, hex.
    let etagValue: String

    init(contentType: String, body: Data) {
        self.contentType = contentType
        self.body = body
        // Over the raw bytes: iterating `Data` byte by byte took milliseconds of the server's start.
        let hash = body.withUnsafeBytes { bytes in
            bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        }
        etagValue = String(hash, radix: 16)
    }

    init(contentType: String, text: String) { self.init(contentType: contentType, body: Data(text.utf8)) }

    /// 200 with the body, or 304 when the client has this version. Revalidated on every use (`no-cache`).
    func response(ifNoneMatch: String?) -> HTTPResponse {
        let etag = "\"\(etagValue)\""
        if ifNoneMatch == etag {
            return HTTPResponse(status: 304, headers: [("ETag", etag), ("Cache-Control", "no-cache")])
        }
        return HTTPResponse(
            status: 200, headers: [("Content-Type", contentType), ("ETag", etag), ("Cache-Control", "no-cache")],
            body: body)
    }
}

/// The page's script modules, stylesheet and strings: real files in `Sources/HomeScreen/Resources`, built
/// into the `HomeScreen` resource folder beside the executable and read once through `Bundle.module`.
/// Without them the server does not start (``BundledResources/Missing``).
struct WebAssets: Sendable {
    /// The script modules, entry point first (`home.mjs` imports the others). Not `wire.mjs`: it holds only JSDoc
    /// types, which no module imports at run time, so the browser never asks for it.
    static let scripts = [
        "home.mjs", "apppanel.mjs", "connection.mjs", "dialogs.mjs", "dragging.mjs", "editsheet.mjs", "gallery.mjs",
        "layout.mjs", "liveupdates.mjs", "slots.mjs", "syncstatus.mjs", "tasklist.mjs", "text.mjs", "transitions.mjs",
        "widgetmenu.mjs", "stacks.mjs", "stacksheet.mjs",
        "devicefit.mjs", "icondrag.mjs",
    ]
    static let stylesheet = "home.css"
    static let stringsCatalog = "Page.xcstrings"

    /// The assets by their names under `/assets/`.
    let files: [String: StaticAsset]
    /// The bundle that holds them.
    let bundle: Bundle
    /// The page's words (`Page.xcstrings`).
    let strings: StringCatalog

    /// The bundled assets, read on first use (a call while another thread reads them waits for that read).
    static func bundled() throws -> WebAssets { try loaded.value.get() }

    /// Throws ``BundledResources/Missing`` unless every file is in the resource folder (without reading them).
    static func requireFiles() throws {
        try BundledResources.require(target: "HomeScreen", files: scripts + [stylesheet, stringsCatalog])
    }

    private static let loaded = LoadOnce { Result { try read() } }

    private static func read() throws -> WebAssets {
        try requireFiles()
        // Checked first: `Bundle.module` ends the process when its folder is missing.
        let folder = Bundle.module.bundleURL
        func read(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }
        var files: [String: StaticAsset] = [:]
        for name in scripts {
            files[name] = StaticAsset(contentType: "text/javascript; charset=utf-8", body: try read(name))
        }
        files[stylesheet] = StaticAsset(contentType: "text/css; charset=utf-8", body: try read(stylesheet))
        files["widgets.css"] = widgets
        files["icon.svg"] = icon
        let catalogPath = folder.appendingPathComponent(stringsCatalog).path
        // Parsed once, where the page's lookups find it (`StringCatalogs`' cache).
        guard let strings = StringCatalogs.catalog(table: "Page", bundle: Bundle.module) else {
            throw BundledResources.Missing(path: catalogPath + " (not a String Catalog)")
        }
        return WebAssets(files: files, bundle: Bundle.module, strings: strings)
    }

    /// The renderer's stylesheet, which every widget fragment relies on.
    private static let widgets = StaticAsset(contentType: "text/css; charset=utf-8", text: WidgetStylesheet.css)
    private static let icon = StaticAsset(
        contentType: "image/svg+xml",
        text: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 60\"><rect width=\"60\" height=\"60\" "
            + "rx=\"14\" fill=\"#3b5bdb\"/>"
            + AppIcons.tasksGlyph.replacingOccurrences(of: "<svg", with: "<g")
            .replacingOccurrences(of: "</svg>", with: "</g>") + "</svg>")

    /// The `/assets/` URL of a file, versioned by its content so that a new build is fetched at once.
    func url(_ name: String) -> String {
        "/assets/\(name)" + (files[name].map { "?v=\($0.etagValue)" } ?? "")
    }

    /// The page's words in `locale`'s language.
    func pageStrings(locale: PageLocale) -> PageStrings { PageStrings(assets: self, locale: locale.locale) }
}

/// The page's own words (around the widgets, which have their String Catalog), from `Page.xcstrings`.
struct PageStrings {
    let assets: WebAssets
    let locale: Locale
    /// The locale's language, read once: a page looks up every word of the catalog (``all``).
    private let language: String

    init(assets: WebAssets, locale: Locale) {
        self.assets = assets
        self.locale = locale
        language = StringCatalogs.language(of: locale)
    }

    /// `english` in the page's language; the key itself when the catalog has no translation.
    func callAsFunction(_ english: String) -> String {
        StringCatalogs.localized(
            key: english, catalog: assets.strings, arguments: [], locale: locale, language: language, isFormat: false)
    }

    /// Every string of the catalog in the page's language, for the script.
    var all: [String: String] {
        Dictionary(uniqueKeysWithValues: assets.strings.strings.keys.map { ($0, self($0)) })
    }
}
