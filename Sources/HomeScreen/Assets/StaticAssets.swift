import Foundation
import WidgetRuntime

/// The page's static files, compiled in as string constants (no resource bundle to find at run time).
struct StaticAsset: Sendable {
    let contentType: String
    let body: Data
    /// FNV-1a of the body, hex.
    let etagValue: String

    init(contentType: String, text: String) {
        self.contentType = contentType
        body = Data(text.utf8)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        etagValue = String(hash, radix: 16)
    }

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

enum StaticAssets {
    static let css = StaticAsset(contentType: "text/css; charset=utf-8", text: HomeCSS.text)
    static let js = StaticAsset(contentType: "text/javascript; charset=utf-8", text: HomeJS.text)
    /// The renderer's stylesheet, which every widget fragment relies on.
    static let widgets = StaticAsset(contentType: "text/css; charset=utf-8", text: WidgetStylesheet.css)
    static let icon = StaticAsset(
        contentType: "image/svg+xml",
        text: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 60\"><rect width=\"60\" height=\"60\" "
            + "rx=\"14\" fill=\"#3b5bdb\"/>"
            + AppIcons.tasksGlyph.replacingOccurrences(of: "<svg", with: "<g")
            .replacingOccurrences(of: "</svg>", with: "</g>") + "</svg>")

    static func named(_ name: String) -> StaticAsset? {
        switch name {
        case "home.css": css
        case "widgets.css": widgets
        case "home.js": js
        case "icon.svg": icon
        default: nil
        }
    }
}
