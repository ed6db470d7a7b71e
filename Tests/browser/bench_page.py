"""Browser benchmark of the page at 10,000 tasks with the app panel open: this page against a baseline page, in one
run, over the same server build and a copy of the same store.

Measured in Chromium, in the page's own clock (performance.now()):
- tap → widget: from a click on a widget's row until that widget's HTML has changed;
- check-off → row: from a click on a task's check button in the app panel until its row shows it done (or has
  left the open section);
- check-off → list read: from that click until the last byte of the panel's read of the list after the change
  (the whole list, or what changed since the version the page holds), and that read's size in bytes;
- blocked: the main thread's long tasks (PerformanceObserver 'longtask', > 50 ms each) summed over each action.
Rounds alternate baseline and this page, each page in its own browser over its own copy of the store: per
round two widget taps (each checks off the widget's first open task) and one check-off in the panel, undone
afterwards by `tasks undo` from another process (the panel then shows the task open again).

The baseline is another checkout's page files (`--baseline-resources DIR`, e.g. main's
Sources/HomeScreen/Resources); they are served by this build's `tasks` from a copy of its resource folder, so
only the page differs. Run from the package root, after `swift build -c release --product tasks`:

    python3 Tests/browser/bench_page.py --baseline-resources /tmp/main-resources [--rounds 12]
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import tempfile
import time
import uuid

from selenium.webdriver.support.ui import WebDriverWait

from chromium import chromium

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TASKS = 10_000

MEASURE_WIDGET = """
    // Clicks the first row of the medium widget; resolves when its HTML changed: [ms, long-task ms].
    const done = arguments[arguments.length - 1];
    const slot = document.querySelector('.widget-slot[data-kind="TaskWidget"][data-family="systemMedium"]');
    const frame = slot.querySelector('.slot-frame');
    const before = frame.innerHTML;
    let blocked = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) blocked += entry.duration;
    });
    observer.observe({ type: 'longtask' });
    const start = performance.now();
    const watch = new MutationObserver(() => {
      if (frame.innerHTML === before || slot.classList.contains('pending')) return;
      watch.disconnect();
      const elapsed = performance.now() - start;
      setTimeout(() => { observer.disconnect(); done([elapsed, blocked]); }, 300);
    });
    watch.observe(frame, { childList: true, subtree: true, attributes: true, characterData: true });
    frame.querySelector('[data-intent]').click();
"""

MEASURE_ROW = """
    // Clicks the check button of the app panel's first open task; resolves when no open-looking row of that
    // task is left and the panel's read of the list after the change has arrived:
    // [ms, long-task ms, task id, ms until that read's last byte, that read's bytes].
    const done = arguments[arguments.length - 1];
    const row = [...document.querySelectorAll('#task-list .task-item')].find((item) => !item.classList.contains('done'));
    const id = row.dataset.id;
    let blocked = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) blocked += entry.duration;
    });
    observer.observe({ type: 'longtask' });
    const start = performance.now();
    const shown = () => ![...document.querySelectorAll('#task-list .task-item')]
      .some((item) => item.dataset.id === id && !item.classList.contains('done'));
    const read = () => performance.getEntriesByType('resource')
      .find((entry) => /\\/app\\/tasks(\\?|$)/.test(entry.name) && entry.startTime >= start);
    let elapsed = null;
    const check = () => {
      if (elapsed === null && shown()) elapsed = performance.now() - start;
      const list = read();
      if (elapsed !== null && list) {
        setTimeout(() => {
          observer.disconnect();
          done([elapsed, blocked, id, list.responseEnd - start, list.encodedBodySize]);
        }, 300);
      } else {
        requestAnimationFrame(check);
      }
    };
    row.querySelector('.task-check').click();
    requestAnimationFrame(check);
