#if os(Linux)
    import CCurl
    import Foundation
    import Synchronization

    /// One request on one libcurl easy handle: its options, its answer as it arrives (libcurl's callbacks
    /// run on the thread that performs it), and what ended it.
    final class CurlTransfer: @unchecked Sendable {  // `cancelled` is atomic; the rest is the performing thread's
        let request: HTTPRequest
        let timeout: TimeInterval
        let limit: Int
        /// Set from any thread; read by the progress callback, which then aborts the transfer.
        private let cancelled = Atomic<Bool>(false)

        private var headers: [String: String] = [:]
        private var lastHeader: String?
        private var body = Data()
        private var tooLarge = false
        /// Bytes moved both ways when progress was last reported, and when they last changed.
        private var moved: Int64 = -1
        private var lastMoved = ContinuousClock.now
        private var timedOut = false

        init(request: HTTPRequest, timeout: TimeInterval, limit: Int) {
            self.request = request
            self.timeout = timeout
            self.limit = limit
        }

        func cancel() { cancelled.store(true, ordering: .relaxed) }
        var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

        /// Sends the request on `handle` (blocking this thread) and returns the answer or why there is none.
        func perform(on handle: UnsafeMutableRawPointer, with library: CurlLibrary) -> Result<HTTPResponse, CalDAVError>
        {
            let url = request.url.absoluteString
            guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
                return .failure(.transport("unsupported URL scheme", url: url))
            }
            if isCancelled { return .failure(.transport("cancelled", url: url)) }
            let lines = headerLines()
            guard !lines.contains(where: { $0.contains("\r") || $0.contains("\n") }) else {
                return .failure(.transport("a request header holds a line break", url: url))
            }
            var headerList: UnsafeMutablePointer<curl_slist>? = nil
            defer { ccurl_slist_free_all(library.functions, headerList) }
            for line in lines {
                guard let list = ccurl_slist_append(library.functions, headerList, line) else {
                    return .failure(.transport("out of memory", url: url))
                }
                headerList = list
            }
            let options = CurlOptions(library: library, handle: handle)
            let context = Unmanaged.passUnretained(self).toOpaque()
            // The reset forgets the last request's options but keeps the handle's open connections.
            ccurl_easy_reset(library.functions, handle)
            options.set(CURLOPT_URL, url)
            // Only http and https, even if a redirect elsewhere were followed (it is not). Best effort: libcurl
            // before 7.85 lacks the option, and the scheme is checked above anyway.
            _ = options.trySet(CURLOPT_PROTOCOLS_STR, "http,https")
            // No signals (SIGALRM for DNS timeouts) on our threads; libcurl is used from several at once.
            options.set(CURLOPT_NOSIGNAL, 1)
            options.set(CURLOPT_FOLLOWLOCATION, 0)  // redirects go back to the caller (CalDAVClient follows them)
            // Compressed answers are decoded, as URLSession does; the size limit counts the decoded bytes.
            options.set(CURLOPT_ACCEPT_ENCODING, "")
            options.set(CURLOPT_HTTPHEADER, UnsafeRawPointer(headerList))
            if request.method == "HEAD" {
                options.set(CURLOPT_NOBODY, 1)
            } else {
                options.set(CURLOPT_CUSTOMREQUEST, request.method)
            }
            // `timeout`: no byte for that long (connecting, or any time later) ends the request (the progress
            // callback's check); and none may take longer than four times that, or a minute — URLSession's
            // request and resource timeouts. libcurl's own low-speed check would not do for the first: it
            // averages over seconds, so the request's bytes keep a silent server's "speed" up. It is set all the
            // same, at its lowest, because it makes libcurl wake every second, which calls the callback.
            options.set(CURLOPT_CONNECTTIMEOUT_MS, max(1, Int((timeout * 1000).rounded(.up))))
            options.set(CURLOPT_LOW_SPEED_LIMIT, 1)
            options.set(CURLOPT_LOW_SPEED_TIME, max(1, Int(timeout.rounded(.up))))
            options.set(CURLOPT_TIMEOUT_MS, Int((max(timeout * 4, 60) * 1000).rounded(.up)))
            lastMoved = .now
            // An announced length past the limit is refused before the body comes; a longer body while it comes.
            options.set(CURLOPT_MAXFILESIZE_LARGE, offset: Int64(limit))
            options.set(CURLOPT_WRITEFUNCTION, function: Self.receiveBody)
            options.set(CURLOPT_WRITEDATA, UnsafeRawPointer(context))
            options.set(CURLOPT_HEADERFUNCTION, function: Self.receiveHeader)
            options.set(CURLOPT_HEADERDATA, UnsafeRawPointer(context))
            options.set(CURLOPT_NOPROGRESS, 0)
            options.set(progress: Self.progress)
            options.set(CURLOPT_XFERINFODATA, UnsafeRawPointer(context))
            if let failure = options.failure { return .failure(.transport(failure, url: url)) }

            let code: CURLcode = withExtendedLifetime(self) {
                guard let body = request.body else { return ccurl_easy_perform(library.functions, handle) }
                // libcurl reads the body from our buffer while it performs (POSTFIELDS is not copied); the method
                // stays the request's (CUSTOMREQUEST above). An empty body still needs a non-null pointer.
                return (body.isEmpty ? Data([0]) : body).withUnsafeBytes { bytes in
                    options.set(CURLOPT_POSTFIELDSIZE_LARGE, offset: Int64(body.count))
                    options.set(CURLOPT_POSTFIELDS, UnsafeRawPointer(bytes.baseAddress))
                    guard options.failure == nil else { return CURLE_BAD_FUNCTION_ARGUMENT }
                    return ccurl_easy_perform(library.functions, handle)
                }
            }
            if let failure = options.failure { return .failure(.transport(failure, url: url)) }
            if code == CURLE_OK {
                var status = 0
                _ = ccurl_getinfo_long(library.functions, handle, CURLINFO_RESPONSE_CODE, &status)
                return .success(HTTPResponse(status: status, headers: headers, body: body))
            }
            if tooLarge || code == CURLE_FILESIZE_EXCEEDED {
                return .failure(.responseTooLarge(limit: limit, url: url))
            }
            if code == CURLE_ABORTED_BY_CALLBACK && isCancelled { return .failure(.transport("cancelled", url: url)) }
            if code == CURLE_ABORTED_BY_CALLBACK && timedOut {
                return .failure(.transport(Self.reason(CURLE_OPERATION_TIMEDOUT, ""), url: url))
            }
            return .failure(
                .transport(
                    Self.reason(code, String(cString: ccurl_easy_strerror(library.functions, code))),
                    url: url))
        }

        /// The request's headers as libcurl takes them, and the ones libcurl would add that the request did not
        /// ask for taken out: its `Content-Type` for a body (a form's) and `Expect: 100-continue` for a large one.
        private func headerLines() -> [String] {
            var lines = request.headers.sorted { $0.key < $1.key }.map { name, value in
                // "Name;" is libcurl's spelling of a header with an empty value ("Name:" would remove it).
                value.isEmpty ? "\(name);" : "\(name): \(value)"
            }
            let names = Set(request.headers.keys.map { $0.lowercased() })
            if request.body != nil && !names.contains("content-type") { lines.append("Content-Type:") }
            if !names.contains("expect") { lines.append("Expect:") }
            return lines
        }

        /// A short reason for a failed transfer, worded as URLSessionTransport words URLSession's errors.
        static func reason(_ code: CURLcode, _ text: String) -> String {
            switch code {
            case CURLE_OPERATION_TIMEDOUT: return "the server did not answer in time"
            case CURLE_COULDNT_CONNECT: return "connection refused"
            case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return "unknown host"
            case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE:
                return "the connection was dropped"
            case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM,
                CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH:
                return "the secure connection failed (certificate)"
            case CURLE_WEIRD_SERVER_REPLY, CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_BAD_CONTENT_ENCODING:
                return "the server's answer was not valid HTTP"
            case CURLE_ABORTED_BY_CALLBACK: return "cancelled"
            default: return "network error \(code.rawValue) (\(text))"
            }
        }

        // libcurl's callbacks: C functions, so they capture nothing and find the transfer through their
        // user data, which `perform` keeps alive while libcurl may call them.

        private static let receiveBody: curl_write_callback = { data, size, count, context in
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
            let length = size * count
            guard transfer.body.count + length <= transfer.limit else {
                transfer.tooLarge = true
                transfer.body = Data()
                return 0  // not `length`: libcurl ends the transfer with CURLE_WRITE_ERROR
            }
            if let data {
                transfer.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length)
            }
            return length
        }

        private static let receiveHeader: curl_write_callback = { data, size, count, context in
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
            let length = size * count
            guard let data else { return length }
            let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
            transfer.receive(headerLine: line)
            return length
        }

        /// Called while the transfer runs (at least once a second); a non-zero result aborts it
        /// (CURLE_ABORTED_BY_CALLBACK): when the task was cancelled, or no byte moved for `timeout`.
        private static let progress: curl_xferinfo_callback = { context, _, received, _, sent in
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
            if transfer.isCancelled { return 1 }
            let now = ContinuousClock.now
            if Int64(received) + Int64(sent) != transfer.moved {
                transfer.moved = Int64(received) + Int64(sent)
                transfer.lastMoved = now
            } else if now - transfer.lastMoved > .seconds(transfer.timeout) {
                transfer.timedOut = true
                return 1
            }
            return 0
        }

        /// One line of the answer's head: a status line starts a new head (after `100 Continue`), a header is
        /// kept with its name lowercased (repeated ones joined with ", ", as HTTPURLResponse does).
        private func receive(headerLine: String) {
            if headerLine.hasPrefix("HTTP/") {
                headers = [:]
                lastHeader = nil
                return
            }
            if let first = headerLine.first, first == " " || first == "\t", let name = lastHeader {
                // An obsolete folded line continues the last header.
                headers[name, default: ""] += " " + headerLine.trimmingCharacters(in: .whitespacesAndNewlines)
                return
            }
            guard let colon = headerLine.firstIndex(of: ":") else { return }
            let name = headerLine[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = headerLine[headerLine.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { return }
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
            lastHeader = name
        }
    }

    /// Sets options on one easy handle and keeps the first failure.
    private final class CurlOptions {
        let library: CurlLibrary
        let handle: UnsafeMutableRawPointer
        private(set) var failure: String?

        init(library: CurlLibrary, handle: UnsafeMutableRawPointer) {
            self.library = library
            self.handle = handle
        }

        func set(_ option: CURLoption, _ value: Int) {
            check(option, ccurl_setopt_long(library.functions, handle, option, value))
        }

        /// libcurl copies string options.
        func set(_ option: CURLoption, _ value: String) { check(option, trySet(option, value)) }

        func set(_ option: CURLoption, _ value: UnsafeRawPointer?) {
            check(option, ccurl_setopt_pointer(library.functions, handle, option, value))
        }

        func set(_ option: CURLoption, offset: Int64) {
            check(option, ccurl_setopt_offset(library.functions, handle, option, curl_off_t(offset)))
        }

        func set(_ option: CURLoption, function: curl_write_callback) {
            check(option, ccurl_setopt_write_function(library.functions, handle, option, function))
        }

        func set(progress: curl_xferinfo_callback) {
            check(CURLOPT_XFERINFOFUNCTION, ccurl_setopt_xferinfo_function(library.functions, handle, progress))
        }

        func trySet(_ option: CURLoption, _ value: String) -> CURLcode {
            value.withCString { ccurl_setopt_pointer(library.functions, handle, option, $0) }
        }

        private func check(_ option: CURLoption, _ code: CURLcode) {
            guard code != CURLE_OK, failure == nil else { return }
            failure =
                "libcurl refused option \(option.rawValue): \(String(cString: ccurl_easy_strerror(library.functions, code)))"
        }
    }
#endif
