import CMicroHTTPD
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An HTTP/1.1 server over libmicrohttpd. The handler runs once per request, after the whole body has
/// arrived, as a task (see ``RunningHandlers``): it starts on libmicrohttpd's thread and, once it waits, its
/// connection waits, suspended, while that thread serves the others; so a handler may await whatever it needs
/// (the main actor, the store).
public final class HTTPServer: @unchecked Sendable {
    public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

    public struct Configuration: Sendable {
        /// An IPv4 or IPv6 address literal, or "localhost" (= 127.0.0.1).
        public var host: String
        /// 0 picks a free port; read ``HTTPServer/port`` after ``HTTPServer/start()``.
        public var port: UInt16
        /// libmicrohttpd's epoll threads, each reading and writing many connections (handlers run as tasks,
        /// not on them: one connection's slow answer holds up no other).
        public var threads: Int
        /// Bodies larger than this get 413 without being read.
        public var maxBodySize: Int
        /// A connection that sends and receives nothing for this many seconds is closed (a stalled body or
        /// answer; libmicrohttpd's own timeout).
        public var connectionTimeout: Int
        /// A connection that has waited this long for a complete request head — since it opened, or since its
        /// last answer — is closed, however slowly it sends (slowloris; idle kept-alive connections).
        public var headerTimeout: Duration
        /// The most connections kept at once. Over it, or over `perAddressConnectionLimit`, a new connection
        /// makes room by closing the one that has waited longest; with none waiting it is answered 503.
        public var connectionLimit: Int
        public var perAddressConnectionLimit: Int
        /// The most event streams (``HTTPResponse/eventStream(first:)``) open at once; past it, 503.
        public var eventStreamLimit: Int
        /// A handler that has not answered after this long is answered 503 and cancelled (its work may finish).
        public var handlerTimeout: Duration

        public init(
            host: String = "127.0.0.1", port: UInt16 = 0, threads: Int = 4,
            maxBodySize: Int = 64 * 1024, connectionTimeout: Int = 15, headerTimeout: Duration = .seconds(10),
            connectionLimit: Int = 1024, perAddressConnectionLimit: Int = 256, eventStreamLimit: Int = 64,
            handlerTimeout: Duration = .seconds(30)
        ) {
            self.host = host
            self.port = port
            self.threads = threads
            self.maxBodySize = maxBodySize
            self.connectionTimeout = connectionTimeout
            self.headerTimeout = headerTimeout
            self.connectionLimit = connectionLimit
            self.perAddressConnectionLimit = perAddressConnectionLimit
            self.eventStreamLimit = eventStreamLimit
            self.handlerTimeout = handlerTimeout
        }
    }

    public enum StartError: Error, CustomStringConvertible, Equatable {
        case badAddress(String)
        case cannotStart(host: String, port: UInt16)
        case alreadyRunning
        /// libmicrohttpd could not be loaded (the reason, one line).
        case library(String)

        public var description: String {
            switch self {
            case .badAddress(let host): "not an IP address: \(host)"
            case .cannotStart(let host, let port): "cannot listen on \(host):\(port) (in use, or not allowed)"
            case .alreadyRunning: "the server is already running"
            case .library(let reason): reason
            }
        }
    }

    public let configuration: Configuration
    private let handler: Handler
    private let lock = NSLock()
    private var daemon: OpaquePointer?
    private var context: Unmanaged<ServerContext>?
    private var boundPort: UInt16 = 0

    public init(configuration: Configuration = Configuration(), handler: @escaping Handler) {
        self.configuration = configuration
        self.handler = handler
    }

    deinit { stop() }

    /// The port the server listens on (the ephemeral one when started with port 0); 0 before start.
    public var port: UInt16 { lock.withLock { boundPort } }

    /// The bound host as configured ("localhost" becomes 127.0.0.1).
    public var host: String { SocketAddress.normalizedHost(configuration.host) }

    public var isRunning: Bool { lock.withLock { daemon != nil } }

