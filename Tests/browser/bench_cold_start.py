"""Cold start of `tasks serve` at 10,000 tasks: from the process's spawn until a request is answered, median and
p99 of N starts, for the page (`GET /`, which needs the widgets drawn) and, as the floor in the same run, a static
asset (`GET /assets/icon.svg`, which needs no widget). With `--baseline PATH` another `tasks` binary (with its
resource folders beside it) is measured in the same run, starts interleaved.

Run from the package root, after `swift build -c release --product tasks`:

    python3 Tests/browser/bench_cold_start.py [--starts 30] [--baseline /path/to/other/tasks]
"""
import argparse
import http.client
import json
import os
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


def first_answer(binary, store, path):
    """Milliseconds from spawn until `path` is answered 200."""
    port = free_port()
    start = time.perf_counter()
    process = subprocess.Popen([binary, "serve", "--port", str(port), "--store", store], stdout=subprocess.DEVNULL)
    try:
        while True:
            try:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
                connection.request("GET", path)
                response = connection.getresponse()
                response.read()
                elapsed = (time.perf_counter() - start) * 1000
                assert response.status == 200, f"{path}: {response.status}"
                return elapsed
            except ConnectionRefusedError:
                time.sleep(0.0002)
    finally:
        # SIGKILL: a clean stop is not what is measured here (ServeSignalTests checks SIGTERM this early).
        process.kill()
        process.wait(timeout=10)


def percentile(samples, p):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "tasks"))
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
        store = os.path.join(directory, "tasks.sqlite")
        subprocess.run([arguments.binary, "import", source, "--store", store], check=True, capture_output=True)
        samples = {(name, path): [] for name in binaries for path in ("/", "/assets/icon.svg")}
        for _ in range(arguments.starts):
            for (name, path), values in samples.items():
                values.append(first_answer(binaries[name], store, path))
    print(f"tasks serve cold start at {TASKS:,} tasks, {arguments.starts} starts (ms from spawn to the answer)")
    for (name, path), values in samples.items():
        print(f"  {name:10} GET {path:18} median {statistics.median(values):6.1f}   p99 {percentile(values, 99):6.1f}")


if __name__ == "__main__":
    main()
