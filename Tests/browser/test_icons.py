"""App icons in jiggle mode (issue 30), over the real `tasks serve`: an icon dragged on its page, across pages and
into and out of the dock (which holds four), the order kept by the server (a reload shows it), the ‹ › buttons as
the keyboard's way; axe finds nothing in jiggle mode. And the phone fits the window (devicefit.mjs): in a 1440×1000
window the iPhone 15 Pro Max and 15 Pro are scaled so that their dock is on screen, and drags still land where the
pointer is. Screenshot: icon-drag.png in $SCREENSHOTS_DIR, else a temporary directory.
Run from the package root:  python3 -m pytest Tests/browser/test_icons.py -q
"""
import os

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_accessibility import serious_violations
from test_editing import center, glide, home_order
from test_home import SHOTS, browser, click, wait  # noqa: F401  (browser is a fixture)
from test_serve import ServeServer

STANDARD_GRID = ["tasks", "calendar", "photos", "weather", "mail", "notes", "clock", "settings", "maps", "camera",
                 "appstore", "podcasts"]
STANDARD_DOCK = ["phone", "safari", "messages", "music"]


@pytest.fixture()
def server():
    """A new `tasks serve` per test: each changes the layout."""
    server = ServeServer()
    yield server
    server.stop()


def open_page(browser, server, query=""):
    browser.get(server.url + query)
    wait(browser, lambda: browser.execute_script("return !!window.taskWidgets && window.taskWidgets.settled()"))


def fitted(browser, server, device):
    """The page in a 1440×1000 window (a laptop's browser), the phone scaled to fit it."""
    browser.set_window_size(1440, 1000)
    open_page(browser, server, f"?device={device}")
    scale = browser.execute_script(
        "const d = document.getElementById('home-device'); return d.getBoundingClientRect().width / d.offsetWidth")
    return scale


def icons(browser):
    """Where the page shows the icons: [[page, app], …] in reading order (the order of their cells, which the
    page's grid gives in this order: not their boxes, which may be sliding), and the dock's apps."""
    return browser.execute_script("""
        const pages = [...document.querySelectorAll('#pages .page')];
        const cell = (icon) => [parseInt(getComputedStyle(icon).gridRowStart), parseInt(getComputedStyle(icon).gridColumnStart)];
        const grid = pages.flatMap((page, index) => [...page.querySelectorAll('.app-icon')]
          .map((icon) => ({ icon, index, cell: cell(icon) })))
          .sort((a, b) => a.index - b.index || a.cell[0] - b.cell[0] || a.cell[1] - b.cell[1])
          .map(({ icon, index }) => [index, icon.dataset.app]);
        return [grid, [...document.querySelectorAll('#dock .app-icon')].map((icon) => icon.dataset.app)];
    """)


def grid_apps(browser):
    return [app for _, app in icons(browser)[0]]


def icon(browser, app):
    return browser.find_element(By.CSS_SELECTOR, f'.app-icon[data-app="{app}"]')


def icon_center(browser, app):
    return browser.execute_script(
        "const r = arguments[0].querySelector('.squircle').getBoundingClientRect();"
        "return [r.left + r.width / 2, r.top + r.height / 2]", icon(browser, app))


def page_in_view(browser):
    return browser.execute_script(
        "const p = document.getElementById('pages'); return Math.round(p.scrollLeft / p.clientWidth)")


def drag(browser, app, end, release=True):
    """Holds `app`'s icon, glides to `end` (viewport points), rests there until the icons settle, lets go."""
    start = icon_center(browser, app)
    actions = ActionChains(browser, duration=20).move_to_element(icon(browser, app).find_element(
        By.CSS_SELECTOR, ".squircle")).click_and_hold()
    glide(actions, start, end).perform()
    wait(browser, lambda: "lifted" in icon(browser, app).get_attribute("class"))
    if release:
        ActionChains(browser).release().perform()
        wait(browser, lambda: "lifted" not in icon(browser, app).get_attribute("class"))
        wait(browser, lambda: browser.execute_script("return window.taskWidgets.settled()"))


def saved(browser, server, grid, dock):
    """The page, reloaded, shows this order: the server kept it."""
    browser.refresh()
    wait(browser, lambda: browser.execute_script("return !!window.taskWidgets && window.taskWidgets.settled()"))
    return grid_apps(browser) == grid and icons(browser)[1] == dock


