import Foundation

/// The resolved look of a piece of text, compared between a text and its runs so that a run's
/// span only carries what differs from the enclosing span.
struct TextFormat: Equatable {
    var font: Font
    var fontIsSet: Bool
    var weight: Int
    var italic: Bool
    var tabular: Bool
    var design: Font.Design
    var color: String?
    var strikethrough: Text.LineStyle?
    var underline: Text.LineStyle?
    var kerning: CGFloat?
    var baselineOffset: CGFloat?
    var width: Font.Width?
    /// A gradient foreground, drawn through the text's glyphs.
    var gradient: String?
    /// The Dynamic Type size text styles (and custom fonts) scale by.
    var dynamicTypeSize: DynamicTypeSize

    @MainActor
    init(environment: EnvironmentValues, run: Text.RunStyle = Text.RunStyle()) {
        // The traits' flags one by one: a copy of the whole traits copies their line styles too.
        let traitBold = environment.textTraits.bold
        let traitItalic = environment.textTraits.italic
        let traitMonospacedDigit = environment.textTraits.monospacedDigit
        let traitMonospaced = environment.textTraits.monospaced
        let traitWeight = environment.textTraits.weight
        let font = run.font ?? environment.font ?? .body
        self.font = font
        dynamicTypeSize = environment.dynamicTypeSize
        // A scaled default font is written out, as the stylesheet's default is body at Large.
        fontIsSet = run.font != nil || environment.font != nil || dynamicTypeSize != .large
        let bold = run.bold ?? (traitBold || font.isBold)
        let weight =
            run.weight ?? traitWeight ?? font.weightValue
            ?? (bold ? (font.textStyle?.metrics.emphasized ?? .bold) : (font.textStyle?.metrics.weight ?? .regular))
        self.weight = weight.value
        italic = run.italic ?? (traitItalic || font.isItalic)
        tabular = run.monospacedDigit ?? (traitMonospacedDigit || font.isMonospacedDigit)
        let monospaced = run.monospaced ?? traitMonospaced ?? font.isMonospaced
        design = monospaced ? .monospaced : (run.design ?? font.design ?? .default)
        if let foreground = run.foreground {
            (color, gradient) = StylePaint.runPaint(foreground, over: environment.foregroundStyle, in: environment)
        } else if let foreground = environment.foregroundStyle {
            color = foreground.resolve(level: 0, in: environment).css
            gradient = StylePaint.gradient(of: foreground)?.cssGradient(in: environment)
        } else {
            color = nil
            gradient = nil
        }
        // Optional line styles are copied through an outlined value witness, each copy a call: `??` copied both
        // sides, and most texts set neither line (the traits' lines are read only when the run sets none).
        if let line = run.strikethrough {
            strikethrough = line
        } else {
            strikethrough = environment.textTraits.strikethrough
        }
        if let line = run.underline {
            underline = line
        } else {
            underline = environment.textTraits.underline
        }
        kerning = run.kerning
        baselineOffset = run.baselineOffset
        width = run.width ?? font.widthValue
    }

    /// The font file and metrics the stylesheet draws this format with, for measuring.
    var fontSpec: FontSpec {
        let lineHeight: CGFloat
        var tracking: CGFloat
        let display: Bool
        let size = font.scaledSize(at: dynamicTypeSize)
        if let style = font.textStyle {
            let metrics = style.metrics(at: dynamicTypeSize)
            lineHeight = metrics.leading
            tracking = metrics.tracking
            display = [.largeTitle, .title, .title2, .title3].contains(style)
        } else {
            lineHeight = (size * 1.2).rounded()
            tracking = Font.tracking(forSize: size)
            display = size >= 20
        }
        if design == .monospaced { tracking = 0 }
        if let kerning { tracking = (design == .monospaced ? 0 : Font.tracking(forSize: size)) + kerning }
        return FontSpec(
            size: size, weight: weight, italic: italic, design: design, display: display, tracking: tracking,
            lineHeight: lineHeight, tabular: tabular)
    }

