#if os(Linux)
    import CCurl
    import Foundation

    /// HTTP over libcurl, which is loaded on the first request (`dlopen`), not at process start.
    ///
    /// It keeps URLSessionTransport's semantics: the request is sent as given; redirects are handed back to
    /// the caller (so a `PROPFIND` stays a `PROPFIND` with its body); header names are lowercased; an answer
    /// is cut off as soon as its body passes `maxResponseBytes`; TLS certificates are verified; no cookies, no
    /// cache. Transfers run on up to 6 threads of their own (`curl_easy_perform` blocks, and must not hold one
    /// of Swift's cooperative threads), each keeping its connections open for the next request.
    public final class CurlTransport: HTTPTransport {
        public let maxResponseBytes: Int
        let timeout: TimeInterval
        private let workers: Workers

        /// - Parameters:
        ///   - timeout: how long a request may wait for the next bytes of its answer.
        ///   - maxResponseBytes: the largest answer accepted.
        public convenience init(timeout: TimeInterval = 30, maxResponseBytes: Int = 64 << 20) {
            self.init(timeout: timeout, maxResponseBytes: maxResponseBytes, library: CurlLibrary.standardName)
        }

        /// `library`: the file `dlopen` loads (tests name a missing one).
        init(timeout: TimeInterval, maxResponseBytes: Int, library: String, concurrency: Int = 6) {
            self.timeout = timeout
            self.maxResponseBytes = maxResponseBytes
            workers = Workers(library: library, limit: concurrency)
        }

        deinit { workers.close() }

        public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let transfer = CurlTransfer(request: request, timeout: timeout, limit: maxResponseBytes)
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    workers.submit(Job(transfer: transfer, continuation: continuation))
                }
            } onCancel: {
                transfer.cancel()
            }
        }

        struct Job {
            let transfer: CurlTransfer
            let continuation: CheckedContinuation<HTTPResponse, any Error>
        }

        /// Threads that perform transfers one at a time each, made as the queue needs them (a sync that sends
        /// one request after the other uses one), up to `limit`; each has its own easy handle, whose connection
        /// cache keeps a server's connection open between requests.
        final class Workers: @unchecked Sendable {  // all state behind `condition`
            let library: String
            let limit: Int
            private let condition = NSCondition()
            private var queue: [Job] = []
            private var next = 0
            private var threads = 0
            private var idle = 0
            private var closed = false

            init(library: String, limit: Int) {
                self.library = library
                self.limit = max(1, limit)
            }

            func submit(_ job: Job) {
                condition.lock()
                defer { condition.unlock() }
                queue.append(job)
                if queue.count - next > idle && threads < limit {
                    threads += 1
                    let thread = Thread { [self] in work() }
                    thread.name = "CurlTransport"
                    thread.start()
                } else {
                    condition.signal()
                }
            }

            /// Lets the threads end once the queue is empty (nothing is queued when the transport goes away:
            /// each `send` holds it).
            func close() {
                condition.lock()
                closed = true
                condition.broadcast()
                condition.unlock()
            }

            private func take() -> Job? {
                condition.lock()
                defer { condition.unlock() }
                while next == queue.count && !closed {
                    idle += 1
                    condition.wait()
                    idle -= 1
                }
                guard next < queue.count else {
                    threads -= 1
                    return nil
                }
                let job = queue[next]
                next += 1
                if next == queue.count {
                    queue.removeAll(keepingCapacity: true)
                    next = 0
                }
                return job
            }

            private func work() {
                var loaded: (library: CurlLibrary, handle: UnsafeMutableRawPointer)?
                defer { if let loaded { ccurl_easy_cleanup(loaded.library.functions, loaded.handle) } }
                while let job = take() {
                    let url = job.transfer.request.url.absoluteString
                    if loaded == nil {
                        do {
                            let library = try CurlLibrary.load(self.library)
                            guard let handle = ccurl_easy_init(library.functions) else {
                                job.continuation.resume(
                                    throwing: CalDAVError.transport("libcurl failed to start", url: url))
                                continue
                            }
                            loaded = (library, handle)
                        } catch {
                            job.continuation.resume(throwing: CalDAVError.transport(error.reason, url: url))
                            continue
                        }
                    }
                    guard let (library, handle) = loaded else { continue }
                    job.continuation.resume(with: job.transfer.perform(on: handle, with: library).mapError { $0 })
                }
            }
        }
    }
#endif
