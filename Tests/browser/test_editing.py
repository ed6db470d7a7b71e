"""Editing the Home Screen as on iOS (issue 30): a widget's menu on a long press, a right-click or Shift+F10, with
its Remove Widget… alert; widgets dragged in edit mode, on their page and onto another. Over the real `tasks serve`.

Pointer actions are real (ActionChains) only for what is tested: the long press, the right-click and the drags.
Screenshots (widget-menu.png, remove-alert.png, jiggle-drag.png) go to $SCREENSHOTS_DIR, else a temporary directory.
Run from the package root:  python3 -m pytest Tests/browser/test_editing.py -q
"""
import os

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_home import SHOTS, browser, click, wait  # noqa: F401  (browser is a fixture)
from test_serve import ServeServer, open_page

MENU_ITEMS = "return [...document.querySelectorAll('#widget-menu [role=menuitem]')].filter((i) => !i.hidden).map((i) => i.textContent)"


@pytest.fixture()
def server():
    """A new `tasks serve` per test: each changes the layout."""
    server = ServeServer()
    yield server
    server.stop()


def shot(browser, name):
    """The Home Screen's phone (where the menu, the alert and the dragged widget are), as a PNG in SHOTS."""
    os.makedirs(SHOTS, exist_ok=True)
    browser.find_element(By.ID, "home-device").screenshot(os.path.join(SHOTS, name))


def menu_open(browser):
    return browser.execute_script("return !document.getElementById('widget-menu').hidden")


def focused(browser, script):
    return browser.execute_script(f"const a = document.activeElement; return {script}")


def home_order(browser):
    """The Home Screen's widgets in the server's order (its layout since version 0)."""
    layout = browser.execute_async_script("""
        const done = arguments[0];
        window.taskWidgets.connection.request('GET', '/changes?since=0')
          .then((answer) => done(answer.layout), (error) => done(String(error)));""")
    assert isinstance(layout, list), layout
    return [slot["instance"] for slot in layout if not slot["family"].startswith("accessory")]


def center(browser, element):
    return browser.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]", element)


def glide(actions, start, end, steps=12):
    """Moves the held pointer from `start` to `end` (viewport points) in steps, as a hand drags."""
    x, y = start
    for step in range(1, steps + 1):
        nx = round(start[0] + (end[0] - start[0]) * step / steps)
        ny = round(start[1] + (end[1] - start[1]) * step / steps)
        actions.move_by_offset(nx - x, ny - y)
        x, y = nx, ny
    return actions


def test_a_long_press_opens_the_widgets_menu_and_does_not_tap(browser, server):
    """Issue 30: iOS's long-press menu (Edit Widget, Edit Home Screen, Remove Widget…). A pointer held on a task's
    row opens it and the release taps nothing; a short press still checks the task off."""
    open_page(browser, server)
    task = server.task("Tap me in the browser")
    slot = browser.find_element(By.CSS_SELECTOR, '.widget-slot[data-instance="tasks-medium"]')
    row = slot.find_element(By.CSS_SELECTOR, f'[data-intent*="{task["id"]}" i]')
    ActionChains(browser).move_to_element(row).click_and_hold().perform()
    wait(browser, lambda: menu_open(browser), timeout=5)
    ActionChains(browser).release().perform()
    shot(browser, "widget-menu.png")
    # The Tasks widget has no options: no Edit Widget.
    assert browser.execute_script(MENU_ITEMS) == ["Edit Home Screen", "Remove Widget…"]
    assert focused(browser, "a.id") == "menu-edit-home"
    assert browser.find_element(By.ID, "widget-menu").get_attribute("aria-label") == "Tasks (medium)"
    assert "menu-target" in slot.get_attribute("class")
    # The release tapped nothing: no intent under way, the task still open.
    wait(browser, lambda: browser.execute_script("return window.taskWidgets.settled()"))
    assert not server.task("Tap me in the browser")["isCompleted"]
    # Esc closes it, focus back in the widget.
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait(browser, lambda: not menu_open(browser))
    assert focused(browser, "!!a.closest('.widget-slot[data-instance=\"tasks-medium\"]')")
    assert "menu-target" not in slot.get_attribute("class")
    # A short press is a tap, as before.
    ActionChains(browser).move_to_element(row).click().perform()
    wait(browser, lambda: server.task("Tap me in the browser")["isCompleted"], timeout=5)
    assert not menu_open(browser)
    # Edit Home Screen enters jiggle mode.
    ActionChains(browser).move_to_element(
        browser.find_element(By.CSS_SELECTOR, '.widget-slot[data-instance="animated-small"] .slot-frame')
    ).context_click().perform()
    wait(browser, lambda: menu_open(browser))
    click(browser, browser.find_element(By.ID, "menu-edit-home"))
    wait(browser, lambda: "editing" in browser.find_element(By.TAG_NAME, "body").get_attribute("class"))
    assert not menu_open(browser)
    assert focused(browser, "a.id") == "edit-done"