    /// What the text's edges ask of its neighbours in a stack: from its size and line height as `fontSpec` reads
    /// them, without making the rest of it on every text's path.
    var neighbourSpacing: NeighbourSpacing {
        let size = font.scaledSize(at: dynamicTypeSize)
        guard let style = font.textStyle else { return .text(size: size, lineHeight: (size * 1.2).rounded()) }
        return .text(size: size, lineHeight: style.metrics(at: dynamicTypeSize).leading)
    }

    /// Adds the CSS for this format to `node`, leaving out what `parent` already sets.
    func apply(to node: inout HTMLNode, in environment: EnvironmentValues, parent: TextFormat?) {
        var inheritedWeight = parent?.weight ?? 400
        let size = font.scaledSize(at: dynamicTypeSize)
        if fontIsSet
            && (parent == nil || parent!.font.size != font.size || parent!.font.textStyle != font.textStyle
                || parent!.dynamicTypeSize != dynamicTypeSize)
        {
            if let style = font.textStyle {
                node.classes.append(style.metrics.cssClass)
                inheritedWeight = style.metrics.weight.value
                if dynamicTypeSize != .large {
                    // The style's class is the Large size; another Dynamic Type size overrides its metrics.
                    let metrics = style.metrics(at: dynamicTypeSize)
                    node.style.append(("font-size", CSS.length(metrics.size)))
                    node.style.append(("line-height", CSS.length(metrics.leading)))
                    if design != .monospaced { node.style.append(("letter-spacing", CSS.length(metrics.tracking))) }
                }
            } else {
                node.style.append(("font-size", CSS.length(size)))
                node.style.append(("line-height", CSS.length((size * 1.2).rounded())))
                // Monospaced text keeps its advances (the stylesheet's `.text.d-mono` has no tracking either).
                if design != .monospaced {
                    node.style.append(("letter-spacing", CSS.length(Font.tracking(forSize: size))))
                }
                if size >= 20 { node.classes.append("display") }
            }
        }
        if design != (parent?.design ?? .default) {
            switch design {
            case .default: node.classes.append("d-default")
            case .rounded: node.classes.append("d-rounded")
            case .serif: node.classes.append("d-serif")
            case .monospaced: node.classes.append("d-mono")
            }
        }
        if weight != inheritedWeight { node.style.append(("font-weight", String(weight))) }
        if italic != (parent?.italic ?? false) { node.style.append(("font-style", italic ? "italic" : "normal")) }
        if tabular != (parent?.tabular ?? false) {
            node.style.append(("font-variant-numeric", tabular ? "tabular-nums" : "normal"))
        }
        if let gradient, gradient != parent?.gradient {
            node.style.append(("background-image", gradient))
            node.style.append(("-webkit-background-clip", "text"))
            node.style.append(("background-clip", "text"))
            node.style.append(("-webkit-text-fill-color", "transparent"))
        } else if let color, color != parent?.color {
            node.style.append(("color", color))
        }
        if let width, width != parent?.width { node.style.append(("font-stretch", width.cssStretch)) }
        // Compared with nil, not with `parent?.strikethrough`, when there is no parent (most texts): comparing two
        // optional line styles copies both.
        let linesChanged =
            if let parent {
                strikethrough != parent.strikethrough || underline != parent.underline
            } else {
                strikethrough != nil || underline != nil
            }
        if linesChanged {
            let lines: String =
                switch (underline != nil, strikethrough != nil) {
                case (true, true): "underline line-through"
                case (true, false): "underline"
                case (false, true): "line-through"
                case (false, false): "none"
                }
            node.style.append(("text-decoration-line", lines))
            if let line = strikethrough ?? underline {
                if line.pattern != .solid { node.style.append(("text-decoration-style", line.pattern.css)) }
                if let lineColor = line.color {
                    node.style.append(("text-decoration-color", lineColor.resolved(environment.colorScheme).css))
                }
            }
        }
        if let kerning, kerning != parent?.kerning {
            let tracking = design == .monospaced ? 0 : Font.tracking(forSize: size)
            node.style.append(("letter-spacing", CSS.length(tracking + kerning)))
        }
        if let baselineOffset, baselineOffset != parent?.baselineOffset {
            node.style.append(("vertical-align", CSS.length(baselineOffset)))
        }
    }
}

