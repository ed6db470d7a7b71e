import CMicroHTTPD
import Dispatch
import Foundation
import Synchronization

/// The handlers at work, each a task, each on a connection that waits, suspended, until its answer is ready.
///
/// A request's handler starts at once on libmicrohttpd's thread (`Task.immediate`, SE-0472) and runs there
/// until it first suspends: a handler with nothing to wait for (a cached fragment, an asset) answers there and
/// then, with no thread hop and no suspension. One that waits (for the main actor, say) goes on as a task on
/// ``HandlerExecutor`` while libmicrohttpd's thread serves its other connections: the connection is suspended
/// (`MHD_suspend_connection`), and resumed once the answer is set; libmicrohttpd then calls the access handler
/// again, which queues it. Whoever answers first resumes the connection, under the answer's lock, exactly once:
/// the handler, the deadline check (a 503 and the task cancelled, for a handler that takes longer than
/// `timeout`), or ``stop(grace:)``. libmicrohttpd must not be stopped with a connection suspended, so every
/// answer is given before it stops.
final class RunningHandlers: @unchecked Sendable {
    /// One request's answer, to be given once.
    final class Answer: @unchecked Sendable {
        /// The connection: suspended and resumed only under `state`'s lock.
        private let connection: OpaquePointer
        let deadline: UInt64
        private let state = Mutex<State>(.working(task: nil, isSuspended: false))

        private enum State {
            /// The handler works; the connection is suspended once it has gone on as a task.
            case working(task: Task<Void, Never>?, isSuspended: Bool)
            case answered(HTTPResponse)
            case taken
        }

        init(connection: OpaquePointer, deadline: UInt64) {
            self.connection = connection
            self.deadline = deadline
        }

        /// Keeps the handler's task, to cancel it when the answer is given by someone else.
        func attach(_ task: Task<Void, Never>) {
            let given = state.withLock { state -> Bool in
                guard case .working(_, let isSuspended) = state else { return true }
                state = .working(task: task, isSuspended: isSuspended)
                return false
            }
            if given { task.cancel() }
        }

        /// What ``give(_:cancellingHandler:)`` did.
        enum Giving { case answeredAlready, answered, answeredAndResumed }

        /// Sets the answer, resuming the connection if it was suspended, unless it was answered already.
        @discardableResult
        func give(_ response: HTTPResponse, cancellingHandler: Bool = false) -> Giving {
            let (giving, task) = state.withLock { state -> (Giving, Task<Void, Never>?) in
                guard case .working(let task, let isSuspended) = state else { return (.answeredAlready, nil) }
                state = .answered(response)
                guard isSuspended else { return (.answered, task) }
                twmhd_resume_connection(connection)
                return (.answeredAndResumed, task)
            }
            if cancellingHandler { task?.cancel() }
            return giving
        }

        /// The answer if it is given (on libmicrohttpd's thread: queue it now), as after the connection resumed.
        func takeIfAnswered() -> HTTPResponse? {
            state.withLock { state in
                guard case .answered(let response) = state else { return nil }
                state = .taken
                return response
            }
        }

        /// On libmicrohttpd's thread, once the handler has answered or suspended: the answer if it is given
        /// (queue it now), else nil after suspending the connection until it is.
        func answerOrSuspend() -> HTTPResponse? {
            state.withLock { state in
                switch state {
                case .answered(let response):
                    state = .taken
                    return response
                case .working(let task, _):
                    state = .working(task: task, isSuspended: true)
                    twmhd_suspend_connection(connection)
                    return nil
                case .taken:
                    return nil
                }
            }
        }
    }

    let timeout: Duration
    private let executor: HandlerExecutor
    private let lock = NSLock()
    // Guarded by `lock`.
    private var answers: [ObjectIdentifier: Answer] = [:]
    private var timer: DispatchSourceTimer?
    /// Set under `lock`; read without it by each new request.
    private let isStopping = Atomic(false)

    init(timeout: Duration, executor: HandlerExecutor) {
        self.timeout = timeout
        self.executor = executor
    }

    var count: Int { lock.withLock { answers.count } }

    /// Starts the deadline check, four times a second.
    func start() {
        let timer = DispatchSource.repeatingTimer(label: "HTTPServer.RunningHandlers", every: .milliseconds(250)) {
            [weak self] in self?.answerLateHandlers()
        }
        lock.withLock { self.timer = timer }
    }

