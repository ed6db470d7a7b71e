import Foundation
import StrictJSON

// Running tapped intents: rebuilding them from archives, the time limit and its watchdog.

extension WidgetHost {
    // MARK: Intents

    /// Registers an intent type, so that archives of it can be performed before a widget has shown it.
    public func register(_ type: any AppIntent.Type) {
        registry.register(type)
    }

    /// Performs an archived intent tapped in an instance: rebuilds it, marks the widget pending while it runs
    /// (at most `intentTimeLimit`), then reloads that widget's timeline (not counted against the budget) and
    /// redraws. Errors of the intent are rethrown after the reload.
    @discardableResult
    public func perform(archive: String, in id: WidgetInstanceID) async throws -> any IntentResult {
        guard let instance = instances[id] else { throw WidgetHostError.unknownInstance(id) }
        let (typeName, parameters) = try IntentArchive.parse(archive)
        let intent = try registry.intent(named: typeName, parameters: parameters)
        instance.pendingIntents += 1
        tapped[id, default: 0] += 1
        // The marker is drawn while the intent starts on the cooperative pool (it only has to be there before
        // the reload after the intent, which runs on this actor).
        let outcome = await Self.run(
            intent, archived: parameters, limit: intentTimeLimit, domain: widgetCenterDomain, scope: taskScope
        ) {
            if instance.pendingIntents == 1 { redraw(instance) }
        }
        // What the intent asked WidgetCenter for is handled while the widget still counts as tapped and pending:
        // its own kind folds into the reload below (the hand-over task queued by the request could otherwise run
        // after this, and reload the tapped widget a second time).
        published.handOver()
        instance.pendingIntents -= 1
        if instances[id] === instance {
            // One reload after the tap, as iOS does, and the tapped widget first: reloads the intent asked
            // WidgetCenter for wait until it is drawn (see widgetCenterRequested).
            startLoad(instance, counted: false)
            while let loading = instance.loading { await loading.value }
            // The reload redraws the widget, which also drops the pending marker.
            if instance.pendingIntents == 0 && instance.showsPending { redraw(instance) }
        }
        tapped[id, default: 1] -= 1
        if tapped[id] == 0 { tapped[id] = nil }
        if tapped.isEmpty && !deferredReloads.isEmpty && deferredStart == nil {
            deferredStart = Task { self.startDeferredReloads() }
        }
        return try outcome.get()
    }

    /// Runs an intent with a time limit; an intent that overruns is cancelled and abandoned. The limit is kept
    /// by the shared `IntentWatchdog`, not by a timer task per run. The intent's `WidgetCenter` requests are
    /// made in the host's domain (a detached task inherits no task-local value). The entities `archived` names
    /// are looked up by their query first, in the same task.
    static func run(
        _ intent: any AppIntent, archived: [String: JSONValue]? = nil, limit: Duration, domain: WidgetCenter.Domain?,
        scope: (any WidgetTaskScope)? = nil, whileStarting: () -> Void
    ) async -> Result<any IntentResult, any Error> {
        let intent = UncheckedBox(intent)
        return await withCheckedContinuation { continuation in
            let run = IntentRun(continuation: continuation, limit: limit)
            // Detached: `perform()` is nonisolated, so a main-actor task would only hop off and back again.
            // A detached task inherits no task-locals: the scope is set up again inside it.
            run.start(
                Task.detached {
                    @Sendable func perform() async {
                        await WidgetCenter.$domain.withValue(domain) {
                            if let archived,
                                let missing = await IntentArchive.resolveEntities(of: intent.value, from: archived)
                                    .first
                            {
                                // An entity deleted since the widget drew it: the intent fails, it does not run.
                                let type = IntentArchive.typeName(of: Swift.type(of: intent.value))
                                run.finish(.failure(IntentArchiveError.missingParameter(type: type, name: missing)))
                                return
                            }
                            do {
                                run.finish(.success(try await intent.value.perform()))
                            } catch {
                                run.finish(.failure(error))
                            }
                        }
                    }
                    if let scope { await scope.run { await perform() } } else { await perform() }
                })
            IntentWatchdog.shared.watch(run)
            whileStarting()
        }
    }
}

/// One intent run racing its time limit; the first to finish resumes the caller.
private final class IntentRun: @unchecked Sendable {
    let deadline: ContinuousClock.Instant
    let limit: Duration
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Result<any IntentResult, any Error>, Never>?
    private var task: Task<Void, Never>?
    private var timedOut = false

    init(continuation: CheckedContinuation<Result<any IntentResult, any Error>, Never>, limit: Duration) {
        self.continuation = continuation
        self.limit = limit
        deadline = .now + limit
    }

    /// Keeps the task performing the intent, to cancel it when the limit passes first.
    func start(_ work: Task<Void, Never>) {
        let expired = lock.withLock {
            task = work
            return timedOut
        }
        if expired { work.cancel() }
    }

    /// Resumes the caller with `result`, unless the limit passed first.
    func finish(_ result: Result<any IntentResult, any Error>) {
        let continuation = lock.withLock {
            defer { self.continuation = nil }
            return self.continuation
        }
        guard let continuation else { return }
        IntentWatchdog.shared.forget(self)
        continuation.resume(returning: result)
    }

    /// The limit passed: cancels the intent and resumes the caller with the time-out error.
    func expire() {
        let (continuation, task) = lock.withLock {
            defer {
                self.continuation = nil
                timedOut = true
            }
            return (self.continuation, self.task)
        }
        guard let continuation else { return }
        task?.cancel()
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        continuation.resume(returning: .failure(WidgetHostError.intentTimedOut(seconds: seconds)))
    }
}

/// Keeps the time limits of all running intents with one dispatch timer on a queue of its own, set to the
/// earliest deadline. Not a task: an intent that blocks its thread (a synchronous call) may hold every thread
/// of the cooperative pool, and its limit must still end the tap.
private final class IntentWatchdog: @unchecked Sendable {
    static let shared = IntentWatchdog()

    private let lock = NSLock()
    private var runs: [ObjectIdentifier: IntentRun] = [:]
    /// When the timer fires next (nil: it is idle).
    private var wakeAt: ContinuousClock.Instant?
    private let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "taskwidgets.intent-watchdog"))

    private init() {
        timer.setEventHandler { IntentWatchdog.shared.fire() }
        timer.schedule(deadline: .distantFuture)
        timer.resume()
    }

    func watch(_ run: IntentRun) {
        lock.withLock {
            runs[ObjectIdentifier(run)] = run
            // A timer that fires before this deadline will see the run then.
            if let wakeAt, wakeAt <= run.deadline { return }
            wakeAt = run.deadline
            timer.schedule(deadline: Self.dispatchTime(run.deadline))
        }
    }

    func forget(_ run: IntentRun) {
        _ = lock.withLock { runs.removeValue(forKey: ObjectIdentifier(run)) }
    }

    private func fire() {
        let now = ContinuousClock.now
        let expired: [IntentRun] = lock.withLock {
            let expired = runs.values.filter { $0.deadline <= now }
            for run in expired { runs[ObjectIdentifier(run)] = nil }
            wakeAt = runs.values.map(\.deadline).min()
            timer.schedule(deadline: wakeAt.map(Self.dispatchTime) ?? .distantFuture)
            return expired
        }
        for run in expired { run.expire() }
    }

    private static func dispatchTime(_ instant: ContinuousClock.Instant) -> DispatchTime {
        let remaining = max(instant - ContinuousClock.now, .zero).components
        return .now()
            + .nanoseconds(Int(remaining.seconds) * 1_000_000_000 + Int(remaining.attoseconds / 1_000_000_000))
    }
}
