import Foundation

// Timeline scheduling: the clock, policy reloads within the daily budget, and loading timelines.

extension WidgetHost {
    // MARK: Time

    /// Brings every instance up to the clock: shows the current entry, and starts the policy reloads that are
    /// due and within budget. Returns when those reloads have finished.
    public func update() async {
        let now = clock.now
        for id in order {
            guard let instance = instances[id] else { continue }
            // Only a new current entry needs drawing; the rest of the HTML depends on nothing time-related.
            if currentEntryIndex(of: instance) != instance.shownEntry { redraw(instance) }
            if instance.loading == nil, let due = policyReloadDate(of: instance, now: now), due <= now {
                instance.countedReloads.append(now)
                startLoad(instance, counted: true)
            }
        }
        await waitUntilIdle()
    }

    /// The date an instance's timeline policy asks to be reloaded, pushed back while the budget is spent.
    public func nextPolicyReload(of id: WidgetInstanceID) -> Date? {
        instances[id].flatMap { policyReloadDate(of: $0, now: clock.now) }
    }

    func policyReloadDate(of instance: Instance, now: Date) -> Date? {
        guard let timeline = instance.timeline, let fetchedAt = instance.fetchedAt else { return nil }
        let earliest = fetchedAt + minimumReloadInterval
        var due: Date
        switch timeline.policy.kind {
        case .never: return nil
        case .atEnd: due = max(timeline.entries.last?.date ?? fetchedAt, earliest)
        case .after(let date): due = max(date, earliest)
        }
        let day: TimeInterval = 86_400
        instance.countedReloads.removeAll { $0 <= now - day }
        if instance.countedReloads.count >= dailyReloadBudget, let oldest = instance.countedReloads.first {
            due = max(due, oldest + day)
        }
        return due
    }

    /// Runs `update()` every second on the real clock (the web server calls this once).
    public func start() {
        guard ticker == nil else { return }
        ticker = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                guard let self else { return }
                await self.update()
            }
        }
    }

    /// Stops the ticker and the watch on the data directory.
    public func stop() {
        ticker?.cancel()
        ticker = nil
        watcher?.cancel()
        watcher = nil
    }

    // MARK: Reloads

    /// Reloads the timelines of every instance of `kind` (or all, when nil), as `WidgetCenter` asks; returns
    /// when they are drawn.
    public func reloadTimelines(ofKind kind: String?) async {
        for id in order {
            guard let instance = instances[id], kind == nil || instance.descriptor.kind == kind else { continue }
            startLoad(instance, counted: false)
        }
        await waitUntilIdle()
    }

    /// Waits until no timeline is loading.
    public func waitUntilIdle() async {
        while true {
            if let start = deferredStart {
                await start.value
                continue
            }
            guard let task = instances.values.lazy.compactMap(\.loading).first else { return }
            await task.value
        }
    }

    func startLoad(_ instance: Instance, counted: Bool) {
        instance.generation += 1
        let generation = instance.generation
        let provider = instance.descriptor.provider
        let context = providerContext(for: instance)
        let configuredIntent: (any AppIntent)?
        do {
            configuredIntent = try configurationIntent(of: instance)
        } catch {
            // Reported, not dropped: the widget is not reloaded and keeps what it shows.
            RuntimeWarning.print("\(instance.descriptor.kind) \(instance.id.rawValue): \(error); not loaded")
            instance.loading = nil
            return
        }
        let intent = UncheckedBox(configuredIntent)
        let configuration = instance.configuration?.parameters
        let scope = taskScope
        instance.loading = Task { [weak self] in
            @Sendable func load() async -> ErasedTimeline {
                // The configured entities are looked up by their query before each load, as on iOS. A required
                // one that no longer exists would stop the host when read: the widget keeps its placeholder.
                if let configuration, let configured = intent.value,
                    await !IntentArchive.resolveEntities(of: configured, from: configuration).isEmpty
                {
                    return ErasedTimeline(entries: [], policy: .never)
                }
                return await provider.timeline(for: intent, in: context)
            }
            let timeline: ErasedTimeline
            if let scope {
                timeline = await scope.run { await load() }
            } else {
                timeline = await load()
            }
            guard let self, instance.generation == generation else { return }
            instance.loading = nil
            instance.loadCount += 1
            let sorted = timeline.entries.enumerated().sorted {
                ($0.element.date, $0.offset) < ($1.element.date, $1.offset)
            }.map(\.element)
            instance.timeline = ErasedTimeline(entries: sorted, policy: timeline.policy)
            instance.fetchedAt = self.clock.now
            if self.instances[instance.id] === instance { self.redraw(instance) }
        }
    }

    /// What an instance's timeline is: its entries' dates, its policy, when it was loaded and the policy reloads
    /// counted against the budget in the last 24 hours (for `WidgetTesting`).
    package func timelineState(
        of id: WidgetInstanceID
    ) -> (entryDates: [Date], policy: TimelineReloadPolicy, loadedAt: Date?, countedReloads: [Date])? {
        guard let instance = instances[id], let timeline = instance.timeline else { return nil }
        return (timeline.entries.map(\.date), timeline.policy, instance.fetchedAt, instance.countedReloads)
    }

    /// The index of the entry an instance shows (nil: the placeholder).
    package func shownEntry(of id: WidgetInstanceID) -> Int? { instances[id]?.shownEntry }

    func providerContext(for instance: Instance) -> TimelineProviderContext {
        TimelineProviderContext(
            family: instance.family, isPreview: false,
            displaySize: device.size(for: instance.family) ?? .zero)
    }
}
