import Foundation
import HomeScreen
import TaskKit
import TaskWidgets
import WidgetRuntime

// `tasks widgets …`: the task widgets drawn by the Linux widget host over the store, as iOS would.

extension Command {
    static let widgets = Command(
        name: "widgets", summary: "List the task widgets, or render one or all of them from the store.",
        subcommands: [.widgetsList, .widgetsRender, .widgetsGallery])

    static let widgetsGallery = Command(
        name: "gallery",
        summary: "Render every widget in every family, light and dark, into one page (and a PNG with Chromium).",
        discussion: """
            Writes DIR/gallery.html and, when Chromium is installed, DIR/gallery.png. Each --locale adds a
            section in that language (default: en and de).
            """,
        options: [
            .value("output", "DIR", help: "Where to write gallery.html and gallery.png."),
            .value("locale", "LOCALE", help: "A language to show (repeatable; default en and de).", repeatable: true),
            .value("device", "DEVICE", help: "iphone-15-pro (default) or iphone-15-pro-max."),
            .value(
                "rendering-mode", "MODE",
                help: "fullColor (default: light and dark), accented (tinted or clear) or vibrant (StandBy)."),
            .value("tint", "COLOR", help: "The accented mode's tint: #RRGGBB, a system colour (orange…) or clear."),
            .store,
        ],
        runAsync: { inv in
            guard let output = inv.value("output") else { throw inv.usageError("--output DIR is required") }
            let appearance = try WidgetCommandOptions.appearance(inv)
            try WidgetCommandOptions.requireResources()
            let device = try WidgetCommandOptions.device(inv)
            let path = TaskStore.defaultPath(override: inv.value("store"), environment: inv.context.environment)
            TaskWidgetStore.use(path: path)
            _ = try TaskWidgetStore.open()  // a bad store is an error here, not an empty widget
            let locales = inv.allValues("locale").isEmpty ? ["en", "de"] : inv.allValues("locale")
            var sections: [String] = []
            for locale in locales {
                // Tinted, clear and StandBy Home Screens are dark: one section each, over a wallpaper.
                for scheme in appearance == .fullColor ? [ColorScheme.light, .dark] : [.dark] {
                    let host = WidgetHost(bundle: TaskWidgetBundle(), device: device, colorScheme: scheme)
                    host.appearance = appearance
                    host.locale = Locale(identifier: locale)
                    var cells: [String] = []
                    for kind in host.kinds {
                        for family in kind.supportedFamilies {
                            let id = try host.addWidget(kind: kind.kind, family: family)
                            await host.waitUntilIdle()
                            let label = HTMLWriter.escape("\(kind.displayName) · \(family)")
                            // Lock Screen widgets are drawn over a wallpaper, as iOS does.
                            let wallpaper = family.isAccessory ? " gallery-lock" : ""
                            cells.append(
                                "<figure class=\"gallery-cell\"><figcaption>\(label)</figcaption>\n"
                                    + "<div class=\"gallery-frame\(wallpaper)\">\(host.html(of: id) ?? "")</div></figure>"
                            )
                        }
                    }
                    let title = HTMLWriter.escape(
                        "\(locale) · \(appearance == .fullColor ? (scheme == .dark ? "dark" : "light") : appearance.name)"
                    )
                    // The system draws tinted and clear widgets on glass: over a wallpaper, as on the Home Screen.
                    let wallpaper = appearance == .fullColor ? "" : " wallpaper"
                    sections.append(
                        "<section class=\"gallery-section \(scheme == .dark ? "dark" : "light")\(wallpaper)\"><h2>\(title)</h2>\n"
                            + "<div class=\"gallery-grid\">\n" + cells.joined(separator: "\n") + "</div></section>")
                }
            }
            let css = """
                body{padding:0;background:#F2F2F7;font-family:Inter,sans-serif}
                .gallery-section{padding:20px 24px}
                .gallery-section.dark{background:#000000;color:#FFFFFF}
                .gallery-section.dark figcaption{color:#8E8E93}
                .gallery-section h2{font-size:17px;margin:0 0 12px}
                .gallery-grid{display:flex;flex-wrap:wrap;gap:20px;align-items:flex-start}
                .gallery-cell{margin:0;display:flex;flex-direction:column;gap:6px}
                .gallery-cell figcaption{font-size:12px;color:#6C6C70}
                .gallery-lock{padding:10px;border-radius:14px;background:linear-gradient(160deg,#3A4A6B,#1C2233)}
                .gallery-section.wallpaper{background:linear-gradient(160deg,#3A4A6B,#1C2233)}
                .gallery-section.wallpaper figcaption{color:#C7CCD8}
                """
            let document = WidgetSnapshot<EmptyView>.document(
                title: "TaskWidgets gallery", colorScheme: .light, body: sections.joined(separator: "\n"),
                extraCSS: css)
            let directory = URL(fileURLWithPath: output)
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(document.utf8).write(to: directory.appendingPathComponent("gallery.html"), options: .atomic)
            } catch {
                throw CLIError.failure("cannot write \(output): \(error.localizedDescription)")
            }
            inv.write("wrote \(directory.appendingPathComponent("gallery.html").path)\n")
            let png = directory.appendingPathComponent("gallery.png").path
            let sectionCount = locales.count * (appearance == .fullColor ? 2 : 1)
            let sectionHeight = device.screenSize.height > 900 ? 1_020 : 960
            let height = 140 + sectionCount * sectionHeight + (appearance == .fullColor ? 0 : 60)
            do {
                try HeadlessChromium.screenshot(html: document, size: CGSize(width: 1_180, height: height), to: png)
                inv.write("wrote \(png)\n")
            } catch let error as CLIError {
                inv.context.writeError("tasks: no PNG: \(error.description)\n")
            }
        })

    static let widgetsList = Command(
        name: "list", summary: "List the widget kinds, their families and configuration parameters.",
        runAsync: { inv in
            let host = WidgetHost(bundle: TaskWidgetBundle())
            for kind in host.kinds {
                inv.write("\(kind.kind)  \(kind.displayName): \(kind.description)\n")
                inv.write("  families: \(kind.supportedFamilies.map(\.description).joined(separator: ", "))\n")
                for parameter in host.configurationSchema(for: kind.kind)?.parameters ?? [] {
                    inv.write("  --set \(WidgetParameters.usage(parameter))\n")
                }
            }
        })

    static let widgetsRender = Command(
        name: "render", summary: "Render one widget from the store as HTML (or PNG through headless Chromium).",
        discussion: """
            KIND is a widget kind from 'tasks widgets list'. The widget is drawn as iOS would: placeholder,
            then the provider's timeline, at the family's size on the device, light or dark.
            """,
        arguments: [
            Argument("KIND", help: "TaskWidget, AnimatedTaskWidget, ConfigurableTaskWidget or TaskLockScreenWidget.")
        ],
        options: [
            .value("family", "FAMILY", help: "systemSmall, systemMedium, systemLarge, accessoryCircular, …"),
            .value("set", "NAME=VALUE", help: "A configuration parameter (configurable widgets).", repeatable: true),
            .flag("dark", help: "Dark appearance."),
            .value(
                "rendering-mode", "MODE",
                help: "fullColor (default), accented (a tinted or clear Home Screen) or vibrant (StandBy)."),
            .value("tint", "COLOR", help: "The accented mode's tint: #RRGGBB, a system colour (orange…) or clear."),
            .value("locale", "LOCALE", help: "en, de, nl, pl, id or ja (default en)."),
            .value("device", "DEVICE", help: "iphone-15-pro (default) or iphone-15-pro-max."),
            .value("format", "FORMAT", help: "html (default) or png."),
            .value("output", "FILE", help: "Write to FILE instead of standard output (required for png)."),
            .store,
        ],
        runAsync: { inv in
            let kind = inv.positionals[0]
            guard let familyName = inv.value("family") else { throw inv.usageError("--family is required") }
            guard let family = WidgetFamily(name: familyName) else {
                throw inv.usageError("unknown family '\(familyName)'")
            }
            let device = try WidgetCommandOptions.device(inv)
            let format = inv.value("format") ?? "html"
            guard format == "html" || format == "png" else { throw inv.usageError("--format is html or png") }
            try WidgetCommandOptions.requireResources()

            let path = TaskStore.defaultPath(override: inv.value("store"), environment: inv.context.environment)
            TaskWidgetStore.use(path: path)
            _ = try TaskWidgetStore.open()  // a bad store is an error here, not an empty widget
            let appearance = try WidgetCommandOptions.appearance(inv)
            let host = WidgetHost(
                bundle: TaskWidgetBundle(), device: device, colorScheme: inv.flag("dark") ? .dark : .light)
            host.appearance = appearance
            host.locale = Locale(identifier: inv.value("locale") ?? "en")
            guard let info = host.kinds.first(where: { $0.kind == kind }) else {
                throw inv.usageError(
                    "unknown widget kind '\(kind)'; the kinds are " + host.kinds.map(\.kind).joined(separator: ", "))
            }
            guard info.supportedFamilies.contains(family) else {
                throw inv.usageError(
                    "\(kind) does not support \(familyName) (it supports "
                        + info.supportedFamilies.map(\.description).joined(separator: ", ") + ")")
            }
            let values = try WidgetParameters.values(
                settings: inv.allValues("set"), schema: host.configurationSchema(for: kind), invocation: inv)
            let id = try host.addWidget(kind: kind, family: family)
            if !values.isEmpty {
                do {
                    try await host.setConfiguration(values: values, for: id)
                } catch let error as WidgetHostError {
                    throw inv.usageError(error.description)
                }
            }
            await host.waitUntilIdle()
            let fragment = host.html(of: id) ?? ""
            let document = WidgetSnapshot<EmptyView>.document(
                title: "\(info.displayName) (\(familyName))",
                colorScheme: family.isAccessory || appearance != .fullColor ? .dark : host.colorScheme,
                body: fragment, extraCSS: WidgetCommandOptions.wallpaperCSS(for: appearance, family: family))
            switch format {
            case "png":
                guard let output = inv.value("output") else { throw inv.usageError("--format png needs --output FILE") }
                let size = device.size(for: family) ?? CGSize(width: 400, height: 400)
                try HeadlessChromium.screenshot(html: document, size: size, to: output)
            default:
                if let output = inv.value("output") {
                    do {
                        try Data(document.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
                    } catch {
                        throw CLIError.failure("cannot write \(output): \(error.localizedDescription)")
                    }
                } else {
                    inv.write(document)
                }
            }
        })
}