def test_right_click_and_shift_f10_open_the_menu_and_remove_asks_first(browser, server):
    """A right-click opens the menu (Edit Widget for a configurable widget); Shift+F10 opens it from the keyboard
    and ↑ ↓ move in it; Remove Widget… asks in an alert whose Cancel keeps the widget, Remove removes it (Undo)."""
    open_page(browser, server)
    large = browser.find_element(By.CSS_SELECTOR, '.widget-slot[data-instance="configurable-large"]')
    browser.execute_script("window.taskWidgets.showSlot(arguments[0])", large)
    wait(browser, lambda: browser.execute_script(
        "const p = document.getElementById('pages'); return p.scrollLeft === p.clientWidth"), timeout=5)
    ActionChains(browser).move_to_element(large.find_element(By.CSS_SELECTOR, ".slot-frame")).context_click().perform()
    wait(browser, lambda: menu_open(browser))
    assert browser.execute_script(MENU_ITEMS) == ["Edit Widget", "Edit Home Screen", "Remove Widget…"]
    # Edit Widget opens the sheet; closing it gives focus back to the widget.
    click(browser, browser.find_element(By.ID, "menu-edit-widget"))
    wait(browser, lambda: browser.find_element(By.ID, "config-sheet").is_displayed())
    assert not menu_open(browser)
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait(browser, lambda: not browser.find_element(By.ID, "config-sheet").is_displayed())
    assert focused(browser, "!!a.closest('.widget-slot[data-instance=\"configurable-large\"]')")
    # The keyboard: Shift+F10 on the focused widget, ↑ to the last item (wrapping), Enter.
    browser.switch_to.active_element.send_keys(Keys.SHIFT, Keys.F10)
    wait(browser, lambda: menu_open(browser))
    assert focused(browser, "a.id") == "menu-edit-widget"
    browser.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    assert focused(browser, "a.id") == "menu-edit-home"
    browser.switch_to.active_element.send_keys(Keys.ARROW_UP, Keys.ARROW_UP)
    assert focused(browser, "a.id") == "menu-remove"
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    alert = browser.find_element(By.ID, "remove-alert")
    wait(browser, lambda: alert.is_displayed())
    assert alert.get_attribute("role") == "alertdialog"
    assert browser.find_element(By.ID, "remove-alert-title").text == "Remove “Custom Tasks (large)”?"
    assert focused(browser, "a.id") == "remove-alert-cancel"
    assert browser.execute_script("return document.getElementById('toolbar').inert")
    shot(browser, "remove-alert.png")
    # Cancel keeps it, and focus goes back to the widget.
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    wait(browser, lambda: not alert.is_displayed())
    assert "configurable-large" in home_order(browser)
    assert focused(browser, "!!a.closest('.widget-slot[data-instance=\"configurable-large\"]')")
    # Remove removes it; focus goes to a neighbour (not the page's body) and Undo is offered.
    browser.switch_to.active_element.send_keys(Keys.SHIFT, Keys.F10)
    wait(browser, lambda: menu_open(browser))
    click(browser, browser.find_element(By.ID, "menu-remove"))
    wait(browser, lambda: alert.is_displayed())
    click(browser, browser.find_element(By.ID, "remove-alert-confirm"))
    wait(browser, lambda: "configurable-large" not in home_order(browser), timeout=5)
    wait(browser, lambda: not browser.find_elements(By.CSS_SELECTOR, '.widget-slot[data-instance="configurable-large"]'))
    toast = browser.find_element(By.ID, "toast")
    wait(browser, lambda: toast.text.startswith("Removed Custom Tasks (large)"), timeout=5)
    assert focused(browser, "a !== document.body && !!a.closest('.widget-slot')")
    click(browser, toast.find_element(By.CSS_SELECTOR, ".toast-undo"))
    wait(browser, lambda: [s for s in home_order(browser) if s not in ("tasks-medium", "animated-small")] != [],
         timeout=8)


