"""The layout engine measures text as Chromium draws it (docs/layout.md).

LayoutEngineTests.textWidthsPage writes a page of text samples, each span carrying the width WidgetRuntime's
TextMeasurer (HarfBuzz on the page's font files) gives it; here Chromium lays the same page out and the two
widths are compared. Run from the package root:  python3 -m pytest Tests/browser/test_layout.py -q
"""
import os

import pytest

from chromium import chromium

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PAGE = os.path.join(ROOT, "Tests/WidgetRuntimeTests/__Snapshots__/LayoutEngineTests/text-widths.html")
# Chromium positions glyphs on a 1/64 px grid and rounds the advances of some fonts; a whole-pixel
# difference would move a line break.
TOLERANCE = 0.5


@pytest.fixture(scope="module")
def driver():
    driver = chromium(900, 1200)
    yield driver
    driver.quit()


def test_text_widths_agree_with_chromium(driver, figure):
    driver.get("file://" + PAGE)
    driver.execute_script("return document.fonts.ready")
    samples = driver.execute_script("""
        return [...document.querySelectorAll('[data-width]')].map(span => ({
            text: span.textContent, swift: parseFloat(span.dataset.width),
            browser: span.getBoundingClientRect().width}));
    """)
    assert len(samples) >= 20
    differences = {sample["text"]: round(sample["browser"] - sample["swift"], 2) for sample in samples}
    print("browser − TextMeasurer (px):", differences)
    # docs/layout.md quotes the largest difference: shown in every run's summary, `-q` included.
    largest = max(differences.items(), key=lambda item: abs(item[1]))
    figure("largest |browser − TextMeasurer| width",
           f"{abs(largest[1]):.2f} px ({largest[0]!r}; {len(samples)} samples; allowed {TOLERANCE} px)")
    off = {text: difference for text, difference in differences.items() if abs(difference) > TOLERANCE}
    assert not off, f"text measured unlike Chromium draws it: {off}"


def test_paragraphs_wrap_into_the_same_lines(driver):
    driver.get("file://" + PAGE)
    driver.execute_script("return document.fonts.ready")
    paragraphs = driver.execute_script("""
        return [...document.querySelectorAll('[data-lines]')].map(span => ({
            text: span.textContent, swift: parseInt(span.dataset.lines),
            browser: Math.round(span.getBoundingClientRect().height / parseFloat(span.dataset.lineHeight))}));
    """)
    assert len(paragraphs) >= 6
    off = {p["text"]: (p["swift"], p["browser"]) for p in paragraphs if p["swift"] != p["browser"]}
    assert not off, f"lines (TextMeasurer, Chromium) differ: {off}"


HERO = os.path.join(ROOT, "Tests/WidgetRuntimeTests/__Snapshots__/AppleAPISnapshotTests/hero.html")


def test_the_wwdc23_style_hero_widget_has_no_overlapping_or_cut_text(driver):
    """Our widget in the shape of Apple's WWDC23 sample (GeometryReader, ViewThatFits, minimumScaleFactor,
    Grid): every text sits inside its widget, whole, and apart from every other text."""
    driver.get("file://" + HERO)
    driver.execute_script("return document.fonts.ready")
    widgets = driver.execute_script("""
        const box = element => { const r = element.getBoundingClientRect();
                                 return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
        return [...document.querySelectorAll('.widget')].map(widget => ({
            frame: box(widget),
            texts: [...widget.querySelectorAll('.text')].filter(text => !text.querySelector('.text')).map(text => ({
                text: text.textContent, box: box(text),
                cut: text.scrollWidth > text.clientWidth + 1 || text.scrollHeight > text.clientHeight + 1}))}));
    """)
    assert len(widgets) == 4, "small and medium, light and dark"
    for widget in widgets:
        texts, frame = widget["texts"], widget["frame"]
        assert len(texts) >= 5
        for text in texts:
            assert not text["cut"], f"{text['text']!r} is cut"
            box = text["box"]
            assert box["left"] >= frame["left"] and box["right"] <= frame["right"] + 0.5, f"{text['text']!r} sticks out"
            assert box["top"] >= frame["top"] and box["bottom"] <= frame["bottom"] + 0.5, f"{text['text']!r} sticks out"
        for index, first in enumerate(texts):
            for second in texts[index + 1:]:
                a, b = first["box"], second["box"]
                width = min(a["right"], b["right"]) - max(a["left"], b["left"])
                height = min(a["bottom"], b["bottom"]) - max(a["top"], b["top"])
                assert width <= 0.5 or height <= 0.5, f"{first['text']!r} overlaps {second['text']!r}"


ROUNDS = os.path.join(ROOT, "Tests/WidgetRuntimeTests/__Snapshots__/AppleAPISnapshotTests/rounds.html")


def test_a_nested_column_taller_than_its_widget_overflows_whole(driver):
    """A column of rows taller than its small widget (RoundsWidget.swift), in a frame that fills the widget: as in
    SwiftUI the inner column keeps its rows' height, so the whole stack overflows the frame, centred in it, and
    no row is squeezed onto another text (docs/layout.md, "Nested stacks")."""
    driver.get("file://" + ROUNDS)
    driver.execute_script("return document.fonts.ready")
    widgets = driver.execute_script("""
        const box = element => { const r = element.getBoundingClientRect();
                                 return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
        return [...document.querySelectorAll('.widget')].map(widget => {
            const frame = widget.querySelector('.box.frame');
            return {frame: box(frame), column: box(frame.firstElementChild),
                    texts: [...widget.querySelectorAll('.text')].map(text => ({text: text.textContent, box: box(text)}))};
        });
    """)
    assert len(widgets) == 2, "light and dark"
    for widget in widgets:
        frame, column, texts = widget["frame"], widget["column"], widget["texts"]
        assert len(texts) == 8
        # Taller than the frame, and centred in it: as much above its top as below its bottom.
        assert column["bottom"] - column["top"] > frame["bottom"] - frame["top"] + 20
        assert abs((frame["top"] - column["top"]) - (column["bottom"] - frame["bottom"])) <= 0.5
        # One under another, none on another.
        for first, second in zip(texts, texts[1:]):
            assert second["box"]["top"] >= first["box"]["bottom"] - 0.5, f"{second['text']!r} overlaps {first['text']!r}"
