"""Smart Stacks on the real `tasks serve` page (issue 30): a widget dropped onto one of its size in edit mode makes a
stack; the stack turns by a mouse drag, the wheel and the keyboard, sliding vertically with its page indicator; a tap
in its shown widget runs that widget's intent; Edit Stack reorders and removes; axe finds nothing in a view with a
stack, light and dark, in and out of edit mode.

Screenshots (page-smart-stack.png, page-edit-stack.png) go to $SCREENSHOTS_DIR, else a temporary directory.
Run from the package root:  python3 -m pytest Tests/browser/test_stacks.py -q
"""
import json
import os

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_accessibility import serious_violations
from test_editing import center, glide, shot
from test_home import PATIENCE, ROOT, browser, click, wait  # noqa: F401  (browser is a fixture)
from test_serve import ServeServer, open_page


@pytest.fixture()
def server():
    """A new `tasks serve` per test: each changes the layout."""
    server = ServeServer()
    yield server
    server.stop()


def layout(browser):
    """The server's layout (since version 0): each widget with its stack, if any."""
    answer = browser.execute_async_script("""
        const done = arguments[0];
        window.taskWidgets.connection.request('GET', '/changes?since=0')
          .then((answer) => done(answer.layout), (error) => done(String(error)));""")
    assert isinstance(answer, list), answer
    return answer


def change(browser, body):
    """A layout change through the page's connection, then the page follows it."""
    answer = browser.execute_async_script("""
        const [body, done] = arguments;
        window.taskWidgets.connection.request('POST', '/layout', body)
          .then((answer) => done(answer), (error) => done(String(error)));""", body)
    assert isinstance(answer, dict), answer
    browser.execute_script("window.taskWidgets.poll({ settle: true })")
    return answer


def shown(browser):
    """The instance the page's stack shows, and the stack's name."""
    return browser.execute_script("""
        const stack = document.querySelector('.smart-stack');
        return stack ? [stack.querySelector('.stack-shown')?.dataset.instance, stack.getAttribute('aria-label')] : null""")


def server_shown(browser):
    return next((slot["instance"] for slot in layout(browser) if (slot.get("stack") or {}).get("shown")), None)


def add_small_beside(browser):
    """Adds a small TaskWidget and puts it beside the small animated one (third on the Home Screen)."""
    before = {slot["instance"] for slot in layout(browser)}
    change(browser, {"action": "add", "kind": "TaskWidget", "family": "systemSmall"})
    new = next(slot["instance"] for slot in layout(browser) if slot["instance"] not in before)
    change(browser, {"action": "move", "instance": new, "index": 2})
    wait(browser, lambda: browser.execute_script(
        "const s = document.querySelector(`.widget-slot[data-instance='${arguments[0]}']`);"
        "return !!s && s.closest('.page') === document.getElementById('home-grid')", new), timeout=PATIENCE)
    return new


def make_stack(browser):
    new = add_small_beside(browser)
    change(browser, {"action": "stack", "instance": new, "onto": "animated-small"})
    wait(browser, lambda: browser.execute_script(
        "return document.querySelectorAll('.smart-stack .widget-slot').length") == 2, timeout=PATIENCE)
    return new