    /// Binds and starts serving. Throws when the address is bad, the port cannot be bound or libmicrohttpd
    /// cannot be loaded.
    public func start() throws {
        try MicroHTTPD.load()
        try lock.withLock {
            guard daemon == nil else { throw StartError.alreadyRunning }
            guard var address = SocketAddress(host: configuration.host, port: configuration.port) else {
                throw StartError.badAddress(configuration.host)
            }
            let connections = ConnectionGuard(
                limits: .init(
                    headerTimeout: configuration.headerTimeout, total: configuration.connectionLimit,
                    perAddress: configuration.perAddressConnectionLimit))
            let streams = EventStreams(limit: configuration.eventStreamLimit)
            let handlers = RunningHandlers(timeout: configuration.handlerTimeout, executor: Self.executor)
            let context = Unmanaged.passRetained(
                ServerContext(
                    handler: handler, maxBodySize: configuration.maxBodySize, connections: connections,
                    streams: streams, handlers: handlers))
            // Handlers and event streams suspend their connections while they wait (libmicrohttpd resumes a
            // suspended connection late with a thread per connection, so there are only pools).
            var flags =
                MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_EPOLL.rawValue
                | MHD_USE_TURBO.rawValue
            if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
            let started: OpaquePointer? = address.withSockaddr { sockaddr in
                var options: [MHD_OptionItem] = [
                    MHD_OptionItem(option: .SOCK_ADDR, value: 0, ptr_value: sockaddr),
                    MHD_OptionItem(
                        option: .CONNECTION_TIMEOUT, value: configuration.connectionTimeout, ptr_value: nil),
                    // libmicrohttpd refuses connections past its own limit before the guard could make room:
                    // leave it room for those being closed.
                    MHD_OptionItem(
                        option: .CONNECTION_LIMIT, value: Self.socketLimit(beyond: configuration.connectionLimit),
                        ptr_value: nil),
                    MHD_OptionItem(
                        option: .NOTIFY_CONNECTION, value: unsafeBitCast(connectionNotified, to: Int.self),
                        ptr_value: context.toOpaque()),
                    MHD_OptionItem(
                        option: .CONNECTION_MEMORY_LIMIT, value: 64 * 1024, ptr_value: nil),
                    MHD_OptionItem(
                        option: .NOTIFY_COMPLETED, value: unsafeBitCast(requestCompleted, to: Int.self),
                        ptr_value: context.toOpaque()),
                ]
                if configuration.threads > 1 {
                    options.append(
                        MHD_OptionItem(option: .THREAD_POOL_SIZE, value: configuration.threads, ptr_value: nil))
                }
                options.append(MHD_OptionItem(option: .END, value: 0, ptr_value: nil))
                return options.withUnsafeMutableBufferPointer { buffer in
                    twmhd_start_daemon(flags, 0, accessHandler, context.toOpaque(), buffer.baseAddress!)
                }
            }
            guard let started else {
                context.release()
                throw StartError.cannotStart(host: host, port: configuration.port)
            }
            connections.start()
            streams.start()
            handlers.start()
            daemon = started
            self.context = context
            boundPort = SocketAddress.localPort(ofSocket: twmhd_listen_fd(started)) ?? configuration.port
        }
    }

    /// The threads every server's handler tasks run on.
    private static let executor = HandlerExecutor()

    /// Stops listening, waits (up to two seconds) for the handlers that are running, answering those still at
    /// work then 503, and closes every connection. Idempotent.
    public func stop() {
        let (daemon, context) = lock.withLock {
            let pair = (self.daemon, self.context)
            self.daemon = nil
            self.context = nil
            return pair
        }
        // libmicrohttpd must not be stopped with a connection suspended: streams end and handlers answer first.
        context?.takeUnretainedValue().streams.stop()
        context?.takeUnretainedValue().handlers.stop(grace: .seconds(2))
        if let daemon { twmhd_stop_daemon(daemon) }
        context?.takeUnretainedValue().connections.stop()
        context?.release()
    }

