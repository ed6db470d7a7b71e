// Apple platforms only: on Linux, URLSession is FoundationNetworking, which links libcurl and its ~30
// libraries into every process at start; CurlTransport loads libcurl on the first request instead.
#if !os(Linux)
    import Foundation

    /// HTTP over `URLSession`, on Apple platforms.
    ///
    /// Redirects are handed back to the caller instead of being followed, so a `PROPFIND` stays a `PROPFIND`
    /// with its body on every platform; answers are read through a delegate that cancels a task as soon as
    /// its body passes `maxResponseBytes`, so a hostile server cannot fill memory.
    public final class URLSessionTransport: HTTPTransport {
        public let maxResponseBytes: Int
        private let session: URLSession
        private let delegate: Delegate

        /// - Parameters:
        ///   - timeout: how long a request may wait for the next bytes of its answer.
        ///   - maxResponseBytes: the largest answer accepted.
        public init(timeout: TimeInterval = 30, maxResponseBytes: Int = 64 << 20) {
            self.maxResponseBytes = maxResponseBytes
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = timeout
            configuration.timeoutIntervalForResource = max(timeout * 4, 60)
            configuration.httpCookieStorage = nil
            configuration.urlCache = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.httpMaximumConnectionsPerHost = 6
            delegate = Delegate(limit: maxResponseBytes)
            session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        }

        deinit { session.invalidateAndCancel() }

        public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            var urlRequest = URLRequest(url: request.url)
            urlRequest.httpMethod = request.method
            for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
            urlRequest.httpBody = request.body
            let task = session.dataTask(with: urlRequest)
            let url = request.url.absoluteString
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation {
                    (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                    delegate.start(task, url: url, continuation: continuation)
                    task.resume()
                }
            } onCancel: {
                task.cancel()
            }
        }

        /// Collects each task's answer; all state is behind `lock`.
        private final class Delegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
            struct Pending {
                var url: String
                var continuation: CheckedContinuation<HTTPResponse, any Error>
                var body = Data()
                var tooLarge = false
                /// The server asked for credentials (the ones sent were refused).
                var refusedCredentials = false
            }

            let limit: Int
            private let lock = NSLock()
            private var pending: [Int: Pending] = [:]

            init(limit: Int) { self.limit = limit }

            func start(_ task: URLSessionTask, url: String, continuation: CheckedContinuation<HTTPResponse, any Error>)
            {
                lock.withLock { pending[task.taskIdentifier] = Pending(url: url, continuation: continuation) }
            }

            func urlSession(
                _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
            ) {
                completionHandler(nil)  // the caller follows redirects itself
            }

            /// A 401 comes here before it comes back as an answer. Our credentials went with the request, so
            /// asking again cannot help: the task is cancelled and fails as `.unauthorized`. (FoundationNetworking
            /// never finishes the task on "default handling" without a credential.) Server trust keeps the
            /// system's default handling.
            func urlSession(
                _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
            ) {
                #if canImport(Darwin)
                    if challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust {
                        completionHandler(.performDefaultHandling, nil)
                        return
                    }
                #endif
                lock.withLock { pending[task.taskIdentifier]?.refusedCredentials = true }
                completionHandler(.cancelAuthenticationChallenge, nil)
            }

            func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
                let cancel: Bool = lock.withLock {
                    guard var entry = pending[dataTask.taskIdentifier], !entry.tooLarge else { return false }
                    if entry.body.count + data.count > limit {
                        entry.tooLarge = true
                        entry.body = Data()
                        pending[dataTask.taskIdentifier] = entry
                        return true
                    }
                    entry.body.append(data)
                    pending[dataTask.taskIdentifier] = entry
                    return false
                }
                if cancel { dataTask.cancel() }
            }

            func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
                guard let entry = lock.withLock({ pending.removeValue(forKey: task.taskIdentifier) }) else { return }
                if entry.tooLarge {
                    entry.continuation.resume(throwing: CalDAVError.responseTooLarge(limit: limit, url: entry.url))
                    return
                }
                if entry.refusedCredentials {
                    entry.continuation.resume(throwing: CalDAVError.unauthorized(url: entry.url))
                    return
                }
                if let error {
                    entry.continuation.resume(throwing: CalDAVError.transport(Self.reason(error), url: entry.url))
                    return
                }
                guard let response = task.response as? HTTPURLResponse else {
                    entry.continuation.resume(throwing: CalDAVError.transport("no HTTP answer", url: entry.url))
                    return
                }
                var headers: [String: String] = [:]
                for (name, value) in response.allHeaderFields {
                    if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
                }
                entry.continuation.resume(
                    returning: HTTPResponse(status: response.statusCode, headers: headers, body: entry.body))
            }

            /// A short reason for a failed request, without URLSession's long user-info text.
            static func reason(_ error: any Error) -> String {
                let nsError = error as NSError
                guard nsError.domain == NSURLErrorDomain else { return nsError.localizedDescription }
                switch nsError.code {
                case NSURLErrorTimedOut: return "the server did not answer in time"
                case NSURLErrorCannotConnectToHost: return "connection refused"
                case NSURLErrorNetworkConnectionLost: return "the connection was dropped"
                case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: return "unknown host"
                case NSURLErrorNotConnectedToInternet: return "not connected to the internet"
                case NSURLErrorCancelled: return "cancelled"
                case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted,
                    NSURLErrorServerCertificateHasBadDate, NSURLErrorServerCertificateNotYetValid,
                    NSURLErrorServerCertificateHasUnknownRoot:
                    return "the secure connection failed (certificate)"
                case NSURLErrorBadServerResponse: return "the server's answer was not valid HTTP"
                default: return "network error \(nsError.code)"
                }
            }
        }
    }
#endif