def test_a_widget_dropped_onto_one_of_its_size_makes_a_stack_that_turns_by_drag_wheel_and_keys(browser, server):
    open_page(browser, server)
    new = add_small_beside(browser)
    click(browser, browser.find_element(By.ID, "edit-toggle"))
    dragged = browser.find_element(By.CSS_SELECTOR, f'.widget-slot[data-instance="{new}"]')
    target = browser.find_element(By.CSS_SELECTOR, '.widget-slot[data-instance="animated-small"]')
    actions = ActionChains(browser, duration=20).move_to_element(dragged).click_and_hold()
    # In two moves: lifted over the gap between the two, then over the target's middle. A hand that lingers over
    # its edge trades places with it instead (the rest there), which a loaded machine's slow steps would do.
    glide(actions, center(browser, dragged), center(browser, target), steps=2).perform()
    assert "stack-target" in target.get_attribute("class"), "held over its middle, the widget is to be stacked"
    ActionChains(browser).release().perform()
    wait(browser, lambda: shown(browser) is not None and shown(browser)[0] == new, timeout=PATIENCE)
    assert server_shown(browser) == new, "the dropped widget is shown, as on iOS"
    members = [slot["instance"] for slot in layout(browser) if slot.get("stack")]
    assert members == [new, "animated-small"]
    # One space: the stack is where the small widget was, nothing moved into the freed cell's row.
    stack = browser.find_element(By.CSS_SELECTOR, ".smart-stack")
    assert stack.value_of_css_property("grid-row-start") == "3"
    assert stack.get_attribute("role") == "group"
    assert stack.get_attribute("aria-label").startswith("Smart Stack, widget 1 of 2, ")
    click(browser, browser.find_element(By.ID, "edit-done"))

    # A mouse drag upwards shows the next widget, sliding, with the indicator beside the stack.
    start = center(browser, stack)
    actions = ActionChains(browser, duration=20).move_to_element(stack).click_and_hold()
    glide(actions, start, (start[0], start[1] - 90)).perform()
    assert "swiping" in stack.get_attribute("class")
    ActionChains(browser).release().perform()
    wait(browser, lambda: shown(browser)[0] == "animated-small", timeout=PATIENCE)
    assert shown(browser)[1].startswith("Smart Stack, widget 2 of 2, ")
    assert browser.execute_script("return document.querySelectorAll('.stack-indicator .stack-dot').length") == 2
    assert browser.execute_script(
        "return [...document.querySelectorAll('.stack-dot')].findIndex((d) => d.classList.contains('current'))") == 1
    wait(browser, lambda: server_shown(browser) == "animated-small", timeout=PATIENCE)
    # The slide has ended (the stack clips its widgets only while they slide).
    wait(browser, lambda: not browser.find_elements(By.CSS_SELECTOR, ".smart-stack.sliding, .stack-leaving"))
    assert browser.execute_script(
        "return document.querySelector('.smart-stack .stack-shown').style.translate") == "", "back in place"
    shot(browser, "page-smart-stack.png")
    assert not browser.execute_script("return document.body.classList.contains('editing')")
    assert browser.execute_script("return document.getElementById('pages').scrollLeft") == 0, "the pages did not turn"

    # The wheel (a trackpad's vertical swipe): round to the first widget again.
    ActionChains(browser).scroll_from_origin(ScrollOrigin.from_element(stack), 0, 120).perform()
    wait(browser, lambda: shown(browser)[0] == new, timeout=PATIENCE)
    wait(browser, lambda: server_shown(browser) == new, timeout=PATIENCE)

    # The keyboard: ↓ on the focused stack, then ↑ back.
    browser.execute_script("document.querySelector('.smart-stack').focus()")
    browser.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    wait(browser, lambda: shown(browser)[0] == "animated-small", timeout=PATIENCE)
    assert browser.execute_script("return document.activeElement === document.querySelector('.smart-stack')")
    browser.switch_to.active_element.send_keys(Keys.PAGE_UP)
    wait(browser, lambda: shown(browser)[0] == new, timeout=PATIENCE)
    wait(browser, lambda: server_shown(browser) == new, timeout=PATIENCE)


def test_a_touch_swipe_turns_the_stack_and_a_horizontal_one_leaves_it_to_the_pages(browser, server):
    """A finger's swipe, as pointer events of type touch (the stack takes vertical ones: `touch-action: pan-x`)."""
    open_page(browser, server)
    new = make_stack(browser)
    swipe = """
        const [dx, dy] = arguments;
        const stack = document.querySelector('.smart-stack');
        const r = stack.getBoundingClientRect();
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        const event = (type, step) => new PointerEvent(type, { pointerId: 7, pointerType: 'touch', isPrimary: true,
          button: 0, buttons: type === 'pointerup' ? 0 : 1, bubbles: true, cancelable: true,
          clientX: x + dx * step, clientY: y + dy * step });
        const target = stack.querySelector('.stack-shown .slot-frame');
        target.dispatchEvent(event('pointerdown', 0));
        for (const step of [0.25, 0.5, 0.75, 1]) target.dispatchEvent(event('pointermove', step));
        target.dispatchEvent(event('pointerup', 1));"""
    assert touch_action(browser) == "pan-x"
    browser.execute_script(swipe, 0, -80)
    wait(browser, lambda: shown(browser)[0] == "animated-small", timeout=PATIENCE)
    browser.execute_script(swipe, 80, 0)
    wait(browser, lambda: browser.execute_script("return window.taskWidgets.settled()"), timeout=PATIENCE)
    assert shown(browser)[0] == "animated-small", "a sideways swipe does not turn the stack"
    browser.execute_script(swipe, 0, 80)
    wait(browser, lambda: shown(browser)[0] == new, timeout=PATIENCE)
    wait(browser, lambda: server_shown(browser) == new, timeout=PATIENCE)


