import Foundation
import WidgetRuntime

/// Runs one widget headless, as iOS would on a Home Screen: its provider's real timeline on a virtual clock,
/// taps that perform its intents, its WidgetCenter reloads and reload budget, its drawing as text, controls and
/// accessibility elements.
///
/// ```swift
/// let tester = try await WidgetTester(MyWidget(), family: .systemMedium, now: date)
/// #expect(tester.texts.contains("Buy milk"))
/// try await tester.tap("Buy milk")
/// await tester.advance(by: 3600)
/// ```
///
/// Each tester is alone: its clock, its `WidgetCenter` and its host are its own, so tests run in parallel.
@MainActor
public final class WidgetTester {
    /// The host that runs the widget (one instance).
    let host: WidgetHost
    let id: WidgetInstanceID
    let clock: ManualClock
    let center = TesterWidgetCenter()
    let scope: TesterScope
    /// The widget's kind.
    public let kind: String
    /// The family the widget is drawn in.
    public let family: WidgetFamily
    /// URLs the widget asked to open (a tapped `Link`, a tap outside the controls with a `widgetURL`), in order.
    public internal(set) var openedURLs: [URL] = []

    /// Installs `widget` (its first kind, or the one named `kind`) on a Home Screen whose clock shows `now`, and
    /// waits for its first timeline.
    ///
    /// - Parameters:
    ///   - configuration: the configuration intent of an `AppIntentConfiguration` widget (its `@Parameter`s as
    ///     the user set them in Edit Widget); nil: the defaults.
    ///   - renderingMode: `.accented` draws the tinted Home Screen (iOS 18), `.vibrant` StandBy; the Lock Screen
    ///     families are always vibrant.
    public convenience init<W: Widget>(
        _ widget: W, kind: String? = nil, family: WidgetFamily = .systemSmall,
        now: Date = Date(timeIntervalSinceReferenceDate: 800_000_000),
        configuration: (any WidgetConfigurationIntent)? = nil, locale: Locale = Locale(identifier: "en"),
        colorScheme: ColorScheme = .light, renderingMode: WidgetRenderingMode = .fullColor,
        dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight,
        device: WidgetDevice = .iPhone15Pro
    ) async throws {
        try await self.init(
            widget, kind: kind, family: family, now: now,
            configurationArchive: configuration.map { IntentArchive.archive(any: $0) }, locale: locale,
            colorScheme: colorScheme, renderingMode: renderingMode, dynamicTypeSize: dynamicTypeSize,
            layoutDirection: layoutDirection, device: device)
    }

    /// Installs an `IntentConfiguration` widget configured by a SiriKit intent (its parameters as the user set
    /// them in Edit Widget), as `init(_:kind:family:now:configuration:…)` installs an app intent's widget.
    public convenience init<W: Widget>(
        _ widget: W, kind: String? = nil, family: WidgetFamily = .systemSmall,
        now: Date = Date(timeIntervalSinceReferenceDate: 800_000_000),
        configuration: INIntent, locale: Locale = Locale(identifier: "en"),
        colorScheme: ColorScheme = .light, renderingMode: WidgetRenderingMode = .fullColor,
        dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight,
        device: WidgetDevice = .iPhone15Pro
    ) async throws {
        try await self.init(
            widget, kind: kind, family: family, now: now, configurationArchive: IntentArchive.archive(configuration),
            locale: locale, colorScheme: colorScheme, renderingMode: renderingMode, dynamicTypeSize: dynamicTypeSize,
            layoutDirection: layoutDirection, device: device)
    }

    init<W: Widget>(
        _ widget: W, kind: String?, family: WidgetFamily, now: Date, configurationArchive: String?, locale: Locale,
        colorScheme: ColorScheme, renderingMode: WidgetRenderingMode, dynamicTypeSize: DynamicTypeSize,
        layoutDirection: LayoutDirection, device: WidgetDevice
    ) async throws {
        VirtualTime.enable()
        let descriptors = widget.widgetDescriptors
        guard let descriptor = kind.map({ name in descriptors.first { $0.kind == name } }) ?? descriptors.first
        else {
            throw kind.map { WidgetTestingError.unsupported("the widget has no kind '\($0)'") } ?? .noWidget
        }
        clock = ManualClock(now)
        scope = TesterScope(clock: clock, center: center)
        host = WidgetHost(
            descriptors: [descriptor], clock: clock, device: device, colorScheme: colorScheme,
            observesWidgetCenter: false)
        host.taskScope = scope
        host.intentTimeLimit = .seconds(600)
        host.locale = locale
        self.kind = descriptor.kind
        self.family = family
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.renderingMode = renderingMode
        host.environmentTransform = Self.environmentTransform(dynamicTypeSize, layoutDirection)
        host.appearance = Self.appearance(for: renderingMode)
        do {
            id = try host.addWidget(
                kind: descriptor.kind, family: family, configuration: configurationArchive)
        } catch let error as WidgetHostError {
            throw WidgetTestingError.unsupported(error.description)
        }
        center.setInstalled(host.installedWidgets)
        await settle()
    }