@pytest.mark.parametrize("window", ["roomy", "fitted"])
def test_an_icon_dragged_on_its_page_takes_the_others_place_and_the_order_survives_a_reload(browser, server, window):
    if window == "fitted":
        assert fitted(browser, server, "iphone-15-pro-max") < 1
    else:
        open_page(browser, server)
    assert grid_apps(browser) == STANDARD_GRID and icons(browser)[1] == STANDARD_DOCK
    click(browser, browser.find_element(By.ID, "edit-toggle"))
    # Tasks, held over Mail (a row down), takes Mail's cell; the icons between shift one cell back.
    drag(browser, "tasks", icon_center(browser, "mail"), release=False)
    wait(browser, lambda: grid_apps(browser)[:5] == ["calendar", "photos", "weather", "mail", "tasks"])
    if window == "roomy":
        os.makedirs(SHOTS, exist_ok=True)
        browser.find_element(By.ID, "home-device").screenshot(os.path.join(SHOTS, "icon-drag.png"))
    ActionChains(browser).release().perform()
    wait(browser, lambda: "lifted" not in icon(browser, "tasks").get_attribute("class"))
    expected = ["calendar", "photos", "weather", "mail", "tasks"] + STANDARD_GRID[5:]
    assert grid_apps(browser) == expected
    # The drop opened nothing, and edit mode goes on.
    assert "editing" in browser.find_element(By.TAG_NAME, "body").get_attribute("class")
    wait(browser, lambda: saved(browser, server, expected, STANDARD_DOCK))


@pytest.mark.parametrize("window", ["roomy", "fitted"])
def test_an_icon_goes_into_the_dock_while_it_has_room_and_back_out(browser, server, window):
    if window == "fitted":
        assert fitted(browser, server, "iphone-15-pro-max") < 1
    else:
        open_page(browser, server)
    click(browser, browser.find_element(By.ID, "edit-toggle"))
    # The dock is full: Weather held over it stays on the page (where it rested on its way, if anywhere).
    drag(browser, "weather", icon_center(browser, "safari"))
    assert icons(browser)[1] == STANDARD_DOCK and sorted(grid_apps(browser)) == sorted(STANDARD_GRID)
    before = grid_apps(browser)
    # Music out of the dock, onto the free space after the page's last icon: it goes last on the page.
    last = icon_center(browser, before[-1])
    drag(browser, "music", (last[0], last[1] + 100))
    wait(browser, lambda: icons(browser)[1] == ["phone", "safari", "messages"])
    assert grid_apps(browser) == before + ["music"]
    # Weather into the dock, between Phone and Safari.
    phone, safari = icon_center(browser, "phone"), icon_center(browser, "safari")
    drag(browser, "weather", ((phone[0] + safari[0]) / 2, phone[1]))
    wait(browser, lambda: icons(browser)[1] == ["phone", "weather", "safari", "messages"])
    grid = [app for app in before if app != "weather"] + ["music"]
    assert grid_apps(browser) == grid
    # A dock icon has no caption; it is an image named for readers. A page icon has its caption again.
    assert browser.execute_script("""
        const docked = document.querySelector('#dock [data-app="weather"] .squircle');
        const paged = document.querySelector('#pages [data-app="music"] .squircle');
        return docked.getAttribute('role') === 'img' && !!docked.getAttribute('aria-label')
          && paged.getAttribute('aria-hidden') === 'true'
          && getComputedStyle(document.querySelector('#pages [data-app="music"] .app-label')).display !== 'none'
          && getComputedStyle(document.querySelector('#dock [data-app="weather"] .app-label')).display === 'none'""")
    wait(browser, lambda: saved(browser, server, grid, ["phone", "weather", "safari", "messages"]))


def test_an_icon_held_at_the_edge_turns_the_page_and_is_dropped_on_the_next(browser, server):
    open_page(browser, server)
    click(browser, browser.find_element(By.ID, "edit-toggle"))
    # The standard layout has a second page (the large widget's); it has no icons yet.
    assert browser.execute_script("return document.querySelectorAll('#pages .page').length") == 2
    pages = browser.find_element(By.ID, "pages")
    box = browser.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.right, r.bottom]", pages)
    start = icon_center(browser, "clock")
    actions = ActionChains(browser, duration=20).move_to_element(
        icon(browser, "clock").find_element(By.CSS_SELECTOR, ".squircle")).click_and_hold()
    glide(actions, start, (box[0] - 8, start[1])).perform()
    wait(browser, lambda: page_in_view(browser) == 1, timeout=5)
    # Below the large widget, on that page's free space.
    glide(ActionChains(browser, duration=20), (box[0] - 8, start[1]), (box[0] - 120, box[1] - 40)).release().perform()
    wait(browser, lambda: [1, "clock"] in icons(browser)[0])
    assert browser.execute_script(
        "return document.querySelector('[data-app=\"clock\"]').closest('.page') === document.querySelectorAll('#pages .page')[1]")
    grid = [app for app in STANDARD_GRID if app != "clock"] + ["clock"]
    assert grid_apps(browser) == grid
    wait(browser, lambda: saved(browser, server, grid, STANDARD_DOCK))
    assert browser.execute_script(
        "return document.querySelector('[data-app=\"clock\"]').closest('.page') === document.querySelectorAll('#pages .page')[1]")
    # Widgets dragged still move icons out of their way, and keep their order.
    assert home_order(browser) == ["tasks-medium", "animated-small", "configurable-large"]


