"""Accessibility of the real `tasks serve` page in Chromium: axe-core over every view (home screen with a Smart
Stack, jiggle mode with the app icons' and the stack's badges, widget gallery and its Smart Stack entry, Edit
Widget, app panel, a widget's and a stack's menu, Edit Stack, the Remove alert) in every language and every
appearance (Default, Dark, Tinted, Clear), and the keyboard paths a person without a mouse takes.

axe-core comes from the PyPI wheel `axe-playwright-python` (only its axe.min.js is used, injected with selenium).
Run from the package root:  python3 -m pytest Tests/browser/test_accessibility.py -q
"""
import os
import time

import axe_playwright_python
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_home import browser, gallery_kind, wait  # noqa: F401  (browser is a fixture)
from test_page import open_page
from test_serve import ServeServer

AXE = open(os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js"), encoding="utf-8").read()
LANGUAGES = ["en", "de", "nl", "pl", "id", "ja"]
LONG = "A very long task title that has to be truncated in every widget it is shown in"


def fill_store(server):
    today = time.strftime("%Y-%m-%d")
    server.tasks("add", "Buy milk 🥛", "--priority", "high", "--due", today)
    server.tasks("add", LONG, "--priority", "medium", "--due", today)
    done = server.tasks("add", "Water the plants", "--priority", "low").strip()
    server.tasks("done", done)


@pytest.fixture(scope="module")
def server():
    server = ServeServer(setup=fill_store)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def stacked_server():
    """The views' matrix: the same store, and a Smart Stack on the first page (added by the first page loaded)."""
    server = ServeServer(setup=fill_store)
    yield server
    server.stop()


def with_a_stack(browser):
    """A Smart Stack of small widgets second on the first page, unless the layout has one."""
    if browser.find_elements(By.CSS_SELECTOR, ".smart-stack"):
        return
    answer = browser.execute_async_script("""
        const done = arguments[0];
        const request = (body) => window.taskWidgets.connection.request('POST', '/layout', body);
        request({ action: 'addStack', family: 'systemSmall' })
          .then((answer) => request({ action: 'move', index: 1,
            instance: answer.slots.find((slot) => slot.stack).stack.id }))
          .then((answer) => done(answer), (error) => done(String(error)));""")
    assert isinstance(answer, dict), answer
    browser.execute_script("window.taskWidgets.poll({ settle: true })")
    wait(browser, lambda: browser.execute_script(
        "return !!document.querySelector('#home-grid .smart-stack .stack-shown')"), timeout=10)


def serious_violations(browser, selector=None, impacts=("serious", "critical")):
    """axe-core's serious and critical violations in the page (or under `selector`), as readable lines;
    `impacts=None`: all of them."""
    if not browser.execute_script("return !!window.axe"):
        browser.execute_script(AXE)
    found = browser.execute_async_script("""
        const [selector, impacts, done] = arguments;
        axe.run(selector ? document.querySelector(selector) : document, {resultTypes: ['violations']})
          .then((result) => done(result.violations
            .filter((violation) => !impacts || impacts.includes(violation.impact))
            .map((violation) => `${violation.id} (${violation.impact}): ` + violation.nodes.slice(0, 3)
              .map((node) => node.target.join(' ') + ' — ' + node.failureSummary.replace(/\\s+/g, ' ')).join(' | '))))
          .catch((error) => done([String(error)]));
    """, selector, list(impacts) if impacts else None)
    return found


def press(browser, *keys):
    browser.switch_to.active_element.send_keys(*keys)


def active(browser, script="return document.activeElement"):
    return browser.execute_script(script)


def open_menu(browser, slot_script):
    """Opens the menu of the slot `slot_script` returns (a right-click, here sent through the DOM)."""
    browser.execute_script(f"""
        const slot = {slot_script};
        window.taskWidgets.showSlot(slot);
        slot.querySelector('.slot-frame').dispatchEvent(new MouseEvent('contextmenu', {{ bubbles: true, cancelable: true }}));
    """)
    wait(browser, lambda: browser.find_element(By.ID, "widget-menu").is_displayed())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("appearance", ["default", "dark", "tinted", "clear"])
def test_no_axe_violations_in_any_view(browser, stacked_server, language, appearance):
    """Every view, one page load per language and appearance: axe finds no violation of any impact."""
    open_page(browser, stacked_server, f"?locale={language}&appearance={appearance}")
    with_a_stack(browser)
    check = lambda selector=None: serious_violations(browser, selector, impacts=None)  # noqa: E731
    found = {"home screen with a Smart Stack": check()}
    # The app panel with a task's editor open.
    browser.execute_script("document.querySelector('.task-item [data-action=\"edit\"]').click()")
    wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, ".task-item .edit-form"))
    found["app panel"] = check("#app-panel")
    # Jiggle mode: the widgets' and the stack's badges, the app icons with their ‹ › buttons, the dock.
    browser.find_element(By.ID, "edit-toggle").click()
    wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, ".app-icon .icon-right"))
    found["jiggle mode"] = check("#home-screen")
    # Edit Widget, from jiggle mode.
    browser.execute_script(
        "window.taskWidgets.showSlot(document.querySelector('.widget-slot[data-configurable=\"true\"]'))")
    browser.execute_script("document.querySelector('.widget-slot[data-configurable=\"true\"] .slot-edit').click()")
    wait(browser, lambda: browser.find_element(By.ID, "config-sheet").is_displayed())
    wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "#config-form .config-row"))
    found["Edit Widget"] = check("#config-sheet")
    press(browser, Keys.ESCAPE)
    wait(browser, lambda: not browser.find_element(By.ID, "config-sheet").is_displayed())
    # The widget gallery, its Smart Stack entry (first, as on iOS) and a widget kind, their sizes paged.
    browser.find_element(By.ID, "open-gallery").click()
    wait(browser, lambda: len(browser.find_elements(By.CSS_SELECTOR, ".gallery-kind")) >= 4, timeout=10)
    found["gallery"] = check("#gallery")
    for index, view in [(0, "gallery's Smart Stack"), (1, "gallery kind")]:
        browser.execute_script("document.querySelectorAll('.gallery-kind')[arguments[0]].click()", index)
        wait(browser, lambda: browser.find_element(By.ID, "gallery-detail").is_displayed())
        assert (browser.find_element(By.ID, "gallery-detail").get_attribute("data-kind") == ".smartStack") == \
            (index == 0)
        found[view] = check("#gallery")
        browser.execute_script("document.getElementById('gallery-back').click()")
        wait(browser, lambda: not browser.find_element(By.ID, "gallery-detail").is_displayed())
    press(browser, Keys.ESCAPE)
    wait(browser, lambda: not browser.find_element(By.ID, "gallery").is_displayed())
    browser.find_element(By.ID, "edit-done").click()
    # A widget's menu and its Remove Widget… alert.
    open_menu(browser, "document.querySelector('.widget-slot[data-configurable=\"true\"]')")
    found["widget menu"] = check("#home-screen")
    browser.execute_script("document.getElementById('menu-remove').click()")
    wait(browser, lambda: browser.find_element(By.ID, "remove-alert").is_displayed())
    found["Remove Widget alert"] = check("#remove-alert")
    press(browser, Keys.ESCAPE)
    wait(browser, lambda: not browser.find_element(By.ID, "remove-alert").is_displayed())
    # The stack's menu, and Edit Stack from it.
    open_menu(browser, "document.querySelector('.smart-stack .stack-shown')")
    found["Smart Stack menu"] = check("#home-screen")
    browser.execute_script("document.getElementById('menu-edit-stack').click()")
    wait(browser, lambda: browser.find_element(By.ID, "stack-sheet").is_displayed())
    wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "#stack-list .stack-row"))
    found["Edit Stack"] = check("#stack-sheet")
    press(browser, Keys.ESCAPE)
    wait(browser, lambda: not browser.find_element(By.ID, "stack-sheet").is_displayed())
    assert {view: problems for view, problems in found.items() if problems} == {}


