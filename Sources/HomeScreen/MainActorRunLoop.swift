@_spi(ExperimentalCustomExecutors) import _Concurrency

#if canImport(Glibc)
    import Glibc
#endif

/// The main actor of a server process, run by the main thread and, while a request waits for main-actor
/// work in ``MainActorBridge``, by the request's own thread.
///
/// Why: on Dispatch's main queue, a request's main-actor work went from the server thread to another thread
/// and back, and its intent and timeline load to the global pool and back: each hand-off is a thread wake-up,
/// ~60–190 µs on this machine's cold CPUs, and the woken thread often preempted the one that woke it. Run by
/// the waiting thread, a tap stays on the thread and the CPU that received it. Jobs still run one at a time
/// and in order: at most one thread drains the queue at any moment.
///
/// Uses Swift 6.3's custom main executor (`@_spi(ExperimentalCustomExecutors)`), so it is opt-in: `tasks` and
/// serve-bench install it; without it (tests, other programs) the bridge waits on Dispatch's main queue.
public enum MainActorRunLoop {
    nonisolated(unsafe) private static var installed = false

    /// Whether ``install()`` was called in this process.
    public static var isInstalled: Bool { installed }

    /// Makes this the main actor's executor. Call it first in a synchronous `main`, before any task exists,
    /// then ``run()`` on the main thread.
    public static func install() {
        precondition(!installed, "MainActorRunLoop.install() called twice")
        installed = true
        _createExecutors(factory: Factory.self)
    }

    /// Runs the main actor's jobs on this (the main) thread until ``stop()``.
    public static func run() { executor.runLoop() }

    /// Makes ``run()`` return once the job it is running (if any) ends.
    public static func stop() { executor.stop() }

    /// A task executor whose jobs run in the main actor's queue, one at a time with its jobs: for work that
    /// main-actor code starts and waits for (a widget host's intents and timeline loads), which would
    /// otherwise hop to the global pool and back.
    public static let taskExecutor: any TaskExecutor = QueueTaskExecutor()

    /// Lets the main thread run the jobs a request's thread left queued when it stopped waiting (see
    /// ``MainActorBridge/run(timeout:handOffLater:_:)``); the HTTP server calls it once an answer is sent.
    public static func handOff() {
        guard installed else { return }
        executor.wakeMainThreadForLeftovers()
    }

    static let executor = GuestingMainExecutor()

    private struct Factory: ExecutorFactory {
        static var mainExecutor: any MainExecutor { MainActorRunLoop.executor }
        static var defaultExecutor: any TaskExecutor { PlatformExecutorFactory.defaultExecutor }
    }
}

/// The main actor's executor behind ``MainActorRunLoop``: one queue of jobs, drained by the main thread's loop
/// or by a guest, a thread that waits for a result of main-actor work and runs the jobs meanwhile.
final class GuestingMainExecutor: MainExecutor, @unchecked Sendable {
    private struct QueuedJob {
        let job: UnownedJob
        /// A job of a task that prefers ``MainActorRunLoop/taskExecutor``, not of the main actor.
        let onTaskExecutor: Bool
    }

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Wakes the main thread's loop.
    private let mainWake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Wakes the guests: a job to run, or one ran that may have ended a guest's wait.
    private let guestWake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    // Guarded by `mutex`.
    private var jobs: [QueuedJob] = []
    private var head = 0
    /// The thread running a job now (nil: none).
    private var drainer: pthread_t?
    private var guests = 0
    private var stopped = false

