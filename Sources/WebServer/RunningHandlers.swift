import CMicroHTTPD
import Dispatch
import Foundation
import Synchronization

/// The handlers at work, each a task, each on a connection suspended until its answer is ready.
///
/// A request's handler runs as a task (on ``HandlerExecutor``) while libmicrohttpd's thread goes on serving
/// its other connections: the connection is suspended (`MHD_suspend_connection`), and resumed once the
/// answer is set; libmicrohttpd then calls the access handler again, which queues it. Whoever answers first
/// resumes the connection, under the answer's lock, exactly once: the handler, the deadline check (a 503 and
/// the task cancelled, for a handler that takes longer than `timeout`), or ``stop(grace:)``. libmicrohttpd
/// must not be stopped with a connection suspended, so every answer is given before it stops.
final class RunningHandlers: @unchecked Sendable {
    /// One request's answer, to be given once.
    final class Answer: @unchecked Sendable {
        /// The suspended connection: touched only under `state`'s lock, before it is resumed.
        private let connection: OpaquePointer
        let deadline: UInt64
        private let state = Mutex<State>(.waiting(nil))

        private enum State {
            case waiting(Task<Void, Never>?)
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
                guard case .waiting = state else { return true }
                state = .waiting(task)
                return false
            }
            if given { task.cancel() }
        }

        /// Sets the answer and resumes the connection, unless it was answered already. True when it was this one.
        @discardableResult
        func give(_ response: HTTPResponse, cancellingHandler: Bool = false) -> Bool {
            let task = state.withLock { state -> Task<Void, Never>?? in
                guard case .waiting(let task) = state else { return nil }
                state = .answered(response)
                twmhd_resume_connection(connection)
                return task
            }
            guard let task else { return false }
            if cancellingHandler { task?.cancel() }
            return true
        }

        /// The answer, once the connection is resumed (on libmicrohttpd's thread).
        func take() -> HTTPResponse? {
            state.withLock { state in
                guard case .answered(let response) = state else { return nil }
                state = .taken
                return response
            }
        }
    }

    let timeout: Duration
    private let executor: HandlerExecutor
    private let lock = NSLock()
    // Guarded by `lock`.
    private var answers: [ObjectIdentifier: Answer] = [:]
    private var isStopped = false
    private var timer: DispatchSourceTimer?

    init(timeout: Duration, executor: HandlerExecutor) {
        self.timeout = timeout
        self.executor = executor
    }

    var count: Int { lock.withLock { answers.count } }

    /// Starts the deadline check, four times a second.
    func start() {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "HTTPServer.RunningHandlers"))
        timer.schedule(deadline: .now() + .milliseconds(250), repeating: .milliseconds(250))
        timer.setEventHandler { [weak self] in self?.answerLateHandlers() }
        lock.withLock { self.timer = timer }
        timer.resume()
    }

    /// Suspends `connection` and runs `handler` for `request` as a task; the answer is taken with
    /// ``Answer/take()`` once libmicrohttpd calls again. Nil when the server is stopping (answer 503 at once).
    func run(
        _ request: HTTPRequest, on connection: OpaquePointer, handler: @escaping HTTPServer.Handler
    ) -> Answer? {
        let answer = Answer(
            connection: connection,
            deadline: DispatchTime.now().uptimeNanoseconds &+ UInt64(timeout.nanoseconds))
        let registered = lock.withLock {
            guard !isStopped else { return false }
            answers[ObjectIdentifier(answer)] = answer
            return true
        }
        guard registered else { return nil }
        // Suspended before the task exists, so that its answer can only resume a suspended connection.
        twmhd_suspend_connection(connection)
        let task = Task(executorPreference: executor) { [weak self] in
            let response = await handler(request)
            answer.give(response)
            self?.forget(answer)
        }
        answer.attach(task)
        return answer
    }

    /// Stops taking handlers, waits up to `grace` for those at work, then answers the rest 503 (their tasks
    /// cancelled): every connection is resumed when this returns.
    func stop(grace: Duration) {
        lock.withLock {
            isStopped = true
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
        if addsThread {
            let thread = Thread { [self] in work() }
            thread.name = "HTTPServer handler"
            thread.start()
        }
    }

    private func work() {
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
