import Foundation
import WidgetRuntime

/// One element VoiceOver would stop at in the widget: what it reads, and what a double tap does.
public struct AccessibilityElement: Hashable, Sendable, CustomStringConvertible {
    /// What the element is called (its accessibility label, else its text).
    public var label: String
    /// Its value (a switch's "1" or "0", a gauge's or a labelled value), if any.
    public var value: String?
    /// Its hint (`accessibilityHint`), if any.
    public var hint: String?
    /// Its traits: button, toggle, link, header, image, selected.
    public var traits: AccessibilityTraits
    /// What activating it does: "perform <Intent>" or "open <URL>"; empty for static elements.
    public var actions: [String]

    public var description: String {
        var parts = ["\"\(label)\""]
        if let value { parts.append("value \"\(value)\"") }
        let names = Self.traitNames.filter { traits.contains($0.trait) }.map(\.name)
        if !names.isEmpty { parts.append(names.joined(separator: ", ")) }
        if !actions.isEmpty { parts.append(actions.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }

    static let traitNames: [(trait: AccessibilityTraits, name: String)] = [
        (.isButton, "button"), (.isToggle, "toggle"), (.isLink, "link"), (.isHeader, "header"),
        (.isImage, "image"), (.isSelected, "selected"), (.isStaticText, "text"),
    ]

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.label == rhs.label && lhs.value == rhs.value && lhs.hint == rhs.hint && lhs.actions == rhs.actions
            && traitNames.allSatisfy { lhs.traits.contains($0.trait) == rhs.traits.contains($0.trait) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(value)
        hasher.combine(actions)
    }
}

extension MarkupElement {
    /// The elements a screen reader finds, in reading order: a labelled view, a control, an image or a heading
    /// is one element (its children are read as its label); every other text is a static text element;
    /// `aria-hidden` subtrees (`accessibilityHidden`, decoration) are skipped.
    var accessibilityElements: [AccessibilityElement] {
        var elements: [AccessibilityElement] = []
        func walk(_ element: MarkupElement) {
            if element.attribute("aria-hidden") == "true" || ["svg", "style", "script"].contains(element.tag) {
                return
            }
            let role = element.attribute("role")
            let isControl = element.attribute("data-intent") != nil || element.attribute("data-url") != nil
            if role == "group" || element.attribute("data-accessibility-children") == "contain" {
                for case .element(let child) in element.children { walk(child) }
                return
            }
            if isControl || element.attribute("aria-label") != nil || role != nil || element.tag == "button"
                || element.classes.contains("text")
            {
                let item = element.accessibilityElement(role: role)
                if !item.label.isEmpty || item.value != nil { elements.append(item) }
                return
            }
            for case .element(let child) in element.children { walk(child) }
        }
        walk(self)
        return elements
    }

    private func accessibilityElement(role: String?) -> AccessibilityElement {
        var traits = AccessibilityTraits()
        var actions: [String] = []
        var value = attribute("aria-valuetext")
        switch role {
        case "switch":
            traits.insert(.isToggle)
            traits.insert(.isButton)
            // VoiceOver's value of a switch; SwiftUI's Toggle reports "1" / "0".
            value = value ?? (attribute("aria-checked") == "true" ? "1" : "0")
        case "button": traits.insert(.isButton)
        case "link": traits.insert(.isLink)
        case "heading": traits.insert(.isHeader)
        case "img": traits.insert(.isImage)
        case "progressbar":
            if value == nil, let now = attribute("aria-valuenow").flatMap(Double.init) {
                value = "\(Int((now * 100).rounded()))%"
            }
        default: break
        }
        if tag == "button" && role == nil { traits.insert(.isButton) }
        if attribute("aria-selected") == "true" { traits.insert(.isSelected) }
        if let archive = attribute("data-intent"), attribute("disabled") == nil {
            actions.append("perform " + (Self.intentType(in: archive) ?? "intent"))
        }
        if let url = attribute("data-url"), !classes.contains("inert") {
            traits.insert(.isLink)
            actions.append("open " + url)
        }
        if classes.contains("text") && traits.isEmpty { traits.insert(.isStaticText) }
        let label = attribute("aria-label") ?? textContent(skippingHidden: true)
        return AccessibilityElement(
            label: label, value: value, hint: attribute("aria-description"), traits: traits, actions: actions)
    }

    /// The intent type an archive names (`{"parameters":…,"type":"ToggleTaskIntent"}`).
    static func intentType(in archive: String) -> String? {
        guard let range = archive.range(of: "\"type\":\"") else { return nil }
        let rest = archive[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
