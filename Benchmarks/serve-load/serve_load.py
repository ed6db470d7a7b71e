#!/usr/bin/env python3
"""serve-load: `tasks serve` under load, this build against other builds and bare libmicrohttpd, interleaved.

Each round runs every build in turn (each round starting with the next build) over its own copy of a
10,000-task store (imported by that build, so an older build reads a store it understands), then the floor:
bare libmicrohttpd (bare.c) sending the same fragment bytes with the same headers. Per build and round:

- GET /widgets/tasks-medium (a cached fragment), `wrk -t2 -c32`: requests/s, and the server's CPU time per
  request (user + system, from /proc);
- POST /intents (a tap on the first row), `wrk -t2 -c32`: taps/s and CPU per tap;
- the same tap from one client (`wrk -t1 -c1 --latency`): p50 and p99.

The table gives each row's median over the rounds (and every round's value), with ratios against bare and
against the first build given. Needs wrk, a C compiler and libmicrohttpd's headers:

    apt-get install -y wrk libmicrohttpd-dev
    swift build -c release --product tasks
    python3 Benchmarks/serve-load/serve_load.py [--rounds 3] [--seconds 8] [--baseline DIR/tasks ...]

A baseline is a `tasks` built from another commit, with its `.resources` folders beside it (copy them from that
build's `.build/release`). No timing here is asserted anywhere; this prints what it measured.
"""
import argparse
import html
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FRAGMENT = "tasks-medium"
TASKS = 10_000


def fail(message):
    print(f"serve-load: {message}", file=sys.stderr)
    sys.exit(1)


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def milliseconds(text):
    value, unit = re.fullmatch(r"([\d.]+)(us|ms|s)", text).groups()
    return float(value) * {"us": 0.001, "ms": 1, "s": 1000}[unit]


def wrk(arguments, environment=None):
    """Runs wrk; its requests/s, request count, non-2xx count and (with --latency) p50 and p99 in ms."""
    result = subprocess.run(
        ["wrk"] + arguments, capture_output=True, text=True, env={**os.environ, **(environment or {})})
    out = result.stdout
    rate = re.search(r"Requests/sec:\s+([\d.]+)", out)
    count = re.search(r"(\d+) requests in", out)
    if not rate or not count:
        fail(f"wrk {' '.join(arguments)} printed no rate: {out or result.stderr}")
    failed = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    errors = re.search(r"Socket errors: .*", out)
    percentiles = dict(re.findall(r"^\s+(50|99)%\s+(\S+)$", out, re.M))
    return {
        "rate": float(rate.group(1)), "count": int(count.group(1)),
        "failed": (int(failed.group(1)) if failed else 0), "errors": errors.group(0) if errors else "",
        "p50": milliseconds(percentiles["50"]) if "50" in percentiles else None,
        "p99": milliseconds(percentiles["99"]) if "99" in percentiles else None,
    }


