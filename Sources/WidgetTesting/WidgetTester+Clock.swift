import Foundation
import WidgetRuntime

/// A widget's timeline as the tester's Home Screen holds it.
public struct TimelineState: Sendable, CustomStringConvertible {
    /// The entries' dates, in order.
    public var entryDates: [Date]
    /// The index of the entry shown now.
    public var currentEntry: Int?
    /// The timeline's reload policy.
    public var policy: TimelineReloadPolicy
    /// When the timeline was loaded.
    public var loadedAt: Date?
    /// When the policy reload will happen (pushed back while the budget is spent; nil: never).
    public var nextReload: Date?

    public var description: String {
        let policy: String =
            switch self.policy.kind {
            case .atEnd: "atEnd"
            case .never: "never"
            case .after(let date): "after(\(ReloadBudget.format(date)))"
            }
        return "\(entryDates.count) entries, policy \(policy), next reload "
            + (nextReload.map { ReloadBudget.format($0) } ?? "never")
    }
}

/// The daily reload budget of a widget: how many policy reloads were used, and when the next is refused.
///
/// A model of iOS's: Apple documents 40–70 reloads a day for a frequently viewed widget and entries at least
/// about 5 minutes apart, and no exact rule; `WidgetHost` grants `dailyReloadBudget` (40) policy reloads in any
/// 24 hours and none sooner than 5 minutes after the last load. WidgetCenter requests made by the app, reloads
/// after a tapped intent and configuration changes are not counted, as for an app in the foreground.
public struct ReloadBudget: Sendable, CustomStringConvertible {
    /// Policy reloads in the last 24 hours.
    public var used: Int
    /// Policy reloads allowed in any 24 hours.
    public var limit: Int
    /// When the policy asks for the next reload (nil: it never does).
    public var requested: Date?
    /// When it will happen: `requested`, or later while the budget is spent (nil: never).
    public var granted: Date?
    /// When the oldest counted reload leaves the 24-hour window, freeing one (nil: none counted).
    public var nextFreed: Date?

    /// Reloads left in the window.
    public var remaining: Int { max(0, limit - used) }
    /// Whether the next policy reload is refused until the budget frees one.
    public var isThrottled: Bool {
        guard let requested, let granted else { return false }
        return granted > requested
    }

    public var description: String {
        var text = "\(used) of \(limit) policy reloads used in the last 24 h"
        if let granted {
            text +=
                isThrottled
                ? "; next reload refused until \(Self.format(granted))" : "; next at \(Self.format(granted))"
        }
        return text
    }

    static func format(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d UTC", parts.hour ?? 0, parts.minute ?? 0)
    }
}

extension WidgetTester {
    /// Moves the virtual clock forward by `interval` seconds, stopping at each moment something happens on
    /// the way: an entry's date (the widget redraws it), a policy reload (within the budget: the provider runs
    /// at that time, its `Date()` reading it).
    public func advance(by interval: TimeInterval) async {
        await advance(to: clock.now + interval)
    }

    /// Moves the virtual clock forward to `date` (see `advance(by:)`).
    public func advance(to date: Date) async {
        while let next = nextEvent(before: date) {
            clock.now = next
            await host.update()
            await settle()
        }
        if date > clock.now { clock.now = date }
        await host.update()
        await settle()
    }

    /// The next entry date or policy reload after now and no later than `limit`.
    private func nextEvent(before limit: Date) -> Date? {
        let now = clock.now
        var candidates: [Date] = []
        if let state = host.timelineState(of: id) {
            if let entry = state.entryDates.first(where: { $0 > now }) { candidates.append(entry) }
        }
        if let reload = host.nextPolicyReload(of: id), reload > now { candidates.append(reload) }
        return candidates.filter { $0 <= limit }.min()
    }

    /// How many timelines the provider has given (the first load, reloads of every kind).
    public var timelineLoadCount: Int { host.timelineLoadCount(of: id) }

    /// The timeline shown: entries, policy, next reload (nil before the first load finished).
    public var timeline: TimelineState? {
        guard let state = host.timelineState(of: id) else { return nil }
        return TimelineState(
            entryDates: state.entryDates, currentEntry: host.shownEntry(of: id), policy: state.policy,
            loadedAt: state.loadedAt, nextReload: host.nextPolicyReload(of: id))
    }

    /// The reload budget as it stands now.
    public var budget: ReloadBudget {
        let state = host.timelineState(of: id)
        let window = (state?.countedReloads ?? []).filter { $0 > clock.now - 86_400 }
        return ReloadBudget(
            used: window.count, limit: host.dailyReloadBudget, requested: requestedReload,
            granted: host.nextPolicyReload(of: id), nextFreed: window.first.map { $0 + 86_400 })
    }

    /// When the policy alone asks for the next reload (no budget), as `WidgetHost` computes it.
    var requestedReload: Date? {
        guard let state = host.timelineState(of: id), let loadedAt = state.loadedAt else { return nil }
        let earliest = loadedAt + host.minimumReloadInterval
        switch state.policy.kind {
        case .never: return nil
        case .atEnd: return max(state.entryDates.last ?? loadedAt, earliest)
        case .after(let date): return max(date, earliest)
        }
    }

    /// Policy reloads allowed per 24 hours (40 by default; iOS grants 40–70 to a frequently viewed widget).
    public var dailyReloadBudget: Int {
        get { host.dailyReloadBudget }
        set { host.dailyReloadBudget = newValue }
    }
}