def touch_action(browser):
    return browser.execute_script("return getComputedStyle(document.querySelector('.smart-stack')).touchAction")


def test_a_tap_in_the_shown_widget_of_a_stack_checks_a_task(browser, server):
    open_page(browser, server)
    new = make_stack(browser)
    # The small TaskWidget shows rows with their check buttons.
    assert shown(browser)[0] == new
    task = server.task("Tap me in the browser")
    assert not task["isCompleted"]
    button = browser.find_element(By.CSS_SELECTOR, f'.smart-stack .stack-shown [data-intent*="{task["id"]}" i]')
    ActionChains(browser).move_to_element(button).click().perform()
    wait(browser, lambda: server.task("Tap me in the browser")["isCompleted"], timeout=PATIENCE)
    assert shown(browser)[0] == new, "a tap does not turn the stack"


def test_edit_stack_reorders_and_removes_and_a_stack_of_one_becomes_a_widget(browser, server):
    open_page(browser, server)
    new = make_stack(browser)
    browser.execute_script("""
        const slot = document.querySelector('.smart-stack .stack-shown');
        slot.querySelector('.slot-frame').dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
    """)
    wait(browser, lambda: browser.find_element(By.ID, "widget-menu").is_displayed())
    items = browser.execute_script(
        "return [...document.querySelectorAll('#widget-menu [role=menuitem]')].filter((i) => !i.hidden).map((i) => i.textContent)")
    assert items[0] == "Edit Stack" and items[-1] == "Remove Stack…", items
    click(browser, browser.find_element(By.ID, "menu-edit-stack"))
    wait(browser, lambda: browser.find_element(By.ID, "stack-sheet").is_displayed())
    rows = lambda: browser.execute_script(  # noqa: E731
        "return [...document.querySelectorAll('#stack-list .stack-row')].map((row) => row.dataset.instance)")
    assert rows() == [new, "animated-small"]
    assert browser.execute_script("return document.activeElement.id") == "stack-done"
    found = serious_violations(browser, "#stack-sheet")
    assert found == [], found
    shot(browser, "page-edit-stack.png")
    # ↓ on the first row: the order changes on the server and in the sheet; the shown widget stays shown.
    click(browser, browser.find_element(By.CSS_SELECTOR, "#stack-list .stack-row:first-child button:nth-of-type(2)"))
    wait(browser, lambda: rows() == ["animated-small", new], timeout=PATIENCE)
    assert [slot["instance"] for slot in layout(browser) if slot.get("stack")] == ["animated-small", new]
    assert server_shown(browser) == new
    # − on a row: the stack is left with one widget, which becomes a plain widget; the sheet closes.
    click(browser, browser.find_element(By.CSS_SELECTOR, "#stack-list .stack-row:first-child button.destructive"))
    wait(browser, lambda: not browser.find_element(By.ID, "stack-sheet").is_displayed(), timeout=PATIENCE)
    assert browser.find_elements(By.CSS_SELECTOR, ".smart-stack") == []
    instances = [slot["instance"] for slot in layout(browser)]
    assert "animated-small" not in instances and new in instances
    assert not any(slot.get("stack") for slot in layout(browser))


def test_remove_stack_asks_first_and_removes_every_widget_of_it(browser, server):
    open_page(browser, server)
    new = make_stack(browser)
    browser.execute_script("""
        const slot = document.querySelector('.smart-stack .stack-shown');
        slot.querySelector('.slot-frame').dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
    """)
    wait(browser, lambda: browser.find_element(By.ID, "widget-menu").is_displayed())
    click(browser, browser.find_element(By.ID, "menu-remove"))
    wait(browser, lambda: browser.find_element(By.ID, "remove-alert").is_displayed())
    assert browser.find_element(By.ID, "remove-alert-title").text == "Remove Stack?"
    click(browser, browser.find_element(By.ID, "remove-alert-confirm"))
    wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, ".smart-stack") == [], timeout=PATIENCE)
    instances = [slot["instance"] for slot in layout(browser)]
    assert new not in instances and "animated-small" not in instances


