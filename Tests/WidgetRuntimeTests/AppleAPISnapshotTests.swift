import Foundation
import TestSupport
import Testing

@testable import WidgetRuntime

/// Our widgets written against Apple's API (AppleAPI/), drawn as widgets of their families, light and dark.
@MainActor
@Suite struct AppleAPISnapshotTests {
    /// The widget's light and dark renderings; with `SNAPSHOT_HTML_DIR` set, also standalone pages there, to
    /// look at in a browser.
    func widget<V: View>(
        _ family: WidgetFamily, name: String = #function, layoutDirection: LayoutDirection = .leftToRight,
        @ViewBuilder _ content: () -> V
    ) -> String {
        let view = content()
        var out = ""
        for scheme in [ColorScheme.light, .dark] {
            let snapshot = WidgetSnapshot(family: family, colorScheme: scheme) { view }.environment {
                $0.now = snapshotNow
                $0.timeZone = TimeZone(identifier: "UTC")!
                $0.locale = Locale(identifier: "en_US")
                $0.layoutDirection = layoutDirection
            }
            out += snapshot.bodyHTML
            if let directory = ProcessInfo.processInfo.environment["SNAPSHOT_HTML_DIR"] {
                let file = URL(fileURLWithPath: directory).appendingPathComponent("\(name)-\(family)-\(scheme).html")
                try? snapshot.html.write(to: file, atomically: true, encoding: .utf8)
            }
        }
        return out
    }

    /// A whole page (stylesheet included), which Tests/browser/test_layout.py opens to check in Chromium that
    /// no text overlaps another or is cut.
    @Test func heroLaysOutWithRealSizes() {
        let small = widget(.systemSmall, name: "hero") { HeroDetail(hero: .owl) }
        let medium = widget(.systemMedium, name: "hero") { HeroDetail(hero: .owl) }
        let page = WidgetSnapshot<EmptyView>.document(
            title: "Hero", colorScheme: .light, body: small + medium,
            extraCSS: "body{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}\n")
        assertSnapshot(page, named: "hero")
    }

    /// A whole page (stylesheet included), which Tests/browser/test_layout.py opens to check in Chromium that a
    /// column of rows taller than its widget overflows as a whole (RoundsWidget.swift): no row shrinks onto the
    /// count under it.
    @Test func aNestedColumnTallerThanItsWidgetOverflowsWhole() {
        let patients = [
            "Bed 1 · Ada", "Bed 2 · Grace", "Bed 3 · Alan", "Bed 4 · Edsger", "Bed 5 · Barbara", "Bed 6 · Ken",
        ]
        let small = widget(.systemSmall, name: "rounds") { RoundsView(patients: patients) }
        let page = WidgetSnapshot<EmptyView>.document(
            title: "Rounds", colorScheme: .light, body: small,
            extraCSS: "body{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}\n")
        // The frame fills the widget; the column in it is not flexible, so nothing marks it to shrink.
        #expect(page.contains("<div class=\"vstack\" style=\"gap:2px;align-items:flex-start\">"))
        assertSnapshot(page, named: "rounds")
    }