extension Text: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        nodes.append(textNode(in: context))
    }

    @MainActor
    func textNode(in context: RenderContext) -> HTMLNode {
        let environment = context.environment
        // Room for the style and paragraph classes and declarations, so they are not regrown one by one.
        // Reserved in the node itself: a list built apart and passed in may stay shared with the local
        // and be copied on the first append.
        var node = HTMLNode("span")
        node.classes.reserveCapacity(4)
        node.classes.append("text")
        node.style.reserveCapacity(4)
        let redacted = environment.isRedacted
        if runs.count == 1 && !redacted {
            let run = runs[0]
            let format = TextFormat(environment: environment, run: run.style)
            format.apply(to: &node, in: environment, parent: nil)
            fill(&node, with: run, in: context)
            node.neighbourSpacing = format.neighbourSpacing
        } else {
            // The runs' spans only carry what differs from the text's own format.
            let base = TextFormat(environment: environment)
            base.apply(to: &node, in: environment, parent: nil)
            // A run in a larger font makes a taller line; the text's own font gives its edges.
            node.neighbourSpacing = base.neighbourSpacing
            if redacted {
                node.classes.append("redacted")
                let string = runs.map { $0.plainString(in: context) }.joined()
                node.content = .markup(
                    InlineHTML.html([HTMLNode("span", classes: ["redaction"], content: .text(string))]))
            } else {
                var children: [HTMLNode] = []
                children.reserveCapacity(runs.count)
                for run in runs {
                    var child = HTMLNode("span")
                    TextFormat(environment: environment, run: run.style).apply(
                        to: &child, in: environment, parent: base)
                    fill(&child, with: run, in: context)
                    children.append(child)
                }
                node.content = .markup(InlineHTML.html(children))
            }
        }
        applyParagraphStyle(to: &node, in: environment)
        if environment.lineSpacing > 0 {
            // The text's own line height (a run's larger font gets no more spacing: docs/compatibility.md). Its
            // format is made again only here, rarely, so that drawing every other text keeps one format less.
            let format =
                runs.count == 1 && !redacted
                ? TextFormat(environment: environment, run: runs[0].style) : TextFormat(environment: environment)
            Self.spaceLines(of: &node, lineHeight: format.fontSpec.lineHeight, by: environment.lineSpacing)
        }
        if environment.minimumScaleFactor < 1 { context.session.needsLayout = true }
        // CSS only cuts the end of a line: the layout measures where a head or middle cut goes.
        if environment.truncationMode != .tail, case .text = node.content { context.session.needsLayout = true }
        if context.recordsLayout { node.layout = LayoutSpec(.text(layoutSpec(in: context))) }
        return node
    }

    /// What `LayoutEngine` needs to measure this text: its string as drawn, its font, how it may wrap and shrink.
    @MainActor
    private func layoutSpec(in context: RenderContext) -> TextSpec {
        let environment = context.environment
        var string = plainString(in: context)
        switch environment.textCase {
        case .uppercase?: string = string.uppercased(with: environment.locale)
        case .lowercase?: string = string.lowercased(with: environment.locale)
        case nil: break
        }
        let format = TextFormat(environment: environment, run: runs.count == 1 ? runs[0].style : Text.RunStyle())
        var images = 0
        for run in runs {
            if case .image = run.content { images += 1 }
        }
        return TextSpec(
            measured: MeasuredText(string, font: format.fontSpec), lineLimit: environment.lineLimit,
            lineSpacing: max(0, environment.lineSpacing), truncationMode: environment.truncationMode,
            minimumScaleFactor: environment.minimumScaleFactor, inlineImages: images)
    }

    @MainActor
    private func fill(_ node: inout HTMLNode, with run: Run, in context: RenderContext) {
        switch run.content {
        case .image(let image):
            let symbol = image.symbolNode(in: context, inline: true)
            node.content = .markup(InlineHTML.html([symbol]))
        case .date(let date, let style):
            node.attributes.append(("data-date", CSS.number(date.timeIntervalSince1970)))
            node.attributes.append(("data-date-style", style.name))
            node.content = .text(run.plainString(in: context))
        case .timerInterval(let timer):
            // The page may run the timer between reloads, as iOS does.
            node.attributes.append(("data-timer-start", CSS.number(timer.interval.lowerBound.timeIntervalSince1970)))
            node.attributes.append(("data-timer-end", CSS.number(timer.interval.upperBound.timeIntervalSince1970)))
            if !timer.countsDown { node.attributes.append(("data-timer-counts-up", "true")) }
            node.content = .text(run.plainString(in: context))
        case .localized:
            if let markup = run.inlineMarkup(in: context, base: TextFormat(environment: context.environment)) {
                node.content = .markup(markup)
            } else {
                node.content = .text(run.plainString(in: context))
            }
        default:
            node.content = .text(run.plainString(in: context))
        }
    }

    @MainActor
    private func applyParagraphStyle(to node: inout HTMLNode, in environment: EnvironmentValues) {
        if let limit = environment.lineLimit {
            if limit == 1 {
                node.classes.append("line1")
            } else {
                node.classes.append("clamp")
                node.style.append(("-webkit-line-clamp", String(limit)))
            }
        }
        if environment.layoutDirection == .rightToLeft {
            // iOS sets a text's direction by its own first strong letter ("2 left" stays "2 left" in a mirrored
            // widget) and aligns its lines to the layout's leading edge, the right.
            node.style.append(("unicode-bidi", "plaintext"))
            switch environment.multilineTextAlignment {
            case .leading: node.style.append(("text-align", "right"))
            case .center: node.style.append(("text-align", "center"))
            case .trailing: node.style.append(("text-align", "left"))
            }
        } else {
            switch environment.multilineTextAlignment {
            case .leading: break
            case .center: node.style.append(("text-align", "center"))
            case .trailing: node.style.append(("text-align", "end"))
            }
        }
        if let textCase = environment.textCase {
            node.style.append(("text-transform", textCase == .uppercase ? "uppercase" : "lowercase"))
        }
        if environment.minimumScaleFactor < 1 {
            node.attributes.append(("data-minimum-scale-factor", CSS.number(environment.minimumScaleFactor)))
        }
    }

    /// Puts `spacing` between the lines of a text node, as iOS does (not above the first line nor below the
    /// last): each line box grows by the spacing, and negative margins take its outer halves back.
    static func spaceLines(of node: inout HTMLNode, lineHeight: CGFloat, by spacing: CGFloat) {
        node.setStyle("line-height", CSS.length(lineHeight + spacing))
        node.setStyle("margin", CSS.length(-spacing / 2) + " 0")
    }

    /// The text as a plain string in `context` (localized, dates formatted, styling dropped).
    @MainActor
    package func plainString(in context: RenderContext) -> String {
        // A loop, not `map` and `joined`: a main-actor closure is checked for isolation at every call, and most
        // texts are one run, whose string is returned as is.
        if runs.count == 1 { return runs[0].plainString(in: context) }
        var string = ""
        for run in runs { string += run.plainString(in: context) }
        return string
    }
}