    /// Sends `text` (whole Server-Sent Events, e.g. `"data: 1\n\n"`) down every open event stream.
    public func sendEvent(_ text: String) {
        lock.withLock { context?.takeUnretainedValue().streams }?.send(text)
    }

    /// How many event streams are open.
    var eventStreamCount: Int { lock.withLock { context?.takeUnretainedValue().streams }?.count ?? 0 }

    /// What the guard's counters say (open connections, closed for waiting too long, evicted, refused).
    var connectionCounts: ConnectionGuard.Counts? {
        lock.withLock { context?.takeUnretainedValue().connections.snapshot }
    }

    /// libmicrohttpd's own connection limit, above the guard's, within the descriptors this process may open
    /// (raised to the hard limit first: a flood of idle sockets needs them).
    private static func socketLimit(beyond limit: Int) -> Int {
        var descriptors = rlimit()
        #if os(Linux)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &descriptors) == 0 else { return limit }
        if descriptors.rlim_cur < descriptors.rlim_max {
            var raised = descriptors
            raised.rlim_cur = descriptors.rlim_max
            if setrlimit(resource, &raised) == 0 { descriptors = raised }
        }
        let available = Int(clamping: descriptors.rlim_cur) - 64
        return max(16, min(limit * 2 + 256, available))
    }
}

/// What the C callbacks reach through their `cls` pointer.
private final class ServerContext: Sendable {
    let handler: HTTPServer.Handler
    let maxBodySize: Int
    let connections: ConnectionGuard
    let streams: EventStreams
    let handlers: RunningHandlers
    /// Announced bodies up to this size are read and dropped before a 413; larger ones are refused unread.
    static let discardLimit = 1024 * 1024

    init(
        handler: @escaping HTTPServer.Handler, maxBodySize: Int, connections: ConnectionGuard,
        streams: EventStreams, handlers: RunningHandlers
    ) {
        self.handler = handler
        self.maxBodySize = maxBodySize
        self.connections = connections
        self.streams = streams
        self.handlers = handlers
    }
}

/// Per-request state kept in libmicrohttpd's `con_cls` between the calls of the access handler. Only the
/// connection's thread touches it.
private final class RequestState {
    var body = Data()
    var tooLarge = false
    var responded = false
    /// The connection's `ConnectionGuard.Entry` (its socket context), told when the answer is out.
    var connection: UnsafeMutableRawPointer?
    /// The response's ``HTTPResponse/onSent``, called when the request completes.
    var onSent: (@Sendable () -> Void)?
    /// The handler's answer while it works (the connection suspended).
    var answer: RunningHandlers.Answer?
}

