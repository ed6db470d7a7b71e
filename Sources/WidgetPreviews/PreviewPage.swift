import Foundation
import WidgetRuntime

/// The canvas page: every preview of the program, each with its family, its drawing in light and dark and,
/// for a widget, its timeline's entries in order (the page's script shows one at a time, with a scrubber).
@MainActor
package enum PreviewPage {
    /// What the page is drawn with.
    package struct Options {
        /// The page's title (the program's name).
        package var title = "Previews"
        /// The device whose widget sizes and screen are used, unless a preview names another.
        package var device = WidgetDevice.iPhone15Pro
        /// Changes the environment of every drawing (render clock, locale), for reproducible pages.
        package var environment: ((inout EnvironmentValues) -> Void)?

        package init() {}
    }

    /// The page as a standalone HTML document (its stylesheet and script embedded, so the file opens anywhere)
    /// and the number of previews on it (a `PreviewProvider`'s group counts each of its views).
    package static func html(
        of entries: [PreviewCatalog.Entry], options: Options = Options()
    ) async throws -> (html: String, count: Int) {
        var sections = ""
        var count = 0
        for entry in entries {
            for item in entry.make() {
                count += 1
                sections += await section(item, of: entry, number: count, options: options)
            }
        }
        if count == 0 {
            sections =
                "<p class=\"empty\">No previews are linked into this program: add <code>#Preview</code>s "
                + "or <code>PreviewProvider</code>s to a target it depends on.</p>\n"
        }
        let title = HTMLWriter.escape(options.title)
        let html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width">
            <title>\(title)</title>
            <style>
            \(WidgetStylesheet.css)</style>
            <style>
            \(try PreviewResources.text("canvas", "css"))</style>
            </head>
            <body data-scheme="both">
            <header class="toolbar">
            <h1>\(title)</h1>
            <span class="count">\(count == 1 ? "1 preview" : "\(count) previews")</span>
            <fieldset class="schemes"><legend>Appearance</legend>
            <label><input type="radio" name="scheme" value="light"> Light</label>
            <label><input type="radio" name="scheme" value="dark"> Dark</label>
            <label><input type="radio" name="scheme" value="both" checked> Both</label>
            </fieldset>
            </header>
            <main>
            \(sections)</main>
            <script type="module">
            \(try PreviewResources.text("canvas", "mjs"))</script>
            </body>
            </html>

            """
        return (html, count)
    }

    /// One preview: its heading, its frames (one per timeline entry) and, for several, the scrubber.
    private static func section(
        _ item: PreviewItem, of entry: PreviewCatalog.Entry, number: Int, options: Options
    ) async -> String {
        let device = item.device.flatMap { wanted in WidgetDevice.all.first { $0.name == wanted.rawValue } }
        let frames = await PreviewRenderer.frames(
            of: item, device: device ?? options.device, environment: options.environment)
        let source = entry.line > 0 ? "\(entry.fileID):\(entry.line)" : entry.fileID
        let name = item.name ?? entry.name ?? source
        var traits: [String] = []
        if let family = item.family { traits.append(family.description) } else { traits.append("\(item.layout)") }
        if let scheme = item.colorScheme { traits.append(scheme == .dark ? "dark only" : "light only") }
        if case .widget = item.content { traits.append(frames.count == 1 ? "1 entry" : "\(frames.count) entries") }
        if case .activity = item.content { traits.append(frames.count == 1 ? "1 state" : "\(frames.count) states") }
        let family = item.family.map { " data-family=\"\($0.description)\"" } ?? ""
        var html = """
            <section class="preview" id="preview-\(number)"\(family) data-entries="\(frames.count)">
            <header><h2>\(HTMLWriter.escape(name))</h2>
            <p class="source">\(HTMLWriter.escape(source))</p>
            <p class="traits">\(HTMLWriter.escape(traits.joined(separator: " · ")))</p></header>
            <div class="stage">

            """
        for (index, frame) in frames.enumerated() {
            let hidden = index == 0 ? "" : " hidden"
            html += """
                <figure class="entry" data-index="\(index)" data-label="\(HTMLWriter.escape(frame.label))"\(hidden)>
                <div class="scheme light">\(frame.light)</div>
                <div class="scheme dark">\(frame.dark)</div>
                </figure>

                """
        }
        html += "</div>\n"
        if frames.count > 1 {
            html += """
                <div class="scrubber">
                <button type="button" data-step="-1" aria-label="Previous entry">‹</button>
                <input type="range" min="0" max="\(frames.count - 1)" value="0" step="1" aria-label="Timeline entry">
                <button type="button" data-step="1" aria-label="Next entry">›</button>
                <button type="button" class="play">Play</button>
                <output>\(HTMLWriter.escape(frames[0].label))</output>
                </div>

                """
        }
        let warnings = Array(Set(frames.flatMap(\.warnings))).sorted()
        if !warnings.isEmpty {
            html += "<ul class=\"warnings\">"
            html += warnings.map { "<li>\(HTMLWriter.escape($0))</li>" }.joined()
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }
}

/// The page's stylesheet and script: files in `Resources`, which SwiftPM copies into a folder beside the
/// executable (`<Package>_WidgetPreviews.resources`).
enum PreviewResources {
    struct Missing: Error, CustomStringConvertible {
        let name: String
        var description: String {
            "the preview page's \(name) is missing: keep the *_WidgetPreviews.resources folder of the build "
                + "beside the executable"
        }
    }

    static func text(_ name: String, _ ext: String) throws -> String {
        guard let url = bundle?.url(forResource: name, withExtension: ext),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { throw Missing(name: "\(name).\(ext)") }
        return text
    }

    /// The folder is looked for rather than read through `Bundle.module`, which ends the process when it is
    /// missing, and whose first half (the package's name) is the depending package's business.
    private static let bundle: Bundle? = {
        let directory = Bundle.main.bundleURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        guard let name = names.sorted().first(where: { $0.hasSuffix("_WidgetPreviews.resources") }) else {
            return nil
        }
        return Bundle(url: directory.appendingPathComponent(name))
    }()
}