def test_one_named_switch_per_toggle_with_its_state(browser, server):
    open_page(browser, server)
    switches = browser.execute_script("""
        const widget = document.querySelector('.widget-slot[data-kind="ConfigurableTaskWidget"] .slot-frame');
        return [...widget.querySelectorAll('[role="switch"]')].map((element) => ({
          name: element.getAttribute('aria-label'), checked: element.getAttribute('aria-checked'),
          nested: element.querySelectorAll('[role="switch"]').length,
          inSwitch: !!element.parentElement.closest('[role="switch"]')}));
    """)
    assert switches, "the configurable widget draws no switches"
    names = [switch["name"] for switch in switches]
    assert "Buy milk 🥛" in names and LONG in names, names
    assert all(switch["checked"] in ("true", "false") for switch in switches)
    assert all(switch["nested"] == 0 and not switch["inSwitch"] for switch in switches)


def test_a_toggled_row_keeps_the_focus(browser, server):
    open_page(browser, server)
    toggle = browser.execute_script("""
        const widget = document.querySelector('.widget-slot[data-kind="ConfigurableTaskWidget"]');
        window.taskWidgets.showSlot(widget);
        const toggle = [...widget.querySelectorAll('[role="switch"]')]
          .find((element) => element.getAttribute('aria-label') === arguments[0]);
        toggle.focus();
        return toggle.getAttribute('aria-checked');
    """, "Buy milk 🥛")
    press(browser, Keys.SPACE)
    focused = ("const element = document.activeElement; return element && element.getAttribute('role') === 'switch'"
               " ? [element.getAttribute('aria-label'), element.getAttribute('aria-checked')] : null")
    wait(browser, lambda: active(browser, focused) == ["Buy milk 🥛", "true" if toggle == "false" else "false"],
         timeout=5)
    # And back, still by keyboard, still on the same row.
    press(browser, Keys.SPACE)
    wait(browser, lambda: active(browser, focused) == ["Buy milk 🥛", toggle], timeout=5)