extension Invocation {
    /// Tells widget hosts that the tasks changed, as the iOS app does through WidgetCenter: the request
    /// goes through the store's directory, the data directory a running `tasks serve` watches.
    func reloadWidgets() {
        let path = TaskStore.defaultPath(override: value("store"), environment: context.environment)
        WidgetCenter.shared.dataDirectory = URL(fileURLWithPath: path).deletingLastPathComponent()
        TaskWidgetKind.reloadAll()
    }
}

/// Options shared by the widget commands and the server.
enum WidgetCommandOptions {
    /// The Home Screen appearance of `--rendering-mode` and `--tint`.
    static func appearance(_ inv: Invocation) throws -> WidgetAppearance {
        let mode = inv.value("rendering-mode") ?? "fullColor"
        let tint = inv.value("tint")
        switch mode {
        case "accented":
            guard let tint else { return .tinted(WidgetAppearance.defaultTint) }
            if tint.lowercased() == "clear" { return .clear }
            guard let color = WidgetAppearance.tint(tint) else {
                let names = WidgetAppearance.tintNames.map(\.name).joined(separator: ", ")
                throw inv.usageError("unknown tint '\(tint)' (#RRGGBB, clear or one of \(names))")
            }
            return .tinted(color)
        case "fullColor", "vibrant":
            guard tint == nil else { throw inv.usageError("--tint needs --rendering-mode accented") }
            return mode == "vibrant" ? .vibrant : .fullColor
        default:
            throw inv.usageError("unknown rendering mode '\(mode)' (fullColor, accented or vibrant)")
        }
    }