    /// A widget configured by a SiriKit intent (TripWidget.swift): its timeline run on the host with a configured
    /// `INIntent`, as iOS runs it for a widget the user set up.
    @Test func intentConfiguredWidgetRunsOnTheHost() async throws {
        let host = WidgetHost(bundle: TripBundle(), clock: ManualClock(tripNow))
        let archive =
            #"{"parameters":{"departure":"2024-06-10","destination":{"display":"Oslo","identifier":"oslo"},"#
            + #""forecastDays":4,"unit":"fahrenheit"},"type":"TripIntent"}"#
        let id = try host.addWidget(kind: "Trip", family: .systemMedium, configuration: archive)
        await host.waitUntilIdle()
        assertSnapshot(try #require(host.html(of: id)), named: "trip")
    }

    @Test func controlsAndTextKeepTheirStylesImagesAndTimers() {
        let entry = WaterEntry(date: snapshotNow, drank: true, reminders: false)
        assertSnapshot(
            widget(.systemLarge, name: "water") { WaterView(entry: entry, model: HydrationModel()) }, named: "water")
    }

    @Test func weatherSymbolsDrawInTheirMulticolorRendering() {
        let html = widget(.systemSmall, name: "sky") { SkyView() }
        // A filled cloud white with a yellow sun or cyan rain; the sun alone yellow.
        #expect(html.contains("stroke=\"#FFCC00\"") && html.contains("fill=\"#FFFFFF\""))
        #expect(html.contains("fill=\"#FFCC00\"") && html.contains("stroke=\"#32ADE6\""))
        assertSnapshot(html, named: "sky")
    }

    @Test func paintGradientsTrimsDashesAndCatalogAssets() {
        assertSnapshot(widget(.systemMedium, name: "sun") { SunView(daylight: 0.7) }, named: "sun")
    }

    @Test func colorEffectsAreCSSFilters() {
        let playing = widget(.systemMedium, name: "album-playing") { AlbumView(title: "Blue Train", isOffline: false) }
        let offline = widget(.systemMedium, name: "album") { AlbumView(title: "Blue Train", isOffline: true) }
        #expect(playing.contains("filter:contrast(0.909) brightness(1.1)"))
        #expect(offline.contains("filter:grayscale(1)") && offline.contains("isolation:isolate"))
        // A filter that changes nothing is not written.
        #expect(!playing.contains("grayscale(") && !offline.contains("hue-rotate("))
        assertSnapshot(playing + offline, named: "album")
    }

    @Test func asyncImagesDrawTheirPlaceholdersAndPositionPlacesCenters() {
        let url = URL(string: "https://example.com/story.jpg")
        let html = widget(.systemMedium, name: "headline") {
            HeadlineView(title: "Tides turn early this year", pictureURL: url, unread: 3)
        }
        let rightToLeft = widget(.systemMedium, name: "headline-rtl", layoutDirection: .rightToLeft) {
            HeadlineView(title: "Tides turn early this year", pictureURL: url, unread: 3)
        }
        // Never loaded: the custom placeholder, the `.empty` phase, and the standard fill.
        #expect(html.contains("Loading") && !html.contains("story.jpg"))
        #expect(html.contains("rgba(120,120,128,0.16)"), "the standard placeholder, secondarySystemFill")
        // The badge's center at (20, 16) from the leading edge; the dot at the reader's size less 6 pt.
        #expect(html.contains("top:16px;left:20px;transform:translate(-50%,-50%)"))
        #expect(rightToLeft.contains("top:16px;right:20px;transform:translate(50%,-50%)"))
        // A medium widget's content is 306 × 126 pt (338 × 158 less 16 pt margins).
        #expect(html.contains("top:120px;left:300px"), "the GeometryReader's size less 6 pt")
        // Symbol effects do not play; a symbol that has disappeared is hidden and keeps its place.
        let none = widget(.systemMedium, name: "headline-read") {
            HeadlineView(title: "Tides turn early this year", pictureURL: url, unread: 0)
        }
        #expect(!html.contains("opacity:0\""))
        #expect(none.contains("class=\"box fade\" style=\"opacity:0\""))
        assertSnapshot(html + rightToLeft + none, named: "headline")
    }

    @Test func masksOfShapesColorsAndGradients() {
        let html = widget(.systemSmall, name: "fuel") {
            FuelView(level: 0.6, trips: ["Home → Office", "Office → Gym", "Gym → Home"])
        }
        // The gradient's alpha masks the list; a color's alpha masks as a one-color image; a capsule as a clip.
        #expect(html.contains("mask-image:linear-gradient(180deg,"))
        #expect(html.contains("mask-image:linear-gradient(rgba(0,0,0,0.8),rgba(0,0,0,0.8))"))
        #expect(html.contains("border-radius:9999px;overflow:hidden"))
        assertSnapshot(html, named: "fuel")
    }

    @Test func aMaskThatIsNotAShapeOrStyleIsDrawnUnmaskedAndSaysSo() {
        let snapshot = WidgetSnapshot(family: .systemSmall) {
            Color.blue.mask(Text("Hi").font(.largeTitle))
        }
        #expect(!snapshot.bodyHTML.contains("mask-image"))
        #expect(snapshot.warnings.contains { $0.hasPrefix("mask(Text)") })
    }

    @Test func containerRelativeFramesAreFractionsOfTheContentArea() {
        let html = widget(.systemMedium, name: "tiles") { TilesView() }
        // The content area is 306 × 126 pt: two of three parts with 8 pt gaps, (306 - 16) / 3 × 2 + 8, and one.
        #expect(html.contains("width:201.333px"))
        #expect(html.contains("width:96.667px"))
        // The banner: the whole width, a quarter of the height.
        #expect(html.contains("width:306px;height:31.5px"))
        assertSnapshot(html, named: "tiles")
    }

    @Test func unevenCornersFollowTheLayoutDirection() {
        let messages = [
            ChatView.Message(text: "Are you coming tonight?", isMine: false),
            ChatView.Message(text: "On my way!", isMine: true),
        ]
        let leftToRight = widget(.systemMedium, name: "chat") { ChatView(messages: messages) }
        let rightToLeft = widget(.systemMedium, name: "chat-rtl", layoutDirection: .rightToLeft) {
            ChatView(messages: messages)
        }
        // Theirs: top left, top right, bottom right, bottom left = 14 14 14 4 (the tight corner at the bottom
        // leading); mirrored in right-to-left.
        #expect(leftToRight.contains("border-radius:14px 14px 14px 4px"))
        #expect(rightToLeft.contains("border-radius:14px 14px 4px 14px"))
        // The dashed outline is an SVG path with arcs at its two rounded corners only.
        #expect(leftToRight.contains("stroke-dasharray"))
        assertSnapshot(leftToRight + rightToLeft, named: "chat")
        // Set inside a left-to-right widget, the direction reaches the page too: the content runs right to left.
        let inner = widget(.systemMedium, name: "chat-inner-rtl") {
            ChatView(messages: messages).environment(\.layoutDirection, .rightToLeft)
        }
        #expect(!leftToRight.contains(#"dir="rtl""#) && inner.contains(#"dir="rtl""#))
        #expect(inner.contains("border-radius:14px 14px 4px 14px"))
    }

    /// Accepted so that widget code builds, drawing nothing: a tap area is a button's whole box here, and a widget
    /// has no safe area (on iOS either: its margins are content margins).
    @Test func contentShapeAndSafeAreaChangeNothing() {
        let plain = widget(.systemSmall, name: "accepted") {
            Button(intent: LogGlassIntent()) { Label("Done", systemImage: "checkmark") }
                .background { Color.mint }
        }
        let accepted = widget(.systemSmall, name: "accepted") {
            Button(intent: LogGlassIntent()) { Label("Done", systemImage: "checkmark") }
                .contentShape(Rectangle())
                .contentShape(.interaction, Capsule(), eoFill: true)
                .background { Color.mint.ignoresSafeArea(.container, edges: .bottom) }
                .ignoresSafeArea()
                .edgesIgnoringSafeArea(.all)
        }
        #expect(accepted == plain)
    }

    /// SwiftUI's brightness adds to each component; the two CSS filters it is drawn with do the same (CSS
    /// clamps each filter's result to 0…1, as the sum is clamped).
    @Test(arguments: [-0.45, -0.2, 0.05, 0.3, 1.0])
    func brightnessAddsToEachComponent(amount: Double) throws {
        let css = _ColorEffectModifier.brightnessFilter(amount)
        let numbers = css.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
        #expect(css.hasPrefix("contrast(") && numbers.count == 2)
        let (k, m) = (numbers[0], numbers[1])
        for x in stride(from: 0.0, through: 1.0, by: 0.125) {
            let drawn = min(1, max(0, m * (k * x + (1 - k) / 2)))
            #expect(abs(drawn - min(1, max(0, x + amount))) < 0.002, "x \(x)")
        }
        #expect(_ColorEffectModifier.brightnessFilter(0).isEmpty)
        #expect(_ColorEffectModifier.brightnessFilter(-0.75) == "brightness(0.25)")
    }

    @Test func appIntentWidgetDrawsItsConfiguration() {
        let entry = PlantEntry(date: snapshotNow, room: "Balcony", note: "Water Me", interval: 2, unit: .weeks)
        assertSnapshot(widget(.systemSmall, name: "plant") { PlantView(entry: entry) }, named: "plant")
    }

    @Test func customLayoutsPlaceTheirSubviewsWhereTheySay() {
        let tags = ["Fiction", "History", "Poetry", "Science", "Travel", "Cooking", "Essays"]
        let medium = widget(.systemMedium, name: "tags") { TagsView(tags: tags, compact: false) }
        let small = widget(.systemSmall, name: "tags-small") { TagsView(tags: tags, compact: true) }
        // Every subview of a layout is positioned absolutely where the layout placed it.
        #expect(medium.contains("class=\"box layout\"") && medium.contains("position:absolute"))
        // The dial is 84 pt: Monday at the top, its center 8 pt (half of 16) below the dial's top edge.
        #expect(medium.contains("position:absolute;left:34px;top:0px;width:16px;height:16px"))
        assertSnapshot(medium + small, named: "tags")
    }

    @Test func alignmentGuidesMoveViewsInStacks() {
        let html = widget(.systemMedium, name: "badges") { BadgesView(unread: 3) }
        // The second line is indented 12 pt from the first.
        #expect(html.contains("position:absolute;left:12px;top:"))
        assertSnapshot(html, named: "badges")
    }

    @Test func scrollViewsDrawTheirContentAtRestClipped() {
        let headlines = (1...9).map { "Headline number \($0) of the morning" }
        let html = widget(.systemMedium, name: "news") { NewsView(headlines: headlines) }
        // Both scroll views clip; their content keeps its whole length along the scrolled axis.
        #expect(
            html.components(separatedBy: "class=\"box scroll\" style=\"overflow:hidden").count == 5,
            "two in each scheme")
        #expect(html.contains("flex:none;height:max-content") && html.contains("flex:none;width:max-content"))
        assertSnapshot(html, named: "news")
    }

