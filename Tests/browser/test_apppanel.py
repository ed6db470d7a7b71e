"""Browser tests of the app panel at scale: the real `tasks serve` over a store of 10,000 tasks (the benchmark's).

After its first read the panel asks only for what changed since the version of the list it holds
(`GET /app/tasks?since=V`, API.md); these tests check that what it shows stays the store's list, whoever changes
it (the panel itself, the `tasks` command as another process, a restarted server), and that a change costs a few
hundred bytes instead of the whole list.

Run from the package root:  python3 -m pytest Tests/browser/test_apppanel.py -q
"""
import json
import shutil
import uuid

import pytest
from selenium.common.exceptions import TimeoutException

from bench_page import seeded_store
from test_home import browser, wait  # noqa: F401  (browser is a fixture)
from test_serve import ServeServer

# The panel's list (in sections, as shown) and the server's whole list put in sections the same way.
IN_STEP = """
    const done = arguments[arguments.length - 1];
    const panel = window.taskWidgets.panel;
    const key = (task) => [task.id.toLowerCase(), task.title, task.priority, task.dueDate || null,
                           task.isCompleted, task.isSample];
    fetch('/app/tasks?test=full').then((response) => response.json()).then((list) => {
      const sections = [...list.tasks.filter((task) => !task.isCompleted),
                        ...list.tasks.filter((task) => task.isCompleted)];
      done({ shown: JSON.stringify(panel.tasks.map(key)), server: JSON.stringify(sections.map(key)),
             settled: !panel.loading, count: panel.tasks.length });
    }, (error) => done({ error: String(error) }));
"""

# The panel's reads of the list since a mark (not this test's own, `test=full`): their URL and the bytes of
# their bodies.
READS = """
    return performance.getEntriesByType('resource')
      .filter((entry) => /\\/app\\/tasks(\\?|$)/.test(entry.name) && !entry.name.includes('test=full'))
      .slice(arguments[0])
      .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize }));
"""


def seed(server):
    shutil.copy(seeded_store(server.binary, server.directory.name), server.store)


@pytest.fixture(scope="module")
def server():
    server = ServeServer(setup=seed)
    yield server
    server.stop()


def stored(server, task_id):
    return next(task for task in server.all_tasks() if task["id"].lower() == task_id.lower())


def open_panel(browser, server):
    browser.get(server.url)
    wait(browser, lambda: browser.execute_script("return !!window.taskWidgets && window.taskWidgets.settled()"), timeout=10)
    browser.execute_script("performance.setResourceTimingBufferSize(100000)")
    browser.execute_script("window.taskWidgets.panel.open()")
    wait(browser, lambda: browser.execute_script("return document.querySelectorAll('#task-list .task-item').length"),
         timeout=20)


def expect_in_step(browser, timeout=60.0):
    """Waits until the panel shows exactly the server's list, and has no read on its way. Each look fetches the
    whole 10,001-task list: on a loaded machine one look may outlast the script timeout, which is a look that
    has not seen the state yet, not a failure. A timeout says what differed, so that a red says why."""
    state = {}

    def in_step():
        try:
            state.update(browser.execute_async_script(IN_STEP), problem=None)
        except TimeoutException:
            state["problem"] = "the last look outlasted the script timeout"
            return False
        assert "error" not in state, state
        return state["settled"] and state["shown"] == state["server"]

    try:
        wait(browser, in_step, timeout=timeout)
    except TimeoutException:
        shown = json.loads(state.get("shown", "[]"))
        listed = json.loads(state.get("server", "[]"))
        differences = [(a, b) for a, b in zip(shown, listed) if a != b][:3]
        raise AssertionError(
            f"after {timeout} s the panel's {state.get('count')} tasks differ from the server's {len(listed)}: "
            f"settled {state.get('settled')}, {state.get('problem') or 'every look answered'}; "
            f"first differences (panel, server): {differences}") from None


def reads_since(browser, mark):
    return browser.execute_script(READS, mark)


def read_count(browser):
    return len(reads_since(browser, 0))


def test_the_panel_follows_every_change_by_deltas_and_stays_the_stores_list(browser, server):
    browser.set_script_timeout(60)
    open_panel(browser, server)
    expect_in_step(browser)
    first = reads_since(browser, 0)
    assert first and first[0]["bytes"] > 1_000_000, "the first read is the whole list"
    mark = read_count(browser)

    # A check-off in the panel: the row shows done, and the read after it brings only that task.
    row = browser.execute_script("""
        const row = [...document.querySelectorAll('#task-list .task-item')].find((r) => !r.classList.contains('done'));
        row.querySelector('.task-check').click();
        return row.dataset.id;""")
    wait(browser, lambda: stored(server, row)["isCompleted"], timeout=5)
    expect_in_step(browser)
    reads = reads_since(browser, mark)
    assert reads and all("since=" in read["url"] for read in reads), reads
    assert all(read["bytes"] < 1_000 for read in reads), reads

    # Changes by another process: each is found (pushed or polled) and read as a delta.
    mark = read_count(browser)
    added = server.tasks("add", "Added elsewhere", "--priority", "high").strip().split()[-1]
    expect_in_step(browser)
    server.tasks("done", str(uuid.UUID(int=5)))
    server.tasks("edit", str(uuid.UUID(int=6)), "--title", "Renamed elsewhere", "--due", "2026-12-24")
    expect_in_step(browser)
    server.tasks("move", added, "--to", "3")
    server.tasks("rm", str(uuid.UUID(int=2)))
    expect_in_step(browser)
    server.tasks("undo", str(uuid.UUID(int=5)))
    server.tasks("move", str(uuid.UUID(int=9_000)), "--to", "0")
    expect_in_step(browser)
    reads = reads_since(browser, mark)
    assert reads and all("since=" in read["url"] for read in reads), reads
    # A move sends a few order runs, not 10,000 ids.
    assert max(read["bytes"] for read in reads) < 2_000, reads

    # A restarted server does not know the page's version: the panel reads the whole list once, then deltas.
    server.restart()
    server.tasks("add", "Added after the restart")
    expect_in_step(browser)
    # The console's notes of the connections refused while the server was away were asked for; nothing else.
    notes = [entry["message"] for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
    assert all("ERR_CONNECTION_REFUSED" in note for note in notes), notes
    mark = read_count(browser)
    server.tasks("rm", str(uuid.UUID(int=3)))
    expect_in_step(browser)
    reads = reads_since(browser, mark)
    assert reads and all(read["bytes"] < 1_000 for read in reads), reads
