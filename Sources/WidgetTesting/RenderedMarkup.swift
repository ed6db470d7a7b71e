import Foundation
import WidgetRuntime

/// The rendered widget read back as a tree, as a browser and a screen reader see it: WidgetRuntime's HTML is
/// the widget's drawing (the same the home screen and the snapshots show), so the tester reads texts, controls
/// and accessibility from it rather than from the runtime's internals.
struct MarkupElement {
    var tag: String
    var attributes: [String: String]
    var children: [MarkupNode]

    func attribute(_ name: String) -> String? { attributes[name] }

    var classes: [Substring] { (attributes["class"] ?? "").split(separator: " ") }

    /// Every text below this element, whitespace collapsed (an `aria-hidden` subtree included when `all`).
    func textContent(skippingHidden: Bool) -> String {
        var parts: [String] = []
        func collect(_ element: MarkupElement) {
            if skippingHidden && element.attribute("aria-hidden") == "true" { return }
            if ["svg", "style", "script"].contains(element.tag) { return }
            for child in element.children {
                switch child {
                case .text(let text): parts.append(text)
                case .element(let element): collect(element)
                }
            }
        }
        collect(self)
        return parts.joined().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

enum MarkupNode {
    case element(MarkupElement)
    case text(String)
}

/// A small reader of the HTML WidgetRuntime writes (well-formed, attributes quoted, five entities escaped).
enum MarkupReader {
    static let voidTags: Set<String> = ["br", "img", "input", "meta", "link", "hr", "source"]

    /// The root element of `html` (a `div` holding every top-level node).
    static func parse(_ html: String) -> MarkupElement {
        var stack = [MarkupElement(tag: "#root", attributes: [:], children: [])]
        let text = Array(html.utf8)
        var index = 0
        var textStart = 0

        func flushText(upTo end: Int) {
            guard end > textStart else { return }
            let raw = String(decoding: text[textStart..<end], as: UTF8.self)
            stack[stack.count - 1].children.append(.text(unescape(raw)))
        }

        func close(_ tag: String) {
            guard let depth = stack.lastIndex(where: { $0.tag == tag }), depth > 0 else { return }
            while stack.count > depth {
                let element = stack.removeLast()
                stack[stack.count - 1].children.append(.element(element))
            }
        }

        while index < text.count {
            guard text[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            flushText(upTo: index)
            guard let end = tagEnd(in: text, from: index) else { break }
            let inner = String(decoding: text[(index + 1)..<end], as: UTF8.self)
            index = end + 1
            textStart = index
            if inner.hasPrefix("!") || inner.hasPrefix("?") { continue }
            if inner.hasPrefix("/") {
                close(inner.dropFirst().trimmingCharacters(in: .whitespaces).lowercased())
                continue
            }
            let selfClosing = inner.hasSuffix("/")
            let body = selfClosing ? String(inner.dropLast()) : inner
            let (tag, attributes) = parseTag(body)
            let element = MarkupElement(tag: tag, attributes: attributes, children: [])
            if selfClosing || voidTags.contains(tag) {
                stack[stack.count - 1].children.append(.element(element))
            } else if tag == "style" || tag == "script" {
                // Raw text up to the closing tag.
                let closing = Array("</\(tag)".utf8)
                var search = index
                while search + closing.count <= text.count
                    && !text[search..<(search + closing.count)].elementsEqual(closing)
                {
                    search += 1
                }
                stack[stack.count - 1].children.append(.element(element))
                index = tagEnd(in: text, from: search).map { $0 + 1 } ?? text.count
                textStart = index
            } else {
                stack.append(element)
            }
        }
        flushText(upTo: text.count)
        while stack.count > 1 {
            let element = stack.removeLast()
            stack[stack.count - 1].children.append(.element(element))
        }
        return stack[0]
    }

    /// The index of the `>` that ends the tag starting at `start`, skipping quoted attribute values.
    private static func tagEnd(in text: [UInt8], from start: Int) -> Int? {
        var quote: UInt8?
        var index = start + 1
        while index < text.count {
            let byte = text[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func parseTag(_ body: String) -> (String, [String: String]) {
        let scalars = Array(body.unicodeScalars)
        var index = 0
        func skipSpace() { while index < scalars.count && scalars[index].properties.isWhitespace { index += 1 } }
        func readName() -> String {
            var name = ""
            while index < scalars.count, !scalars[index].properties.isWhitespace, scalars[index] != "=" {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            return name
        }
        let tag = readName().lowercased()
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard index < scalars.count else { break }
            let name = readName()
            if name.isEmpty {
                index += 1
                continue
            }
            skipSpace()
            guard index < scalars.count, scalars[index] == "=" else {
                attributes[name] = ""
                continue
            }
            index += 1
            skipSpace()
            var value = ""
            if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
                let quote = scalars[index]
                index += 1
                while index < scalars.count && scalars[index] != quote {
                    value.unicodeScalars.append(scalars[index])
                    index += 1
                }
                index += 1
            } else {
                value = readName()
            }
            attributes[name] = unescape(value)
        }
        return (tag, attributes)
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&nbsp;", with: "\u{00A0}")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

/// One thing in the widget that a tap acts on, or that looks like it and does not.
struct RenderedControl {
    enum Action {
        /// An archived App Intent (`Button(intent:)`, `Toggle(isOn:intent:)`).
        case intent(archive: String)
        /// A URL opened in the app (`Link`).
        case url(URL)
        /// Nothing: a button with an action closure (widgets never call it), or a disabled control.
        case none(why: String)
    }

    /// What VoiceOver reads: its accessibility label, else its text.
    var accessibleName: String
    /// The texts drawn inside it.
    var texts: [String]
    var action: Action

    func matches(_ label: String) -> Bool {
        accessibleName == label || texts.contains(label) || texts.joined(separator: " ") == label
    }
}

extension MarkupElement {
    /// The texts drawn (each `Text` once), in document order: the reading order, right to left included.
    var visibleTexts: [String] {
        var texts: [String] = []
        func walk(_ element: MarkupElement) {
            if ["svg", "style", "script"].contains(element.tag) { return }
            if element.classes.contains("text") {
                let text = element.textContent(skippingHidden: false)
                if !text.isEmpty { texts.append(text) }
                return
            }
            for case .element(let child) in element.children { walk(child) }
        }
        walk(self)
        return texts
    }

    /// The controls of the widget, outermost first (a control inside another draws as its label only).
    var controls: [RenderedControl] {
        var controls: [RenderedControl] = []
        func walk(_ element: MarkupElement) {
            if let control = element.control {
                controls.append(control)
                return
            }
            for case .element(let child) in element.children { walk(child) }
        }
        walk(self)
        return controls
    }

    private var control: RenderedControl? {
        let action: RenderedControl.Action
        if let archive = attribute("data-intent") {
            action = attribute("disabled") != nil ? .none(why: "it is disabled") : .intent(archive: archive)
        } else if let url = attribute("data-url").flatMap(URL.init(string:)) {
            action = classes.contains("inert") ? .none(why: "a link inside a control") : .url(url)
        } else if attribute("data-action") == "none" {
            action = .none(why: "a Button with an action closure, which a widget never calls")
        } else {
            return nil
        }
        let name = attribute("aria-label") ?? textContent(skippingHidden: true)
        return RenderedControl(accessibleName: name, texts: visibleTexts, action: action)
    }

    /// The widget's own URL (`widgetURL`), opened by a tap outside its controls.
    var widgetURL: URL? {
        if let url = attribute("data-widget-url") { return URL(string: url) }
        for case .element(let child) in children { if let url = child.widgetURL { return url } }
        return nil
    }
}
