import Foundation
import TaskKit
import WidgetRuntime

/// The page template (`GET /`). Everything but the widget HTML (escaped by its renderer) is escaped here.
/// The script gets what it needs as data (`#page-data`: sizes, the grid, the words in the page's language)
/// and clones new widget slots from `#slot-templates`, made by ``slotHTML(_:settings:strings:)`` like the
/// slots drawn here.
enum HomePage {
    /// The Home Screen grid's page, in cells.
    static let gridRows = 6
    static let gridColumns = 4

    /// How many grid cells a Home Screen family covers (columns, rows).
    static func cells(of family: WidgetFamily) -> (columns: Int, rows: Int)? {
        switch family {
        case .systemSmall: (2, 2)
        case .systemMedium: (4, 2)
        case .systemLarge: (4, 4)
        default: nil
        }
    }

    /// A family's name in the gallery (a key of the page's String Catalog).
    static func displayName(of family: WidgetFamily) -> String {
        switch family {
        case .systemSmall: "Small"
        case .systemMedium: "Medium"
        case .systemLarge: "Large"
        case .systemExtraLarge: "Extra Large"
        case .accessoryCircular: "Circular"
        case .accessoryRectangular: "Rectangular"
        case .accessoryInline: "Inline"
        }
    }

    /// A family's size on the page's device, in whole points.
    static func size(of family: WidgetFamily, on device: WidgetDevice) -> (width: Int, height: Int) {
        let size = device.size(for: family) ?? .zero
        return (Int(size.width), Int(size.height))
    }

    static let localeNames: [(String, String)] = [
        ("en", "English"), ("de", "Deutsch"), ("nl", "Nederlands"), ("pl", "Polski"), ("id", "Bahasa Indonesia"),
        ("ja", "日本語"),
    ]