    init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(mainWake, &attributes)
        pthread_cond_init(guestWake, &attributes)
        pthread_condattr_destroy(&attributes)
        jobs.reserveCapacity(64)
    }

    deinit {
        pthread_cond_destroy(guestWake)
        pthread_cond_destroy(mainWake)
        pthread_mutex_destroy(mutex)
        guestWake.deallocate()
        mainWake.deallocate()
        mutex.deallocate()
    }

    // MARK: Executor

    func enqueue(_ job: consuming ExecutorJob) {
        enqueue(UnownedJob(job), onTaskExecutor: false)
    }

    func enqueue(_ job: UnownedJob, onTaskExecutor: Bool) {
        pthread_mutex_lock(mutex)
        jobs.append(QueuedJob(job: job, onTaskExecutor: onTaskExecutor))
        // A running drainer takes it next; otherwise a waiting guest, and the main thread only when none waits.
        if drainer == nil { pthread_cond_signal(guests > 0 ? guestWake : mainWake) }
        pthread_mutex_unlock(mutex)
    }

    var isMainExecutor: Bool { true }

    func checkIsolated() {
        precondition(isDrainingOnCurrentThread, "not on the main actor")
    }

    func isIsolatingCurrentContext() -> Bool? { isDrainingOnCurrentThread }

    /// Whether this thread is running one of the queue's jobs.
    var isDrainingOnCurrentThread: Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard let drainer else { return false }
        return pthread_equal(drainer, pthread_self()) != 0
    }

    // MARK: Draining

    func run() throws { runLoop() }

    /// The main thread's loop: runs jobs until ``stop()``.
    func runLoop() {
        pthread_mutex_lock(mutex)
        while !stopped {
            if !runNextJobLocked() { pthread_cond_wait(mainWake, mutex) }
        }
        pthread_mutex_unlock(mutex)
    }

    func runUntil(_ condition: () -> Bool) throws {
        _ = runAsGuest(until: condition, deadline: nil, handOffLater: false)
    }

    func stop() {
        pthread_mutex_lock(mutex)
        stopped = true
        pthread_cond_signal(mainWake)
        pthread_mutex_unlock(mutex)
    }

    /// Runs jobs on this thread until `isDone()` holds (true) or `deadline` passes (false). `start` runs first,
    /// once this thread counts as a guest, so that the jobs it enqueues wake this thread, not the main thread.
    /// Jobs still queued when the guest leaves go to another guest, else to the main thread, at once or, with
    /// `handOffLater`, at the next ``wakeMainThreadForLeftovers()`` (or the next job queued): waking the main
    /// thread now would let it preempt this one before its answer is out.
    func runAsGuest(
        start: () -> Void = {}, until isDone: () -> Bool, deadline: ContinuousClock.Instant?, handOffLater: Bool
    ) -> Bool {
        pthread_mutex_lock(mutex)
        guests += 1
        pthread_mutex_unlock(mutex)
        start()
        pthread_mutex_lock(mutex)
        var finished = false
        while true {
            if isDone() {
                finished = true
                break
            }
            if runNextJobLocked() { continue }
            if let deadline {
                guard ContinuousClock.now < deadline else { break }
                var time = Self.monotonicTime(at: deadline)
                pthread_cond_timedwait(guestWake, mutex, &time)
            } else {
                pthread_cond_wait(guestWake, mutex)
            }
        }
        guests -= 1
        if drainer == nil && head < jobs.count {
            if guests > 0 {
                pthread_cond_signal(guestWake)
            } else if !handOffLater {
                pthread_cond_signal(mainWake)
            }
        }
        pthread_mutex_unlock(mutex)
        return finished
    }

    /// Wakes the main thread if jobs wait and nobody runs them.
    func wakeMainThreadForLeftovers() {
        pthread_mutex_lock(mutex)
        if drainer == nil && head < jobs.count { pthread_cond_signal(guests > 0 ? guestWake : mainWake) }
        pthread_mutex_unlock(mutex)
    }

    /// Runs the next job if there is one and no other thread is running one; called and returns with the mutex
    /// held. Wakes the guests after it, since the job may have ended one's wait.
    private func runNextJobLocked() -> Bool {
        guard drainer == nil, head < jobs.count else { return false }
        let next = jobs[head]
        head += 1
        if head == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            head = 0
        }
        drainer = pthread_self()
        pthread_mutex_unlock(mutex)
        if next.onTaskExecutor {
            next.job.runSynchronously(on: MainActorRunLoop.taskExecutor.asUnownedTaskExecutor())
        } else {
            next.job.runSynchronously(on: asUnownedSerialExecutor())
        }
        pthread_mutex_lock(mutex)
        drainer = nil
        if guests > 0 { pthread_cond_broadcast(guestWake) }
        return true
    }

    /// `instant` as an absolute `CLOCK_MONOTONIC` time, as the conditions' timed waits take it.
    private static func monotonicTime(at instant: ContinuousClock.Instant) -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let left = ContinuousClock.now.duration(to: instant).components
        let total = Int64(now.tv_nsec) + max(0, left.attoseconds / 1_000_000_000)
        let seconds = Int64(now.tv_sec) + max(0, left.seconds) + total / 1_000_000_000
        return timespec(tv_sec: Int(seconds), tv_nsec: Int(total % 1_000_000_000))
    }
}

/// The task executor behind ``MainActorRunLoop/taskExecutor``: its jobs join the main actor's queue.
private final class QueueTaskExecutor: TaskExecutor, @unchecked Sendable {
    func enqueue(_ job: consuming ExecutorJob) {
        MainActorRunLoop.executor.enqueue(UnownedJob(job), onTaskExecutor: true)
    }
}