    @Test func canvasesDrawPathsAndTextAsSVG() {
        let html = widget(.systemMedium, name: "steps") {
            StepsView(steps: [4200, 8100, 6500, 10400, 7300, 12100, 9000], goal: 10000)
        }
        // The area, the line, the goal rule and seven dots are paths; the texts are drawn as on the page.
        #expect(html.components(separatedBy: "<path d=").count == 2 * 10 + 1)
        #expect(html.contains("stroke-dasharray=\"3 3\"") && html.contains("fill-opacity=\"0.2\""))
        #expect(html.components(separatedBy: "<foreignObject").count == 2 * 8 + 1)
        // A copy of the context keeps its own transform and opacity.
        #expect(html.contains("transform=\"matrix(1 0 0 1 ") && html.contains("opacity=\"0.8\""))
        assertSnapshot(html, named: "steps")
    }

    @Test func steppersMenusAndPickersDrawAtRest() {
        let html = widget(.systemMedium, name: "cups") { CupsView() }
        // At zero, the first stepper's minus segment is dimmed; the second's both segments act.
        #expect(html.components(separatedBy: "opacity:0.3").count == 2 + 1, "one dimmed segment in each scheme")
        // A menu's items are never drawn: nothing opens it in a widget.
        #expect(html.contains("Size") && !html.contains("Small") && !html.contains("Reset"))
        // A picker shows the option tagged with its selection, not its own label.
        #expect(html.contains("Medium") && !html.contains("Light") && !html.contains("Roast"))
        assertSnapshot(html, named: "cups")
    }

