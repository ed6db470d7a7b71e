"""Cold start of `tasks serve` at 10,000 tasks: from the process's spawn until a request is answered, median and
p99 of N starts, for the page (`GET /`), for the page with its widgets drawn (`GET /`, then
`GET /changes?since=<its version>&settle=1`, which a page asks at once when it has widgets still to draw) and,
as floors in the same run, a static asset (`GET /assets/icon.svg`, which needs no widget) and the process's own
start (`tasks --version`, spawn to exit: dynamic libraries, Swift and Foundation's start-up). With
`--baseline PATH` another `tasks` binary (with its resource folders beside it) is measured in the same run,
starts interleaved.

Run from the package root, after `./scripts/build-release` (the main job's build, which it measures by default):

    python3 Tests/browser/bench_cold_start.py [--starts 30] [--binary PATH] [--baseline /path/to/other/tasks]
"""
import argparse
import http.client
import json
import os
import re
import socket
import statistics
import subprocess
import tempfile
import time
import uuid

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TASKS = 10_000


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def get(port, path, connected=None):
    """GET `path`, over `connected` (an open socket to the server) when given."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.sock = connected
    connection.request("GET", path)
    response = connection.getresponse()
    body = response.read()
    assert response.status == 200, f"{path}: {response.status}"
    return body


def connect_when_listening(port, process):
    """A socket connected to the server as soon as it listens. Each try is one `connect` (refused at once while
    nothing listens) and a 0.2 ms sleep. The machine has two cores: the client's earlier loop (an HTTP request
    object and a caught exception per try) kept 40% of one busy, taken from the server it measured; this one 21%."""
    while process.poll() is None:
        probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if probe.connect_ex(("127.0.0.1", port)) == 0:
            return probe
        probe.close()
        time.sleep(0.0002)
    raise RuntimeError(f"the server exited with status {process.returncode} before it listened")


def first_answer(binary, store, path):
    """Milliseconds from spawn until `path` is answered 200 (`drawn`: the page, then its widgets drawn)."""
    port = free_port()
    start = time.perf_counter()
    process = subprocess.Popen([binary, "serve", "--port", str(port), "--store", store], stdout=subprocess.DEVNULL)
    try:
        body = get(port, "/" if path == "drawn" else path, connect_when_listening(port, process))
        if path == "drawn":
            version = re.search(rb'data-version="([0-9]+)"', body).group(1).decode()
            get(port, f"/changes?since={version}&settle=1")
        return (time.perf_counter() - start) * 1000
    finally:
        # SIGKILL: a clean stop is not what is measured here (ServeSignalTests checks SIGTERM this early).
        process.kill()
        process.wait(timeout=10)


def version_run(binary):
    """Milliseconds from spawn to exit of `tasks --version`: what starting the process costs before any work."""
    start = time.perf_counter()
    subprocess.run([binary, "--version"], check=True, stdout=subprocess.DEVNULL)
    return (time.perf_counter() - start) * 1000


def percentile(samples, p):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "static", "release", "tasks"))
    parser.add_argument("--baseline")
    parser.add_argument("--starts", type=int, default=30)
    arguments = parser.parse_args()
    binaries = {"this build": arguments.binary}
    if arguments.baseline:
        binaries["baseline"] = arguments.baseline
    with tempfile.TemporaryDirectory() as directory:
        records = [{"id": str(uuid.UUID(int=index + 1)), "title": f"Task number {index + 1}", "isCompleted": False,
                    "priority": "medium"} for index in range(TASKS)]
        source = os.path.join(directory, "tasks.json")
        with open(source, "w", encoding="utf-8") as file:
            json.dump(records, file)
        # Each build imports the tasks into its own store: an older build refuses a store of a newer schema.
        stores = {}
        for name, binary in binaries.items():
            stores[name] = os.path.join(directory, f"tasks-{len(stores)}.sqlite")
            subprocess.run([binary, "import", source, "--store", stores[name]], check=True, capture_output=True)
        samples = {(name, path): [] for name in binaries for path in ("/", "drawn", "/assets/icon.svg")}
        for name in binaries:
            samples[(name, "--version")] = []
        for _ in range(arguments.starts):
            for (name, path), values in samples.items():
                if path == "--version":
                    values.append(version_run(binaries[name]))
                else:
                    values.append(first_answer(binaries[name], stores[name], path))
    print(f"tasks serve cold start at {TASKS:,} tasks, {arguments.starts} starts (ms from spawn to the answer)")
    for (name, path), values in samples.items():
        shown = {"drawn": "GET / + its widgets", "--version": "tasks --version"}.get(path, f"GET {path}")
        print(f"  {name:10} {shown:22} median {statistics.median(values):6.1f}   p99 {percentile(values, 99):6.1f}")


if __name__ == "__main__":
    main()
