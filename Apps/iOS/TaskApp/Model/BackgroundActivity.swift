/// Keeps the app running until a piece of store work has finished, should it leave the foreground meanwhile.
///
/// iOS suspends an app soon after it leaves the foreground, and kills one that is suspended while it holds a
/// lock on a file in a shared container (`0xdead10cc`): every store call runs inside an activity, which the app
/// backs with `UIApplication.beginBackgroundTask(withName:expirationHandler:)`.
@MainActor
public struct BackgroundActivity {
    /// Starts protecting the work named `name`; the closure it returns ends the protection.
    let begin: @MainActor (_ name: String) -> @MainActor () -> Void

    /// Protects nothing: for previews, and hosts that are never suspended.
    public static let none = BackgroundActivity { _ in {} }

    /// Runs `work` between the start and the end of an activity named `name`.
    func run<T>(_ name: String, _ work: () async throws -> T) async rethrows -> T {
        let end = begin(name)
        defer { end() }
        return try await work()
    }
}
