import Foundation
import StrictJSON
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
        let appearance = settings.appearance.rawValue
        var html = """
            <!doctype html>
            <html lang="\(settings.locale.rawValue)" class="scheme-\(settings.schemeName)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="\(settings.isDark ? "dark" : "light")">
            <meta name="taskwidgets-token" content="\(e(token))">
            <title>TaskWidgets · \(e(t("Home Screen")))</title>
            <link rel="icon" href="/assets/icon.svg" type="image/svg+xml">
            <link rel="stylesheet" href="\(e(assets.url("widgets.css")))">
            <link rel="stylesheet" href="\(e(assets.url(WebAssets.stylesheet)))">
            <script type="module" src="\(e(assets.url(WebAssets.scripts[0])))"></script>
            <script type="application/json" id="page-data">\(pageData(settings: settings, strings: t))</script>
            </head>
            <body class="device-\(e(settings.deviceID)) scheme-\(settings.schemeName) appearance-\(appearance)" \
            data-device="\(e(settings.deviceID))" data-scheme="\(settings.schemeName)" \
            data-appearance="\(appearance)" data-tint="\(e(settings.tint))" \
            data-locale="\(settings.locale.rawValue)" data-version="\(state.version)" data-screen="home"\(tintStyle(settings))>
            <div class="connection-status" id="connection-status" role="status"></div>
            <header class="toolbar" id="toolbar">
            <h1 class="brand">\(AppIcons.tasksGlyph)<span>TaskWidgets</span></h1>
            <button type="button" class="settings-toggle" id="settings-toggle" aria-expanded="false" \
            aria-controls="settings-form">\(e(t("Settings")))</button>
            <form class="settings" method="get" action="/" id="settings-form">
            <label>\(e(t("Device"))) <select name="device">\(deviceOptions)</select></label>
            <label>\(e(t("Language"))) <select name="locale">\(options(PageLocale.allCases.map { ($0.rawValue, $0.name) }, selected: settings.locale.rawValue))</select></label>
            <input type="hidden" name="appearance" value="\(appearance)">
            <div class="segmented" role="group" aria-label="\(e(t("Appearance")))">
            """
        for choice in HomeAppearance.allCases {
            let selected = choice == settings.appearance
            html += """
                <button type="submit" name="appearance" value="\(choice.rawValue)" id="appearance-\(choice.rawValue)" \
                class="\(selected ? "selected" : "")" aria-pressed="\(selected)">\(e(t(Self.title(of: choice))))</button>
                """
        }
        html += """
            </div>
            <label class="tint-picker"\(settings.appearance == .tinted ? "" : " hidden")>\(e(t("Tint"))) \
            <select name="tint" id="tint"\(settings.appearance == .tinted ? "" : " disabled")>\(tintOptions(settings, t))</select></label>
            </form>
            <button type="button" class="toolbar-button" id="toggle-app" aria-expanded="true" \
            aria-controls="app-panel">\(e(t("Tasks app")))</button>
            </header>
            <nav class="screen-switch" id="screen-switch" aria-label="\(e(t("Screen")))">
            <button type="button" data-screen="home" aria-pressed="true">\(e(t("Home Screen")))</button>
            <button type="button" data-screen="lock" aria-pressed="false">\(e(t("Lock Screen")))</button>
            <button type="button" data-screen="app" aria-pressed="false">\(e(t("Tasks app")))</button>
            </nav>
            <main class="stage">
            <figure class="device" id="lock-device" style="--screen-w:\(width)px;--screen-h:\(height)px" \
            aria-labelledby="lock-caption">
            <div class="screen lock-screen">
            \(statusBar(now: now, lock: true))
            <div class="lock-top">
            <div class="lock-date-line"><span class="lock-date" id="lock-date">\(e(lockDate(now, locale: settings.locale.rawValue, beside: !inline.isEmpty, pattern: t("{weekday} {day}"))))</span>
            """
        html += "<div class=\"inline-slots\" id=\"inline-slots\">"
        for slot in inline { html += slotHTML(slot, settings: settings, strings: t) }
        html += """
            </div></div>
            <div class="lock-clock" id="lock-clock">\(e(PageDates.clock(now)))</div>
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
            <figcaption id="lock-caption">\(e(t("Lock Screen")))</figcaption>
            </figure>
            <figure class="device" id="home-device" style="--screen-w:\(width)px;--screen-h:\(height)px" \
            aria-labelledby="home-caption">
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
        let icons = iconsHTML(state.icons ?? .standard, now: now, settings: settings, strings: t)
        html += icons.grid
        html += """
            </div>
            </div>
            <div class="page-dots" id="page-dots" role="group" aria-label="\(e(t("Pages")))"></div>
            <div class="dock" id="dock">
            """
        html += icons.dock
        html += """
            </div>
            <div class="home-indicator"></div>
            <button type="button" class="edit-toggle" id="edit-toggle" aria-pressed="false" \
            aria-label="\(e(t("Edit Home Screen")))">\(e(t("Edit")))</button>
            <section class="gallery" id="gallery" hidden role="dialog" aria-modal="true" aria-labelledby="gallery-title">
            <div class="sheet-grabber"></div>
            <div class="gallery-head"><h2 id="gallery-title">\(e(t("Widgets")))</h2>
            <button type="button" class="sheet-close" id="gallery-close" aria-label="\(e(t("Close")))">×</button></div>
            <div class="gallery-search"><input type="search" id="gallery-search" autocomplete="off" \
            placeholder="\(e(t("Search Widgets")))" aria-label="\(e(t("Search Widgets")))"></div>
            <div class="gallery-list" id="gallery-list"></div>
            <p class="gallery-empty" id="gallery-empty" hidden>\(e(t("No Results")))</p>
            <div class="gallery-detail" id="gallery-detail" hidden>
            <button type="button" class="gallery-back" id="gallery-back"><span aria-hidden="true">‹</span> \
            \(e(t("Widgets")))</button>
            <h3 id="gallery-detail-title"></h3>
            <p class="gallery-description" id="gallery-detail-description"></p>
            <div class="gallery-sizes" id="gallery-sizes" role="group" tabindex="0" aria-label="\(e(t("Sizes")))"></div>
            <div class="gallery-dots" id="gallery-dots" role="group" aria-label="\(e(t("Sizes")))"></div>
            <button type="button" class="gallery-add" id="gallery-add">\(e(t("Add Widget")))</button>
            </div>
            </section>
            <section class="config-sheet" id="config-sheet" hidden role="dialog" aria-modal="true" \
            aria-labelledby="config-title" aria-describedby="config-description">
            <div class="config-card">
            <div class="config-preview" id="config-preview" aria-hidden="true"></div>
            <h2 id="config-title"></h2>
            <p class="config-description" id="config-description"></p>
            <form class="config-form" id="config-form"></form>
            <button type="button" class="config-done" id="config-done">\(e(t("Done")))</button>
            </div>
            </section>
            \(widgetMenu(t))
            \(stackSheet(t))
            </div>
            <figcaption id="home-caption">\(e(t("Home Screen")))</figcaption>
            </figure>
            \(appPanel(t))
            </main>
            \(slotTemplates(settings: settings, strings: t))
            <div class="toast" id="toast" role="status"></div>
            </body>
            </html>

            """
        return html
    }

    /// A widget's menu (`widgetmenu.mjs` opens it on a long press, a right-click or Shift+F10), with the alert
    /// that confirms a removal. The menu's name and the alert's title are the widget's, filled in by the script.
    static func widgetMenu(_ t: PageStrings) -> String {
        let e: (String) -> String = HTMLWriter.escape
        return """
            <div class="widget-menu-layer" id="widget-menu-layer" hidden></div>
            <div class="widget-menu" id="widget-menu" role="menu" hidden>\
            <button type="button" role="menuitem" tabindex="-1" id="menu-edit-stack" hidden>\
            <span>\(e(t("Edit Stack")))</span>\(AppIcons.appsPhone)</button>\
            <button type="button" role="menuitem" tabindex="-1" id="menu-edit-widget">\
            <span>\(e(t("Edit Widget")))</span>\(AppIcons.infoCircle)</button>\
            <button type="button" role="menuitem" tabindex="-1" id="menu-edit-home">\
            <span>\(e(t("Edit Home Screen")))</span>\(AppIcons.appsPhone)</button>\
            <button type="button" role="menuitem" tabindex="-1" id="menu-remove" class="destructive">\
            <span>\(e(t("Remove Widget…")))</span>\(AppIcons.minusCircle)</button></div>
            <section class="alert" id="remove-alert" hidden role="alertdialog" aria-modal="true" \
            aria-labelledby="remove-alert-title" aria-describedby="remove-alert-message">
            <div class="alert-card">
            <h2 id="remove-alert-title"></h2>
            <p id="remove-alert-message">\(e(t("Removing this widget will not delete any data.")))</p>
            <div class="alert-buttons">\
            <button type="button" id="remove-alert-cancel">\(e(t("Cancel")))</button>\
            <button type="button" id="remove-alert-confirm" class="destructive">\(e(t("Remove")))</button></div>
            </div>
            </section>
            """
    }

    /// The Edit Stack sheet (`stacksheet.mjs` fills its list with the stack's widgets).
    static func stackSheet(_ t: PageStrings) -> String {
        let e: (String) -> String = HTMLWriter.escape
        return """
            <section class="config-sheet stack-sheet" id="stack-sheet" hidden role="dialog" aria-modal="true" \
            aria-labelledby="stack-sheet-title">
            <div class="config-card">
            <h2 id="stack-sheet-title">\(e(t("Edit Stack")))</h2>
            <ol class="stack-list" id="stack-list"></ol>
            <button type="button" class="config-done" id="stack-done">\(e(t("Done")))</button>
            </div>
            </section>
            """
    }

    /// An appearance's name (a key of the page's String Catalog), as iOS's Customize sheet names it.
    static func title(of appearance: HomeAppearance) -> String {
        switch appearance {
        case .default: "Default"
        case .dark: "Dark"
        case .tinted: "Tinted"
        case .clear: "Clear"
        }
    }

    /// The tints the page offers (the system colours), named in the page's language.
    private static func tintOptions(_ settings: PageSettings, _ t: PageStrings) -> String {
        options(
            WidgetAppearance.tintNames.map { ($0.name, t($0.name.prefix(1).uppercased() + $0.name.dropFirst())) },
            selected: settings.tint)
    }

    /// One slot: the widget's frame with its label and edit buttons. The only maker of slot markup: the
    /// script clones new slots from templates made here (``slotTemplates(settings:strings:)``).
    static func slotHTML(_ slot: WidgetSlot, settings: PageSettings, strings t: PageStrings) -> String {
        let e: (String) -> String = HTMLWriter.escape
        let (width, height) = size(of: slot.family, on: settings.device)
        let label = slot.family.isAccessory ? "" : "<div class=\"widget-label\">\(e(t("Tasks")))</div>"
        // A slot is a named group for screen readers ("Tasks (medium)"), so a widget's rows are heard as its
        // own; the edit buttons name their widget too ("Remove widget Tasks (medium)"). A template names
        // "{widget}", which the script fills in for the slot it makes.
        let name = slot.instance.rawValue.isEmpty ? "{widget}" : widgetName(slot, strings: t)
        // Named after its kind until the widgets are made: the page names it again when it learns the name.
        let unnamed = slot.instance.rawValue.isEmpty || !slot.displayName.isEmpty ? "" : " data-unnamed"
        let labels = [
            "Remove widget {widget}", "Move widget {widget} left", "Move widget {widget} right",
            "Edit widget {widget}",
        ].map { e(t($0).replacingOccurrences(of: "{widget}", with: name)) }
        return """
            <div class="widget-slot family-\(slot.family)" role="group" aria-label="\(e(name))" \
            data-instance="\(e(slot.instance.rawValue))" data-kind="\(e(slot.kind))" data-family="\(slot.family)" \
            data-configurable="\(slot.configurable)"\(unnamed)\(stackAttributes(slot)) style="--w:\(width)px;--h:\(height)px">\
            <div class="slot-frame">\(slot.html)</div>\(label)\
            <button type="button" class="slot-remove" aria-label="\(labels[0])">−</button>\
            <button type="button" class="slot-left" aria-label="\(labels[1])">‹</button>\
            <button type="button" class="slot-right" aria-label="\(labels[2])">›</button>\
            <button type="button" class="slot-edit" aria-label="\(labels[3])">✎</button></div>
            """
    }

    /// The app icons of the pages, each with its page (`data-page`), and of the dock, as arranged.
    static func iconsHTML(
        _ arrangement: AppIconArrangement, now: Date, settings: PageSettings, strings t: PageStrings
    ) -> (grid: String, dock: String) {
        func html(_ id: String, page: Int?) -> String {
            guard let icon = AppIcons.byID[id] else { return "" }
            let name = t(icon.name)
            let moves = ["Move app {app} left", "Move app {app} right"].map {
                t($0).replacingOccurrences(of: "{app}", with: name)
            }
            return icon.html(
                now: now, locale: settings.locale.rawValue, name: name, label: page != nil, moves: moves, page: page)
        }
        var grid = ""
        for (page, ids) in arrangement.pages.enumerated() {
            for id in ids { grid += html(id, page: page) }
        }
        return (grid, arrangement.dock.map { html($0, page: nil) }.joined())
    }

    /// A Smart Stack's widget names its stack and whether it is the one shown; the script groups a stack's widgets
    /// into one space (`stacks.mjs`).
    static func stackAttributes(_ slot: WidgetSlot) -> String {
        guard let stack = slot.stack else { return "" }
        return " data-stack=\"\(HTMLWriter.escape(stack.id.rawValue))\" data-stack-shown=\"\(stack.shown)\""
    }

    /// The tint of a tinted Home Screen as `--tint`, for the app icons and the dock (the widgets draw their own).
    static func tintStyle(_ settings: PageSettings) -> String {
        guard case .tinted(let tint) = settings.widgetAppearance else { return "" }
        return " style=\"--tint:\(HTMLWriter.escape(tint.css))\""
    }

    /// A widget as its edit buttons name it: its kind's name and its size, "Tasks (medium)".
    static func widgetName(_ slot: WidgetSlot, strings t: PageStrings) -> String {
        t("{name} ({family})")
            .replacingOccurrences(of: "{name}", with: slot.displayName.isEmpty ? slot.kind : slot.displayName)
            .replacingOccurrences(of: "{family}", with: t(familyWord(of: slot.family)))
    }

    /// A family's name within a sentence (a key of the page's String Catalog): "medium" in "Tasks (medium)".
    static func familyWord(of family: WidgetFamily) -> String {
        displayName(of: family).lowercased()
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
    static func pageData(settings: PageSettings, strings: PageStrings) -> String {
        var sizes: [String: [Int]] = [:]
        var cellTable: [String: [Int]] = [:]
        var families: [String: String] = [:]
        var familyWords: [String: String] = [:]
        for family in settings.families {
            let size = size(of: family, on: settings.device)
            sizes[family.description] = [size.width, size.height]
            if let cell = cells(of: family) { cellTable[family.description] = [cell.columns, cell.rows] }
            families[family.description] = strings(displayName(of: family))
            familyWords[family.description] = strings(familyWord(of: family))
        }
        func numbers(_ table: [String: [Int]]) -> JSONValue {
            .object(table.mapValues { .array($0.map(JSONValue.int)) })
        }
        func words(_ table: [String: String]) -> JSONValue { .object(table.mapValues(JSONValue.string)) }
        let data: JSONValue = .object([
            "sizes": numbers(sizes), "cells": numbers(cellTable),
            "grid": .object(["rows": .int(gridRows), "columns": .int(gridColumns)]),
            "families": words(families), "familyWords": words(familyWords), "strings": words(strings.all),
            "titleMaxLength": .int(TaskStore.titleLimit),
            "defaultPriority": .string(TaskPriority.standard.rawValue),
        ])
        // The project's writer, not JSONEncoder, whose first use was a millisecond of a server's first page.
        var json = ""
        data.write(to: &json)
        // Inside <script>: no "</script>" (or "<!--") can end it early.
        guard json.utf8.contains(UInt8(ascii: "<")) else { return json }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.utf8.count + 64)
        for byte in json.utf8 {
            if byte == UInt8(ascii: "<") { bytes += Array("\\u003c".utf8) } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func options(_ items: [(String, String)], selected: String) -> String {
        items.map { value, title in
            "<option value=\"\(HTMLWriter.escape(value))\"\(value == selected ? " selected" : "")>\(HTMLWriter.escape(title))</option>"
        }.joined()
    }

    private static func statusBar(now: Date, lock: Bool) -> String {
        let time =
            lock
            ? "" : "<span class=\"status-time\" data-clock=\"status\">\(HTMLWriter.escape(PageDates.clock(now)))</span>"
        return """
            <div class="status-bar\(lock ? " on-lock" : "")">\(time)<span class="island"></span>\
            <span class="status-icons">\(AppIcons.signal)\(AppIcons.wifi)\(AppIcons.battery)</span></div>
            """
    }

    /// The Lock Screen's date as iOS writes it: "Sunday, November 29", or, when an inline widget shares its
    /// line, the short weekday and the day in the language's order (`pattern`, the catalog's "{weekday} {day}":
    /// "Sun 29"). The script writes the same (`text.mjs`'s `lockDateText`).
    static func lockDate(_ date: Date, locale: String, beside inlineWidget: Bool, pattern: String) -> String {
        guard inlineWidget else { return PageDates.string(date, template: "EEEEdMMMM", locale: locale) }
        return pattern.replacingOccurrences(
            of: "{weekday}", with: PageDates.string(date, template: "EEE", locale: locale)
        )
        .replacingOccurrences(of: "{day}", with: String(PageDates.day(of: date)))
    }

    static func appPanel(_ t: PageStrings) -> String {
        let e: (String) -> String = HTMLWriter.escape
        return """
            <aside class="app-panel" id="app-panel" aria-labelledby="app-title">
            <div class="app-head"><h2 id="app-title">\(e(t("Tasks")))</h2>
            <p class="sync-status" id="sync-status" role="status" hidden></p></div>
            <form class="add-form" id="add-form" autocomplete="off">
            <input type="text" name="title" id="add-title" placeholder="\(e(t("New task")))" \
            aria-label="\(e(t("New task")))" maxlength="\(TaskStore.titleLimit)" required>
            <select name="priority" id="add-priority" aria-label="\(e(t("Priority")))"></select>
            <input type="date" name="dueDate" id="add-due" aria-label="\(e(t("Due date")))">
            <button type="submit" class="primary">\(e(t("Add")))</button>
            </form>
            <ul class="task-list" id="task-list" aria-labelledby="app-title"></ul>
            <p class="app-empty" id="app-empty" hidden>\(e(t("No tasks yet.")))</p>
            </aside>
            """
    }
}