@pytest.mark.parametrize("window", ["roomy", "fitted"])
def test_a_widget_dragged_in_edit_mode_moves_on_its_page_and_onto_another(browser, server, window):
    """Issue 30: jiggle mode with dragging. A widget held and moved over another takes its place (the layout's
    `move`, the grid reflowing); held at the screen's edge it turns the page and can be dropped there. `fitted`:
    an iPhone 15 Pro Max in a 1440×1000 window, the phone scaled to fit it (devicefit.mjs)."""
    if window == "fitted":
        browser.set_window_size(1440, 1000)
        browser.get(server.url + "?device=iphone-15-pro-max")
        wait(browser, lambda: browser.execute_script("return !!window.taskWidgets && window.taskWidgets.settled()"))
        # The window's new size can reach the page after it loaded: the phones are fitted again then, and a drag
        # begun before would aim at where the widgets were. Wait until the fit holds still.
        fit = ("const d = document.getElementById('home-device');"
               " return [window.innerWidth, window.innerHeight, d.getBoundingClientRect().height]")
        last = [None]

        def fit_is_still():
            now = browser.execute_script(fit)
            still = now == last[0]
            last[0] = now
            return still

        wait(browser, fit_is_still)
        assert browser.execute_script(
            "const d = document.getElementById('home-device'); return d.getBoundingClientRect().width / d.offsetWidth"
        ) < 1
    else:
        open_page(browser, server)
    assert home_order(browser) == ["tasks-medium", "animated-small", "configurable-large"]
    click(browser, browser.find_element(By.ID, "edit-toggle"))
    slot = lambda instance: browser.find_element(  # noqa: E731
        By.CSS_SELECTOR, f'.widget-slot[data-instance="{instance}"]')
    page = lambda: browser.execute_script(  # noqa: E731
        "const p = document.getElementById('pages'); return Math.round(p.scrollLeft / p.clientWidth)")
    # On its page: the small widget over the medium one above it.
    start, end = center(browser, slot("animated-small")), center(browser, slot("tasks-medium"))
    actions = ActionChains(browser, duration=20).move_to_element(slot("animated-small")).click_and_hold()
    glide(actions, start, end)
    actions.perform()
    assert "lifted" in slot("animated-small").get_attribute("class")
    if window == "roomy":
        shot(browser, "jiggle-drag.png")
    ActionChains(browser).release().perform()
    wait(browser, lambda: home_order(browser) == ["animated-small", "tasks-medium", "configurable-large"], timeout=5)
    assert "lifted" not in slot("animated-small").get_attribute("class")
    # The page shows the server's order: the small widget in the first row, the medium one below it.
    assert slot("animated-small").value_of_css_property("grid-row-start") == "1"
    assert slot("tasks-medium").value_of_css_property("grid-row-start") == "3"
    # The drop opened nothing (a click in edit mode opens Edit Widget for a configurable widget).
    assert not browser.find_element(By.ID, "config-sheet").is_displayed()
    assert "editing" in browser.find_element(By.TAG_NAME, "body").get_attribute("class")
    # Onto the next page: held at the right edge, the page turns; dropped on the large widget there.
    pages = browser.find_element(By.ID, "pages")
    edge = browser.execute_script("const r = arguments[0].getBoundingClientRect(); return r.right - 8", pages)
    start = center(browser, slot("tasks-medium"))
    actions = ActionChains(browser, duration=20).move_to_element(slot("tasks-medium")).click_and_hold()
    glide(actions, start, (edge, start[1])).perform()
    # The page has turned when its scroll has come to rest: a target measured while it still slides (slowly, on a
    # loaded machine) is where the large widget was, not where it is.
    wait(browser, lambda: browser.execute_script(
        "const p = document.getElementById('pages'); return p.scrollLeft === p.clientWidth"), timeout=5)
    target = center(browser, slot("configurable-large"))
    glide(ActionChains(browser, duration=20), (edge, start[1]), target).release().perform()
    wait(browser, lambda: home_order(browser) == ["animated-small", "configurable-large", "tasks-medium"], timeout=5)
    # A press without a move is still a click: the configurable widget's Edit Widget opens.
    large = slot("configurable-large")
    browser.execute_script("window.taskWidgets.showSlot(arguments[0])", large)
    wait(browser, lambda: page() == 0, timeout=5)
    ActionChains(browser).move_to_element(large.find_element(By.CSS_SELECTOR, ".slot-frame")).click().perform()
    wait(browser, lambda: browser.find_element(By.ID, "config-sheet").is_displayed(), timeout=5)
    assert home_order(browser) == ["animated-small", "configurable-large", "tasks-medium"]


def test_in_edit_mode_every_badge_of_the_top_row_is_whole(browser, server):
    """Issue 30's small items: the top row's remove badges were cut off by the pages' edge in edit mode. Each
    badge of each widget on the first page is the element at its own centre and just inside its top edge."""
    for device in ["iphone-15-pro", "iphone-15-pro-max"]:
        browser.get(server.url + f"?device={device}")
        wait(browser, lambda: browser.execute_script("return !!window.taskWidgets && window.taskWidgets.settled()"))
        click(browser, browser.find_element(By.ID, "edit-toggle"))
        hidden = browser.execute_script("""
            const first = document.getElementById('home-grid');
            return [...first.querySelectorAll('.widget-slot .slot-remove, .widget-slot .slot-edit')]
              .filter((badge) => getComputedStyle(badge).display !== 'none')
              .filter((badge) => {
                const box = badge.getBoundingClientRect();
                const x = box.left + box.width / 2;
                return [box.top + box.height / 2, box.top + 2].some((y) => document.elementFromPoint(x, y) !== badge);
              })
              .map((badge) => badge.getAttribute('aria-label'));
        """)
        assert hidden == [], f"{device}: badges cut off: {hidden}"
