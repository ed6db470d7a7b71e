import Foundation
import StrictJSON
import TaskApp
import TaskKit
import WebServer
import WidgetRuntime

/// The routes of API.md, parsing and validating requests before calling the backend.
struct HomeScreenRoutes: Sendable {
    let backend: any HomeScreenBackend
    let token: String
    /// The page's files and words: read on first use, which waits for a read already under way (a server listens
    /// while `HomeScreenServer.prepare()`'s thread reads them).
    var assets: @Sendable () throws -> WebAssets = WebAssets.bundled
    /// The app panel's list versions held by pages, shared by every request (`GET /app/tasks?since=V`).
    let taskListVersions = TaskListVersions()
    /// The widgets' fragment responses, kept while their HTML stays the same.
    let fragments = FragmentResponses()

    func router() -> Router {
        var router = Router(mappingErrors: HTTPError.answer(to:))
        let backend = self.backend
        let token = self.token
        let assets = self.assets
        let taskListVersions = self.taskListVersions
        let fragments = self.fragments

        router.add("GET", "/") { request, _ in
            let settings = PageSettings(query: request.query)
            let state = try await backend.homeScreen(settings: settings)
            var page = HTTPResponse.html(
                try HomePage.render(state: state, settings: settings, token: token, assets: assets()))
            page.onSent = state.whenSent
            return page
        }
        router.add("GET", "/session") { request, _ in
            // The token for a page that outlived a restart of the server. Only the page's own origin can read
            // it (no CORS headers; `Cross-Origin-Resource-Policy: same-origin`), as it can read the page; a
            // request a browser marks as coming from another site is refused outright.
            if let site = request.header("sec-fetch-site"), site != "same-origin", site != "none" {
                throw HTTPError(403, "cross-site request")
            }
            return .jsonStrings(["token": token])
        }
        router.add("GET", "/assets/{name}") { request, parameters in
            guard let asset = try assets().files[try parameters.require("name")] else {
                throw HTTPError.notFound("not found")
            }
            return asset.response(ifNoneMatch: request.header("if-none-match"))
        }
        router.add("GET", "/widgets/{instance}") { request, parameters in
            let instance = try Validate.instance(parameters.require("instance"))
            let settings = PageSettings(query: request.query)
            let html = try await backend.widgetHTML(instance: instance, settings: settings)
            return fragments.response(html, instance: instance, settings: settings)
        }
        router.add("GET", "/changes") { request, _ in
            let since: UInt64
            if let text = request.query["since"] {
                guard let value = UInt64(text) else { throw HTTPError.badRequest("bad 'since'") }
                since = value
            } else {
                since = 0
            }
            let changes = try await backend.changes(
                since: since, settle: request.query["settle"] == "1", settings: PageSettings(query: request.query))
            return .json(try changes.encodedJSON())
        }
        router.add("GET", "/sync") { _, _ in
            .json(try await backend.syncStatus())
        }
        router.add("GET", "/events") { _, _ in
            // Server-Sent Events: `data: {"version": N}` after each change. `retry`: reconnect within a second
            // (a restarted server).
            .eventStream(first: "retry: 1000\n\n")
        }
        router.add("POST", "/intents") { request, _ in
            let body = try JSONBody(request)
            let archive = try body.string("archive")
            let instance = try Validate.instance(body.string("instance", maxLength: 64))
            // The redrawn widget as GET /widgets/{instance} gives it: the client knows which one it tapped.
            return .html(
                try await backend.performIntent(
                    archive: archive, instance: instance, settings: PageSettings(query: request.query)))
        }
        router.add("GET", "/gallery") { request, _ in
            .json(GalleryResponse(kinds: try await backend.gallery(settings: PageSettings(query: request.query))))
        }
        router.add("POST", "/layout") { request, _ in
            let body = try JSONBody(request)
            let change: LayoutChange
            switch try body.string("action", maxLength: 16) {
            case "add":
                let kind = try Validate.name(body.string("kind", maxLength: 128), field: "kind")
                guard let family = WidgetFamily(name: try body.string("family", maxLength: 32)) else {
                    throw HTTPError.badRequest("unknown family")
                }
                change = .add(kind: kind, family: family)
            case "remove":
                change = .remove(instance: try Validate.instance(body.string("instance", maxLength: 64)))
            case "move":
                change = .move(
                    instance: try Validate.instance(body.string("instance", maxLength: 64)),
                    index: try body.int("index"))
            case "arrangeIcons":
                change = .arrangeIcons(try Validate.icons(body))
            case "stack":
                change = .stack(
                    instance: try Validate.instance(body.string("instance", maxLength: 64)),
                    onto: try Validate.instance(body.string("onto", maxLength: 64)))
            case "unstack":
                change = .unstack(instance: try Validate.instance(body.string("instance", maxLength: 64)))
            case "moveInStack":
                change = .moveInStack(
                    instance: try Validate.instance(body.string("instance", maxLength: 64)),
                    index: try body.int("index"))
            case "addStack":
                guard let family = WidgetFamily(name: try body.string("family", maxLength: 32)) else {
                    throw HTTPError.badRequest("unknown family")
                }
                change = .addStack(family: family)
            case "showInStack":
                change = .showInStack(instance: try Validate.instance(body.string("instance", maxLength: 64)))
            default:
                throw HTTPError.badRequest("unknown action")
            }
            let slots = try await backend.changeLayout(change, settings: PageSettings(query: request.query))
            return .json(LayoutResponse(slots: slots))
        }
        router.add("GET", "/widgets/{instance}/configuration") { request, parameters in
            let instance = try Validate.instance(parameters.require("instance"))
            return .json(
                try await backend.configuration(instance: instance, settings: PageSettings(query: request.query)))
        }
        router.add("POST", "/widgets/{instance}/configuration") { request, parameters in
            let instance = try Validate.instance(parameters.require("instance"))
            var values: [String: ConfigurationValue] = [:]
            for (name, value) in try JSONBody(request).object("values") {
                switch value {
                case .bool(let flag): values[name] = .bool(flag)
                case .int(let number): values[name] = .int(number)
                case .double(let number): values[name] = .double(number)
                case .string(let text) where text.count <= 256: values[name] = .string(text)
                case .array(let elements) where elements.count <= 64:
                    // A list parameter's choices, in order.
                    var list: [String] = []
                    for element in elements {
                        guard case .string(let text) = element, text.count <= 256 else {
                            throw HTTPError.badRequest("bad value for '\(name)'")
                        }
                        list.append(text)
                    }
                    values[name] = .list(list)
                default: throw HTTPError.badRequest("bad value for '\(name)'")
                }
            }
            let html = try await backend.saveConfiguration(
                instance: instance, values: values, settings: PageSettings(query: request.query))
            return .jsonStrings(["instance": instance.rawValue, "html": html])
        }
        router.add("GET", "/app/tasks") { request, _ in
            let since = try request.query["since"].map(Validate.listVersion)
            let list = try await backend.tasks(settings: PageSettings(query: request.query))
            return .json(taskListVersions.answer(list, since: since))
        }
        router.add("POST", "/app/tasks") { request, _ in
            let body = try JSONBody(request)
            let draft = TaskDraft(
                title: try Validate.title(body.string("title", maxLength: .max)),
                priority: try Validate.priority(body.optionalString("priority", maxLength: 32)),
                dueDate: try body.optionalString("dueDate", maxLength: 10).map(Validate.date))
            return .json(try await backend.addTask(draft), status: 201)
        }
        router.add("PATCH", "/app/tasks/{id}") { request, parameters in
            let id = try Validate.taskID(parameters.require("id"))
            let body = try JSONBody(request)
            var patch = TaskPatch()
            patch.title = try body.optionalString("title", maxLength: .max).map(Validate.title)
            if body.has("priority") {
                patch.priority = try Validate.priority(body.optionalString("priority", maxLength: 32))
            }
            if body.has("dueDate") { patch.dueDate = .some(try body.optionalString("dueDate").map(Validate.date)) }
            patch.isCompleted = try body.optionalBool("isCompleted")
            return .json(try await backend.updateTask(id: id, patch))
        }
        router.add("DELETE", "/app/tasks/{id}") { _, parameters in
            try await backend.deleteTask(id: Validate.taskID(parameters.require("id")))
            return .noContent
        }
        router.add("POST", "/app/tasks/{id}/move") { request, parameters in
            let id = try Validate.taskID(parameters.require("id"))
            try await backend.moveTask(id: id, to: JSONBody(request).int("index"))
            return .noContent
        }
        return router
    }
}