def test_the_gallerys_smart_stack_adds_a_stack_on_the_page_in_view(browser, server):
    open_page(browser, server)
    click(browser, browser.find_element(By.ID, "edit-toggle"))
    click(browser, browser.find_element(By.ID, "open-gallery"))
    wait(browser, lambda: len(browser.find_elements(By.CSS_SELECTOR, ".gallery-kind")) >= 2, timeout=PATIENCE)
    first = browser.find_element(By.CSS_SELECTOR, ".gallery-kind")
    assert first.find_element(By.CSS_SELECTOR, ".gallery-kind-name").text == "Smart Stack"
    click(browser, first)
    wait(browser, lambda: browser.find_element(By.ID, "gallery-detail").is_displayed())
    click(browser, browser.find_element(By.ID, "gallery-add"))
    wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, ".smart-stack"), timeout=PATIENCE)
    stacked = [slot for slot in layout(browser) if slot.get("stack")]
    assert len(stacked) >= 2 and len({slot["kind"] for slot in stacked}) == len(stacked)
    # Added at the top of the page in view, as a widget is.
    home = [slot for slot in layout(browser) if not slot["family"].startswith("accessory")]
    assert home[0].get("stack"), [slot["instance"] for slot in home]


@pytest.mark.parametrize("appearance", ["default", "dark"])
def test_no_serious_axe_violations_in_a_view_with_a_stack(browser, server, appearance):
    browser.get(server.url + f"?appearance={appearance}")
    wait(browser, lambda: browser.execute_script("return !!window.taskWidgets && window.taskWidgets.settled()"))
    make_stack(browser)
    found = {"home screen": serious_violations(browser, "#home-screen")}
    click(browser, browser.find_element(By.ID, "edit-toggle"))
    found["edit mode"] = serious_violations(browser, "#home-screen")
    click(browser, browser.find_element(By.ID, "edit-done"))
    browser.execute_script("""
        const slot = document.querySelector('.smart-stack .stack-shown');
        slot.querySelector('.slot-frame').dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
    """)
    wait(browser, lambda: browser.find_element(By.ID, "widget-menu").is_displayed())
    found["stack menu"] = serious_violations(browser, "#home-screen")
    click(browser, browser.find_element(By.ID, "menu-edit-stack"))
    wait(browser, lambda: browser.find_element(By.ID, "stack-sheet").is_displayed())
    found["Edit Stack"] = serious_violations(browser, "#stack-sheet")
    assert {view: problems for view, problems in found.items() if problems} == {}


def test_a_stacks_badges_name_the_stack_in_every_language_and_its_widgets_own_names_come_back(browser, server):
    """In edit mode the shown widget's − ‹ › act on its whole stack: a screen reader hears "Move Smart Stack left",
    not the widget's name. Out of the stack, the widget's badges name it again."""
    catalog = json.load(open(os.path.join(ROOT, "Sources/HomeScreen/Resources/Page.xcstrings"), encoding="utf-8"))
    word = lambda key, language: catalog["strings"][key]["localizations"][language]["stringUnit"]["value"]  # noqa: E731
    open_page(browser, server)
    new = make_stack(browser)
    badges = """
        const slot = document.querySelector(`.widget-slot[data-instance='${arguments[0]}']`);
        return ['.slot-remove', '.slot-left', '.slot-right']
          .map((selector) => slot.querySelector(selector).getAttribute('aria-label'));"""
    for language in ["en", "de", "nl", "pl", "id", "ja"]:
        browser.get(server.url + f"?locale={language}")
        wait(browser, lambda: browser.execute_script("return !!window.taskWidgets && window.taskWidgets.settled()"))
        click(browser, browser.find_element(By.ID, "edit-toggle"))
        assert browser.execute_script(badges, shown(browser)[0]) == [
            word("Remove Stack…", language), word("Move Smart Stack left", language),
            word("Move Smart Stack right", language)], language
        click(browser, browser.find_element(By.ID, "edit-done"))
    # English again: the widget taken out of the stack (a stack of one becomes that widget) is named again.
    open_page(browser, server)
    change(browser, {"action": "unstack", "instance": new})
    wait(browser, lambda: not browser.find_elements(By.CSS_SELECTOR, ".smart-stack"), timeout=PATIENCE)
    assert browser.execute_script(badges, "animated-small") == [
        "Remove widget Animated Tasks (small)", "Move widget Animated Tasks (small) left",
        "Move widget Animated Tasks (small) right"]