    /// Texts one under another, as SwiftUI spaces them by their kinds (ShiftWidget.swift): none between two texts,
    /// what the text's font asks between a text and a rule, symbols as text, the default side by side and nothing
    /// beside a spacer.
    @Test func neighboursAreSpacedByTheirKinds() {
        let html = widget(.systemLarge, name: "shift") {
            ShiftView(ward: "Ward 3 · Room 12", start: "6:00", end: "14:00")
        }
        // The column's gaps differ, so each is a margin: the padded text under a footnote is the footnote's bottom
        // edge below it (8.01 pt); the symbol under the rule its baseline offset at body size (0.22 × 17 = 3.74).
        #expect(html.contains("<div class=\"vstack\" style=\"align-items:flex-start;align-self:stretch\">"))
        #expect(html.contains("margin-top:8.01px") && html.contains("margin-top:3.74px"))
        // A symbol and a text meet with nothing between them: the row of a symbol and texts under a caption, the
        // heart under that row and the text under the heart.
        #expect(html.contains("<div class=\"hstack\" style=\"gap:8px\">"))
        #expect(html.contains("<span class=\"image symbol\" style=\"color:#FF3B30\" data-symbol=\"heart.fill\">"))
        #expect(!html.contains("margin-top:3.55px"))
        // Side by side, the default; the inner column keeps its own spacing; a row with a spacer has no gap.
        #expect(html.contains("gap:2px") && html.contains("<div class=\"hstack\" style=\"align-self:stretch\">"))
        assertSnapshot(html, named: "shift")
    }

