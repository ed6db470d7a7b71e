#!/usr/bin/env python3
"""Real CalDAV servers and a second device for the sync tests.

    caldav_helper.py serve radicale|radicale-indexed|xandikos
        Starts the server on a free loopback port (Radicale with a user and password, Xandikos without
        authentication, as it ships) behind a small fault-injecting proxy, prints one JSON line
        {"url", "direct", "user", "password"} and then reads JSON commands, one a line, on stdin:
            {"fault": "status", "status": 503, "times": 2, "method": "PUT"}
            {"fault": "delay", "seconds": 3}      {"fault": "drop"}   {"fault": "refuse"}
            {"fault": "no-sync-collection"}       {"fault": "body", "status": 207, "body": "..."}
            {"fault": "none"}                     {"count": true}  -> {"requests": N, "methods": {...}}
            {"seed": "/alice/LIST/", "file": PATH}  -> {"ok": {"seeded": N, "listed": M}}
        and answers each with one JSON line. When stdin closes (the test ended, or died), the server and
        the proxy stop. `radicale-indexed` is Radicale with the storage of radicale_uid_index.py (a PUT's
        cost not growing with the list; sync-bench's 10,000-task upload only). `seed` (Radicale only) writes
        the objects of a JSON-lines file of {"href", "ics"} into an existing list as Radicale's own PUT would
        have stored them, then lists the list through the server so that it builds its caches (see seed()).

    caldav_helper.py serve http
        A plain HTTP server for the transport's tests and benchmark (no CalDAV), printing {"url", "direct",
        "https"} ("https": the same server over TLS with a self-signed certificate, when openssl is there):
            ANY /echo...      200, JSON {"method", "path", "headers": [[name, value]…], "body": base64}
            GET /redirect     302 to /echo          GET /status/N    answers N
            GET /bytes/N      N bytes, chunked      GET /sized/N     N bytes with a Content-Length
            GET /slow/S       answers after S seconds
            PUT /store/NAME   keeps the body (201, ETag)            GET /store/NAME   gives it back
        It stops when stdin closes.

    caldav_helper.py device URL USER PASSWORD COLLECTION
        "Another device": the `caldav` library on the collection. JSON commands on stdin, one a line:
            {"op": "list"}  -> [{"uid", "href", "summary", "status", "priority", "due", "order", "data"}]
            {"op": "put", "ics": TEXT}                 {"op": "edit", "uid", "set": {NAME: VALUE}, "remove": [NAME]}
            {"op": "delete", "uid"}                    {"op": "get", "uid"} -> {"data"}
        Each answers with one JSON line: {"ok": RESULT} or {"error": TEXT}.
"""

import datetime
import http.client
import http.server
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

USER = "alice"
PASSWORD = "correct horse"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(port, process, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"the server exited with status {process.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.05)
    raise SystemExit("the server did not start within 30 s")


def start_radicale(directory, indexed=False):
    port = free_port()
    with open(os.path.join(directory, "users"), "w") as f:
        f.write(f"{USER}:{PASSWORD}\n")
    config = os.path.join(directory, "config")
    with open(config, "w") as f:
        f.write(
            f"[server]\nhosts = 127.0.0.1:{port}\nmax_content_length = 100000000\n"
            f"[auth]\ntype = htpasswd\nhtpasswd_filename = {directory}/users\nhtpasswd_encryption = plain\n"
            f"delay = 0\n[storage]\nfilesystem_folder = {directory}/collections\n"
            # Items cached by mtime and size instead of hashed on every request (much faster PUTs).
            f"use_mtime_and_size_for_item_cache = True\n"
            + ("type = radicale_uid_index\n" if indexed else "") +
            f"[logging]\nlevel = error\n[rights]\ntype = owner_only\n"
        )
    environment = dict(os.environ)
    if indexed:
        here = os.path.dirname(os.path.abspath(__file__))
        environment["PYTHONPATH"] = os.pathsep.join(p for p in (here, environment.get("PYTHONPATH")) if p)
    process = subprocess.Popen(
        [sys.executable, "-m", "radicale", "--config", config],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment)
    wait_for(port, process)
    return process, port


def start_xandikos(directory):
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "xandikos", "serve", "-d", os.path.join(directory, "data"), "--defaults",
         "-l", "127.0.0.1", "-p", str(port), "--current-user-principal", f"/{USER}/",
         "--no-detect-systemd", "--state-dir", os.path.join(directory, "state")],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for(port, process)
    return process, port