    /// A wallpaper behind a page's widgets where the system draws them on glass (tinted, clear, vibrant).
    static func wallpaperCSS(for appearance: WidgetAppearance, family: WidgetFamily) -> String {
        guard appearance != .fullColor, !family.isAccessory else { return "" }
        return "body,body.dark{background:linear-gradient(160deg,#3A4A6B,#1C2233)}"
    }

    /// Refuses to draw without the widgets' String Catalog beside the executable (English is no fallback).
    static func requireResources() throws {
        do {
            try BundledResources.requireWidgetStrings()
        } catch let error as BundledResources.Missing {
            throw CLIError.failure(error.description)
        }
    }

    /// The device named by `--device` (the names the home screen's page uses).
    static func device(_ inv: Invocation) throws -> WidgetDevice {
        let name = inv.value("device") ?? "iphone-15-pro"
        guard let device = PageSettings.devices.first(where: { $0.id == name })?.device else {
            throw inv.usageError(
                "unknown device '\(name)' (\(PageSettings.devices.map(\.id).joined(separator: " or ")))")
        }
        return device
    }
}

/// `--set NAME=VALUE` settings, read by the configuration's schema (`WidgetConfigurationSchema`).
enum WidgetParameters {
    /// The values of the `NAME=VALUE` settings, each read as its parameter's type.
    static func values(
        settings: [String], schema: WidgetConfigurationSchema?, invocation inv: Invocation
    ) throws -> [String: ConfigurationValue] {
        guard !settings.isEmpty else { return [:] }
        guard let schema else { throw inv.usageError("this widget has no configuration to --set") }
        var values: [String: ConfigurationValue] = [:]
        for setting in settings {
            guard let equals = setting.firstIndex(of: "=") else { throw inv.usageError("--set wants NAME=VALUE") }
            let name = String(setting[..<equals])
            let text = String(setting[setting.index(after: equals)...])
            guard let parameter = schema.parameter(named: name) else {
                throw inv.usageError(
                    "no parameter '\(name)' (parameters: \(schema.parameters.map(\.name).joined(separator: ", ")))")
            }
            guard let value = parameter.value(parsing: text) else {
                throw inv.usageError("\(name) is \(expected(parameter))")
            }
            values[name] = value
        }
        return values
    }

