"""The live preview canvas in Chromium: `swift run MyWidgetsPreviews --serve` redraws after a source edit.

Starts the command README's "Run your own widget on Linux" documents in Examples/MyWidgets, opens the page, then
edits the package as a developer would: a new file with a syntax error (the page shows the compiler's error over
the last good previews), then the same file fixed with a new `#Preview` (the program is rebuilt, the page reloads
by itself, keeps its scroll position and shows the new preview). The file is removed afterwards. Run from the
package root: python3 -m pytest Tests/browser/test_preview_serve.py -q
"""
import glob
import os
import re
import signal
import subprocess
import tempfile
import threading
import uuid

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from chromium import chromium

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FIXTURE = os.path.join(ROOT, "Examples", "MyWidgets")
PROBES = os.path.join(FIXTURE, "Sources", "MyWidgets", "ServeProbe*.swift")
# A rebuild compiles one module and links; generous for a loaded machine, never a timing assertion.
REBUILD = 900


def remove_probes():
    for leftover in glob.glob(PROBES):
        os.remove(leftover)


@pytest.fixture()
def canvas():
    """The `--serve` process (its own process group, so a rebuild it runs stops with it) and its address."""
    remove_probes()
    process = subprocess.Popen(["swift", "run", "MyWidgetsPreviews", "--serve", "--port", "0"], cwd=FIXTURE,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               start_new_session=True)
    lines = []
    found = threading.Event()
    address = []

    def read():
        for line in process.stdout:
            lines.append(line)
            match = re.search(r" at (http://127\.0\.0\.1:\d+/) ", line)
            if match and not address:
                address.append(match.group(1))
                found.set()
        found.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        assert found.wait(timeout=3600) and address, "".join(lines)[-3000:]
        yield address[0], lines
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=60)
        remove_probes()


@pytest.fixture()
def driver():
    driver = chromium(1400, 700, browser_log=True)
    yield driver
    driver.quit()


def preview_names(driver):
    return driver.execute_script("return [...document.querySelectorAll('section.preview h2')].map(h => h.textContent)")


def banner(driver):
    """The live banner's state (null when hidden) and its compiler output."""
    return driver.execute_script("""
        const banner = document.getElementById('live-status');
        if (!banner || banner.hidden) return null;
        return [banner.querySelector('strong')?.textContent ?? '', banner.querySelector('pre')?.textContent ?? ''];
    """)


def test_the_canvas_redraws_after_a_source_edit(canvas, driver):
    address, lines = canvas
    driver.get(address)
    names = preview_names(driver)
    assert len(names) == 5 and "Serve probe" not in names
    assert banner(driver) is None
    # The page's inline scripts run under its nonce policy: the browser refused none of them.
    refused = [entry["message"] for entry in driver.get_log("browser") if "Content Security Policy" in entry["message"]]
    assert not refused, refused
    screenshots = tempfile.mkdtemp(prefix="preview-serve-")

    # A broken edit: the page keeps the last good previews and shows the compiler's error.
    probe = os.path.join(FIXTURE, "Sources", "MyWidgets", "ServeProbe.swift")
    with open(probe, "w") as file:
        file.write('import SwiftUI\n\n#Preview("Serve probe") { Text("never drawn" }\n')
    WebDriverWait(driver, REBUILD, poll_frequency=0.5).until(
        lambda d: (banner(d) or [""])[0].startswith("Build failed"), message="".join(lines)[-3000:])
    title, log = banner(driver)
    # The compiler's first located error leads, not the build's progress lines.
    assert "ServeProbe.swift:3:" in log.splitlines()[0] and ": error:" in log.splitlines()[0], log[:500]
    assert len(preview_names(driver)) == 5
    driver.save_screenshot(os.path.join(screenshots, "failed.png"))

    # The fix, with a new preview: the program is rebuilt and the page reloads by itself, where it was scrolled to.
    driver.execute_script("window.scrollTo(0, 400)")
    scrolled = driver.execute_script("return window.scrollY")
    assert scrolled > 0
    word = "probe-" + uuid.uuid4().hex[:8]
    with open(probe, "w") as file:
        file.write(f'import SwiftUI\n\n#Preview("Serve probe") {{ Text("{word}") }}\n')
    WebDriverWait(driver, REBUILD, poll_frequency=0.5).until(
        lambda d: "Serve probe" in preview_names(d), message="".join(lines)[-3000:])
    assert banner(driver) is None
    assert word in driver.find_element(By.TAG_NAME, "main").text
    assert driver.execute_script("return window.scrollY") == scrolled
    driver.save_screenshot(os.path.join(screenshots, "rebuilt.png"))
    output = "".join(lines)
    assert "The build failed" in output and "Rebuilt in" in output
    print(f"screenshots: {screenshots}")
