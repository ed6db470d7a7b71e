import Foundation
import WidgetRuntime

/// Decorative app icons (CSS squircles with SVG glyphs) and status-bar glyphs for the page.
struct AppIcon {
    let name: String
    let style: String
    let glyph: String

    /// The app's id in an ``AppIconArrangement``.
    var id: String { style }

    /// The icon, named `name` (its name in the page's language): under the icon, or, in the dock (`label`
    /// false), on its image for readers.
    /// `moves` labels the jiggle mode's buttons that move it left and right (the keyboard's way to drag it);
    /// `page` is the Home Screen page it is arranged on (none in the dock).
    func html(
        now: Date, locale: String, name: String, label: Bool = true, moves: [String] = [], page: Int? = nil
    ) -> String {
        var glyph = self.glyph
        if style == "calendar" {
            let weekday = PageDates.string(now, template: "EEE", locale: locale)
            glyph =
                "<span class=\"cal-weekday\">\(HTMLWriter.escape(weekday))</span>"
                + "<span class=\"cal-day\">\(PageDates.day(of: now))</span>"
        }
        let name = HTMLWriter.escape(name)
        // Always there: an icon dragged into the dock hides it (CSS), and shows it again on a page.
        let caption = "<span class=\"app-label\">\(name)</span>"
        let icon = label ? "aria-hidden=\"true\"" : "role=\"img\" aria-label=\"\(name)\""
        let buttons = zip(["icon-left", "icon-right"], moves).map { className, move in
            "<button type=\"button\" class=\"\(className)\" aria-label=\"\(HTMLWriter.escape(move))\">"
                + (className == "icon-left" ? "‹" : "›") + "</button>"
        }
        let arranged = page.map { " data-page=\"\($0)\"" } ?? ""
        return "<div class=\"app-icon\" data-app=\"\(id)\"\(arranged)><span class=\"squircle icon-\(style)\" \(icon)>"
            + glyph
            + "</span>\(caption)\(buttons.joined())</div>"
    }
}

enum AppIcons {
    private static func svg(_ body: String, viewBox: String = "0 0 60 60") -> String {
        "<svg viewBox=\"\(viewBox)\" aria-hidden=\"true\">\(body)</svg>"
    }

