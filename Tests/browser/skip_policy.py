"""Skips are seen, and under CI they fail the run unless the test says why it may not run there.

A skipped test is a test nobody ran: locally its reason is printed (scripts/test runs pytest with -rs); under
CI=true a skip fails the test, unless the test carries `@pytest.mark.may_skip(reason=...)` naming what the
machine lacks. Loaded by conftest.py; tested by test_skip_policy.py, which runs pytest on a generated file.
"""
import os

import pytest

MARKER = "may_skip"


def under_ci():
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def pytest_configure(config):
    config.addinivalue_line(
        "markers", f"{MARKER}(reason): the test may be skipped under CI=true, for the reason given (what the "
                   "machine lacks)")


def allowed_reason(item):
    """The reason the test gives for being skipped under CI, if it gives one."""
    marker = item.get_closest_marker(MARKER)
    if marker is None:
        return None
    reason = marker.kwargs.get("reason") or (marker.args[0] if marker.args else "")
    return reason.strip() or None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if not report.skipped or hasattr(report, "wasxfail") or not under_ci():
        return
    if allowed_reason(item) is not None:
        return
    skipped = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
    skipped = skipped.removeprefix("Skipped: ")
    report.outcome = "failed"
    report.longrepr = (f"skipped under CI=true ({skipped}); a test that may not run on CI says why with "
                       f"@pytest.mark.{MARKER}(reason=...)")