private let accessHandler: MHD_AccessHandlerCallback = {
    cls, connection, url, method, _, uploadData, uploadDataSize, requestState in
    guard let cls, let connection, let requestState, let uploadDataSize else { return .NO }
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    guard let statePointer = requestState.pointee else {
        // First call: only the headers have arrived.
        let state = RequestState()
        requestState.pointee = Unmanaged.passRetained(state).toOpaque()
        if let entry = twmhd_socket_context(connection) {
            state.connection = entry
            if !context.connections.requestStarted(
                Unmanaged<ConnectionGuard.Entry>.fromOpaque(entry).takeUnretainedValue())
            {
                // Opened over a connection limit with every slot busy: a quick answer, and the connection closes.
                state.responded = true
                return queue(.serverBusy, on: connection)
            }
        }
        if let header = twmhd_lookup_connection_value(connection, .HEADER_KIND, "Content-Length") {
            let length = Int(String(cString: header)) ?? -1
            if length < 0 || length > ServerContext.discardLimit {
                // Refuse before reading the body (libmicrohttpd then closes the connection after the answer).
                state.responded = true
                return queue(.error(413, "request body too large"), on: connection)
            }
            // A little too large: read and drop it, then answer 413. Closing on a client still sending
            // would reset the connection and the client would never see the answer.
            if length > context.maxBodySize { state.tooLarge = true }
        }
        return .YES
    }
    let state = Unmanaged<RequestState>.fromOpaque(statePointer).takeUnretainedValue()
    let size = uploadDataSize.pointee
    if size > 0 {
        if !state.tooLarge && !state.responded, let uploadData {
            if state.body.count + size > context.maxBodySize {
                state.tooLarge = true
                state.body = Data()
            } else {
                state.body.append(UnsafeRawPointer(uploadData).assumingMemoryBound(to: UInt8.self), count: size)
            }
        }
        uploadDataSize.pointee = 0
        return .YES
    }
    if let answer = state.answer {
        // Resumed: the handler has answered (or the server has, for it).
        state.answer = nil
        guard let response = answer.takeIfAnswered() else { return .NO }
        return respond(response, state: state, on: connection, streams: context.streams)
    }
    if state.responded { return .YES }
    state.responded = true
    if state.tooLarge { return queue(.error(413, "request body too large"), on: connection) }
    let request = HTTPRequest(
        method: method.map { String(cString: $0) } ?? "GET",
        path: url.map { String(cString: $0) } ?? "/",
        query: Dictionary(
            connectionValues(connection, kind: .GET_ARGUMENT_KIND), uniquingKeysWith: { _, last in last }),
        loweredHeaders: Dictionary(
            connectionValues(connection, kind: .HEADER_KIND).map { ($0.lowercased(), $1) },
            uniquingKeysWith: { first, next in first + ", " + next }),
        body: state.body,
        peer: PeerAddress(twmhd_client_address(connection)))
    state.body = Data()
    guard let answer = context.handlers.run(request, on: connection, handler: context.handler) else {
        return queue(.error(503, "the server is stopping"), on: connection)
    }
    if let response = context.handlers.answerOrSuspend(answer) {
        return respond(response, state: state, on: connection, streams: context.streams)
    }
    state.answer = answer
    return .YES
}

/// Queues a handler's answer.
private func respond(
    _ response: HTTPResponse, state: RequestState, on connection: OpaquePointer, streams: EventStreams
) -> MHD_Result {
    state.onSent = response.onSent
    if response.isEventStream { return queueEventStream(response, on: connection, streams: streams) }
    return queue(response, on: connection)
}

private let requestCompleted: MHD_RequestCompletedCallback = { cls, _, requestState, _ in
    guard let requestState, let pointer = requestState.pointee else { return }
    let state = Unmanaged<RequestState>.fromOpaque(pointer)
    if let cls, let entry = state.takeUnretainedValue().connection {
        Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue().connections.requestEnded(
            Unmanaged<ConnectionGuard.Entry>.fromOpaque(entry).takeUnretainedValue())
    }
    state.takeUnretainedValue().onSent?()
    state.release()
    requestState.pointee = nil
}

/// Registers each connection with the guard when it opens (its entry becomes the socket context), and
/// forgets it when it closes.
private let connectionNotified: MHD_NotifyConnectionCallback = { cls, connection, socketContext, code in
    guard let cls, let connection, let socketContext else { return }
    let connections = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue().connections
    // MHD_CONNECTION_NOTIFY_STARTED and _CLOSED (the enum imports without usable case names).
    switch code.rawValue {
    case 0:
        let address = SocketAddress.host(twmhd_client_address(connection))
        let entry = connections.opened(fd: twmhd_connection_fd(connection), address: address)
        socketContext.pointee = Unmanaged.passRetained(entry).toOpaque()
    case 1:
        guard let pointer = socketContext.pointee else { return }
        let entry = Unmanaged<ConnectionGuard.Entry>.fromOpaque(pointer)
        connections.closed(entry.takeUnretainedValue())
        entry.release()
        socketContext.pointee = nil
    default:
        break
    }
}

/// Collects key/value pairs of one kind (headers, query arguments) from a connection.
private func connectionValues(_ connection: OpaquePointer, kind: MHD_ValueKind) -> [(String, String)] {
    final class Collector { var pairs: [(String, String)] = [] }
    let collector = Collector()
    let iterator: MHD_KeyValueIterator = { cls, _, key, value in
        guard let cls, let key else { return .YES }
        let collector = Unmanaged<Collector>.fromOpaque(cls).takeUnretainedValue()
        collector.pairs.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
        return .YES
    }
    withExtendedLifetime(collector) {
        _ = twmhd_get_connection_values(connection, kind, iterator, Unmanaged.passUnretained(collector).toOpaque())
    }
    return collector.pairs
}

