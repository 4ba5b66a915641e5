"""Test-wide settings, applied at import so that plain `pytest` behaves like `make test`.

Qt renders offscreen (no display needed; set QT_QPA_PLATFORM=xcb to watch), and the
app knows it runs under test (TABLEE_TEST=1). Layer-specific fixtures live in the
conftest.py files of tests/engine/, tests/desktop/, tests/a11y/...
"""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TABLEE_TEST"] = "1"