extension Text.Run {
    @MainActor
    func plainString(in context: RenderContext) -> String {
        switch content {
        case .verbatim(let string):
            return string
        case .localized(let key, let table, let bundle):
            guard key.isFormat else {
                return StringCatalogs.localized(
                    key: key.key, table: table, bundle: bundle, arguments: [], locale: context.environment.locale,
                    isFormat: false)
            }
            let arguments: [LocalizableArgument] = key.arguments.map { argument in
                switch argument {
                case .value(let value): value
                case .text(let text): .string(text.plainString(in: context))
                }
            }
            return StringCatalogs.localized(
                key: key.key, table: table, bundle: bundle, arguments: arguments, locale: context.environment.locale)
        case .date(let date, let style):
            return DateText.string(date, style: style, in: context.environment)
        case .formatted(let value):
            return value.format(context.environment.locale)
        case .resource(let resource):
            return resource.resolved(locale: context.environment.locale)
        case .image:
            return ""
        case .timerInterval(let timer):
            return DateText.timer(timer, in: context.environment)
        }
    }

    /// The run's localized text with its interpolated images and styled texts drawn inline, as markup; nil when
    /// it has none (then the plain string is the whole text).
    @MainActor
    func inlineMarkup(in context: RenderContext, base: TextFormat) -> String? {
        guard case .localized(let key, let table, let bundle) = content, key.isFormat,
            key.arguments.contains(where: { argument in
                guard case .text(let text) = argument else { return false }
                return text.drawsMoreThanPlainText
            })
        else { return nil }
        // Each text argument becomes a private-use character in the localized string, then its markup.
        var pieces: [Character: String] = [:]
        var arguments: [LocalizableArgument] = []
        for argument in key.arguments {
            switch argument {
            case .value(let value): arguments.append(value)
            case .text(let text):
                let marker = Character(Unicode.Scalar(0xE000 + UInt32(pieces.count))!)
                pieces[marker] = text.inlineMarkup(in: context, base: base)
                arguments.append(.string(String(marker)))
            }
        }
        let string = StringCatalogs.localized(
            key: key.key, table: table, bundle: bundle, arguments: arguments, locale: context.environment.locale)
        var markup = ""
        var plain = ""
        for character in string {
            if let piece = pieces[character] {
                markup += HTMLWriter.escape(plain) + piece
                plain = ""
            } else {
                plain.append(character)
            }
        }
        return markup + HTMLWriter.escape(plain)
    }
}