def test_a_row_that_leaves_its_widget_leaves_the_focus_on_the_widget_not_on_the_next_task(browser):
    """Space on a TaskWidget row checks the task off, and the row leaves the list (as in Reminders): focus goes
    to the widget, so a second Space checks nothing else (it used to land on the next task's row)."""
    server = ServeServer(setup=fill_store)
    try:
        open_page(browser, server)
        first = browser.execute_script("""
            const widget = document.querySelector('.widget-slot[data-kind="TaskWidget"][data-family="systemMedium"]');
            window.taskWidgets.showSlot(widget);
            const row = widget.querySelector('.slot-frame [data-intent]');
            row.focus();
            return row.textContent;
        """)
        before = {task["title"] for task in server.all_tasks() if task["isCompleted"]}
        press(browser, Keys.SPACE)
        wait(browser, lambda: sum(task["isCompleted"] for task in server.all_tasks()) == len(before) + 1, timeout=5)
        in_widget = ("const slot = document.querySelector('.widget-slot[data-kind=\"TaskWidget\"]"
                     "[data-family=\"systemMedium\"]'); return slot.contains(document.activeElement) &&"
                     " !document.activeElement.closest('[data-intent]')")
        wait(browser, lambda: active(browser, in_widget), timeout=5)
        wait(browser, lambda: browser.execute_script("return window.taskWidgets.settled()"), timeout=10)
        press(browser, Keys.SPACE)
        time.sleep(1)  # a second check-off, if the key reached a row, would be in the store by now
        done = [task["title"] for task in server.all_tasks() if task["isCompleted"] and task["title"] not in before]
        assert len(done) == 1 and done[0] in first, (done, first)
    finally:
        browser.get("about:blank")
        server.stop()


def test_edit_widget_opens_with_focus_on_its_form_not_on_the_pictured_widget(browser, server):
    open_page(browser, server)
    browser.find_element(By.ID, "edit-toggle").click()
    browser.execute_script(
        "window.taskWidgets.showSlot(document.querySelector('.widget-slot[data-configurable=\"true\"]'))")
    browser.execute_script("document.querySelector('.widget-slot[data-configurable=\"true\"] .slot-edit').click()")
    wait(browser, lambda: browser.find_element(By.ID, "config-sheet").is_displayed())
    wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "#config-preview [data-intent]"))
    where = "return document.activeElement.closest('#config-preview') ? 'preview' : document.activeElement.closest('#config-form') ? 'form' : document.activeElement.id"
    assert active(browser, where) == "form"
    # Tab never reaches the picture's buttons either.
    for _ in range(8):
        press(browser, Keys.TAB)
        assert active(browser, where) != "preview"
    press(browser, Keys.ESCAPE)
    wait(browser, lambda: not browser.find_element(By.ID, "config-sheet").is_displayed())
    browser.find_element(By.ID, "edit-done").click()


