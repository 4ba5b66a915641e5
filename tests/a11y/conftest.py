"""tests/a11y: what a screen reader receives (AT-SPI) and says (Orca), on Xvfb.

Every test here is marked `a11y` and skipped, with the reason, when the Debian
packages are missing (CI's `make setup` installs them). Probe runs are slow
(10-25 s each): each scenario runs once per module and several tests read its
report.
"""
import re
from pathlib import Path

import pytest

from tests.a11y import probe

HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(config, items):
    for item in items:
        if HERE in Path(str(item.fspath)).resolve().parents:
            item.add_marker(pytest.mark.a11y)


@pytest.fixture(scope="session")
def atspi_available():
    reason = probe.missing_for_atspi()
    if reason:
        pytest.skip(reason)


@pytest.fixture(scope="session")
def orca_available():
    reason = probe.missing_for_orca()
    if reason:
        pytest.skip(reason)


@pytest.fixture(scope="session")
def live_available():
    """A kept-running Orca session (tests/a11y/orca_live.py) can start here."""
    from tests.a11y import orca_live
    reason = orca_live.missing()
    if reason:
        pytest.skip(reason)


REPORT_LINES = re.compile(r"SPEECH OUTPUT|Queueing|Dequeued|window:activate|locusOfFocus|FLOOD|[Pp]run|ERROR")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A real-Orca test that fails shows the end of Orca's debug log and of the app's log
    in its report: their folders go with the session, and a failure seen only in CI
    (Orca said nothing for 26 s, once) could not be told apart: Orca busy, or the app."""
    outcome = yield
    report = outcome.get_result()
    if report.when != "call" or not report.failed:
        return
    from tests.a11y.orca_live import OrcaLive
    for value in getattr(item, "funcargs", {}).values():
        if isinstance(value, OrcaLive):
            debug = [line for line in value._debug().splitlines() if REPORT_LINES.search(line)]
            report.sections.append(("Orca's debug log, last lines", "\n".join(debug[-60:])))
            report.sections.append(("the app's log, last lines", "\n".join(value.app_log().splitlines()[-20:])))