class Server:
    """`tasks serve` over a copy of `seed`, with its page's token and first tappable row."""

    def __init__(self, binary, seed, directory):
        store = os.path.join(directory, "store.sqlite")
        shutil.copy(seed, store)
        self.process = subprocess.Popen(
            [binary, "serve", "--port", "0", "--store", store], stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:\d+/", line)
        if not found:
            self.process.kill()
            fail(f"{binary} serve printed {line!r} instead of its URL")
        self.url = found.group(0)
        # Every widget drawn from its first timeline before anything is measured.
        urllib.request.urlopen(self.url + "changes?since=0&settle=1").read()
        page = urllib.request.urlopen(self.url).read().decode()
        self.token = re.search(r'name="taskwidgets-token" content="([0-9a-f]+)"', page).group(1)
        tap = re.search(r'data-instance="([A-Za-z0-9._-]+)"(?:(?!data-instance=).)*?data-intent="([^"]*)"', page, re.S)
        self.tap = {"archive": html.unescape(tap.group(2)), "instance": tap.group(1)}

    def stop(self):
        self.process.terminate()
        self.process.wait()


def measure_build(binary, seed, scratch, tap_script, seconds):
    server = Server(binary, seed, scratch)
    try:
        fragment = server.url + "widgets/" + FRAGMENT
        wrk(["-t2", "-c32", "-d2s", fragment])  # warm
        before = cpu_seconds(server.process.pid)
        get = wrk(["-t2", "-c32", f"-d{seconds}s", fragment])
        get_cpu = (cpu_seconds(server.process.pid) - before) / get["count"] * 1e6
        environment = {
            "TAP_BODY": json.dumps(server.tap), "TAP_TOKEN": server.token, "TAP_ORIGIN": server.url.rstrip("/")}
        before = cpu_seconds(server.process.pid)
        taps = wrk(["-t2", "-c32", f"-d{seconds}s", "-s", tap_script, server.url + "intents"], environment)
        tap_cpu = (cpu_seconds(server.process.pid) - before) / taps["count"] * 1e6
        one = wrk(["-t1", "-c1", f"-d{seconds}s", "--latency", "-s", tap_script, server.url + "intents"], environment)
        if get["failed"] or taps["failed"] or one["failed"]:
            fail(f"{binary}: non-2xx answers (GET {get['failed']}, taps {taps['failed']}, one client {one['failed']})")
        with urllib.request.urlopen(fragment) as answer:
            body = answer.read()
            headers = "".join(f"{name}: {value}\n" for name, value in answer.getheaders())
        return {
            "get": get["rate"], "get_cpu": get_cpu, "taps": taps["rate"], "tap_cpu": tap_cpu,
            "tap_p50": one["p50"], "tap_p99": one["p99"], "load": os.getloadavg()[0],
        }, body, headers
    finally:
        server.stop()


def measure_bare(bare, body, headers, scratch, seconds):
    body_file, headers_file = os.path.join(scratch, "body"), os.path.join(scratch, "headers")
    open(body_file, "wb").write(body)
    open(headers_file, "w").write(headers)
    port = "18999"
    process = subprocess.Popen([bare, port, body_file, headers_file], stdout=subprocess.PIPE, text=True)
    try:
        if process.stdout.readline().strip() != "ready":
            fail("bare libmicrohttpd did not start (is port 18999 free?)")
        url = f"http://127.0.0.1:{port}/"
        wrk(["-t2", "-c32", "-d2s", url])
        before = cpu_seconds(process.pid)
        get = wrk(["-t2", "-c32", f"-d{seconds}s", url])
        return {"get": get["rate"], "get_cpu": (cpu_seconds(process.pid) - before) / get["count"] * 1e6,
                "load": os.getloadavg()[0]}
    finally:
        process.terminate()
        process.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--candidate", default=os.path.join(ROOT, ".build/release/tasks"))
    parser.add_argument("--baseline", action="append", default=[], help="another build's tasks (repeatable)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=int, default=8)
    options = parser.parse_args()
    for tool in ("wrk", "cc"):
        if not shutil.which(tool):
            fail(f"no {tool}: apt-get install -y wrk libmicrohttpd-dev gcc")
    builds = [("this build", options.candidate)] + [(path, path) for path in options.baseline]
    for _, binary in builds:
        if not os.access(binary, os.X_OK):
            fail(f"no executable at {binary} (swift build -c release --product tasks)")
    scratch = tempfile.mkdtemp(prefix="serve-load-")
    try:
        bare = os.path.join(scratch, "bare")
        compiled = subprocess.run(["cc", "-O2", os.path.join(HERE, "bare.c"), "-o", bare, "-lmicrohttpd"],
                                  capture_output=True, text=True)
        if compiled.returncode != 0:
            fail("bare.c did not compile (apt-get install -y libmicrohttpd-dev): " + compiled.stderr.strip())
        tap_script = os.path.join(scratch, "tap.lua")
        open(tap_script, "w").write(
            'wrk.method = "POST"\nwrk.body = os.getenv("TAP_BODY")\n'
            'wrk.headers["Content-Type"] = "application/json"\n'
            'wrk.headers["X-TaskWidgets-Token"] = os.getenv("TAP_TOKEN")\n'
            'wrk.headers["Origin"] = os.getenv("TAP_ORIGIN")\n')
        tasks = [{"id": f"00000000-0000-4000-8000-{index:012X}", "title": f"Benchmark task {index}",
                  "isCompleted": False, "priority": ["low", "medium", "high"][index % 3]} for index in range(TASKS)]
        seed_json = os.path.join(scratch, "seed.json")
        json.dump(tasks, open(seed_json, "w"))
        seeds = []
        for index, (_, binary) in enumerate(builds):
            seed = os.path.join(scratch, f"seed-{index}.sqlite")
            imported = subprocess.run([binary, "import", seed_json, "--store", seed], capture_output=True, text=True)
            if imported.returncode != 0:
                fail(f"{binary} import: {imported.stderr.strip()}")
            seeds.append(seed)
        results = {name: [] for name, _ in builds}
        results["bare libmicrohttpd"] = []
        for round in range(options.rounds):
            body = headers = None
            # Each round starts with another build: a build measured right after another one's taps (its disk
            # writes still being flushed) would otherwise always be the same one.
            start = round % len(builds)
            for index in list(range(start, len(builds))) + list(range(start)):
                name, binary = builds[index]
                directory = os.path.join(scratch, f"run-{round}-{index}")
                os.makedirs(directory)
                row, fragment_body, fragment_headers = measure_build(
                    binary, seeds[index], directory, tap_script, options.seconds)
                if index == 0:
                    body, headers = fragment_body, fragment_headers
                results[name].append(row)
                print(f"round {round + 1}: {name}: {json.dumps(row)}", file=sys.stderr, flush=True)
            row = measure_bare(bare, body, headers, scratch, options.seconds)
            results["bare libmicrohttpd"].append(row)
            print(f"round {round + 1}: bare: {json.dumps(row)}", file=sys.stderr, flush=True)
        report(results, builds, options)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def report(results, builds, options):
    def median(name, key):
        values = [row[key] for row in results[name] if row.get(key) is not None]
        return statistics.median(values) if values else None

    def cell(name, key, digits):
        values = [row[key] for row in results[name] if row.get(key) is not None]
        if not values:
            return ""
        rounds = " · ".join(f"{value:,.{digits}f}" for value in values)
        return f"**{statistics.median(values):,.{digits}f}** ({rounds})"

    bare_rate, bare_cpu = median("bare libmicrohttpd", "get"), median("bare libmicrohttpd", "get_cpu")
    first = builds[0][0]
    loads = [row["load"] for rows in results.values() for row in rows]
    print(f"## serve-load: {TASKS:,} tasks, {options.rounds} interleaved rounds of {options.seconds} s, "
          f"load average {min(loads):.1f}–{max(loads):.1f}\n")
    print("Median over the rounds in bold, each round's value after it. GET is "
          f"`/widgets/{FRAGMENT}` (`wrk -t2 -c32`); a tap is `POST /intents` on the first row.\n")
    print("| build | GET req/s | GET CPU µs/req | GET vs bare (req/s) | GET CPU vs bare | taps/s (32 clients) "
          "| CPU µs/tap | tap p50 ms (1 client) | tap p99 ms |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, _ in builds + [("bare libmicrohttpd", None)]:
        rate, cpu = median(name, "get"), median(name, "get_cpu")
        print(f"| {name} | {cell(name, 'get', 0)} | {cell(name, 'get_cpu', 1)} | {rate / bare_rate:.2f}× "
              f"| {cpu / bare_cpu:.2f}× | {cell(name, 'taps', 0)} | {cell(name, 'tap_cpu', 0)} "
              f"| {cell(name, 'tap_p50', 2)} | {cell(name, 'tap_p99', 2)} |")
    if len(builds) > 1:
        print(f"\nRatios of medians, {first} ÷ each baseline (> 1: {first} does more per second or takes longer):\n")
        print("| baseline | GET req/s | GET CPU/req | taps/s | CPU/tap | tap p50 |")
        print("|---|---:|---:|---:|---:|---:|")
        for name, _ in builds[1:]:
            ratios = [median(first, key) / median(name, key) for key in ("get", "get_cpu", "taps", "tap_cpu", "tap_p50")]
            print(f"| {name} | " + " | ".join(f"{ratio:.2f}×" for ratio in ratios) + " |")


if __name__ == "__main__":
    main()