def test_the_keyboard_moves_an_icon_with_its_buttons_through_the_page_and_into_the_dock(browser, server):
    open_page(browser, server)
    click(browser, browser.find_element(By.ID, "edit-toggle"))
    right = icon(browser, "tasks").find_element(By.CSS_SELECTOR, ".icon-right")
    assert right.get_attribute("aria-label") == "Move app Tasks right"
    right.send_keys(Keys.ENTER)
    wait(browser, lambda: grid_apps(browser)[:2] == ["calendar", "tasks"])
    assert browser.execute_script("return document.activeElement.matches('[data-app=\"tasks\"] .icon-right')")
    # Music, first… last in the dock, steps left out of it onto the last page.
    left = icon(browser, "phone").find_element(By.CSS_SELECTOR, ".icon-left")
    browser.execute_script("arguments[0].focus()", left)
    left.send_keys(Keys.ENTER)
    wait(browser, lambda: icons(browser)[1] == ["safari", "messages", "music"])
    assert "phone" in grid_apps(browser)
    grid = grid_apps(browser)
    wait(browser, lambda: saved(browser, server, grid, ["safari", "messages", "music"]))


def test_an_icon_moved_on_one_page_moves_on_another_open_page_without_a_reload(browser, server):
    """Two windows on one server: icons moved in one (by keyboard, by a drag into the dock) move in the other, as
    a widget's move does, through the change feed."""
    open_page(browser, server)
    first = browser.current_window_handle
    browser.switch_to.new_window("window")
    second = browser.current_window_handle
    try:
        open_page(browser, server)
        browser.execute_script("window.__noReload = 'still here'")
        assert grid_apps(browser) == STANDARD_GRID
        browser.switch_to.window(first)
        click(browser, browser.find_element(By.ID, "edit-toggle"))
        right = icon(browser, "tasks").find_element(By.CSS_SELECTOR, ".icon-right")
        browser.execute_script("arguments[0].focus()", right)
        right.send_keys(Keys.ENTER)
        wait(browser, lambda: grid_apps(browser)[:2] == ["calendar", "tasks"])
        wait(browser, lambda: browser.execute_script("return window.taskWidgets.settled()"))
        browser.switch_to.window(second)
        wait(browser, lambda: grid_apps(browser)[:2] == ["calendar", "tasks"])
        # Out of the dock, in the first window: the second's dock follows too.
        browser.switch_to.window(first)
        left = icon(browser, "phone").find_element(By.CSS_SELECTOR, ".icon-left")
        browser.execute_script("arguments[0].focus()", left)
        left.send_keys(Keys.ENTER)
        wait(browser, lambda: icons(browser)[1] == ["safari", "messages", "music"])
        expected = icons(browser)
        browser.switch_to.window(second)
        wait(browser, lambda: icons(browser) == expected)
        assert browser.execute_script("return window.__noReload") == "still here"
        # The docked icon left in the second window is captioned again, as the first shows it.
        assert browser.execute_script(
            "return document.querySelector('#pages [data-app=\"phone\"] .squircle').getAttribute('aria-hidden')") \
            == "true"
    finally:
        browser.switch_to.window(second)
        browser.close()
        browser.switch_to.window(first)


@pytest.mark.parametrize("appearance", ["default", "dark"])
def test_jiggle_mode_with_icon_buttons_has_no_axe_violations(browser, server, appearance):
    open_page(browser, server, f"?appearance={appearance}")
    click(browser, browser.find_element(By.ID, "edit-toggle"))
    assert serious_violations(browser, "#home-screen") == []
    # axe's other impacts too, in the icons and the dock.
    everything = browser.execute_async_script("""
        const done = arguments[0];
        axe.run(document.querySelector('#home-screen'), {resultTypes: ['violations']})
          .then((result) => done(result.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', '))))
          .catch((error) => done([String(error)]));""")
    assert everything == []


@pytest.mark.parametrize("device", ["iphone-15-pro-max", "iphone-15-pro"])
def test_in_a_1440_by_1000_window_the_whole_phone_and_its_dock_are_on_screen(browser, server, device):
    scale = fitted(browser, server, device)
    box = browser.execute_script("""
        const dock = document.getElementById('dock').getBoundingClientRect();
        const phone = document.getElementById('home-device').getBoundingClientRect();
        return { dock: [dock.top, dock.bottom], phone: [phone.top, phone.bottom], height: innerHeight,
                 scrollable: document.documentElement.scrollHeight > innerHeight };""")
    assert box["dock"][1] <= box["height"], f"{device} at {scale}: the dock ends at {box['dock'][1]} of {box['height']}"
    assert box["phone"][1] <= box["height"], box
    # The dock's icons are what is at their own centres (nothing covers them).
    assert browser.execute_script("""
        return [...document.querySelectorAll('#dock .app-icon .squircle')].every((image) => {
          const r = image.getBoundingClientRect();
          return image.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)); })""")