private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    if let form = response.preparedForm {
        guard let mhdResponse = form.made({ makeMHDResponse(response) }) else { return .NO }
        return twmhd_queue_response(connection, UInt32(clamping: response.status), mhdResponse)
    }
    guard let mhdResponse = makeMHDResponse(response) else { return .NO }
    defer { twmhd_destroy_response(mhdResponse) }
    return twmhd_queue_response(connection, UInt32(clamping: response.status), mhdResponse)
}

/// The response's libmicrohttpd form (its caller destroys it): the body copied, every header added.
private func makeMHDResponse(_ response: HTTPResponse) -> OpaquePointer? {
    let mhdResponse = response.body.withUnsafeBytes { buffer in
        twmhd_create_response_from_buffer(
            buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let mhdResponse else { return nil }
    response.forEachHeaderAsSent { name, value in
        // `withCString` lends a native string's own bytes; passing the Strings made a C array of each.
        // libmicrohttpd refuses names or values with CR/LF (no header injection).
        name.withCString { name in
            value.withCString { value in _ = twmhd_add_response_header(mhdResponse, name, value) }
        }
    }
    return mhdResponse
}

/// A prepared response's libmicrohttpd form (``HTTPResponse/prepared()``), made when first sent and destroyed
/// with the last copy of the response. libmicrohttpd counts a response's users under its own lock, so one form
/// may be queued on several connections at once, from any of its threads.
final class PreparedForm: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`; set once.
    private var mhdResponse: OpaquePointer?

    /// The form, made by `make` the first time.
    func made(_ make: () -> OpaquePointer?) -> OpaquePointer? {
        lock.withLock {
            if mhdResponse == nil { mhdResponse = make() }
            return mhdResponse
        }
    }

    deinit {
        if let mhdResponse { twmhd_destroy_response(mhdResponse) }
    }
}

/// An event stream's answer: its headers now, its events from ``EventStreams`` as they come.
private func queueEventStream(
    _ response: HTTPResponse, on connection: OpaquePointer, streams: EventStreams
) -> MHD_Result {
    guard let stream = streams.open(connection, first: String(decoding: response.body, as: UTF8.self))
    else { return queue(.error(503, "no event stream now; poll"), on: connection) }
    let retained = Unmanaged.passRetained(stream)
    // The size is unknown (MHD_SIZE_UNKNOWN): sent chunked until the stream ends.
    guard
        let mhdResponse = twmhd_create_response_from_callback(
            UInt64.max, 4096, eventStreamRead, retained.toOpaque(), eventStreamFreed)
    else {
        retained.release()
        streams.release(stream)
        return .NO
    }
    defer { twmhd_destroy_response(mhdResponse) }
    for header in response.withSecurityHeaders().headers {
        _ = twmhd_add_response_header(mhdResponse, header.name, header.value)
    }
    return twmhd_queue_response(connection, UInt32(clamping: response.status), mhdResponse)
}

private let eventStreamRead: MHD_ContentReaderCallback = { cls, _, buffer, capacity in
    guard let cls, let buffer else { return -1 }
    let stream = Unmanaged<EventStreams.Stream>.fromOpaque(cls).takeUnretainedValue()
    return stream.owner?.read(stream, into: buffer, capacity: capacity) ?? -1
}

private let eventStreamFreed: MHD_ContentReaderFreeCallback = { cls in
    guard let cls else { return }
    let stream = Unmanaged<EventStreams.Stream>.fromOpaque(cls).takeRetainedValue()
    stream.owner?.release(stream)
}

/// An IPv4 or IPv6 socket address to bind.
struct SocketAddress {
    private var storage = sockaddr_storage()
    let isIPv6: Bool

    static func normalizedHost(_ host: String) -> String {
        host == "localhost" ? "127.0.0.1" : host
    }

    init?(host: String, port: UInt16) {
        let host = Self.normalizedHost(host)
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, host, &v4) == 1 {
            isIPv6 = false
            withUnsafeMutableBytes(of: &storage) { raw in
                let address = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in.self)
                address.pointee.sin_family = sa_family_t(AF_INET)
                address.pointee.sin_port = port.bigEndian
                address.pointee.sin_addr = v4
            }
        } else if inet_pton(AF_INET6, host, &v6) == 1 {
            isIPv6 = true
            withUnsafeMutableBytes(of: &storage) { raw in
                let address = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in6.self)
                address.pointee.sin6_family = sa_family_t(AF_INET6)
                address.pointee.sin6_port = port.bigEndian
                address.pointee.sin6_addr = v6
            }
        } else {
            return nil
        }
    }

    mutating func withSockaddr<T>(_ body: (UnsafeMutableRawPointer) -> T) -> T {
        withUnsafeMutableBytes(of: &storage) { body($0.baseAddress!) }
    }

    /// The local port of a bound socket.
    static func localPort(ofSocket fd: Int32) -> UInt16? {
        guard fd >= 0 else { return nil }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else { return nil }
        return withUnsafeBytes(of: &storage) { raw -> UInt16? in
            switch Int32(raw.load(as: sockaddr.self).sa_family) {
            case AF_INET: UInt16(bigEndian: raw.load(as: sockaddr_in.self).sin_port)
            case AF_INET6: UInt16(bigEndian: raw.load(as: sockaddr_in6.self).sin6_port)
            default: nil
            }
        }
    }

    /// The address of a peer without its port ("127.0.0.1", "[::1]"), or "".
    static func host(_ address: UnsafePointer<sockaddr>?) -> String {
        let described = describe(address)
        guard let colon = described.lastIndex(of: ":") else { return described }
        return String(described[..<colon])
    }

    /// "address:port" for a peer address, or "".
    static func describe(_ address: UnsafePointer<sockaddr>?) -> String {
        PeerAddress(address)?.description ?? ""
    }
}

/// A peer's IPv4 or IPv6 address and port, copied from its socket address.
struct PeerAddress: Sendable, CustomStringConvertible {
    private enum Address: Sendable {
        case v4(sockaddr_in)
        case v6(sockaddr_in6)
    }
    private let address: Address

    init?(_ address: UnsafePointer<sockaddr>?) {
        guard let address else { return nil }
        switch Int32(address.pointee.sa_family) {
        case AF_INET: self.address = .v4(UnsafeRawPointer(address).loadUnaligned(as: sockaddr_in.self))
        case AF_INET6: self.address = .v6(UnsafeRawPointer(address).loadUnaligned(as: sockaddr_in6.self))
        default: return nil
        }
    }

    /// "address:port" ("127.0.0.1:5000", "[::1]:5000"), or "" if `inet_ntop` fails.
    var description: String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(INET6_ADDRSTRLEN)) { buffer in
            let size = socklen_t(buffer.count)
            switch address {
            case .v4(var peer):
                guard inet_ntop(AF_INET, &peer.sin_addr, buffer.baseAddress, size) != nil else { return "" }
                return "\(String(cString: buffer.baseAddress!)):\(UInt16(bigEndian: peer.sin_port))"
            case .v6(var peer):
                guard inet_ntop(AF_INET6, &peer.sin6_addr, buffer.baseAddress, size) != nil else { return "" }
                return "[\(String(cString: buffer.baseAddress!))]:\(UInt16(bigEndian: peer.sin6_port))"
            }
        }
    }
}

extension HTTPResponse {
    /// The answer on a connection opened over a limit while every connection was busy: try again shortly.
    fileprivate static var serverBusy: HTTPResponse {
        var response = HTTPResponse.error(503, "too many connections; try again")
        response.setHeader("Retry-After", "1")
        response.setHeader("Connection", "close")
        return response
    }
}