    /// Starts `handler` for `request` on this thread, where it runs until it answers or waits; then
    /// ``answerOrSuspend(_:)`` gives its answer or suspends `connection`, and ``Answer/takeIfAnswered()`` gives it once
    /// libmicrohttpd calls again. Nil when the server is stopping (answer 503 at once).
    func run(
        _ request: HTTPRequest, on connection: OpaquePointer, handler: @escaping HTTPServer.Handler
    ) -> Answer? {
        guard !isStopping.load(ordering: .relaxed) else { return nil }
        let answer = Answer(
            connection: connection,
            deadline: DispatchTime.now().uptimeNanoseconds &+ UInt64(timeout.nanoseconds))
        let task = Task.immediate(executorPreference: executor) { [weak self] in
            let response = await handler(request)
            // Only a suspended connection was registered (an answer given inline costs no lock here).
            if answer.give(response) == .answeredAndResumed { self?.forget(answer) }
        }
        answer.attach(task)
        return answer
    }

    /// On libmicrohttpd's thread, once the handler started by ``run(_:on:handler:)`` has answered or waits: the
    /// answer to queue now, or nil once the connection is suspended (registered first, so that the deadline
    /// check and ``stop(grace:)`` answer it).
    func answerOrSuspend(_ answer: Answer) -> HTTPResponse? {
        if let response = answer.takeIfAnswered() { return response }
        let registered = lock.withLock {
            guard !isStopping.load(ordering: .relaxed) else { return false }
            answers[ObjectIdentifier(answer)] = answer
            return true
        }
        if !registered { answer.give(.stopping, cancellingHandler: true) }
        let response = answer.answerOrSuspend()
        // Answered meanwhile, on another thread: never suspended.
        if response != nil && registered { forget(answer) }
        return response
    }

    /// Stops taking handlers, waits up to `grace` for those at work, then answers the rest 503 (their tasks
    /// cancelled): every connection is resumed when this returns.
    func stop(grace: Duration) {
        lock.withLock {
            isStopping.store(true, ordering: .relaxed)
            timer?.cancel()
            timer = nil
        }
        let deadline = DispatchTime.now() + .nanoseconds(Int(grace.nanoseconds))
        while count > 0 && DispatchTime.now() < deadline { usleep(1000) }
        let rest = lock.withLock {
            defer { answers.removeAll() }
            return Array(answers.values)
        }
        for answer in rest { answer.give(.stopping, cancellingHandler: true) }
    }

    private func forget(_ answer: Answer) {
        _ = lock.withLock { answers.removeValue(forKey: ObjectIdentifier(answer)) }
    }

    private func answerLateHandlers() {
        let now = DispatchTime.now().uptimeNanoseconds
        let late = lock.withLock {
            let late = answers.values.filter { $0.deadline < now }
            for answer in late { answers[ObjectIdentifier(answer)] = nil }
            return late
        }
        for answer in late { answer.give(.tooSlow, cancellingHandler: true) }
    }
}

extension HTTPResponse {
    /// The answer of a handler that took longer than the server's handler timeout (its work may still finish).
    fileprivate static var tooSlow: HTTPResponse {
        var response = HTTPResponse.error(503, "the server did not answer in time; try again")
        response.setHeader("Retry-After", "1")
        return response
    }

    /// The answer of a handler still at work when the server stopped.
    fileprivate static var stopping: HTTPResponse {
        var response = HTTPResponse.error(503, "the server is stopping")
        response.setHeader("Connection", "close")
        return response
    }
}

/// Where handler tasks run: threads of the server's own, not Swift's cooperative pool, which has one thread per
/// core (two here). A handler may block on the store (a write's fsync, a `waitUntilDurable`): on the cooperative
/// pool, two such handlers would stall every other request and task of the process. Not a concurrent dispatch
/// queue either: on Linux it shares the global queue's threads (one per core, more only after a monitor sees
/// them blocked) with everything else the process sends there, and a test process that blocked them starved
/// the handlers for seconds. A thread is added whenever more jobs wait than threads idle, up to `maxThreads`;
/// threads stay for the process's life. `TaskExecutor` is SE-0417's public API (Swift 6.0).
final class HandlerExecutor: TaskExecutor, @unchecked Sendable {
    let maxThreads: Int
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var jobs: [UnownedJob] = []
    private var threads = 0
    private var idle = 0

    init(maxThreads: Int = 64) {
        self.maxThreads = maxThreads
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let addsThread = condition.withLock {
            jobs.append(job)
            // Each idle thread takes one queued job (an idle thread just signalled is still counted idle).
            if jobs.count <= idle {
                condition.signal()
                return false
            }
            guard threads < maxThreads else { return false }
            threads += 1
            return true
        }
        if addsThread { Thread.detachNewThread { [self] in work() } }
    }

    private func work() {
        // Named here (15 bytes at most, as Linux allows): a thread starts with its creator's name ("MHD-worker").
        Thread.current.name = "http-handler"
        let executor = asUnownedTaskExecutor()
        while true {
            let job = condition.withLock {
                while jobs.isEmpty {
                    idle += 1
                    condition.wait()
                    idle -= 1
                }
                return jobs.removeFirst()
            }
            job.runSynchronously(on: executor)
        }
    }
}
