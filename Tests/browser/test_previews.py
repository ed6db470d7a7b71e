"""The preview canvas (WidgetPreviews) in Chromium: the fixture package's previews, as a developer sees them.

Runs `swift run MyWidgetsPreviews --output …` in Examples/MyWidgets (the command README's "Run your own widget
on Linux" documents), opens the page and checks what Xcode's canvas shows: every preview with its family, light
and dark and the switch between them, a widget preview's timeline entries one at a time with a scrubber that
plays them in order, and widgets whose content stays inside them. Run from the package root:
python3 -m pytest Tests/browser/test_previews.py -q
"""
import os
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from chromium import chromium

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FIXTURE = os.path.join(ROOT, "Examples", "MyWidgets")
SCREENSHOT = os.path.join(ROOT, "docs", "previews", "canvas.png")


@pytest.fixture(scope="module")
def page():
    directory = tempfile.mkdtemp(prefix="previews-")
    path = os.path.join(directory, "index.html")
    result = subprocess.run(["swift", "run", "MyWidgetsPreviews", "--output", path], cwd=FIXTURE,
                            capture_output=True, text=True, timeout=3600)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "5 previews: file://" in result.stdout
    return path


@pytest.fixture(scope="module")
def driver(page):
    driver = chromium(1400, 1000)
    driver.get("file://" + page)
    driver.execute_script("return document.fonts.ready")
    yield driver
    driver.quit()


def sections(driver):
    return driver.find_elements(By.CSS_SELECTOR, "section.preview")


def shown(element):
    return element.is_displayed()


def test_every_preview_is_on_the_page_with_its_family(driver):
    names = [section.find_element(By.TAG_NAME, "h2").text for section in sections(driver)]
    assert names == ["MyWidgets/ReadingWidget+Previews.swift:5", "Configured", "Ring", "Medium, dark",
                     "Reminder switch"]
    families = [section.get_attribute("data-family") for section in sections(driver)]
    assert families == ["systemSmall", "systemMedium", None, "systemMedium", "systemMedium"]
    sizes = driver.execute_script("""
        return [...document.querySelectorAll('section.preview .scheme.light > .widget')].map(widget => {
            const box = widget.getBoundingClientRect(); return [widget.dataset.family || 'canvas', box.width, box.height]; });
    """)
    assert ["systemSmall", 158, 158] in sizes and ["systemMedium", 338, 158] in sizes


def test_light_dark_and_both(driver):
    first = sections(driver)[0]
    light = first.find_element(By.CSS_SELECTOR, ".entry .scheme.light")
    dark = first.find_element(By.CSS_SELECTOR, ".entry .scheme.dark")
    assert shown(light) and shown(dark)
    assert "dark" in dark.find_element(By.CSS_SELECTOR, ".widget").get_attribute("class")
    driver.find_element(By.CSS_SELECTOR, "input[name=scheme][value=dark]").click()
    assert not shown(light) and shown(dark)
    driver.find_element(By.CSS_SELECTOR, "input[name=scheme][value=light]").click()
    assert shown(light) and not shown(dark)
    driver.find_element(By.CSS_SELECTOR, "input[name=scheme][value=both]").click()
    assert shown(light) and shown(dark)
    # A preview that asks for dark draws dark in both panels, as Xcode does.
    medium_dark = sections(driver)[3]
    widgets = medium_dark.find_elements(By.CSS_SELECTOR, ".widget")
    assert widgets and all("dark" in widget.get_attribute("class").split() for widget in widgets)


def visible_entry(section):
    entries = section.find_elements(By.CSS_SELECTOR, "figure.entry")
    visible = [index for index, entry in enumerate(entries) if entry.is_displayed()]
    assert len(visible) == 1, f"entries shown: {visible}"
    return visible[0]


def test_scrubber_steps_through_the_timeline(driver):
    timeline = sections(driver)[0]
    output = timeline.find_element(By.CSS_SELECTOR, ".scrubber output")
    assert visible_entry(timeline) == 0 and output.text == "Entry 1 of 3"
    ring_texts = lambda: timeline.find_element(By.CSS_SELECTOR, "figure.entry:not([hidden]) .scheme.light").text
    assert "0%" in ring_texts()
    timeline.find_element(By.CSS_SELECTOR, "[data-step='1']").click()
    assert visible_entry(timeline) == 1 and output.text == "Entry 2 of 3" and "60%" in ring_texts()
    timeline.find_element(By.CSS_SELECTOR, "[data-step='-1']").click()
    assert visible_entry(timeline) == 0
    slider = timeline.find_element(By.CSS_SELECTOR, "input[type=range]")
    driver.execute_script("arguments[0].value = 2; arguments[0].dispatchEvent(new Event('input'))", slider)
    assert visible_entry(timeline) == 2 and output.text == "Entry 3 of 3" and "100%" in ring_texts()


def test_play_shows_the_entries_in_order_and_stops(driver):
    timeline = sections(driver)[1]  # the provider's timeline: 0, 8 and 20 pages of 20
    assert timeline.get_attribute("data-entries") == "3"
    # Every entry shown is recorded by the page as it happens, so a slow machine cannot make the test miss one.
    driver.execute_script("""
        const section = arguments[0];
        window.shownEntries = [];
        new MutationObserver(() => window.shownEntries.push(Number(section.dataset.shown)))
            .observe(section, {attributes: true, attributeFilter: ['data-shown']});
    """, timeline)
    timeline.find_element(By.CSS_SELECTOR, ".scrubber .play").click()
    WebDriverWait(driver, 10).until(
        lambda _: timeline.find_element(By.CSS_SELECTOR, ".scrubber .play").text == "Play")
    shown = driver.execute_script("return window.shownEntries")
    seen = [index for position, index in enumerate(shown) if position == 0 or shown[position - 1] != index]
    assert seen == [0, 1, 2]
    assert timeline.find_element(By.CSS_SELECTOR, ".scrubber .play").text == "Play"


def test_widget_content_stays_inside_and_links_are_not_nested_in_controls(driver):
    problems = driver.execute_script("""
        const problems = [];
        for (const widget of document.querySelectorAll('figure.entry:not([hidden]) .widget')) {
            const frame = widget.getBoundingClientRect();
            for (const part of widget.querySelectorAll('.switch, .text, .symbol')) {
                const box = part.getBoundingClientRect();
                if (box.width === 0) continue;
                if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5 ||
                    box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5)
                    problems.push(part.className + ' ' + part.textContent + ' sticks out');
            }
            if (widget.querySelector('button a, a a, button button')) problems.push('a link or button inside a button');
        }
        return problems;
    """)
    assert problems == []
    reminder = sections(driver)[4]
    assert reminder.find_elements(By.CSS_SELECTOR, ".switch"), "the reminder preview draws its switch"
    # The label's words wrap whole, as SwiftUI wraps them: neither text is broken inside a word.
    heights = driver.execute_script("""
        return [...arguments[0].querySelectorAll('figure.entry .scheme.light .toggle .text')].map(text =>
            Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight)));
    """, reminder)
    assert heights == [1, 1], f"lines of the label's texts: {heights}"


def test_screenshot(driver):
    driver.find_element(By.CSS_SELECTOR, "input[name=scheme][value=both]").click()
    driver.set_window_size(1400, 1300)
    os.makedirs(os.path.dirname(SCREENSHOT), exist_ok=True)
    assert driver.save_screenshot(SCREENSHOT)
    assert os.path.getsize(SCREENSHOT) > 20000
