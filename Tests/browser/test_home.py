"""Browser tests of the home-screen page: the real server and page over the fake demo backend.

Run from the package root:  python3 -m pytest Tests/browser -q
Needs Debian's chromium + chromium-driver and selenium (pip). Builds and starts `homescreen-demo` itself.
Screenshots (demo-home-light.png, demo-home-dark.png, demo-edit-widget.png) go to $SCREENSHOTS_DIR, else to a
temporary directory: the README's screenshots come from the real server (test_serve.py).
"""
import json
import os
import re
import subprocess
import tempfile
import time
import urllib.request

import pytest
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from chromium import chromium

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SHOTS = os.environ.get("SCREENSHOTS_DIR") or tempfile.mkdtemp(prefix="taskwidgets-shots-")
XSS = "<img src=x onerror=alert(1)>"


class Server:
    def __init__(self):
        subprocess.run(["swift", "build", "--product", "homescreen-demo"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
                                text=True).stdout.strip()
        self.process = subprocess.Popen([os.path.join(binary, "homescreen-demo"), "--port", "0"],
                                        stdout=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        match = re.match(r"listening on (http://\S+) token=([0-9a-f]{32})", line)
        assert match, f"unexpected first line: {line!r}"
        self.url, self.token = match.group(1), match.group(2)

    def api(self, method, path, body=None):
        request = urllib.request.Request(self.url.rstrip("/") + path, method=method,
                                         data=json.dumps(body).encode() if body is not None else None,
                                         headers={"X-TaskWidgets-Token": self.token,
                                                  "Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=5) as response:
            data = response.read()
            return json.loads(data) if data else None

    def stop(self):
        self.process.terminate()
        assert self.process.wait(timeout=10) == 0, "the server did not stop cleanly on SIGTERM"


@pytest.fixture(scope="module")
def server():
    server = Server()
    yield server
    server.stop()


@pytest.fixture()
def browser(server):
    driver = chromium(1480, 1140, hide_scrollbars=True, browser_log=True)
    driver.set_window_size(1480, 1140)
    yield driver
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"
              and "favicon" not in entry["message"]]
    driver.quit()
    assert not errors, f"console errors: {errors}"


# A wait is for a state the page reaches, never a time target: on a loaded machine (CI beside other jobs, two cores)
# a change made by another process took more than 5 s to show in two runs of ten beside a CPU hog. Every wait
# allows at least this long; a test that cares how fast prints it (issue 26).
PATIENCE = 30.0


def wait(driver, condition, timeout=3.0):
    """Waits until `condition()` holds: `timeout` seconds as the test expects, and never less than PATIENCE."""
    return WebDriverWait(driver, max(timeout, PATIENCE), poll_frequency=0.05).until(lambda _: condition())


def open_page(browser, server, query=""):
    browser.get(server.url + query)
    wait(browser, lambda: browser.execute_script("return !!window.taskWidgets && window.taskWidgets.settled()"))
    browser.execute_script("window.__noReload = 'still here'")


def widget(browser, kind, family):
    return browser.find_element(By.CSS_SELECTOR, f'.widget-slot[data-kind="{kind}"][data-family="{family}"]')


def show_slot(browser, slot):
    """Scrolls the home screen to the slot's page (the page scroller snaps; a click waits for it to settle)."""
    browser.execute_script("window.taskWidgets.showSlot(arguments[0])", slot)
    positions = []

    def settled():
        # The scroller's offset, not the slot's box: slots jiggle in edit mode.
        positions.append(browser.execute_script(
            "const page = arguments[0].closest('.page'); return page ? page.parentElement.scrollLeft : 0", slot))
        return len(positions) > 2 and positions[-1] == positions[-2] == positions[-3]

    wait(browser, settled)


def click(browser, element):
    """Clicks through the DOM: these tests check what the page does with a click, not where the phone is drawn."""
    browser.execute_script("arguments[0].click()", element)


def gallery_kind(browser, kind):
    """Opens a kind in the open gallery (its row in the list), once the gallery has loaded its kinds."""
    row = wait(browser, lambda: browser.find_element(By.CSS_SELECTOR, f'.gallery-kind[data-kind="{kind}"]'), timeout=10)
    click(browser, row)
    wait(browser, lambda: browser.find_element(By.ID, "gallery-detail").get_attribute("data-kind") == kind)


def gallery_add(browser, kind, family):
    """Adds a widget from the open gallery as a person does: its kind, its size by the size's dot, Add Widget."""
    gallery_kind(browser, kind)
    dots = browser.find_elements(By.CSS_SELECTOR, f'#gallery-dots .dot[data-family="{family}"]')
    if dots:
        click(browser, dots[0])
    wait(browser, lambda: browser.find_element(By.ID, "gallery-detail").get_attribute("data-family") == family)
    click(browser, browser.find_element(By.ID, "gallery-add"))


def still_same_page(browser):
    return browser.execute_script("return window.__noReload") == "still here"


def task_by_title(server, title):
    return next(task for task in server.api("GET", "/app/tasks")["tasks"] if task["title"] == title)


def test_screenshots_light_and_dark(browser, server):
    os.makedirs(SHOTS, exist_ok=True)
    for scheme in ["light", "dark"]:
        open_page(browser, server, f"?scheme={scheme}")
        time.sleep(0.6)
        assert browser.find_element(By.TAG_NAME, "body").get_attribute("data-scheme") == scheme
        browser.save_screenshot(os.path.join(SHOTS, f"demo-home-{scheme}.png"))
    open_page(browser, server, "?device=iphone-15-pro-max")
    screen = browser.find_element(By.CSS_SELECTOR, "#home-device .screen")
    assert (screen.size["width"], screen.size["height"]) == (430, 932)
    assert widget(browser, "tasks", "systemMedium").find_element(By.CSS_SELECTOR, ".slot-frame").size == \
        {"width": 364, "height": 170}


def test_true_point_sizes_on_15_pro(browser, server):
    open_page(browser, server)
    screen = browser.find_element(By.CSS_SELECTOR, "#home-device .screen")
    assert (screen.size["width"], screen.size["height"]) == (393, 852)
    sizes = {"systemMedium": (338, 158), "systemSmall": (158, 158), "systemLarge": (338, 354),
             "accessoryCircular": (72, 72), "accessoryRectangular": (160, 72)}
    for slot in browser.find_elements(By.CSS_SELECTOR, ".widget-slot[data-instance]"):
        family = slot.get_attribute("data-family")
        if family in sizes:
            content = slot.find_element(By.CSS_SELECTOR, ".slot-frame")
            assert (content.size["width"], content.size["height"]) == sizes[family], family


def test_tap_marks_task_done_in_place(browser, server):
    title = f"Tap me {time.time()}"
    server.api("POST", "/app/tasks", {"title": title, "priority": "none"})
    open_page(browser, server)
    slot = widget(browser, "tasks", "systemMedium")
    task = task_by_title(server, title)
    button = slot.find_element(By.CSS_SELECTOR, f'[data-intent*="{task["id"]}"]')
    button.click()
    wait(browser, lambda: task_by_title(server, title)["isCompleted"])
    wait(browser, lambda: widget(browser, "tasks", "systemMedium").find_element(
        By.CSS_SELECTOR, f'[data-intent*="{task["id"]}"]').get_attribute("aria-label") == "Mark as not done")
    assert still_same_page(browser)


def test_counter_rolls_digits(browser, server):
    open_page(browser, server)
    slot = widget(browser, "counter", "systemSmall")
    before = int(slot.find_element(By.CSS_SELECTOR, '[data-id="counter"]').text)
    slot.find_element(By.CSS_SELECTOR, '[aria-label="Add one"]').click()
    wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, '.widget-slot[data-kind="counter"] .tw-roll.up'))
    wait(browser, lambda: widget(browser, "counter", "systemSmall").find_element(
        By.CSS_SELECTOR, '[data-id="counter"]').text == str(before + 1))
    assert still_same_page(browser)


def test_added_task_appears_in_widgets(browser, server):
    open_page(browser, server)
    title = f"From the app panel {int(time.time())}"
    browser.find_element(By.ID, "add-title").send_keys(title)
    Select(browser.find_element(By.ID, "add-priority")).select_by_visible_text("High")
    browser.find_element(By.CSS_SELECTOR, "#add-form button[type=submit]").click()
    wait(browser, lambda: title in widget(browser, "tasks", "systemMedium").text, timeout=2)
    wait(browser, lambda: title in browser.find_element(By.ID, "task-list").text)
    assert task_by_title(server, title)["priority"] == "high"
    assert still_same_page(browser)


def test_change_made_through_the_api_shows_without_a_reload(browser, server):
    """A task added by another client appears in the widgets by the live updates, the page not reloaded. How long it
    took is printed, not asserted: a loaded machine decides that (issue 26)."""
    open_page(browser, server)
    title = f"External {time.time()}"
    server.api("POST", "/app/tasks", {"title": title})
    started = time.monotonic()
    wait(browser, lambda: title in widget(browser, "tasks", "systemMedium").text)
    print(f"a change through the API showed in {time.monotonic() - started:.3f} s")
    assert still_same_page(browser)


def test_configure_priority_filter(browser, server):
    open_page(browser, server)
    browser.find_element(By.ID, "edit-toggle").click()
    slot = widget(browser, "priority", "systemLarge")
    show_slot(browser, slot)
    click(browser, slot.find_element(By.CSS_SELECTOR, ".slot-frame"))
    wait(browser, lambda: browser.find_element(By.ID, "config-sheet").is_displayed())
    assert browser.find_element(By.ID, "config-title").text == "Priority List"
    Select(browser.find_element(By.ID, "config-priority")).select_by_visible_text("Low")
    wait(browser, lambda: "Low Priority" in widget(browser, "priority", "systemLarge").get_attribute("textContent"))
    browser.find_element(By.CSS_SELECTOR, '[aria-label="Increase Number of Tasks"]').click()
    wait(browser, lambda: browser.find_element(By.ID, "config-limit").text == "6")
    time.sleep(0.3)
    browser.save_screenshot(os.path.join(SHOTS, "demo-edit-widget.png"))
    browser.find_element(By.ID, "config-done").click()
    form = server.api("GET", "/widgets/" + slot.get_attribute("data-instance") + "/configuration")
    values = {parameter["name"]: parameter.get("value") for parameter in form["parameters"]}
    assert values["priority"] == "low" and values["limit"] == 6
    assert still_same_page(browser)


def test_configure_an_option_an_intents_handler_provides(browser, server):
    """A parameter whose options come from an Intents extension: a picker grouped by the handler's sections, None
    first; one whose extension is missing is a line saying it can't be set here."""
    open_page(browser, server)
    browser.find_element(By.ID, "edit-toggle").click()
    slot = widget(browser, "priority", "systemLarge")
    show_slot(browser, slot)
    click(browser, slot.find_element(By.CSS_SELECTOR, ".slot-frame"))
    wait(browser, lambda: browser.find_element(By.ID, "config-sheet").is_displayed())
    picker = browser.find_element(By.ID, "config-list")
    groups = browser.execute_script(
        "return [...arguments[0].children].map((c) => c.tagName === 'OPTGROUP'"
        " ? [c.label, [...c.children].map((o) => o.textContent)] : c.textContent)", picker)
    assert groups == ["None", ["iCloud", ["Reminders", "Groceries"]], ["Work", ["Team"]]]
    assert Select(picker).first_selected_option.text == "None"
    line = browser.find_element(By.CSS_SELECTOR, '#config-form .config-unavailable[data-name="tags"]')
    assert line.text == "Tags can’t be set here: its options come from the app’s Intents extension, which isn’t available."
    Select(picker).select_by_visible_text("Team")
    wait(browser, lambda: "Team · " in widget(browser, "priority", "systemLarge").get_attribute("textContent"))
    form = server.api("GET", "/widgets/" + slot.get_attribute("data-instance") + "/configuration")
    assert {parameter["name"]: parameter.get("value") for parameter in form["parameters"]}["list"] == "team"
    Select(browser.find_element(By.ID, "config-list")).select_by_visible_text("None")
    wait(browser, lambda: "Team · " not in widget(browser, "priority", "systemLarge").get_attribute("textContent"))
    # A list: two labels added, the second moved up; the widget shows them in that order.
    for label in ["Home", "Work"]:
        Select(browser.find_element(By.ID, "config-labels")).select_by_visible_text(label)
    click(browser, browser.find_element(By.CSS_SELECTOR, '[aria-label="Move “Work” up"]'))
    wait(browser, lambda: "· work, home" in widget(browser, "priority", "systemLarge").get_attribute("textContent"))
    browser.find_element(By.ID, "config-done").click()
    assert still_same_page(browser)


def test_markup_in_a_title_is_text(browser, server):
    server.api("POST", "/app/tasks", {"title": XSS, "priority": "high"})
    open_page(browser, server)
    wait(browser, lambda: XSS in widget(browser, "tasks", "systemMedium").text)
    wait(browser, lambda: XSS in browser.find_element(By.ID, "task-list").text)
    time.sleep(0.5)
    with pytest.raises(NoAlertPresentException):
        browser.switch_to.alert.text
    assert browser.find_elements(By.CSS_SELECTOR, 'img[src="x"]') == []
    # Taps and redraws keep it text.
    widget(browser, "counter", "systemSmall").find_element(By.CSS_SELECTOR, '[aria-label="Add one"]').click()
    time.sleep(0.3)
    assert browser.find_elements(By.CSS_SELECTOR, 'img[src="x"]') == []


def test_deep_link_opens_the_task_in_the_app_panel(browser, server):
    open_page(browser, server)
    slot = widget(browser, "tasks", "systemMedium")
    row = slot.find_element(By.CSS_SELECTOR, "[data-url^='taskwidgets://task/']")
    task_id = row.get_attribute("data-url").rsplit("/", 1)[1]
    row.find_element(By.CSS_SELECTOR, "[data-invalidatable]").click()
    wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, f'.task-item.highlight[data-id="{task_id}"] .edit-form'))