    /// What `tasks widgets list` shows of a parameter: `NAME=VALUES (default D)`.
    static func usage(_ parameter: WidgetConfigurationSchema.Parameter) -> String {
        let values: String
        switch parameter.type {
        case .bool: values = "true|false"
        case .int: values = range(parameter) ?? "INT"
        case .enum: values = (parameter.cases ?? []).map(\.value).joined(separator: "|")
        default: values = parameter.type.rawValue.uppercased()
        }
        let defaultText = parameter.defaultValue.map { " (default \($0))" } ?? ""
        return "\(parameter.name)=\(values)\(defaultText)"
    }

    private static func expected(_ parameter: WidgetConfigurationSchema.Parameter) -> String {
        switch parameter.type {
        case .bool: "true or false"
        case .int: "a whole number" + (range(parameter).map { " in \($0)" } ?? "")
        case .double: "a number" + (range(parameter).map { " in \($0)" } ?? "")
        case .enum: "one of " + (parameter.cases ?? []).map(\.value).joined(separator: ", ")
        default: "not settable here"
        }
    }

    private static func range(_ parameter: WidgetConfigurationSchema.Parameter) -> String? {
        guard let minimum = parameter.minimum, let maximum = parameter.maximum else { return nil }
        return "\(Int(minimum))…\(Int(maximum))"
    }
}

/// Screenshots of HTML through Debian's headless Chromium.
enum HeadlessChromium {
    static func screenshot(html: String, size: CGSize, to output: String) throws {
        let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        guard let browser = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw CLIError.failure("PNG output needs Chromium (apt-get install chromium); use --format html")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tasks-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("widget.html")
        try Data(html.utf8).write(to: page)
        let outputURL = URL(fileURLWithPath: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=2",
            "--user-data-dir=\(directory.path)/profile",
            // Headless Chromium keeps part of the window for browser UI it does not draw; leave room for it.
            "--window-size=\(Int(size.width) + 48),\(Int(size.height) + 48 + 100)",
            "--screenshot=\(outputURL.path)", page.absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: outputURL.path) else {
            throw CLIError.failure("Chromium could not render \(output) (exit \(process.terminationStatus))")
        }
    }
}