    @Test func cardsTiltInThreeDimensionsWithQuinaryFillsAndMonospacedText() {
        let entry = FlashcardEntry(date: snapshotNow, word: "猫", reading: "neko", meaning: "cat")
        let html = widget(.systemMedium, name: "flashcard") { FlashcardView(entry: entry) }
        // Seen from a distance (the widget's larger side divided by the perspective), turned about its leading
        // edge.
        #expect(html.contains("px) rotate3d(0,1,0,18deg)") && html.contains("transform:perspective("))
        #expect(html.contains("transform-origin:0% 50%"))
        // `.monospaced()` on the stack reaches both texts; the meaning beside it keeps the system design.
        #expect(html.components(separatedBy: "d-mono").count == 2 * 2 + 1)
        // The fifth levels: the fill behind the card and the hint's label color.
        #expect(html.contains(RGBA(116, 116, 128, 0.04).css) && html.contains(RGBA(118, 118, 128, 0.09).css))
        #expect(html.contains(RGBA(60, 60, 67, 0.09).css) && html.contains(RGBA(235, 235, 245, 0.08).css))
        assertSnapshot(html, named: "flashcard")
    }

    @Test func smoothSnappyAndBouncySpringsKeepTheirDurationAndBounce() {
        #expect(Animation.smooth(duration: 0.4).description == "spring 0.4")
        #expect(Animation.smooth(extraBounce: 0.2).description == "bouncy 0.5")
        #expect(Animation.snappy(duration: 0.25).description == "spring 0.25")
        #expect(Animation.bouncy(duration: 0.8).description == "bouncy 0.8")
        #expect(Animation.bouncy(extraBounce: -0.3).description == "spring 0.5")
    }

    @Test func backgroundSessionHandlersLeaveTheWidgetAsItWas() async throws {
        let host = WidgetHost(bundle: FlashcardBundle(), clock: ManualClock(snapshotNow))
        #expect(host.kinds.map(\.kind) == ["Flashcard"])
        let id = try host.addWidget(kind: "Flashcard", family: .systemMedium)
        await host.waitUntilIdle()
        #expect(try #require(host.html(of: id)).contains("neko"))
    }

    @Test func intentsUIBringsIntentsAndUIKit() {
        let deck = FlashcardDeck(identifier: "jp", display: "Japanese")
        #expect(deck.displayString == "Japanese" && deck.tint == .systemRed)
    }

    @Test func groupBoxesFrameTheirLabelAndContentOnTheSecondaryBackground() {
        let html = widget(.systemSmall, name: "tips") {
            TipsView(entry: TipsEntry(date: snapshotNow, total: 42, orders: 6))
        }
        // The box: the secondary system background of each scheme, behind a rounded rectangle, padded 16 pt.
        #expect(html.contains(RGBA(hex: 0xF2F2F7).css) && html.contains(RGBA(hex: 0x1C1C1E).css))
        #expect(html.contains("Today") && html.contains("orders"))
        // The secondary text scale and the selectable note draw as the default scale and a plain text.
        let unscaled = widget(.systemSmall, name: "tips-unscaled") {
            GroupBox("Today") {
                HStack(alignment: .firstTextBaseline, spacing: 2) {
                    Text("$")
                    Text("42").font(.title)
                }
                Text("6 orders").font(.caption).foregroundStyle(.secondary)
            }
            .containerBackground(.background, for: .widget)
        }
        #expect(html == unscaled)
        assertSnapshot(html, named: "tips")
    }

    @Test func groupBoxesWithoutATitleOrWithAViewLabel() {
        let html = widget(.systemSmall, name: "tips-variants") { TipsVariantsView() }
        // An unlabelled box draws only its content; the labelled one its label's symbol and title in a headline.
        #expect(html.contains("No label") && html.contains("Card") && html.contains("12"))
        let titled = widget(.systemSmall, name: "tips-variants") {
            GroupBox(label: Text("Card")) { Text("12") }.containerBackground(.background, for: .widget)
        }
        let keyed = widget(.systemSmall, name: "tips-variants") {
            GroupBox("Card" as LocalizedStringKey) { Text("12") }.containerBackground(.background, for: .widget)
        }
        #expect(titled == keyed)
        assertSnapshot(html, named: "tips-variants")
    }