    static let tasksGlyph = svg(
        "<circle cx=\"30\" cy=\"30\" r=\"17\" fill=\"none\" stroke=\"#fff\" stroke-width=\"4.5\"/>"
            + "<path d=\"M22 30.5l5.5 5.5 11-12\" fill=\"none\" stroke=\"#fff\" stroke-width=\"4.5\" "
            + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>")

    static let grid: [AppIcon] = [
        AppIcon(name: "Tasks", style: "tasks", glyph: tasksGlyph),
        AppIcon(name: "Calendar", style: "calendar", glyph: ""),
        AppIcon(
            name: "Photos", style: "photos",
            glyph: svg(
                (0..<8).map { index in
                    let colors = [
                        "#f9b31b", "#f68a1e", "#e8453c", "#c33f99", "#7a5bd2", "#3c8ee8", "#41b86a", "#b9d23a",
                    ]
                    return "<ellipse cx=\"30\" cy=\"19\" rx=\"6.5\" ry=\"11\" fill=\"\(colors[index])\" "
                        + "opacity=\"0.85\" transform=\"rotate(\(index * 45) 30 30)\"/>"
                }.joined())),
        AppIcon(
            name: "Weather", style: "weather",
            glyph: svg(
                "<circle cx=\"24\" cy=\"24\" r=\"9\" fill=\"#ffd43b\"/>"
                    + "<path d=\"M21 43h20a7 7 0 0 0 0-14 10 10 0 0 0-19 3 5.5 5.5 0 0 0-1 11z\" fill=\"#fff\"/>")),
        AppIcon(
            name: "Mail", style: "mail",
            glyph: svg(
                "<rect x=\"12\" y=\"18\" width=\"36\" height=\"25\" rx=\"4\" fill=\"#fff\"/>"
                    + "<path d=\"M13 20l17 13 17-13\" fill=\"none\" stroke=\"#2f7ff7\" stroke-width=\"2.5\"/>")),
        AppIcon(
            name: "Notes", style: "notes",
            glyph: svg(
                "<rect x=\"0\" y=\"0\" width=\"60\" height=\"16\" fill=\"#fcd34d\"/>"
                    + "<path d=\"M8 28h44M8 38h44M8 48h44\" stroke=\"#d6d3cd\" stroke-width=\"1.5\"/>")),
        AppIcon(
            name: "Clock", style: "clock",
            glyph: svg(
                "<circle cx=\"30\" cy=\"30\" r=\"22\" fill=\"#fff\"/>"
                    + "<path d=\"M30 30V15M30 30l9 6\" stroke=\"#111\" stroke-width=\"2.6\" stroke-linecap=\"round\"/>"
                    + "<path d=\"M30 30l-8 12\" stroke=\"#f59e0b\" stroke-width=\"1.4\"/>"
                    + "<circle cx=\"30\" cy=\"30\" r=\"2\" fill=\"#f59e0b\"/>")),
        AppIcon(
            name: "Settings", style: "settings",
            glyph: svg(
                (0..<12).map {
                    "<rect x=\"27.5\" y=\"9\" width=\"5\" height=\"9\" rx=\"1.5\" fill=\"#5b5b60\" "
                        + "transform=\"rotate(\($0 * 30) 30 30)\"/>"
                }.joined()
                    + "<circle cx=\"30\" cy=\"30\" r=\"15\" fill=\"#5b5b60\"/>"
                    + "<circle cx=\"30\" cy=\"30\" r=\"8\" fill=\"#d1d1d6\"/>")),
    ]

    /// More icons for the rows under the widgets.
    static let moreGrid: [AppIcon] = [
        AppIcon(
            name: "Maps", style: "maps",
            glyph: svg(
                "<path d=\"M0 40L60 14v10L0 50z\" fill=\"#f8d66d\"/><path d=\"M22 0h8L18 60h-8z\" fill=\"#fff\" "
                    + "opacity=\".9\"/><circle cx=\"40\" cy=\"24\" r=\"7\" fill=\"#1a73f0\" stroke=\"#fff\" "
                    + "stroke-width=\"3\"/>")),
        AppIcon(
            name: "Camera", style: "camera",
            glyph: svg(
                "<rect x=\"10\" y=\"19\" width=\"40\" height=\"27\" rx=\"5\" fill=\"#3a3a3c\"/>"
                    + "<rect x=\"22\" y=\"15\" width=\"14\" height=\"6\" rx=\"2\" fill=\"#3a3a3c\"/>"
                    + "<circle cx=\"30\" cy=\"32.5\" r=\"9\" fill=\"#1c1c1e\" stroke=\"#8e8e93\" "
                    + "stroke-width=\"2\"/><circle cx=\"43\" cy=\"24\" r=\"1.8\" fill=\"#ffd60a\"/>")),
        AppIcon(
            name: "App Store", style: "appstore",
            glyph: svg(
                "<path d=\"M24 17l14 24M36 17L22 41M17 35h26\" stroke=\"#fff\" stroke-width=\"4\" "
                    + "stroke-linecap=\"round\"/>")),
        AppIcon(
            name: "Podcasts", style: "podcasts",
            glyph: svg(
                "<circle cx=\"30\" cy=\"26\" r=\"15\" fill=\"none\" stroke=\"#fff\" stroke-width=\"3\"/>"
                    + "<circle cx=\"30\" cy=\"26\" r=\"7.5\" fill=\"none\" stroke=\"#fff\" stroke-width=\"3\"/>"
                    + "<circle cx=\"30\" cy=\"26\" r=\"3.5\" fill=\"#fff\"/>"
                    + "<rect x=\"27\" y=\"32\" width=\"6\" height=\"15\" rx=\"3\" fill=\"#fff\"/>")),
    ]

    /// Every app, by its id.
    static let byID: [String: AppIcon] = Dictionary(
        (grid + moreGrid + dock).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    static let dock: [AppIcon] = [
        AppIcon(
            name: "Phone", style: "phone",
            glyph: svg(
                "<path d=\"M21 14c2-1 4 0 5 2l3 6c1 2 0 3-1 4l-2 2c2 4 5 7 9 9l2-2c1-1 3-2 4-1l6 3c2 1 3 3 2 5"
                    + "l-2 4c-2 2-5 3-8 2-12-4-21-13-25-25-1-3 0-6 2-8z\" fill=\"#fff\"/>")),
        AppIcon(
            name: "Safari", style: "safari",
            glyph: svg(
                "<circle cx=\"30\" cy=\"30\" r=\"21\" fill=\"none\" stroke=\"#fff\" stroke-width=\"1.5\" opacity=\".8\"/>"
                    + "<path d=\"M40 20L33 33 20 40 27 27z\" fill=\"#fff\"/>"
                    + "<path d=\"M40 20L33 33 27 27z\" fill=\"#ff3b30\"/>")),
        AppIcon(
            name: "Messages", style: "messages",
            glyph: svg(
                "<path d=\"M30 14c-11 0-19 7-19 15 0 5 3 9 7 12-1 3-3 5-5 6 4 0 8-1 11-3 2 0 4 1 6 1 "
                    + "11 0 19-7 19-16s-8-15-19-15z\" fill=\"#fff\"/>")),
        AppIcon(
            name: "Music", style: "music",
            glyph: svg(
                "<path d=\"M25 40V18l17-4v22\" fill=\"none\" stroke=\"#fff\" stroke-width=\"3.2\"/>"
                    + "<circle cx=\"21\" cy=\"41\" r=\"5\" fill=\"#fff\"/><circle cx=\"38\" cy=\"37\" r=\"5\" fill=\"#fff\"/>"
            )),
    ]

    static let signal = svg(
        "<rect x=\"0\" y=\"8\" width=\"3\" height=\"4\" rx=\"1\"/><rect x=\"5\" y=\"6\" width=\"3\" height=\"6\" rx=\"1\"/>"
            + "<rect x=\"10\" y=\"3.5\" width=\"3\" height=\"8.5\" rx=\"1\"/>"
            + "<rect x=\"15\" y=\"1\" width=\"3\" height=\"11\" rx=\"1\"/>", viewBox: "0 0 18 12")
    static let wifi = svg(
        "<path d=\"M8.5 11.5l2.4-2.6a3.4 3.4 0 0 0-4.8 0z\"/>"
            + "<path d=\"M8.5 5.6a6 6 0 0 1 4.1 1.6l1.3-1.4a8 8 0 0 0-10.8 0l1.3 1.4a6 6 0 0 1 4.1-1.6z\"/>"
            + "<path d=\"M8.5 1.8a9.8 9.8 0 0 1 6.8 2.7l1.3-1.4a11.8 11.8 0 0 0-16.2 0l1.3 1.4a9.8 9.8 0 0 1 6.8-2.7z\"/>",
        viewBox: "0 0 17 12")
    static let battery = svg(
        "<rect x=\"0.5\" y=\"0.5\" width=\"22\" height=\"11.5\" rx=\"3.5\" fill=\"none\" stroke=\"currentColor\" "
            + "opacity=\".4\"/><rect x=\"2\" y=\"2\" width=\"16\" height=\"8.5\" rx=\"2\"/>"
            + "<path d=\"M24 4.2v4a2.2 2.2 0 0 0 0-4z\" opacity=\".4\"/>", viewBox: "0 0 26 12.5")
    static let flashlight = svg(
        "<path d=\"M9 2h6v4l-1 3v12a2 2 0 0 1-4 0V9L9 6z\" fill=\"none\" stroke=\"#fff\" stroke-width=\"1.6\"/>",
        viewBox: "0 0 24 24")
    static let camera = svg(
        "<path d=\"M3 8a2 2 0 0 1 2-2h3l2-2h4l2 2h3a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z\" "
            + "fill=\"none\" stroke=\"#fff\" stroke-width=\"1.6\"/><circle cx=\"12\" cy=\"13\" r=\"3.6\" "
            + "fill=\"none\" stroke=\"#fff\" stroke-width=\"1.6\"/>", viewBox: "0 0 24 24")

    // The widget menu's glyphs, drawn in the item's colour as SF Symbols are: info.circle, apps.iphone and
    // minus.circle.
    static let infoCircle = svg(
        "<circle cx=\"12\" cy=\"12\" r=\"9\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.6\"/>"
            + "<path d=\"M12 11v6M12 7.2v.1\" stroke=\"currentColor\" stroke-width=\"1.9\" stroke-linecap=\"round\"/>",
        viewBox: "0 0 24 24")
    static let appsPhone = svg(
        "<rect x=\"6\" y=\"2.5\" width=\"12\" height=\"19\" rx=\"2.6\" fill=\"none\" stroke=\"currentColor\" "
            + "stroke-width=\"1.6\"/><path d=\"M9 7h2v2H9zM13 7h2v2h-2zM9 11h2v2H9zM13 11h2v2h-2z\" "
            + "fill=\"currentColor\"/>", viewBox: "0 0 24 24")
    static let minusCircle = svg(
        "<circle cx=\"12\" cy=\"12\" r=\"9\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.6\"/>"
            + "<path d=\"M7.5 12h9\" stroke=\"currentColor\" stroke-width=\"1.9\" stroke-linecap=\"round\"/>",
        viewBox: "0 0 24 24")
}