    static func render(
        state: HomeScreenState, settings: PageSettings, token: String, assets: WebAssets, now: Date = Date()
    ) throws -> String {
        let e: (String) -> String = HTMLWriter.escape
        let t = assets.pageStrings(locale: settings.locale)
        let home = state.slots.filter { !$0.family.isAccessory }
        let inline = state.slots.filter { $0.family == .accessoryInline }
        let accessories = state.slots.filter { $0.family.isAccessory && $0.family != .accessoryInline }
        let (width, height) = (Int(settings.device.screenSize.width), Int(settings.device.screenSize.height))
        let deviceOptions = options(
            PageSettings.devices.map { ($0.id, $0.device.name) }, selected: settings.deviceID)
        var html = """
            <!doctype html>
            <html lang="\(e(settings.locale))" class="scheme-\(e(settings.scheme))">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="\(settings.isDark ? "dark" : "light")">
            <meta name="taskwidgets-token" content="\(e(token))">
            <title>TaskWidgets · Home Screen</title>
            <link rel="icon" href="/assets/icon.svg" type="image/svg+xml">
            <link rel="stylesheet" href="\(e(assets.url("widgets.css")))">
            <link rel="stylesheet" href="\(e(assets.url(WebAssets.stylesheet)))">
            <script type="module" src="\(e(assets.url(WebAssets.scripts[0])))"></script>
            <script type="application/json" id="page-data">\(try pageData(settings: settings, strings: t))</script>
            </head>
            <body class="device-\(e(settings.deviceID)) scheme-\(e(settings.scheme))" \
            data-device="\(e(settings.deviceID))" data-scheme="\(e(settings.scheme))" \
            data-locale="\(e(settings.locale))" data-version="\(state.version)">
            <header class="toolbar">
            <div class="brand">\(AppIcons.tasksGlyph)<span>TaskWidgets</span></div>
            <form class="settings" method="get" action="/" id="settings-form">
            <label>\(e(t("Device"))) <select name="device">\(deviceOptions)</select></label>
            <label>\(e(t("Language"))) <select name="locale">\(options(localeNames, selected: settings.locale))</select></label>
            <input type="hidden" name="scheme" value="\(e(settings.scheme))" id="scheme-current">
            <div class="segmented" role="group" aria-label="\(e(t("Appearance")))">
            <button type="submit" name="scheme" value="light" class="\(settings.isDark ? "" : "selected")" \
            id="scheme-light">\(e(t("Light")))</button>
            <button type="submit" name="scheme" value="dark" class="\(settings.isDark ? "selected" : "")" \
            id="scheme-dark">\(e(t("Dark")))</button>
            </div>
            </form>
            <button type="button" class="toolbar-button" id="toggle-app">\(e(t("Tasks app")))</button>
            </header>
            <main class="stage">
            <figure class="device" id="lock-device" style="--screen-w:\(width)px;--screen-h:\(height)px">
            <div class="screen lock-screen">
            \(statusBar(now: now, lock: true))
            <div class="lock-top">
            <div class="lock-date-line"><span class="lock-date" id="lock-date">\(e(lockDate(now, locale: settings.locale, beside: !inline.isEmpty)))</span>
            """
        html += "<div class=\"inline-slots\" id=\"inline-slots\">"
        for slot in inline { html += slotHTML(slot, settings: settings, strings: t) }
        html += """
            </div></div>
            <div class="lock-clock" id="lock-clock">\(e(time(now, locale: settings.locale)))</div>
            <div class="accessory-row" id="accessory-slots">
            """
        for slot in accessories { html += slotHTML(slot, settings: settings, strings: t) }
        html += """
            </div>
            </div>
            <div class="lock-bottom">
            <span class="lock-button" aria-hidden="true">\(AppIcons.flashlight)</span>
            <span class="lock-button" aria-hidden="true">\(AppIcons.camera)</span>
            </div>
            <div class="home-indicator"></div>
            </div>
            <figcaption>\(e(t("Lock Screen")))</figcaption>
            </figure>
            <figure class="device" id="home-device" style="--screen-w:\(width)px;--screen-h:\(height)px">
            <div class="screen home-screen" id="home-screen">
            \(statusBar(now: now, lock: false))
            <div class="edit-bar">
            <button type="button" class="edit-add" id="open-gallery" aria-label="\(e(t("Add Widget")))">+</button>
            <button type="button" class="edit-done" id="edit-done">\(e(t("Done")))</button>
            </div>
            <div class="pages" id="pages">
            <div class="home-grid page" id="home-grid">
            """
        for slot in home { html += slotHTML(slot, settings: settings, strings: t) }
        for icon in AppIcons.grid + AppIcons.moreGrid { html += icon.html(now: now, locale: settings.locale) }
        html += """
            </div>
            </div>
            <div class="page-dots" id="page-dots" aria-hidden="true"><span class="dot current"></span></div>
            <div class="dock">
            """
        for icon in AppIcons.dock { html += icon.html(now: now, locale: settings.locale, label: false) }
        html += """
            </div>
            <div class="home-indicator"></div>
            <button type="button" class="edit-toggle" id="edit-toggle" title="\(e(t("Edit Home Screen")))">\(e(t("Edit")))</button>
            <section class="gallery" id="gallery" hidden aria-label="\(e(t("Widget gallery")))">
            <div class="sheet-grabber"></div>
            <div class="gallery-head"><h2>\(e(t("Widgets")))</h2>
            <button type="button" class="sheet-close" id="gallery-close" aria-label="\(e(t("Close")))">×</button></div>
            <div class="gallery-list" id="gallery-list"></div>
            </section>
            <section class="config-sheet" id="config-sheet" hidden aria-label="\(e(t("Edit Widget")))">
            <div class="config-card">
            <div class="config-preview" id="config-preview"></div>
            <h2 id="config-title"></h2>
            <p class="config-description" id="config-description"></p>
            <form class="config-form" id="config-form"></form>
            <button type="button" class="config-done" id="config-done">\(e(t("Done")))</button>
            </div>
            </section>
            </div>
            <figcaption>\(e(t("Home Screen")))</figcaption>
            </figure>
            \(appPanel(t))
            </main>
            \(slotTemplates(settings: settings, strings: t))
            <div class="toast" id="toast" role="status" hidden></div>
            </body>
            </html>

            """
        return html
    }

    /// One slot: the widget's frame with its label and edit buttons. The only maker of slot markup: the
    /// script clones new slots from templates made here (``slotTemplates(settings:strings:)``).
    static func slotHTML(_ slot: WidgetSlot, settings: PageSettings, strings t: PageStrings) -> String {
        let e: (String) -> String = HTMLWriter.escape
        let (width, height) = size(of: slot.family, on: settings.device)
        let label = slot.family.isAccessory ? "" : "<div class=\"widget-label\">\(e(t("Tasks")))</div>"
        return """
            <div class="widget-slot family-\(slot.family)" data-instance="\(e(slot.instance))" \
            data-kind="\(e(slot.kind))" data-family="\(slot.family)" \
            data-configurable="\(slot.configurable)" style="--w:\(width)px;--h:\(height)px">\
            <div class="slot-frame">\(slot.html)</div>\(label)\
            <button type="button" class="slot-remove" aria-label="\(e(t("Remove widget")))">−</button>\
            <button type="button" class="slot-left" aria-label="\(e(t("Move left")))">‹</button>\
            <button type="button" class="slot-right" aria-label="\(e(t("Move right")))">›</button></div>
            """
    }

