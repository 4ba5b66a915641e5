"""Low vision: themes, zoom, focus ring, the tactile code's legend and the user's code.

    from desktop.lowvision import display
    display().card_palette(); display().scale(96); display().code; display().changed
"""
from .display import ZOOM_MAX, ZOOM_MIN, ZOOM_STEPS, Display, display, next_zoom, system_theme

__all__ = ["Display", "ZOOM_MAX", "ZOOM_MIN", "ZOOM_STEPS", "display", "next_zoom", "system_theme"]
