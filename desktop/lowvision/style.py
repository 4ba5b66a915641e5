"""A theme and a zoom turned into Qt terms: a QPalette, a font size, a stylesheet.

The stylesheet's only job is the focus ring: Fusion draws none after setFocus()
from code and a 1 px frame after Tab (PLATFORM.md). Every focusable standard
control gets a 1 px frame plus a margin when unfocused and a ring of `ring_width`
px (3 px at 100 %, more when zoomed) in the theme's focus colour when focused;
frame + margin = ring, so focus never moves the layout. Spin boxes and custom
focusable widgets get their ring from the overlay in focusring.py.
"""
from __future__ import annotations

from desktop.qt import QtGui

from .themes import Theme

Role = QtGui.QPalette.ColorRole
Group = QtGui.QPalette.ColorGroup

#: Focusable standard controls that get the ring from the stylesheet.
#: (Spin boxes keep Fusion's frame and arrows: desktop/lowvision/focusring.py rings them.)
FRAMED = ("QPushButton", "QToolButton", "QAbstractItemView", "QTextEdit", "QPlainTextEdit",
          "QLineEdit", "QComboBox", "QKeySequenceEdit")
BOXED = ("QCheckBox", "QRadioButton")


def ring_width(zoom: int) -> int:
    """3 px at 100 %, 4 px from 200 %, 5 px at 300 %."""
    return 3 + max(0, zoom - 100) // 100


def palette(theme: Theme) -> QtGui.QPalette:
    c = QtGui.QColor
    pal = QtGui.QPalette()
    roles = {
        Role.Window: theme.window, Role.WindowText: theme.window_text, Role.Base: theme.base,
        Role.AlternateBase: theme.alt_base, Role.Text: theme.text, Role.Button: theme.button,
        Role.ButtonText: theme.button_text, Role.Highlight: theme.highlight,
        Role.HighlightedText: theme.highlighted_text, Role.ToolTipBase: theme.tooltip_base,
        Role.ToolTipText: theme.tooltip_text, Role.PlaceholderText: theme.placeholder,
        Role.Link: theme.link, Role.LinkVisited: theme.link, Role.BrightText: theme.focus,
    }
    for role, colour in roles.items():
        pal.setColor(role, c(colour))
    button = c(theme.button)
    dark = theme.name != "light"
    pal.setColor(Role.Light, button.lighter(160) if not dark else button.lighter(130))
    pal.setColor(Role.Midlight, button.lighter(120))
    pal.setColor(Role.Mid, c(theme.border))
    pal.setColor(Role.Dark, c(theme.border))
    pal.setColor(Role.Shadow, c("#000000"))
    for role in (Role.Text, Role.WindowText, Role.ButtonText):
        pal.setColor(Group.Disabled, role, c(theme.disabled_text))
    pal.setColor(Group.Inactive, Role.Highlight, c(theme.highlight))
    pal.setColor(Group.Inactive, Role.HighlightedText, c(theme.highlighted_text))
    return pal


def stylesheet(theme: Theme, zoom: int) -> str:
    ring = ring_width(zoom)
    pad = max(2, round(4 * zoom / 100))
    bar = round(16 * zoom / 100)
    framed = ", ".join(FRAMED)
    focused = ", ".join(f"{w}:focus" for w in FRAMED)
    boxed = ", ".join(BOXED)
    boxed_focus = ", ".join(f"{w}:focus" for w in BOXED)
    return f"""
{framed} {{ border: 1px solid {theme.border}; margin: {ring - 1}px; }}
{focused} {{ border: {ring}px solid {theme.focus}; margin: 0px; }}
QPushButton, QToolButton {{ background-color: {theme.button}; color: {theme.button_text};
    border-radius: 4px; padding: {pad}px {pad * 3}px; }}
QPushButton:pressed, QToolButton:pressed {{ background-color: {theme.highlight}; color: {theme.highlighted_text}; }}
QPushButton:disabled, QToolButton:disabled {{ color: {theme.disabled_text}; }}
QLineEdit, QComboBox {{ background-color: {theme.base}; color: {theme.text}; padding: {pad // 2}px; }}
QAbstractItemView, QTextEdit, QPlainTextEdit {{ background-color: {theme.base}; color: {theme.text};
    padding: {pad // 2 + 1}px; }}
QAbstractItemView::item:selected {{ background-color: {theme.highlight}; color: {theme.highlighted_text}; }}
QAbstractSpinBox > QLineEdit, QAbstractSpinBox > QLineEdit:focus, QComboBox > QLineEdit,
QComboBox > QLineEdit:focus {{ border: none; margin: 0px; padding: 0px; background: transparent; }}
{boxed} {{ border: {ring}px solid transparent; padding: 2px; }}
{boxed_focus} {{ border: {ring}px solid {theme.focus}; }}
QGroupBox {{ color: {theme.window_text}; }}
QScrollBar:vertical {{ width: {bar}px; background: {theme.base}; border: 1px solid {theme.border}; }}
QScrollBar:horizontal {{ height: {bar}px; background: {theme.base}; border: 1px solid {theme.border}; }}
QScrollBar::handle {{ background: {theme.border}; border-radius: {bar // 4}px; margin: 2px; }}
QScrollBar::handle:vertical {{ min-height: {bar * 2}px; }}
QScrollBar::handle:horizontal {{ min-width: {bar * 2}px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0px; height: 0px; border: none; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
"""