    /// An empty slot per family, for the slots the script adds (a widget from the gallery).
    static func slotTemplates(settings: PageSettings, strings: PageStrings) -> String {
        let slots = settings.families.map {
            slotHTML(
                WidgetSlot(instance: "", kind: "", family: $0, html: ""), settings: settings, strings: strings)
        }
        return "<template id=\"slot-templates\">" + slots.joined() + "</template>"
    }

    /// What the script needs to know (`slots.mjs`'s `PageData`), as JSON inside `<script type=
    /// "application/json">`: `<` is escaped so that no text can end the element.
    static func pageData(settings: PageSettings, strings: PageStrings) throws -> String {
        var sizes: [String: [Int]] = [:]
        var cellTable: [String: [Int]] = [:]
        var families: [String: String] = [:]
        for family in settings.families {
            let size = size(of: family, on: settings.device)
            sizes[family.description] = [size.width, size.height]
            if let cell = cells(of: family) { cellTable[family.description] = [cell.columns, cell.rows] }
            families[family.description] = strings(displayName(of: family))
        }
        let data = PageData(
            sizes: sizes, cells: cellTable, grid: .init(rows: gridRows, columns: gridColumns), families: families,
            strings: strings.all, titleMaxLength: TaskStore.titleLimit)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(data), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }

    private struct PageData: Encodable {
        struct Grid: Encodable {
            var rows: Int
            var columns: Int
        }

        var sizes: [String: [Int]]
        var cells: [String: [Int]]
        var grid: Grid
        var families: [String: String]
        var strings: [String: String]
        var titleMaxLength: Int
    }

    private static func options(_ items: [(String, String)], selected: String) -> String {
        items.map { value, title in
            "<option value=\"\(HTMLWriter.escape(value))\"\(value == selected ? " selected" : "")>\(HTMLWriter.escape(title))</option>"
        }.joined()
    }

    private static func statusBar(now: Date, lock: Bool) -> String {
        let time =
            lock ? "" : "<span class=\"status-time\" data-clock=\"status\">\(HTMLWriter.escape(clock(now)))</span>"
        return """
            <div class="status-bar\(lock ? " on-lock" : "")">\(time)<span class="island"></span>\
            <span class="status-icons">\(AppIcons.signal)\(AppIcons.wifi)\(AppIcons.battery)</span></div>
            """
    }

    private static func clock(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.dateFormat = "H:mm"
        return formatter.string(from: date)
    }

    private static func time(_ date: Date, locale: String) -> String { clock(date) }

    /// The Lock Screen's date: "Sunday, November 29", or "Sun 29" when an inline widget shares its line.
    private static func lockDate(_ date: Date, locale: String, beside inlineWidget: Bool) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.setLocalizedDateFormatFromTemplate(inlineWidget ? "EEEd" : "EEEEdMMMM")
        return formatter.string(from: date)
    }

    static func appPanel(_ t: PageStrings) -> String {
        let e: (String) -> String = HTMLWriter.escape
        return """
            <aside class="app-panel" id="app-panel" aria-label="\(e(t("Tasks app")))">
            <div class="app-head"><h2>\(e(t("Tasks")))</h2><span class="app-sub">\(e(t("The app (the Linux stand-in)")))</span></div>
            <form class="add-form" id="add-form" autocomplete="off">
            <input type="text" name="title" id="add-title" placeholder="\(e(t("New task")))" maxlength="\(TaskStore.titleLimit)" required>
            <select name="priority" id="add-priority" aria-label="\(e(t("Priority")))"></select>
            <input type="date" name="dueDate" id="add-due" aria-label="\(e(t("Due date")))">
            <button type="submit" class="primary">\(e(t("Add")))</button>
            </form>
            <ul class="task-list" id="task-list"></ul>
            <p class="app-empty" id="app-empty" hidden>\(e(t("No tasks yet.")))</p>
            </aside>
            """
    }
}