    @Test func withAnimationAppliesItsChangesAtOnceAndThenCompletes() {
        var tally = TipsTally()
        var settled = 0
        #expect(tally.add(5) { settled += 1 } == 5)
        #expect(settled == 1 && tally.orders == 1)
        #expect(tally.add(7) == 12 && settled == 1)
        #expect(tally.reset() == 0 && tally.orders == 0)
        #expect(AnimationCompletionCriteria.logicallyComplete != .removed)
        #expect(EnabledTextSelectability.allowsSelection && !DisabledTextSelectability.allowsSelection)
        #expect(Text.Scale.default != .secondary)
    }

    @Test func decorationsThatAllowNoHitTestingLetTapsThrough() {
        let html = widget(.systemSmall, name: "tips-badge") { TipsBadgeView() }
        // The dot over the link takes no taps, in both schemes; the hairline, which allows them, keeps them.
        #expect(html.components(separatedBy: "pointer-events:none").count == 2 + 1)
        #expect(html.contains("tips://today"))
        // A third of a point: a pixel at the iPhone's display scale.
        #expect(html.contains("stroke-width=\"0.333"))
        #expect(TipsBadgeView.hairline(width: 0).isEmpty && !TipsBadgeView.hairline(width: 60).isEmpty)
        #expect(Animation.easeInOut.repeatForever() == .easeInOut && Animation.linear.repeatCount(3) == .linear)
        var environment = EnvironmentValues()
        #expect(environment.displayScale == 3 && !environment.accessibilityReduceMotion)
        environment.displayScale = 2
        #expect(environment.displayScale == 2)
        assertSnapshot(html, named: "tips-badge")
    }

    /// AuroraWidget.swift: blend modes are CSS blend modes; the small control size reaches the views that read
    /// it and draws the gauge as before; the taps, gestures and value changes of the view run nothing (an
    /// `openURL` that records what it is asked to open stays empty).
    @Test func blendModesComposeAndViewActionsNeverRun() {
        let opened = OpenedURLs()
        let entry = AuroraEntry(date: snapshotNow, kp: 6)
        let html = widget(.systemMedium, name: "aurora") {
            AuroraView(entry: entry)
                .environment(
                    \.openURL,
                    OpenURLAction { url in
                        opened.urls.append(url)
                        return .handled
                    })
        }
        // Each a view's, light and dark: the bands and the curtain screen, one band adds, the tint overlays.
        for (mode, views) in [("screen", 2), ("plus-lighter", 1), ("overlay", 1)] {
            #expect(html.components(separatedBy: "mix-blend-mode:\(mode)").count == 2 * views + 1, "\(mode)")
        }
        #expect(html.contains("Kp 6 · compact"), "the caption reads the small control size")
        #expect(opened.urls.isEmpty, "a widget runs no tap, gesture or onChange action")
        // The same gauge as at the regular size: iOS's metrics per control size are not known here.
        let regular = widget(.systemMedium, name: "aurora-gauge") { Gauge(value: 6, in: 0...9) { Text("Kp") } }
        let small = widget(.systemMedium, name: "aurora-gauge") {
            Gauge(value: 6, in: 0...9) { Text("Kp") }.controlSize(.small)
        }
        #expect(regular == small)
        assertSnapshot(html, named: "aurora")
    }

    /// The modes CSS has no blend for (Porter-Duff's, and Safari's `plus-darker`) draw as `normal` does.
    @Test func blendModesWithoutACSSBlendDrawNormally() {
        let normal = widget(.systemSmall, name: "blend") { Circle().fill(Color.red) }
        for mode in [BlendMode.normal, .sourceAtop, .destinationOver, .destinationOut, .plusDarker] {
            #expect(widget(.systemSmall, name: "blend") { Circle().fill(Color.red).blendMode(mode) } == normal)
        }
        let css = [BlendMode.multiply, .colorDodge, .softLight, .luminosity].map { mode in
            widget(.systemSmall, name: "blend") { Circle().fill(Color.red).blendMode(mode) }
        }
        for (html, name) in zip(css, ["multiply", "color-dodge", "soft-light", "luminosity"]) {
            #expect(html.contains("mix-blend-mode:\(name)"))
        }
    }
}

/// The URLs an `OpenURLAction`'s handler was asked to open, in order.
@MainActor final class OpenedURLs {
    var urls: [URL] = []
}
