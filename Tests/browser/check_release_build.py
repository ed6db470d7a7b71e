"""The main job's `tasks` (scripts/build-release: release, Swift runtime and Foundation linked statically) does what
the tested debug build does where the two differ: it links none of the toolchain's shared libraries, nor the C++
runtime or SQLite (linked in), nor the libraries it loads later with dlopen (they cost its start); it exports none
of its own symbols (a library loaded later would look its symbols up among them); it finds its resource folders; its Foundation has
ICU's data (German dates and words); it measures text and draws widgets; it stops cleanly. Then its cold start
(bench_cold_start.py) is measured and printed: a figure to read, not a pass/fail.

    python3 Tests/browser/check_release_build.py "$(./scripts/build-release)"
"""
import http.client
import json
import os
import re
import subprocess
import sys
import tempfile
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
# What a start must not load: the toolchain's shared libraries, the C++ runtime and SQLite (all linked statically
# instead: scripts/build-release), what only a CalDAV
# sync uses (loaded when a sync runs), the HTTP server with its TLS library (loaded by `serve` meanwhile) and
# HarfBuzz (loaded when text is first measured).
FORBIDDEN = ("libswiftCore.so", "libFoundation", "libdispatch.so", "libstdc++", "libsqlite3", "libcurl", "libxml2",
             "libmicrohttpd", "libgnutls", "libharfbuzz")
# The German weekdays start so, in full ("Dienstag, 1. Dezember") and short ("Di 1.", beside an inline widget).
GERMAN_WEEKDAYS = ("Mo", "Di", "Mi", "Do", "Fr", "Sa", "So")


def get(port, path):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", path)
    response = connection.getresponse()
    return response.status, response.read().decode("utf-8")


def check(condition, what):
    if not condition:
        sys.exit(f"release build: {what}")
    print(f"  ok  {what}")


def main():
    binary = os.path.abspath(sys.argv[1])
    print(f"release build: {binary}")
    libraries = subprocess.run(["ldd", binary], check=True, capture_output=True, text=True).stdout
    loaded = [line.split()[0] for line in libraries.splitlines() if line.strip()]
    check(not [name for name in loaded if name.startswith(FORBIDDEN)],
          f"links {len(loaded)} shared libraries, none of {', '.join(FORBIDDEN)}")
    symbols = subprocess.run(["readelf", "--dyn-syms", "-W", binary], check=True, capture_output=True,
                             text=True).stdout
    exported = [line.split()[7] for line in symbols.splitlines()
                if re.match(r"\s*\d+:", line) and len(line.split()) >= 8 and line.split()[6] != "UND"]
    check(not exported, f"exports none of its own symbols{'' if not exported else ': ' + ', '.join(exported[:5])}")
    version = subprocess.run([binary, "--version"], check=True, capture_output=True, text=True).stdout
    check(version.startswith("tasks "), f"--version: {version.strip()}")
    with tempfile.TemporaryDirectory() as directory:
        store = os.path.join(directory, "tasks.sqlite")
        source = os.path.join(directory, "tasks.json")
        with open(source, "w", encoding="utf-8") as file:
            json.dump([{"id": str(uuid.UUID(int=index + 1)), "title": f"Aufgabe {index + 1}", "isCompleted": False,
                        "priority": "high"} for index in range(200)], file)
        subprocess.run([binary, "import", source, "--store", store], check=True, capture_output=True)
        server = subprocess.Popen([binary, "serve", "--port", "0", "--store", store], stdout=subprocess.PIPE, text=True)
        try:
            port = int(re.search(r":(\d+)/", server.stdout.readline()).group(1))
            status, page = get(port, "/?locale=de")
            check(status == 200 and 'lang="de"' in page and "Einstellungen" in page,
                  "GET /?locale=de: the page in German, from its String Catalog")
            lock_date = re.search(r'id="lock-date">([^<]*)<', page).group(1)
            check(lock_date[:2] in GERMAN_WEEKDAYS and re.search(r"\d", lock_date),
                  f"the Lock Screen's date from ICU's data: {lock_date}")
            version = re.search(r'data-version="([0-9]+)"', page).group(1)
            status, changes = get(port, "/changes?since=0&settle=1&locale=de")
            drawn = json.loads(changes)["instances"]
            check(status == 200 and drawn and any("Aufgabe" in html for html in drawn.values()),
                  f"{len(drawn)} widgets drawn with their tasks (version {version} → {json.loads(changes)['version']})")
        finally:
            server.terminate()
            code = server.wait(timeout=10)
        check(code == 0, "SIGTERM stops it cleanly (exit 0)")
    print("cold start (bench_cold_start.py --starts 10):", flush=True)
    subprocess.run([sys.executable, os.path.join(HERE, "bench_cold_start.py"), "--starts", "10", "--binary", binary],
                   check=True)


if __name__ == "__main__":
    main()