"""


def percentile(samples, p):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))]


class Server:
    def __init__(self, binary_directory, store):
        self.process = subprocess.Popen([os.path.join(binary_directory, "tasks"), "serve", "--port", "0", "--store",
                                         store], stdout=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        self.url = re.match(r"TaskWidgets home screen: (http://\S+)", line).group(1)

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def seeded_store(binary, directory):
    records = [{"id": str(uuid.UUID(int=index + 1)), "title": f"Task number {index + 1}", "isCompleted": False,
                "priority": ["low", "medium", "high"][index % 3]} for index in range(TASKS)]
    source = os.path.join(directory, "tasks.json")
    with open(source, "w", encoding="utf-8") as file:
        json.dump(records, file)
    store = os.path.join(directory, "seed.sqlite")
    subprocess.run([binary, "import", source, "--store", store], check=True, capture_output=True)
    return store


def variant_directory(build, resources, directory, name):
    """A directory with this build's `tasks` and its resource folders, the page's files from `resources`."""
    target = os.path.join(directory, name)
    os.makedirs(target)
    os.link(os.path.join(build, "tasks"), os.path.join(target, "tasks"))
    for folder in ("TaskWidgets_TaskWidgets.resources", "TaskWidgets_HomeScreen.resources"):
        shutil.copytree(os.path.join(build, folder), os.path.join(target, folder))
    if resources:
        page = os.path.join(target, "TaskWidgets_HomeScreen.resources")
        for file in os.listdir(resources):
            if file.endswith((".mjs", ".css", ".xcstrings", ".svg")):
                shutil.copy(os.path.join(resources, file), os.path.join(page, file))
    return target


def browser():
    driver = chromium(1480, 1140)
    driver.set_script_timeout(300)
    return driver


def open_with_panel(driver, url):
    driver.get(url)
    WebDriverWait(driver, 60).until(lambda _: driver.execute_script("return !!window.taskWidgets && window.taskWidgets.settled()"))
    driver.execute_script("performance.setResourceTimingBufferSize(100000)")
    if driver.execute_script("return document.getElementById('app-panel').classList.contains('closed')"):
        driver.execute_script("document.getElementById('toggle-app').click()")
    WebDriverWait(driver, 60).until(lambda _: driver.execute_script(
        "return document.querySelectorAll('#task-list .task-item').length > 0"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--baseline-resources", required=True, help="the baseline page's Resources folder")
    parser.add_argument("--build", default=os.path.join(ROOT, ".build", "release"))
    parser.add_argument("--rounds", type=int, default=12)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        store = seeded_store(os.path.join(arguments.build, "tasks"), directory)
        variants = {"baseline": variant_directory(arguments.build, arguments.baseline_resources, directory, "base"),
                    "this page": variant_directory(arguments.build, None, directory, "this")}
        samples = {name: {"tap → widget": [], "check-off → row": [], "check-off → list read": [],
                          "list read (bytes)": [], "blocked (tap)": [], "blocked (check-off)": []}
                   for name in variants}
        servers, drivers = {}, {}
        try:
            for name, folder in variants.items():
                copy = os.path.join(directory, f"{name.replace(' ', '-')}.sqlite")
                shutil.copy(store, copy)
                servers[name] = Server(folder, copy)
                drivers[name] = browser()
                open_with_panel(drivers[name], servers[name].url)
            for _ in range(arguments.rounds):
                for name, driver in drivers.items():
                    # A tap and its undo; a check-off and its undo (the undo's row is in the done section).
                    for _ in range(2):
                        elapsed, blocked = driver.execute_async_script(MEASURE_WIDGET)
                        samples[name]["tap → widget"].append(elapsed)
                        samples[name]["blocked (tap)"].append(blocked)
                    elapsed, blocked, task, read, size = driver.execute_async_script(MEASURE_ROW)
                    samples[name]["check-off → row"].append(elapsed)
                    samples[name]["check-off → list read"].append(read)
                    samples[name]["list read (bytes)"].append(size)
                    samples[name]["blocked (check-off)"].append(blocked)
                    subprocess.run([os.path.join(variants[name], "tasks"), "undo", task, "--store",
                                    os.path.join(directory, f"{name.replace(' ', '-')}.sqlite")], check=True,
                                   capture_output=True)
                    # The page follows within a poll or two (the reopened task may be out of a virtual list's view).
                    time.sleep(2)
        finally:
            for driver in drivers.values():
                driver.quit()
            for server in servers.values():
                server.stop()
    print(f"page benchmark: {TASKS:,} tasks, app panel open, {arguments.rounds} rounds (ms; median / p99)")
    for metric in samples["baseline"]:
        base, this = samples["baseline"][metric], samples["this page"][metric]
        base_median, this_median = statistics.median(base), statistics.median(this)
        ratio = f"baseline/this {base_median / this_median:.1f}×" if base_median > 0 and this_median > 0 else "–"
        print(f"  {metric:20} baseline {base_median:8.1f} / {percentile(base, 99):8.1f}   "
              f"this page {this_median:8.1f} / {percentile(this, 99):8.1f}   ({ratio})")


if __name__ == "__main__":
    main()
