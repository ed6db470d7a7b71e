"""Fuzz of the real `tasks serve`: at least 10,000 random and mutated requests over raw sockets, then the server
must still answer, no answer may have been a 5xx, and the store must be intact and unchanged.

To keep the store unchanged, a request that would be a valid state change is only ever sent with a wrong or
missing token, a wrong Origin/Host or `Sec-Fetch-Site: cross-site`; requests with the right token carry bodies
that are invalid (or name tasks/widgets that do not exist). Intent archives sent with the right token have
their task id replaced by a fresh random UUID first, so even a mutation that still decodes toggles nothing.

Run from the package root:  python3 -m pytest Tests/browser/test_fuzz.py -q -s
"""
import collections
import concurrent.futures
import html
import json
import os
import random
import re
import socket
import sqlite3
import subprocess
import tempfile
import threading
import time
import uuid

from test_home import XSS
from test_serve import tasks_binary

SEED = 1234
REQUESTS = 10_000
WORKERS = 8
UUID_RE = re.compile(r"[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}")


class Server:
    def __init__(self):
        self.binary = tasks_binary()
        self.directory = tempfile.TemporaryDirectory()
        self.store = os.path.join(self.directory.name, "tasks.sqlite")
        self.tasks("add", "Fuzz me", "--priority", "high", "--due", "2026-12-24")
        self.tasks("add", XSS)
        done = self.tasks("add", "Already done", "--priority", "low").strip()
        self.tasks("done", done)
        self.tasks("add", "Ünïcödé ✓ 日本語")
        self.process = subprocess.Popen([self.binary, "serve", "--port", "0", "--store", self.store],
                                        stdout=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        match = re.match(r"TaskWidgets home screen: http://127\.0\.0\.1:(\d+)/", line)
        assert match, f"unexpected first line: {line!r}"
        self.port = int(match.group(1))

    def tasks(self, *arguments):
        return subprocess.run([self.binary, *arguments, "--store", self.store], check=True, capture_output=True,
                              text=True).stdout

    def snapshot(self):
        return sorted((t["id"], t["title"], t["isCompleted"], t["priority"], t.get("dueDate"), t["position"])
                      for t in json.loads(self.tasks("list", "--all", "--json")))

    def stop(self):
        self.process.terminate()
        code = self.process.wait(timeout=10)
        self.directory.cleanup()
        return code


def exchange(port, data, timeout=10.0, half_close=False):
    """Sends raw bytes on a new connection, reads to EOF; returns (status or None, kind)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    try:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            sock.sendall(data)
            if half_close:
                sock.shutdown(socket.SHUT_WR)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server may answer (413) and close before the whole body is sent: read its answer
        chunks = []
        try:
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
                head = b"".join(chunks)
                end = head.find(b"\r\n\r\n")
                if end >= 0:
                    length = re.search(rb"(?im)^content-length:\s*(\d+)", head[:end])
                    if length and len(head) >= end + 4 + int(length.group(1)):
                        break
        except ConnectionResetError:
            if not chunks:
                return None, "reset"
        except socket.timeout:
            if not chunks:
                return None, "timeout"
        response = b"".join(chunks)
        if not response:
            return None, "closed"
        match = re.match(rb"HTTP/1\.[01] (\d{3})", response)
        if not match:
            return None, "garbled"
        return int(match.group(1)), "ok"
    finally:
        sock.close()


def fetch_page(port, path="/"):
    """The page once its widgets are drawn: a server's first page does not wait for them, `settle=1` does."""
    if path == "/":
        fetch_page(port, "/changes?since=0&settle=1")
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
    data = b""
    while chunk := sock.recv(65536):
        data += chunk
    sock.close()
    status = int(data.split(b" ", 2)[1])
    return status, data.decode("utf-8", "replace")


class Generator:
    """Makes one request at a time from a seeded Random; each is (bytes, right_token, half_close, label)."""

    def __init__(self, rng, port, token, instances, archives, task_ids):
        self.rng, self.port, self.token = rng, port, token
        self.instances, self.archives, self.task_ids = instances, archives, task_ids
        self.host = f"127.0.0.1:{port}"

    # -- pieces

    def wrong_token(self):
        r = self.rng.random()
        if r < 0.3:
            return None
        if r < 0.5:
            return "%032x" % self.rng.getrandbits(128)
        if r < 0.7:  # the right token with one hex digit changed
            i = self.rng.randrange(32)
            digit = self.rng.choice([c for c in "0123456789abcdef" if c != self.token[i]])
            return self.token[:i] + digit + self.token[i + 1:]
        if r < 0.8:
            return self.token[:-1]
        if r < 0.9:
            return ""
        return self.token + "0"

    def refusal_headers(self):
        """Headers that must make a state-changing request a 403 whatever its body."""
        choice = self.rng.randrange(5)
        headers = {"Host": self.host, "Origin": f"http://{self.host}", "X-TaskWidgets-Token": self.token}
        if choice <= 1:
            token = self.wrong_token()
            if token is None:
                del headers["X-TaskWidgets-Token"]
            else:
                headers["X-TaskWidgets-Token"] = token
        elif choice == 2:
            headers["Origin"] = self.rng.choice(["http://evil.example", "null", f"https://{self.host}",
                                                 f"http://127.0.0.1:{self.port + 1}", f"http://localhost:{self.port}",
                                                 "http://127.0.0.1"])
        elif choice == 3:
            headers["Host"] = self.rng.choice(["evil.example", f"evil.example:{self.port}", "127.0.0.1",
                                               f"127.0.0.1:{self.port + 1}", f"10.0.0.1:{self.port}", ""])
            headers["Origin"] = f"http://{headers['Host']}"
        else:
            headers["Sec-Fetch-Site"] = "cross-site"
        return headers

    def right_headers(self):
        headers = {"Host": self.host, "X-TaskWidgets-Token": self.token}
        if self.rng.random() < 0.7:
            headers["Origin"] = f"http://{self.host}"
        return headers

    def random_json(self, depth=0):
        r = self.rng.random()
        if depth > 3 or r < 0.4:
            return self.rng.choice([None, True, False, 0, -1, 2 ** 63, -2 ** 63 - 1, 10 ** 30, 1e308, 3.5, "",
                                    "x" * self.rng.randrange(300), "\u0000", "\ud7ff", "null", "[]", XSS])
        if r < 0.7:
            return {self.rng.choice(["archive", "instance", "title", "action", "values", "index", "priority",
                                     "dueDate", "isCompleted", "kind", "family", "type", "id", "ß"]):
                    self.random_json(depth + 1) for _ in range(self.rng.randrange(5))}
        return [self.random_json(depth + 1) for _ in range(self.rng.randrange(4))]

    def mutate_text(self, text):
        rng = self.rng
        op = rng.randrange(10)
        if not text:
            return "{"
        i = rng.randrange(len(text))
        if op == 0:  # flip a character
            return text[:i] + chr(rng.randrange(32, 0x2FF)) + text[i + 1:]
        if op == 1:  # truncate
            return text[:i]
        if op == 2:  # duplicate a slice
            j = rng.randrange(i, len(text))
            return text[:j] + text[i:j] + text[j:]
        if op == 3:  # huge numbers
            return re.sub(r"\d+", lambda _: rng.choice(["99999999999999999999999", "-1", "1e999", "NaN", "0x10"]),
                          text, count=3)
        if op == 4:  # wrong types: strings become numbers, numbers become strings
            return re.sub(r'"([^"\\]{1,20})"', lambda m: rng.choice(["1", "[]", "{}", "null", "true"]), text,
                          count=rng.randrange(1, 4))
        if op == 5:  # unknown types: rename every identifier-like word once
            return re.sub(r"[A-Z][A-Za-z]+Intent", rng.choice(["NoSuchIntent", "", "ToggleTaskIntentX",
                                                               "Foundation.Process"]), text)
        if op == 6:  # deep nesting
            depth = rng.choice([50, 600, 5000, 20000])
            return "[" * depth + text + "]" * depth
        if op == 7:  # delete a character
            return text[:i] + text[i + 1:]
        if op == 8:
            return text.replace('"', "'")
        return text[:i] + "\\u" + text[i:]

    def random_uuid(self):
        return str(uuid.UUID(int=self.rng.getrandbits(128))).upper()

    def safe_archive(self):
        """A real archive whose task ids are replaced by a fresh UUID not in the store."""
        archive = self.rng.choice(self.archives)
        return UUID_RE.sub(lambda _: str(uuid.UUID(int=self.rng.getrandbits(128))).upper(), archive)

    POISON = {"intents": {"instance": "bad id!"}, "layout": {"action": 5}, "add": {"title": "a\u0001b"},
              "patch": {"isCompleted": "maybe"}, "move": {"index": "x"}, "delete": {},
              "configuration": {"values": 5}}

    def invalid_body(self, route):
        """A body that the route must refuse (or that names nothing that exists)."""
        rng = self.rng
        r = rng.random()
        if r < 0.15:
            return rng.choice([b"", b"{", b"[]", b"null", b"\"x\"", b"{\"a\":}", b"\xff\xfe{}", b"{\"title\":\"\xc3\x28\"}",
                               bytes(rng.getrandbits(8) for _ in range(rng.randrange(1, 200)))])
        if r < 0.25:  # random JSON; an object also gets one field the route must refuse
            value = self.random_json()
            if isinstance(value, dict):
                value.update(self.POISON[route])
            return json.dumps(value).encode()
        if route == "intents":
            archive = self.mutate_text(self.safe_archive()) if rng.random() < 0.8 else self.safe_archive()
            body = {"archive": archive, "instance": rng.choice(self.instances)}
            if rng.random() < 0.2:
                body = rng.choice([{"archive": archive}, {"instance": body["instance"]},
                                   {"archive": 5, "instance": body["instance"]},
                                   {"archive": archive, "instance": rng.choice(["", "bad id!", "x" * 65, "../etc",
                                                                                  "no-such-widget"])}])
            text = json.dumps(body)
            return (self.mutate_text(text) if rng.random() < 0.2 else text).encode("utf-8", "surrogatepass")
        if route == "layout":
            return json.dumps(rng.choice([
                {"action": "add", "kind": "NoSuchWidget", "family": "systemSmall"},
                {"action": "add", "kind": "TaskWidget", "family": rng.choice(["systemHuge", "", 3, None])},
                {"action": "add", "kind": "TaskLockScreenWidget", "family": "systemExtraLarge"},
                {"action": "add", "kind": 5, "family": "systemSmall"},
                {"action": "remove", "instance": rng.choice(["", "bad id!", "x" * 65, None, 7])},
                {"action": "move", "instance": rng.choice(self.instances), "index": rng.choice(["1", None, 1.5,
                                                                                                  [], 10 ** 30])},
                {"action": rng.choice(["explode", "", None, "ADD"])},
                {"kind": "TaskWidget", "family": "systemSmall"},
            ])).encode()
        if route == "add":
            return json.dumps(rng.choice([
                {"title": ""}, {"title": "   "}, {"title": "x" * 501}, {"title": "a\u0000b"}, {"title": "tab\there"},
                {"title": 5}, {"title": None}, {"priority": "high"},
                {"title": "\n"}, {"title": "ok\u0007"}, {"title": ["list"]},
                {"title": "valid but", "dueDate": rng.choice(["2026-02-30", "tomorrow", "2026-1-1", "", 20261224])},
                {"title": "valid but", "priority": rng.choice(["urgent", "", 3, "HIGH "])},
            ])).encode()
        if route == "patch":
            return json.dumps(rng.choice([
                {"title": ""}, {"title": "x" * 501}, {"title": "a\u001fb"}, {"title": 1},
                {"isCompleted": "yes"}, {"isCompleted": 1}, {"priority": "urgent"}, {"priority": 2},
                {"dueDate": "2026-13-01"}, {"dueDate": 5}, {"dueDate": "31.12.2026"},
            ])).encode()
        if route == "move":
            return json.dumps(rng.choice([{"index": "0"}, {"index": None}, {}, {"index": [1]}, {"index": 1.5},
                                          {"position": 0}])).encode()
        if route == "configuration":
            return json.dumps(rng.choice([
                {"values": {"priorityFilter": ["high"]}}, {"values": {"limit": {"n": 3}}}, {"values": []},
                {"values": {"x": "y" * 300}}, {"values": None}, {"values": "high"}, {},
                {"values": {"showCompleted": None}}, {"values": {"limit": 1.5}},
            ])).encode()
        return b"{}"

    def valid_body(self, route):
        """A body that would change the store: only ever sent with refusal headers."""
        rng = self.rng
        if route == "intents":
            return json.dumps({"archive": rng.choice(self.archives), "instance": rng.choice(self.instances)}).encode()
        if route == "layout":
            return json.dumps(rng.choice([{"action": "add", "kind": "TaskWidget", "family": "systemSmall"},
                                          {"action": "remove", "instance": rng.choice(self.instances)},
                                          {"action": "move", "instance": rng.choice(self.instances), "index": 0}
                                          ])).encode()
        if route == "add":
            return json.dumps({"title": "Injected " + XSS, "priority": "high"}).encode()
        if route == "patch":
            return json.dumps({"title": "Changed", "isCompleted": True}).encode()
        if route == "move":
            return json.dumps({"index": 0}).encode()
        if route == "configuration":
            return json.dumps({"values": {"priorityFilter": "high", "showCompleted": True, "limit": 2}}).encode()
        return b"{}"

    def state_target(self):
        """(method, path, route) of a state-changing endpoint; ids may be real, random or malformed."""
        rng = self.rng
        route = rng.choice(["intents", "intents", "intents", "layout", "add", "patch", "delete", "move",
                            "configuration"])
        real = rng.choice(self.task_ids)
        tid = rng.choice([real, real, self.random_uuid(), "not-a-uuid", real[:-1], real + "0", "%00", ""])
        inst = rng.choice(self.instances + ["no-such", "bad%20id", "x" * 70])
        return {
            "intents": ("POST", "/intents"), "layout": ("POST", "/layout"), "add": ("POST", "/app/tasks"),
            "patch": ("PATCH", f"/app/tasks/{tid}"), "delete": ("DELETE", f"/app/tasks/{tid}"),
            "move": ("POST", f"/app/tasks/{tid}/move"),
            "configuration": ("POST", f"/widgets/{inst}/configuration"),
        }[route] + (route, tid if route in ("patch", "delete", "move") else None)

    def query(self):
        rng = self.rng
        if rng.random() < 0.6:
            return ""
        pairs = []
        for _ in range(rng.randrange(1, 4)):
            key = rng.choice(["device", "scheme", "locale", "since", "x", "device[]", "%zz"])
            value = rng.choice(["iphone-15-pro", "iphone-15-pro-max", "dark", "light", "de", "ja", "klingon",
                                "-1", "99999999999999999999999", "%00", "%ff%fe", "a" * 300, ""])
            pairs.append(f"{key}={value}")
        return "?" + "&".join(pairs)

    # -- requests

    @staticmethod
    def build(method, path, headers, body=b"", content_length="auto"):
        lines = [f"{method} {path} HTTP/1.1"]
        for name, value in headers.items():
            lines.append(f"{name}: {value}")
        if content_length == "auto":
            if body or method in ("POST", "PATCH", "PUT"):
                lines.append(f"Content-Length: {len(body)}")
        elif content_length is not None:
            lines.append(f"Content-Length: {content_length}")
        lines.append("Connection: close")
        return ("\r\n".join(lines) + "\r\n\r\n").encode("utf-8", "surrogatepass") + body

    def next(self):
        rng = self.rng
        r = rng.random()
        if r < 0.25:  # reads, on every route and on random paths
            path = rng.choice(["/", "/widgets/" + rng.choice(self.instances), "/changes", "/changes?since=0",
                               "/app/tasks", "/assets/home.css", "/assets/home.mjs", "/assets/icon.svg",
                               "/assets/../../etc/passwd", "/widgets/" + rng.choice(self.instances) + "/configuration",
                               "/widgets/", "/widgets/%2e%2e", "/nope", "//", "/app/tasks/" + rng.choice(self.task_ids),
                               "/" + "a" * rng.randrange(2000), "/gallery" if rng.random() < 0.05 else "/changes"])
            sep = "&" if "?" in path else ""
            query = self.query()
            path = path + (sep + query[1:] if sep and query else query)
            method = rng.choice(["GET"] * 6 + ["HEAD", "OPTIONS", "TRACE", "PUT", "BREW", "get"])
            headers = {"Host": self.host} if rng.random() < 0.9 else {"Host": "evil.example"}
            if method not in ("GET", "HEAD", "OPTIONS"):
                headers.update(self.refusal_headers())
            if rng.random() < 0.1:
                headers["If-None-Match"] = rng.choice(['"x"', "*", '""'])
            return self.build(method, path, headers), False, False, "read"
        if r < 0.55:  # state changes that must be refused by the guard: any body, even a valid one
            method, path, route, _ = self.state_target()
            body = self.valid_body(route) if rng.random() < 0.5 else self.invalid_body(route)
            headers = self.refusal_headers()
            headers["Content-Type"] = "application/json"
            return self.build(method, path, headers, body), False, False, "refused"
        if r < 0.88:  # the right token, invalid bodies or unknown ids
            method, path, route, tid = self.state_target()
            if route in ("delete", "move", "patch") and tid in self.task_ids and route == "delete":
                tid_path = path.replace(tid, self.random_uuid())  # never delete a real task
                path = tid_path
            body = self.invalid_body(route)
            headers = self.right_headers()
            headers["Content-Type"] = rng.choice(["application/json"] * 8 + ["text/plain", "application/json; x=1",
                                                                           ""])
            if route == "move" and rng.random() < 0.5:
                path = path.replace(tid, self.random_uuid()) if tid else path
            return self.build(method, path, headers, body), True, False, "right-token"
        if r < 0.93:  # oversized bodies (up to 100 KB), refused by size
            size = rng.randrange(60_000, 100_001)
            body = (b'{"archive": "' + b"A" * size + b'", "instance": "tasks-medium"}')
            headers = self.right_headers() if rng.random() < 0.5 else self.refusal_headers()
            headers["Content-Type"] = "application/json"
            method, path, _, tid = self.state_target()
            if tid and headers.get("X-TaskWidgets-Token") == self.token:
                path = path.replace(tid, self.random_uuid())  # under 64 KiB the body is read: no real task
            return self.build(method, path, headers, body), headers.get("X-TaskWidgets-Token") == self.token, \
                False, "oversized"
        # framing: bad Content-Length, garbage, broken request lines, huge headers
        kind = rng.randrange(8)
        headers = self.right_headers()
        headers["Content-Type"] = "application/json"
        body = self.invalid_body("intents")
        if kind == 0:
            return self.build("POST", "/intents", headers, body, content_length=rng.choice(
                ["-1", "abc", "99999999999999999999", "1e3", "0x10", " 5", ""])), True, True, "framing"
        if kind == 1:  # says more than it sends, then half-closes
            return self.build("POST", "/intents", headers, body[:len(body) // 2],
                              content_length=str(len(body))), True, True, "framing"
        if kind == 2:  # says less than it sends: the rest is a garbage second request
            return self.build("POST", "/intents", headers, body, content_length=str(len(body) // 2)), True, True, \
                "framing"
        if kind == 3:
            return bytes(rng.getrandbits(8) for _ in range(rng.randrange(1, 600))), False, True, "framing"
        if kind == 4:
            return rng.choice([b"GET\r\n\r\n", b"GET / HTTP/9.9\r\n\r\n", b"\r\n\r\n", b"GET / HTTP/1.1\r\n\r\n",
                               b"GET / HTTP/1.0\r\n\r\n", b"POST /intents HTTP/1.1\nHost: x\n\n",
                               f"GET /\x00 HTTP/1.1\r\nHost: {self.host}\r\n\r\n".encode(),
                               f"GET / HTTP/1.1\r\nHost: {self.host}\r\nBad Header\r\n\r\n".encode()]), \
                False, True, "framing"
        if kind == 5:
            headers["X-Big"] = "h" * rng.randrange(1000, 40_000)
            return self.build("GET", "/", headers), False, True, "framing"
        if kind == 6:
            return self.build("POST", "/intents", dict(headers, **{"Transfer-Encoding": "chunked"}),
                              b"5\r\nhello\r\nzz\r\n", content_length=None), True, True, "framing"
        return (self.build("POST", "/intents", headers, body) + b"\xff" * rng.randrange(100)), True, True, "framing"


def test_fuzz_leaves_the_server_up_and_the_store_unchanged():
    server = Server()
    try:
        port = server.port
        status, page = fetch_page(port)
        assert status == 200
        token = re.search(r'<meta name="taskwidgets-token" content="([0-9a-f]{32})"', page).group(1)
        instances = sorted(set(re.findall(r'data-instance="([A-Za-z0-9._-]+)"', page)))
        archives = sorted({html.unescape(a) for a in re.findall(r'data-intent="([^"]*)"', page)})
        assert instances and archives, "the page has no widgets with intents"
        before = server.snapshot()
        task_ids = [t[0] for t in before]

        rng = random.Random(SEED)
        generator = Generator(rng, port, token, instances, archives, task_ids)
        requests = [generator.next() for _ in range(REQUESTS)]

        counts = collections.Counter()
        statuses = collections.Counter()
        lock = threading.Lock()
        five_hundreds = []
        accepted = []

        def run(item):
            data, right_token, half_close, label = item
            try:
                status, kind = exchange(port, data, half_close=half_close)
            except (ConnectionRefusedError, ConnectionResetError, OSError) as error:
                status, kind = None, f"error:{type(error).__name__}"
            with lock:
                counts[label] += 1
                if status is None:
                    counts[f"no answer ({kind}) [{label}]"] += 1
                    return
                statuses[status] += 1
                if status == 505 and re.match(rb"[A-Z]+ \S+ HTTP/(?!1\.[01]\r)", data):
                    # libmicrohttpd's own answer to an HTTP version it does not speak (RFC 9110 15.6.6): a
                    # correct protocol answer, not a server failure; counted apart.
                    counts["505 to an unsupported HTTP version (libmicrohttpd)"] += 1
                elif status >= 500:
                    five_hundreds.append((status, data[:300]))
                if right_token and 400 <= status < 500:
                    counts["right token, refused with 4xx"] += 1
                if right_token and status < 300:
                    counts["right token, 2xx (no state change)"] += 1
                    accepted.append((status, data[:200]))
                if label == "refused" and status < 300:
                    counts["REFUSAL BYPASSED"] += 1

        started = time.monotonic()
        with concurrent.futures.ThreadPoolExecutor(WORKERS) as pool:
            list(pool.map(run, requests))
        elapsed = time.monotonic() - started

        print(f"\nfuzz: {REQUESTS} requests in {elapsed:.1f} s ({REQUESTS / elapsed:.0f}/s), seed {SEED}")
        for key, value in sorted(counts.items()):
            print(f"  {key}: {value}")
        for status, data in accepted[:10]:
            print(f"  right token, {status}: {data!r}")
        print("  statuses: " + ", ".join(f"{k}×{v}" for k, v in sorted(statuses.items())))

        assert server.process.poll() is None, "tasks serve died"
        status, _ = fetch_page(port)
        assert status == 200, f"GET / after the storm answered {status}"
        assert not five_hundreds, f"{len(five_hundreds)} 5xx answers, e.g. {five_hundreds[:3]}"
        assert counts["REFUSAL BYPASSED"] == 0
        answered = sum(statuses.values())
        assert answered >= REQUESTS * 0.9, f"only {answered} of {REQUESTS} requests were answered"

        with sqlite3.connect(f"file:{server.store}?mode=ro", uri=True) as db:
            assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert server.snapshot() == before, "the fuzz changed the tasks"
    finally:
        code = server.stop()
    assert code == 0, "tasks serve did not stop cleanly after the fuzz"