def test_every_widget_is_a_group_named_after_it(browser, server):
    """A screen reader hears each widget's rows inside a group named after the widget, not one flat list."""
    open_page(browser, server, "?locale=de")
    groups = browser.execute_script("""
        return [...document.querySelectorAll('#home-device .widget-slot[data-instance], #lock-device .widget-slot[data-instance]')]
          .map((slot) => [slot.getAttribute('role'), slot.getAttribute('aria-label')]);
    """)
    assert len(groups) >= 6, groups
    assert all(role == "group" for role, _ in groups), groups
    assert all(label and "{widget}" not in label and "(" in label for _, label in groups), groups
    assert "Aufgaben (mittel)" in [label for _, label in groups]


def test_sheets_take_trap_and_return_focus_and_close_on_escape(browser, server):
    open_page(browser, server)
    browser.find_element(By.ID, "edit-toggle").send_keys(Keys.ENTER)
    wait(browser, lambda: active(browser, "return document.activeElement.id") == "edit-done")
    opener = browser.find_element(By.ID, "open-gallery")
    opener.send_keys(Keys.ENTER)
    inside = "return !!document.activeElement.closest(arguments[0])"
    wait(browser, lambda: active(browser, "return document.activeElement.id") == "gallery-close")
    wait(browser, lambda: len(browser.find_elements(By.CSS_SELECTOR, ".gallery-kind")) >= 4, timeout=10)
    dialog = browser.find_element(By.ID, "gallery")
    assert dialog.get_attribute("role") == "dialog" and dialog.get_attribute("aria-modal") == "true"
    assert browser.execute_script("return document.getElementById('toolbar').inert")
    buttons = len(browser.find_elements(By.CSS_SELECTOR, "#gallery button"))
    for _ in range(buttons + 2):  # round the end and back to the start
        press(browser, Keys.TAB)
        assert browser.execute_script(inside, "#gallery")
    press(browser, Keys.SHIFT, Keys.TAB)
    assert browser.execute_script(inside, "#gallery")
    press(browser, Keys.ESCAPE)
    wait(browser, lambda: not dialog.is_displayed())
    assert active(browser, "return document.activeElement.id") == "open-gallery"
    assert not browser.execute_script("return document.getElementById('toolbar').inert")

    # Edit Widget: opened from the widget's own edit button, which gets focus back.
    edit = browser.execute_script("""
        const slot = document.querySelector('.widget-slot[data-configurable="true"]');
        window.taskWidgets.showSlot(slot);
        const button = slot.querySelector('.slot-edit');
        button.focus();
        return button;
    """)
    assert edit.get_attribute("aria-label") == "Edit widget Custom Tasks (large)"
    press(browser, Keys.ENTER)
    wait(browser, lambda: browser.execute_script(inside, "#config-sheet"))
    sheet = browser.find_element(By.ID, "config-sheet")
    assert sheet.get_attribute("role") == "dialog" and sheet.get_attribute("aria-labelledby") == "config-title"
    press(browser, Keys.SHIFT, Keys.TAB)
    assert browser.execute_script(inside, "#config-sheet")
    press(browser, Keys.ESCAPE)
    wait(browser, lambda: not sheet.is_displayed())
    assert browser.execute_script("return document.activeElement === arguments[0]", edit)
    press(browser, Keys.ESCAPE)  # and Esc leaves edit mode
    wait(browser, lambda: "editing" not in browser.find_element(By.TAG_NAME, "body").get_attribute("class"))