extension Text {
    /// Whether drawing the text needs more than its string: an image, or a run with styling of its own.
    var drawsMoreThanPlainText: Bool {
        runs.contains { run in
            if case .image = run.content { return true }
            return run.style != RunStyle()
        }
    }

    /// This text drawn inside another: symbols inline, runs as spans carrying what differs from `base`.
    @MainActor
    func inlineMarkup(in context: RenderContext, base: TextFormat) -> String {
        var nodes: [HTMLNode] = []
        for run in runs {
            if case .image(let image) = run.content {
                nodes.append(image.symbolNode(in: context, inline: true))
                continue
            }
            var node = HTMLNode("span")
            TextFormat(environment: context.environment, run: run.style).apply(
                to: &node, in: context.environment, parent: base)
            if let markup = run.inlineMarkup(in: context, base: base) {
                node.content = .markup(markup)
            } else {
                node.content = .text(run.plainString(in: context))
            }
            if node.classes.isEmpty && node.style.isEmpty, case .text(let text) = node.content {
                nodes.append(HTMLNode("span", content: .text(text)))
            } else {
                nodes.append(node)
            }
        }
        return InlineHTML.html(nodes)
    }
}

/// Runs of a text written on one line: inside a `white-space:pre-wrap` text, the indentation
/// HTMLWriter puts between elements would show as spaces.
enum InlineHTML {
    static func html(_ nodes: [HTMLNode]) -> String {
        var out = ""
        for node in nodes { write(node, into: &out) }
        return out
    }

    private static func write(_ node: HTMLNode, into out: inout String) {
        out += "<" + node.tag
        if !node.classes.isEmpty { out += " class=\"" + HTMLWriter.escape(node.classes.joined(separator: " ")) + "\"" }
        if !node.style.isEmpty {
            out += " style=\""
            out += node.style.map { HTMLWriter.escape($0.property + ":" + $0.value) }.joined(separator: ";")
            out += "\""
        }
        for attribute in node.attributes {
            out += " " + attribute.name + "=\"" + HTMLWriter.escape(attribute.value) + "\""
        }
        out += ">"
        switch node.content {
        case .text(let text): out += HTMLWriter.escape(text)
        case .markup(let markup): out += markup
        case .children(let children): for child in children { write(child, into: &out) }
        }
        out += "</" + node.tag + ">"
    }
}
