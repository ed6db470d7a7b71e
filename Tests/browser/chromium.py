"""Headless Chromium for the browser tests and benchmarks: Debian's chromium and chromedriver, one pixel a CSS
pixel (screenshots and measured widths compare across machines), no sandbox (CI runs as root)."""
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def chromium(width, height, hide_scrollbars=False, browser_log=False):
    """A new driver with a window of `width` × `height`; `browser_log` keeps the console for `get_log`."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--force-device-scale-factor=1", f"--window-size={width},{height}"]
    if hide_scrollbars:
        arguments.append("--hide-scrollbars")
    for argument in arguments:
        options.add_argument(argument)
    if browser_log:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