def test_every_action_names_its_target(browser, server):
    open_page(browser, server)
    wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, ".task-item"))
    labels = browser.execute_script("""
        const row = [...document.querySelectorAll('.task-item')]
          .find((item) => item.querySelector('.task-title').textContent === arguments[0]);
        return [...row.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));
    """, "Buy milk 🥛")
    assert labels[:1] == ["Mark “Buy milk 🥛” as done"]
    assert {"Edit “Buy milk 🥛”"} <= set(labels) and any("“Buy milk 🥛”" in label and "Move" in label
                                                         for label in labels)
    slot = browser.find_element(By.CSS_SELECTOR, '.widget-slot[data-kind="TaskWidget"][data-family="systemMedium"]')
    names = [slot.find_element(By.CSS_SELECTOR, selector).get_attribute("aria-label")
             for selector in [".slot-remove", ".slot-left", ".slot-right"]]
    assert names == ["Remove widget Tasks (medium)", "Move widget Tasks (medium) left",
                     "Move widget Tasks (medium) right"]
    # Slots added later (cloned from the page's templates) name their widget too.
    browser.find_element(By.ID, "edit-toggle").click()
    browser.find_element(By.ID, "open-gallery").click()
    gallery_kind(browser, "AnimatedTaskWidget")
    add = browser.find_element(By.ID, "gallery-add")
    assert browser.find_element(By.ID, "gallery-detail").get_attribute("data-family") == "systemSmall"
    assert add.get_attribute("aria-label") == "Add widget Animated Tasks (small)"
    before = len(browser.find_elements(By.CSS_SELECTOR, '#pages .widget-slot'))
    add.click()
    wait(browser, lambda: len(browser.find_elements(By.CSS_SELECTOR, '#pages .widget-slot')) == before + 1)
    added = browser.find_elements(By.CSS_SELECTOR, '#pages .widget-slot[data-kind="AnimatedTaskWidget"]')[-1]
    assert added.find_element(By.CSS_SELECTOR, ".slot-remove").get_attribute("aria-label") == \
        "Remove widget Animated Tasks (small)"
    browser.execute_script("arguments[0].click()", added.find_element(By.CSS_SELECTOR, ".slot-remove"))
    wait(browser, lambda: len(browser.find_elements(By.CSS_SELECTOR, '#pages .widget-slot')) == before)


def test_checking_off_in_the_app_keeps_the_focus_on_the_row(browser, server):
    open_page(browser, server)
    check = wait(browser, lambda: browser.find_element(
        By.CSS_SELECTOR, '.task-item[data-id] .task-check[aria-label="Mark “Water the plants” as not done"]'))
    browser.execute_script("arguments[0].focus()", check)
    press(browser, Keys.ENTER)
    wait(browser, lambda: active(browser, "return document.activeElement.getAttribute('aria-label')")
         == "Mark “Water the plants” as done", timeout=5)
    press(browser, Keys.ENTER)
    wait(browser, lambda: active(browser, "return document.activeElement.getAttribute('aria-label')")
         == "Mark “Water the plants” as not done", timeout=5)


def test_reduced_motion_is_honoured_everywhere(browser, server):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        open_page(browser, server)
        browser.execute_script("""
            window.__moved = [];
            new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach((node) => {
              if (node.nodeType === 1 && /\\btw-/.test(node.className)) window.__moved.push(node.className);
            }))).observe(document.body, {subtree: true, childList: true});
        """)
        slot = browser.find_element(By.CSS_SELECTOR, '.widget-slot[data-kind="AnimatedTaskWidget"]')
        before = slot.get_attribute("innerHTML")
        browser.execute_script("arguments[0].querySelector('[data-intent]').click()", slot)
        wait(browser, lambda: slot.get_attribute("innerHTML") != before, timeout=5)
        time.sleep(0.3)
        assert browser.execute_script("return window.__moved") == []
        browser.find_element(By.ID, "edit-toggle").click()
        animations = browser.execute_script("""
            return [...document.querySelectorAll('.widget-slot, .app-icon, .widget, .widget *')]
              .map((element) => getComputedStyle(element))
              .filter((style) => style.animationName !== 'none' || parseFloat(style.transitionDuration) > 0)
              .length;
        """)
        assert animations == 0
        browser.find_element(By.ID, "open-gallery").click()
        assert browser.execute_script("return getComputedStyle(document.getElementById('gallery')).animationName") \
            == "none"
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


@pytest.fixture(scope="module")
def demo_server():
    from test_home import Server
    server = Server()
    yield server
    server.stop()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_axe_violations_in_the_options_of_an_intents_handler(browser, demo_server, scheme):
    """The Edit Widget sheet of the demo's Priority List, whose List picker has an Intents handler's sections and
    whose Tags say they can't be set here (the live widgets have no SiriKit parameter)."""
    open_page(browser, demo_server, f"?scheme={scheme}")
    browser.find_element(By.ID, "edit-toggle").click()
    browser.execute_script(
        "window.taskWidgets.showSlot(document.querySelector('.widget-slot[data-configurable=\"true\"]'))")
    browser.execute_script("document.querySelector('.widget-slot[data-configurable=\"true\"] .slot-edit').click()")
    wait(browser, lambda: browser.find_element(By.ID, "config-sheet").is_displayed())
    wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "#config-form .config-unavailable"))
    assert browser.find_elements(By.CSS_SELECTOR, "#config-list optgroup")
    assert serious_violations(browser, "#config-sheet", impacts=None) == []
