"""Network tests stay on loopback: multicast DNS too. No test leaves a host or client
process running, even when it fails (tests/net/loopback.py SPAWNED)."""
import os

import pytest

os.environ["TABLEE_MDNS_INTERFACES"] = "127.0.0.1"


@pytest.fixture(autouse=True)
def _no_process_left():
    yield
    from tests.net.loopback import end_spawned
    end_spawned()
