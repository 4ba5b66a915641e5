"""Low-vision fixtures: put the shared Display back to the default look after each test."""
from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def default_look():
    yield
    from desktop.lowvision import display
    d = display()
    d.setting_theme, d.zoom = "system", 100
    d.apply()
