"""Browser tests of `tasks serve` syncing with a real Radicale in the background: the app panel says how each
account's sync goes, and a task another device adds reaches the widgets without a reload.

Radicale and the `caldav` library come from the Python in $TASKS_TEST_PYTHON (else python3), through
Tests/caldav/caldav_helper.py, as in the Swift sync tests. Run from the package root:
    python3 -m pytest Tests/browser/test_sync.py -q
"""
import json
import os
import re
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By

from test_home import ROOT, SHOTS, browser, wait  # noqa: F401  (browser is a fixture)
from test_serve import tasks_binary

HELPER = os.path.join(ROOT, "Tests", "caldav", "caldav_helper.py")
PYTHON = os.environ.get("TASKS_TEST_PYTHON", "python3")


class Helper:
    """One caldav_helper.py process: a line of JSON per command and per answer; stdin closed stops it."""

    def __init__(self, *arguments):
        self.process = subprocess.Popen([PYTHON, HELPER, *arguments], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True)

    def read(self):
        line = self.process.stdout.readline()
        assert line, "the CalDAV helper stopped (are radicale and caldav installed? ./scripts/test installs them)"
        return json.loads(line)

    def ask(self, command):
        self.process.stdin.write(json.dumps(command) + "\n")
        self.process.stdin.flush()
        answer = self.read()
        assert "error" not in answer, answer
        return answer.get("ok")

    def stop(self):
        self.process.stdin.close()
        self.process.wait(timeout=30)


class SyncingServer:
    """`tasks serve --sync-interval 1` over a store with two accounts on one Radicale: one that works and one
    with a wrong password."""

    def __init__(self):
        self.radicale = Helper("serve", "radicale")
        info = self.radicale.read()
        self.binary = tasks_binary()
        self.directory = tempfile.TemporaryDirectory()
        self.store = os.path.join(self.directory.name, "tasks.sqlite")
        self.tasks("add", "Made before the account")
        list_name = "Browser sync"
        self.tasks("accounts", "add", "home", "--url", info["url"], "--user", info["user"], "--list", list_name,
                   password=info["password"])
        self.tasks("accounts", "add", "wrong", "--url", info["url"], "--user", info["user"], password=info["password"])
        # The second account's password changes on the server's side: its syncs now fail.
        with open(self.store + ".credentials") as file:
            passwords = json.load(file)
        passwords["wrong"] = "not the password"
        with open(self.store + ".credentials", "w") as file:
            json.dump(passwords, file)
        collection = re.search(r"at (\S+); run", self.added).group(1)
        self.device = Helper("device", info["direct"], info["user"], info["password"],
                             collection.replace(info["url"].rstrip("/"), info["direct"].rstrip("/")))
        self.process = subprocess.Popen(
            [self.binary, "serve", "--port", "0", "--store", self.store, "--sync-interval", "1"],
            stdout=subprocess.PIPE, text=True)
        match = re.match(r"TaskWidgets home screen: (http://\S+)", self.process.stdout.readline())
        assert match
        self.url = match.group(1)

    def tasks(self, *arguments, password=None):
        environment = dict(os.environ, TASKS_CALDAV_PASSWORD=password) if password is not None else None
        result = subprocess.run([self.binary, *arguments, "--store", self.store], check=True, capture_output=True,
                                text=True, env=environment, stdin=subprocess.DEVNULL)
        if arguments[:2] == ("accounts", "add") and arguments[2] == "home":
            self.added = result.stdout
        return result.stdout

    def stop(self):
        self.process.terminate()
        assert self.process.wait(timeout=10) == 0
        self.device.stop()
        self.radicale.stop()
        self.directory.cleanup()


@pytest.fixture(scope="module")
def server():
    server = SyncingServer()
    yield server
    server.stop()


def test_the_app_panel_shows_each_accounts_sync_and_a_remote_task_arrives(browser, server):
    syncing = server
    browser.get(syncing.url)
    wait(browser, lambda: browser.execute_script("return !!window.taskWidgets && window.taskWidgets.settled()"))
    status = browser.find_element(By.ID, "sync-status")
    wait(browser, lambda: "Synced with home" in status.text, timeout=20)
    wait(browser, lambda: len(status.find_elements(By.CSS_SELECTOR, ".sync-failed")) == 1, timeout=20)
    failed = status.find_element(By.CSS_SELECTOR, ".sync-failed").text
    assert failed.startswith("Sync with wrong failed: the server at") and failed.endswith("(HTTP 401)")
    assert status.find_element(By.CSS_SELECTOR, ".sync-synced").text.startswith("Synced with home")
    # The task made before the account went to the server.
    summaries = [todo["summary"] for todo in syncing.device.ask({"op": "list"})]
    assert summaries == ["Made before the account"]
    # Another device adds a task: the background sync brings it, and the widgets show it without a reload.
    browser.execute_script("window.__noReload = 'still here'")
    syncing.device.ask({"op": "put", "ics": "\r\n".join([
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Browser test//EN", "BEGIN:VTODO", "UID:from-the-other-device",
        "DTSTAMP:20261201T100000Z", "SUMMARY:From the other device", "PRIORITY:1", "END:VTODO", "END:VCALENDAR", ""])})
    wait(browser, lambda: "From the other device" in browser.find_element(By.ID, "home-grid").text, timeout=20)
    assert browser.execute_script("return window.__noReload") == "still here"
    assert "From the other device" in syncing.tasks("list")
    browser.save_screenshot(os.path.join(SHOTS, "serve-sync.png"))


def test_sync_status_route_answers_json(server):
    import time
    import urllib.request

    def status():
        with urllib.request.urlopen(server.url.rstrip("/") + "/sync", timeout=10) as answer:
            return json.load(answer)

    deadline = time.time() + 20
    while status()["accounts"][0]["state"] != "synced" and time.time() < deadline:
        time.sleep(0.2)
    accounts = status()["accounts"]
    assert [account["name"] for account in accounts] == ["home", "wrong"]
    home, wrong = accounts
    assert home["list"] == "Browser sync" and home["state"] == "synced" and home.get("lastSync")
    assert wrong["state"] in ("failed", "syncing") and "401" in (wrong.get("error") or "")
