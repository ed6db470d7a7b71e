"""The skip policy (skip_policy.py): pytest run in a subprocess on a generated test file.

Run from the package root:  python3 -m pytest Tests/browser/test_skip_policy.py -q
"""
import os
import subprocess
import sys
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))

TESTS = textwrap.dedent('''
    import pytest

    def test_runs():
        pass

    def test_skips_without_saying_why_it_may():
        pytest.skip("no frobnicator here")

    @pytest.fixture()
    def lacking():
        pytest.skip("no frobnicator in the fixture")

    def test_skips_in_a_fixture(lacking):
        pass

    @pytest.mark.skipif(True, reason="a skipif marker")
    def test_skipped_by_a_marker():
        pass

    @pytest.mark.may_skip(reason="needs a frobnicator, which CI machines lack")
    def test_may_skip():
        pytest.skip("no frobnicator here")

    @pytest.mark.xfail(reason="a known failure")
    def test_expected_to_fail():
        assert False
''')


def run_pytest(tmp_path, ci):
    (tmp_path / "test_generated.py").write_text(TESTS)
    environment = {key: value for key, value in os.environ.items() if key != "CI"}
    if ci is not None:
        environment["CI"] = ci
    environment["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"  # only the policy, and a faster start
    environment["PYTHONPATH"] = os.pathsep.join(filter(None, [HERE, environment.get("PYTHONPATH")]))
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "skip_policy", "-p", "no:cacheprovider", "-rsfE", "-q",
         str(tmp_path / "test_generated.py")],
        cwd=tmp_path, env=environment, capture_output=True, text=True, timeout=120)
    return result.returncode, result.stdout + result.stderr


def test_a_skip_fails_the_run_under_ci(tmp_path):
    status, output = run_pytest(tmp_path, "true")
    assert status == 1, output
    # A skip in the test fails it; one in its setup (a fixture, a skipif marker) is an error of the test.
    assert "1 failed, 1 passed, 1 skipped, 1 xfailed, 2 errors" in output, output
    assert "FAILED test_generated.py::test_skips_without_saying_why_it_may" in output, output
    for name in ("test_skips_in_a_fixture", "test_skipped_by_a_marker"):
        assert f"ERROR test_generated.py::{name}" in output, output
    assert "skipped under CI=true (no frobnicator here)" in output, output
    assert "@pytest.mark.may_skip(reason=...)" in output, output
    # The test that says why it may not run on CI is skipped, and its reason shown.
    assert "SKIPPED [1] test_generated.py" in output and "no frobnicator here" in output, output


def test_skips_are_shown_but_pass_outside_ci(tmp_path):
    for ci in (None, "false"):
        status, output = run_pytest(tmp_path, ci)
        assert status == 0, output
        assert "1 passed, 4 skipped, 1 xfailed" in output, output
        assert "no frobnicator in the fixture" in output and "a skipif marker" in output, output