class Faults:
    """What the proxy does to the next requests; changed by commands on stdin."""

    def __init__(self):
        self.lock = threading.Lock()
        self.rule = {"fault": "none"}
        self.requests = 0
        self.methods = {}

    def take(self, method, body):
        with self.lock:
            self.requests += 1
            self.methods[method] = self.methods.get(method, 0) + 1
            rule = self.rule
            kind = rule.get("fault", "none")
            if kind == "none":
                return rule
            if rule.get("method") and rule["method"] != method:
                return {"fault": "none"}
            if kind == "no-sync-collection" and b"sync-collection" not in body:
                return {"fault": "none"}
            if "times" in rule:
                rule["times"] -= 1
                if rule["times"] <= 0:
                    self.rule = {"fault": "none"}
            return rule


def make_proxy(target_port, faults):
    class Proxy(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):
            pass

        def handle_one(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            rule = faults.take(self.command, body)
            kind = rule.get("fault", "none")
            if kind == "refuse":
                self.close_connection = True
                self.connection.shutdown(socket.SHUT_RDWR)
                return
            if kind == "delay":
                time.sleep(rule.get("seconds", 1))
            if kind in ("status", "no-sync-collection", "body"):
                status = rule.get("status", 501)
                text = rule.get("body", "").encode()
                self.send_response(status)
                self.send_header("Content-Length", str(len(text)))
                self.send_header("Content-Type", "application/xml")
                if "retry_after" in rule:
                    self.send_header("Retry-After", str(rule["retry_after"]))
                self.end_headers()
                self.wfile.write(text)
                return
            upstream = http.client.HTTPConnection("127.0.0.1", target_port, timeout=120)
            headers = {k: v for k, v in self.headers.items() if k.lower() not in ("connection", "keep-alive")}
            upstream.request(self.command, self.path, body=body, headers=headers)
            answer = upstream.getresponse()
            data = answer.read()
            upstream.close()
            self.send_response(answer.status, answer.reason)
            for name, value in answer.getheaders():
                if name.lower() not in ("connection", "keep-alive", "transfer-encoding", "content-length"):
                    self.send_header(name, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            if kind == "drop":
                # The headers and half the body, then the connection goes away.
                self.wfile.write(data[: len(data) // 2])
                self.wfile.flush()
                self.close_connection = True
                self.connection.shutdown(socket.SHUT_RDWR)
                return
            self.wfile.write(data)

        do_GET = do_PUT = do_DELETE = do_PROPFIND = do_REPORT = do_MKCALENDAR = do_OPTIONS = do_HEAD = \
            do_POST = do_PROPPATCH = do_MKCOL = handle_one

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Proxy)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def seed(directory, port, collection, path):
    """Writes the objects of `path` (JSON lines of {"href", "ics"}) into the Radicale list `collection`.

    A first download or one change at 10,000 tasks needs 10,000 objects on the server, and uploading them takes
    Radicale hours (see radicale_uid_index.py). Each file is what Radicale's PUT stores for that body: the same
    parse, checks and serialization (radicale.app.put.prepare for one object), under the storage's write lock,
    as Radicale documents for other programs that change its storage. Then a PROPFIND of the list and an
    initial sync-collection REPORT go through the server, which builds the item and history caches its own PUTs
    would have left; the PROPFIND's count of objects is returned, to be checked against the seed.
    """
    import base64
    import radicale.item as radicale_item
    from radicale import pathutils

    folder = os.path.join(directory, "collections")
    parts = [part for part in collection.strip("/").split("/") if part]
    if len(parts) != 2 or not all(pathutils.is_safe_filesystem_path_component(p) for p in parts):
        raise ValueError(f"not a list of a user: {collection}")
    target = os.path.join(folder, "collection-root", *parts)
    if not os.path.isfile(os.path.join(target, ".Radicale.props")):
        raise ValueError(f"no Radicale list at {collection}")
    seeded = 0
    with pathutils.RwLock(os.path.join(folder, ".Radicale.lock")).acquire("w"), open(path) as lines:
        for line in lines:
            entry = json.loads(line)
            if not pathutils.is_safe_filesystem_path_component(entry["href"]):
                raise ValueError(f"unsafe href {entry['href']!r}")
            vobject_items = radicale_item.read_components(entry["ics"])
            radicale_item.check_and_sanitize_items(
                vobject_items, max_vevent_rrule_occurrence=10000, tag="VCALENDAR")
            vobject_item, = vobject_items
            item = radicale_item.Item(collection_path="/".join(parts), vobject_item=vobject_item)
            item.prepare()
            with open(os.path.join(target, entry["href"]), "w", newline="", encoding="utf-8") as f:
                f.write(item.serialize())
            seeded += 1

    authorization = "Basic " + base64.b64encode(f"{USER}:{PASSWORD}".encode()).decode()

    def ask(method, body, depth):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
        connection.request(method, collection, body=body, headers={
            "Authorization": authorization, "Depth": depth, "Content-Type": "application/xml"})
        answer = connection.getresponse()
        data = answer.read()
        connection.close()
        if answer.status != 207:
            raise ValueError(f"{method} answered {answer.status}")
        return data

    listing = ask("PROPFIND", b'<?xml version="1.0"?><propfind xmlns="DAV:"><prop><getetag/></prop></propfind>', "1")
    ask("REPORT", b'<?xml version="1.0"?><sync-collection xmlns="DAV:"><sync-token/><sync-level>1</sync-level>'
        b'<prop><getetag/></prop></sync-collection>', "0")
    # Every response but the list's own names an object.
    import xml.etree.ElementTree as ElementTree
    hrefs = [r.findtext("{DAV:}href") or "" for r in ElementTree.fromstring(listing).iter("{DAV:}response")]
    listed = sum(1 for href in hrefs if href.rstrip("/") != collection.rstrip("/"))
    return {"seeded": seeded, "listed": listed}


def make_http_server(context=None):
    """The plain HTTP server of `serve http`."""
    stored = {}
    lock = threading.Lock()

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        # The head and the body are two writes: with Nagle's algorithm the body would wait for the client's
        # delayed ACK (40 ms), which would be all that the benchmark measures.
        disable_nagle_algorithm = True

        def log_message(self, *args):
            pass

        def __getattr__(self, name):  # every method, WebDAV's too
            if name.startswith("do_"):
                return self.handle_any
            raise AttributeError(name)

        def answer(self, status, body=b"", headers=()):
            self.send_response(status)
            for name, value in headers:
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def handle_any(self):
            import base64
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            path = self.path
            if path.startswith("/echo"):
                echo = {"method": self.command, "path": path, "headers": [[k, v] for k, v in self.headers.items()],
                        "clientPort": self.client_address[1],
                        "body": base64.b64encode(body).decode()}
                self.answer(200, json.dumps(echo).encode(), [("Content-Type", "application/json")])
            elif path == "/redirect":
                self.answer(302, b"moved", [("Location", "/echo")])
            elif path.startswith("/status/"):
                self.answer(int(path.split("/")[2]), b"status")
            elif path.startswith("/bytes/"):
                count = int(path.split("/")[2])
                self.send_response(200)
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                chunk = b"x" * 65536
                while count > 0:
                    part = chunk[:count]
                    try:
                        self.wfile.write(b"%x\r\n%s\r\n" % (len(part), part))
                    except OSError:  # the client gave up: what the test wants
                        return
                    count -= len(part)
                self.wfile.write(b"0\r\n\r\n")
            elif path.startswith("/sized/"):
                self.answer(200, b"x" * int(path.split("/")[2]))
            elif path.startswith("/slow/"):
                time.sleep(float(path.split("/")[2]))
                self.answer(200, b"late")
            elif path.startswith("/store/") and self.command == "PUT":
                with lock:
                    stored[path] = body
                self.answer(201, b"", [("ETag", '"%d"' % len(body))])
            elif path.startswith("/store/") and self.command == "GET" and path in stored:
                self.answer(200, stored[path], [("ETag", '"%d"' % len(stored[path]))])
            else:
                self.answer(404, b"not here")

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    if context is not None:
        server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def serve_http():
    directory = tempfile.mkdtemp(prefix="taskwidgets-http-")
    try:
        plain = make_http_server()
        url = f"http://127.0.0.1:{plain.server_address[1]}/"
        info = {"url": url, "direct": url, "user": "", "password": ""}
        key, certificate = os.path.join(directory, "key.pem"), os.path.join(directory, "cert.pem")
        made = subprocess.run(
            ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate,
             "-days", "1", "-subj", "/CN=127.0.0.1"], capture_output=True) if shutil.which("openssl") else None
        if made is not None and made.returncode == 0:
            import ssl
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(certificate, key)
            info["https"] = f"https://127.0.0.1:{make_http_server(context).server_address[1]}/"
        print(json.dumps(info), flush=True)
        for _ in sys.stdin:
            pass
    finally:
        shutil.rmtree(directory, ignore_errors=True)


def serve(kind):
    if kind == "http":
        return serve_http()
    # Throw-away data: in memory where there is a tmpfs, so that the servers' fsyncs cost nothing.
    memory = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
    directory = tempfile.mkdtemp(prefix=f"taskwidgets-{kind}-", dir=memory)
    process = None
    try:
        if kind == "xandikos":
            process, port = start_xandikos(directory)
        else:
            process, port = start_radicale(directory, indexed=kind == "radicale-indexed")
        faults = Faults()
        proxy = make_proxy(port, faults)
        print(json.dumps({
            "url": f"http://127.0.0.1:{proxy.server_address[1]}/",
            "direct": f"http://127.0.0.1:{port}/",
            "user": USER, "password": PASSWORD if kind != "xandikos" else "",
        }), flush=True)
        for line in sys.stdin:
            command = json.loads(line)
            if "fault" in command:
                with faults.lock:
                    faults.rule = command
                print(json.dumps({"ok": True}), flush=True)
            elif "seed" in command and kind != "xandikos":
                try:
                    print(json.dumps({"ok": seed(directory, port, command["seed"], command["file"])}), flush=True)
                except Exception as error:  # the bench prints the message
                    print(json.dumps({"error": f"{type(error).__name__}: {error}"}), flush=True)
            elif command.get("count"):
                with faults.lock:
                    print(json.dumps({"requests": faults.requests, "methods": faults.methods}), flush=True)
            else:
                print(json.dumps({"error": "unknown command"}), flush=True)
    finally:
        if process is not None:
            # SIGKILL: a test process may have blocked SIGTERM for its children, and the data is thrown away.
            process.kill()
            process.wait()
        shutil.rmtree(directory, ignore_errors=True)


def device(url, user, password, collection):
    import caldav

    client = caldav.DAVClient(url=url, username=user or None, password=password or None, require_tls=False)
    calendar = client.calendar(url=collection)

    def describe(todo):
        component = todo.icalendar_component
        order = component.get("x-apple-sort-order")
        due = component.get("due")
        return {
            "uid": str(component.get("uid")),
            "href": str(todo.url),
            "summary": str(component.get("summary", "")),
            "status": str(component.get("status", "")),
            "priority": int(component.get("priority", 0)),
            "due": due.to_ical().decode() if due is not None else None,
            "order": int(str(order)) if order is not None else None,
            "data": todo.data,
        }

    def typed(name, value):
        # Date properties as the library wants them: 20261201T100000Z or 20261201.
        if name.lower() in ("completed", "last-modified", "dtstamp", "created", "due", "dtstart") and isinstance(value, str):
            if len(value) == 8:
                return datetime.date(int(value[:4]), int(value[4:6]), int(value[6:8]))
            return datetime.datetime.strptime(value, "%Y%m%dT%H%M%SZ").replace(tzinfo=datetime.timezone.utc)
        return value

    def run(command):
        op = command["op"]
        if op == "list":
            return sorted((describe(t) for t in calendar.todos(include_completed=True)), key=lambda t: t["uid"])
        if op == "put":
            return str(calendar.save_todo(ical=command["ics"]).url)
        if op == "get":
            # The object's bytes as the server sends them, not as the library re-serializes them.
            todo = calendar.todo_by_uid(command["uid"])
            raw = client.request(str(todo.url), "GET").raw
            return {"data": raw.decode() if isinstance(raw, bytes) else raw}
        if op == "edit":
            todo = calendar.todo_by_uid(command["uid"])
            component = todo.icalendar_component
            for name in command.get("remove", []):
                component.pop(name, None)
            for name, value in command.get("set", {}).items():
                component.pop(name, None)
                component.add(name, typed(name, value))
            todo.save()
            return True
        if op == "delete":
            calendar.todo_by_uid(command["uid"]).delete()
            return True
        raise ValueError(f"unknown op {op}")

    for line in sys.stdin:
        try:
            answer = {"ok": run(json.loads(line))}
        except Exception as error:  # the test reads the message
            answer = {"error": f"{type(error).__name__}: {error}"}
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "serve" and sys.argv[2] in ("radicale", "radicale-indexed", "xandikos", "http"):
        serve(sys.argv[2])
    elif len(sys.argv) == 6 and sys.argv[1] == "device":
        device(*sys.argv[2:])
    else:
        raise SystemExit(__doc__)
