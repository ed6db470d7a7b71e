import Foundation
import WebServer

/// Where the Home Screen's app icons are, as a person arranged them in jiggle mode: the icons of each page in
/// order, and the dock's. On the page an icon fills the first free cell at or after its page's start, after the
/// widgets (`layout.mjs`'s `placeItems`): a full page's last icons go on to the next page, as iOS moves them.
public struct AppIconArrangement: Sendable, Codable, Equatable {
    /// Each page's app icons (their ids, `AppIcon.id`), in reading order.
    public var pages: [[String]]
    /// The dock's app icons, left to right: at most ``dockCapacity``.
    public var dock: [String]

    public init(pages: [[String]], dock: [String]) {
        self.pages = pages
        self.dock = dock
    }

    /// The most icons the dock holds, as on iOS.
    public static let dockCapacity = 4

    /// The refusals, as the page's String Catalog has them (the server's error message is the key).
    static let dockFull = "The dock has room for four apps."

    /// The arrangement of a layout that has none: every icon on the first page, in their first order.
    public static var standard: AppIconArrangement {
        AppIconArrangement(pages: [(AppIcons.grid + AppIcons.moreGrid).map(\.id)], dock: AppIcons.dock.map(\.id))
    }

    /// Why this arrangement cannot be shown, or nil: each app exactly once, at most four in the dock, at most
    /// ``ScreenLimits/maxPages`` pages. An unknown app is a 400, as a missing or repeated one; a fifth app in the
    /// dock is a 409, as a widget on a full screen.
    public func problem() -> HTTPError? {
        let known = Set(Self.standard.pages.joined()).union(Self.standard.dock)
        var seen = Set<String>()
        for app in pages.joined() + dock {
            guard known.contains(app) else { return .badRequest("unknown app '\(app)'") }
            guard seen.insert(app).inserted else { return .badRequest("app '\(app)' is placed twice") }
        }
        if let missing = (Self.standard.pages.joined() + Self.standard.dock).first(where: { !seen.contains($0) }) {
            return .badRequest("app '\(missing)' is not placed")
        }
        if pages.count > ScreenLimits.maxPages { return .badRequest("too many pages") }
        if dock.count > Self.dockCapacity { return HTTPError(409, Self.dockFull) }
        return nil
    }
}