def test_gallery_add_move_remove(browser, server):
    open_page(browser, server)
    count = len(browser.find_elements(By.CSS_SELECTOR, "#pages .widget-slot"))
    before = {slot.get_attribute("data-instance") for slot in browser.find_elements(By.CSS_SELECTOR, "#pages .widget-slot")}
    browser.find_element(By.ID, "edit-toggle").click()
    browser.find_element(By.ID, "open-gallery").click()
    wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, ".gallery-kind"))
    kinds = [element.get_attribute("data-kind") for element in browser.find_elements(By.CSS_SELECTOR, ".gallery-kind")]
    assert kinds == ["tasks", "counter", "priority", "progress"]
    gallery_add(browser, "counter", "systemSmall")
    wait(browser, lambda: len(browser.find_elements(By.CSS_SELECTOR, "#pages .widget-slot")) == count + 1)
    home_order = lambda: [s["instance"] for s in server.api("GET", "/changes?since=999999999")["layout"]  # noqa: E731
                          if not s["family"].startswith("accessory")]
    # Added from the first page, it lands at the top of that page, as on iOS.
    wait(browser, lambda: len(home_order()) == count + 1 and home_order()[0] not in before, timeout=5)
    instance = home_order()[0]
    added = browser.find_element(By.CSS_SELECTOR, f'.widget-slot[data-instance="{instance}"]')
    assert added.get_attribute("data-kind") == "counter"
    show_slot(browser, added)
    click(browser, added.find_element(By.CSS_SELECTOR, ".slot-right"))
    wait(browser, lambda: home_order().index(instance) == 1)
    added = browser.find_element(By.CSS_SELECTOR, f'.widget-slot[data-instance="{instance}"]')
    show_slot(browser, added)
    click(browser, added.find_element(By.CSS_SELECTOR, ".slot-remove"))
    wait(browser, lambda: len(browser.find_elements(By.CSS_SELECTOR, "#pages .widget-slot")) == count)
    browser.find_element(By.ID, "edit-done").click()
    assert still_same_page(browser)