private struct GalleryResponse: Encodable {
    let kinds: [GalleryKind]
}

private struct LayoutResponse: Encodable {
    let slots: [WidgetSlot]
}

/// Syntax checks with short 400 messages.
enum Validate {
    /// `pages` (an array of arrays of app ids) and `dock` (an array of app ids); which apps is the backend's
    /// check (``AppIconArrangement/problem()``).
    static func icons(_ body: JSONBody) throws -> AppIconArrangement {
        func ids(_ value: JSONValue?, field: String) throws -> [String] {
            guard case .array(let values)? = value, values.count <= 64 else {
                throw HTTPError.badRequest("field '\(field)' must be an array of app ids")
            }
            return try values.map {
                guard case .string(let id) = $0, (1...64).contains(id.utf8.count) else {
                    throw HTTPError.badRequest("field '\(field)' must be an array of app ids")
                }
                return id
            }
        }
        guard case .array(let pages)? = body.fields["pages"], pages.count <= 64 else {
            throw HTTPError.badRequest("field 'pages' must be an array of pages")
        }
        return AppIconArrangement(
            pages: try pages.map { try ids($0, field: "pages") }, dock: try ids(body.fields["dock"], field: "dock"))
    }

    static func instance(_ value: String) throws -> WidgetInstanceID {
        guard isInstance(value) else { throw HTTPError.badRequest("bad instance id") }
        return WidgetInstanceID(value)
    }

