/// What assistive technology reads from rendered widget markup, kept valid ARIA: VoiceOver on iOS reads a
/// widget's views by their accessibility labels, values and traits, and the page's readers get the same
/// through these roles and names.
package enum AccessibleMarkup {
    /// The text a screen reader would read for `nodes`: an element's `aria-label` instead of its contents,
    /// text content otherwise, nothing from `aria-hidden` subtrees; runs of white space collapsed.
    package static func text(of nodes: [HTMLNode]) -> String {
        var parts: [String] = []
        func collect(_ node: HTMLNode) {
            if node.attribute("aria-hidden") == "true" { return }
            if let label = node.attribute("aria-label") {
                parts.append(label)
                return
            }
            switch node.content {
            case .text(let text): parts.append(text)
            case .children(let children): children.forEach(collect)
            case .markup: break
            }
        }
        nodes.forEach(collect)
        return parts.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The role that lets a labelled element carry its label: ARIA allows `aria-label` only on elements with
    /// a role, and a view given `accessibilityLabel` (a symbol, a count) is read as one image-like element.
    /// Nil when the element has a role of its own or is a control.
    package static func roleForLabel(of node: HTMLNode) -> String? {
        guard node.attribute("role") == nil, !["button", "a", "input", "select", "textarea"].contains(node.tag)
        else { return nil }
        return "img"
    }

    /// The attributes of a view that shows a value within 0…1 (`Gauge`, a determinate `ProgressView`):
    /// a progress bar with its bounds, as ARIA requires of `aria-valuenow`.
    package static func valueAttributes(fraction: String) -> [(name: String, value: String)] {
        [("role", "progressbar"), ("aria-valuemin", "0"), ("aria-valuemax", "1"), ("aria-valuenow", fraction)]
    }

    /// Hides the drawn switch inside a toggle whose whole row is the switch (the `<button role="switch">`), so
    /// that a reader finds one switch per toggle, not a nameless one nested in another.
    package static func hideNestedSwitches(in node: inout HTMLNode) {
        guard case .children(var children) = node.content else { return }
        for index in children.indices {
            if children[index].attribute("role") == "switch" {
                children[index].attributes.removeAll { $0.name == "role" || $0.name == "aria-checked" }
                children[index].setAttribute("aria-hidden", "true")
            } else {
                hideNestedSwitches(in: &children[index])
            }
        }
        node.content = .children(children)
    }
}

extension HTMLNode {
    /// The value of an attribute, or nil.
    package func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}
