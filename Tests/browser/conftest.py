"""Shared pytest configuration of the browser tests: the skip policy (skip_policy.py), and the figures tests
report (measured values a document quotes), printed at the end of every run, `-q` included."""
import pytest

pytest_plugins = ["skip_policy"]

FIGURES = pytest.StashKey[list]()


def pytest_configure(config):
    config.stash[FIGURES] = []


@pytest.fixture()
def figure(request):
    """`figure(name, text)`: a measured value to show in the run's summary."""
    figures = request.config.stash[FIGURES]
    return lambda name, text: figures.append((request.node.nodeid, name, text))


def pytest_terminal_summary(terminalreporter, config):
    figures = config.stash.get(FIGURES, [])
    if not figures:
        return
    terminalreporter.section("figures")
    for nodeid, name, text in figures:
        terminalreporter.write_line(f"{nodeid}: {name}: {text}")