    /// Whether `value` can be an instance id: 1–64 bytes of letters, digits, `.`, `_` and `-`.
    static func isInstance(_ value: String) -> Bool {
        (1...64).contains(value.utf8.count) && value.utf8.allSatisfy(isNameByte)
    }

    static func name(_ value: String, field: String) throws -> String {
        guard (1...128).contains(value.utf8.count), value.utf8.allSatisfy(isNameByte) else {
            throw HTTPError.badRequest("bad \(field)")
        }
        return value
    }

    /// A version of the app panel's list, as `GET /app/tasks` answered it (`since`).
    static func listVersion(_ value: String) throws -> String {
        guard TaskListVersions.isWellFormed(value) else { throw HTTPError.badRequest("bad 'since'") }
        return value
    }

    static func taskID(_ value: String) throws -> UUID {
        guard let id = UUID(uuidString: value) else { throw HTTPError.badRequest("bad task id") }
        return id
    }

    /// The store's title rule (`TaskTitle`); a refusal names the rule.
    static func title(_ value: String) throws -> String {
        do {
            return try TaskTitle.validated(value)
        } catch {
            throw HTTPError.badRequest(error.description)
        }
    }

    /// A priority; none given (or the page's "none") is the default everywhere, `TaskPriority.standard`.
    static func priority(_ value: String?) throws -> TaskPriority {
        guard let value, value != "none" else { return .standard }
        guard let priority = TaskPriority(rawValue: value) else { throw HTTPError.badRequest("unknown priority") }
        return priority
    }

    /// `yyyy-MM-dd`, a real calendar date (the store's `TaskDay`).
    static func date(_ value: String) throws -> TaskDay {
        guard let day = TaskDay(value) else { throw HTTPError.badRequest("bad date (expected yyyy-MM-dd)") }
        return day
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            true
        default: false
        }
    }
}