    // MARK: Appearance

    /// The Home Screen's appearance; setting it redraws.
    public var colorScheme: ColorScheme {
        get { host.colorScheme }
        set { host.colorScheme = newValue }
    }

    /// The language and region; setting it redraws.
    public var locale: Locale {
        get { host.locale }
        set { host.locale = newValue }
    }

    /// The Dynamic Type size text is drawn at; setting it redraws.
    public var dynamicTypeSize: DynamicTypeSize {
        didSet { applyEnvironment() }
    }

    /// Left to right or right to left (Arabic, Hebrew); setting it redraws.
    public var layoutDirection: LayoutDirection {
        didSet { applyEnvironment() }
    }

    /// Full color, accented (a tinted Home Screen) or vibrant (StandBy); setting it redraws.
    public var renderingMode: WidgetRenderingMode {
        didSet { applyEnvironment() }
    }

    private func applyEnvironment() {
        host.environmentTransform = Self.environmentTransform(dynamicTypeSize, layoutDirection)
        // Setting the appearance redraws every instance, with the transform above.
        host.appearance = Self.appearance(for: renderingMode)
    }

    private static func environmentTransform(
        _ size: DynamicTypeSize, _ direction: LayoutDirection
    ) -> @MainActor (inout EnvironmentValues) -> Void {
        { environment in
            environment.dynamicTypeSize = size
            environment.layoutDirection = direction
        }
    }

    private static func appearance(for mode: WidgetRenderingMode) -> WidgetAppearance {
        switch mode {
        case .accented: .tinted(WidgetAppearance.defaultTint)
        case .vibrant: .vibrant
        default: .fullColor
        }
    }

    // MARK: What it shows

    /// The widget's HTML fragment as the Home Screen shows it (one root `div.widget`).
    public var html: String { host.html(of: id) ?? "" }

    /// A standalone HTML page of the widget at its real size (what the snapshot matrix compares).
    public var page: String {
        let dark = colorScheme == .dark || family.isAccessory || renderingMode != .fullColor
        return WidgetSnapshot<EmptyView>.document(
            title: "\(kind) \(family)", colorScheme: dark ? .dark : .light, body: html)
    }

    /// The texts the widget draws, in reading order (right to left: from the right).
    public var texts: [String] { markup.visibleTexts }

    /// What VoiceOver would read, element by element: label, value, traits, actions.
    public var accessibilityElements: [AccessibilityElement] { markup.accessibilityElements }

    /// The names of the controls a tap acts on (their accessibility label, else their text).
    public var tappableLabels: [String] {
        markup.controls.compactMap {
            if case .none = $0.action { return nil }
            return $0.accessibleName
        }
    }

    /// Whether the widget shows its placeholder (no timeline yet).
    public var showsPlaceholder: Bool { host.shownEntry(of: id) == nil }

    var markup: MarkupElement { MarkupReader.parse(html) }

    // MARK: The app

    /// The tester's current time (what `Date()` returns inside the widget's code).
    public var now: Date { clock.now }

    /// Runs `body` as the app would, on the tester's clock and with its `WidgetCenter`: a
    /// `WidgetCenter.shared.reloadTimelines(ofKind:)` inside reloads this widget, then it is drawn.
    public func run<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
        let result = try await VirtualTime.$clock.withValue(clock) {
            try await WidgetCenter.$scopedObserver.withValue(center) { try await body() }
        }
        await settle()
        return result
    }

    /// The `WidgetCenter` reload requests the widget's code and `run` made so far (nil: every kind).
    public var widgetCenterRequests: [String?] { center.requests }

    /// Applies the WidgetCenter requests made meanwhile and waits until the widget is drawn.
    func settle() async {
        await host.waitUntilIdle()
        while true {
            let pending = center.takePending()
            guard pending.contains(where: { $0 == nil || $0 == kind }) else { return }
            await host.reloadTimelines(ofKind: kind)
        }
    }
}
