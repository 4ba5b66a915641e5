"""The one shared place for how things look: theme, zoom and the user's tactile code.

`display()` is the application's Display. The AppContext binds it to the settings
(THEME, ZOOM, raw group "tactile"); it then applies the theme and the zoom to the
whole QApplication (Fusion style, palette, font size, focus-ring stylesheet) and
emits `changed` so that card lists and card views relayout. Tables get all of it
for free: CardList/CardDelegate and CardView read `display()`; a custom widget
reads `display().card_palette()`, `display().scale(px)` and `display().code`
and connects to `display().changed`.

At start-up `bind` applies only what the first paint shows (theme, zoom); the
tactile code loads on first use, and the application-wide card-view filter and
the focus-ring overlay start after the first paint (`watch_widgets`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop import qt

from . import style, themes

if TYPE_CHECKING:
    from desktop.cards import CardPalette, TactileCode

from desktop.qt import QtCore, QtGui

ZOOM_MIN, ZOOM_MAX = 100, 300
ZOOM_STEPS = (100, 125, 150, 175, 200, 250, 300)
TACTILE_GROUP = "tactile"
#: QApplication arguments that start it in the Fusion style, and the application property
#: that says so: reading the style back later wraps a QStyle, which makes PySide build
#: its ~15 enum types (~14 ms) before the first paint.
FUSION_ARGS = ("-style", "Fusion")
FUSION_PROPERTY = "tablee_fusion_from_start"


def palette_theme() -> str:
    """Dark or light, read from the palette the system gave the application (dark text on a
    light window, or the reverse), as Qt Quick's styles tell a dark system.

    The first paint uses it: system_theme() reads QStyleHints, whose answers are Qt-namespace
    enums, and building those costs ~25 ms of the start-up (desktop/qt.py). It cannot see a
    high-contrast request; Display.confirm_system_theme() corrects it right after the paint."""
    app = qt.application()
    if app is None:
        return "light"
    palette = app.palette()
    role = QtGui.QPalette.ColorRole
    dark = palette.color(role.Window).lightness() < palette.color(role.WindowText).lightness()
    return "dark" if dark else "light"


def system_theme() -> str:
    """What the system asks for: high contrast, dark, or light (QStyleHints)."""
    app = qt.application()
    if app is None:
        return "light"
    hints = app.styleHints()
    try:
        if hints.accessibility().contrastPreference() == QtCore.Qt.ContrastPreference.HighContrast:
            return "high_contrast"
    except AttributeError:  # Qt before 6.10
        pass
    return "dark" if hints.colorScheme() == QtCore.Qt.ColorScheme.Dark else "light"


def next_zoom(zoom: int, step: int) -> int:
    """The next zoom step up (step 1) or down (step -1) from `zoom`, within 100–300."""
    if step > 0:
        return next((z for z in ZOOM_STEPS if z > zoom), ZOOM_MAX)
    return next((z for z in reversed(ZOOM_STEPS) if z < zoom), ZOOM_MIN)


def overrides_from(raw: dict[str, str]) -> dict:
    """Raw settings {"colours.rouge": "star", "values.7": "bar dot dot"} as TactileCode overrides."""
    out: dict[str, dict] = {"colours": {}, "values": {}}
    for key, value in raw.items():
        section, _, name = key.partition(".")
        if section in out and name and value:
            out[section][name] = value
    return {k: v for k, v in out.items() if v}


class Display(qt.QObject):
    changed = qt.Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setting_theme = "system"
        self.theme_name = "light"
        self.zoom = 100
        self._code: TactileCode | None = None  # loaded on first use (cards are not on the home screen)
        self._code_problem = ""
        self._settings: Any = None
        self._base_point_size: float | None = None
        self._applied_zoom = 100
        self._hooked = False
        self._watching = False
        self._fusion = False  # the application's style is Fusion
        self._system_read = False  # QStyleHints read (after the first paint): see palette_theme()
        self._filter = _CardViewPolisher(self)

    # ---- binding -------------------------------------------------------------------
    def bind(self, settings) -> None:
        """Follow these settings from now on (a new AppContext rebinds)."""
        from desktop import settings as S
        if self._settings is not None:
            try:
                self._settings.changed.disconnect(self._on_setting)
            except (RuntimeError, TypeError):
                pass
        self._settings = settings
        settings.changed.connect(self._on_setting)
        self._hook_system()
        self.setting_theme = settings.get(S.THEME)
        self.zoom = settings.get(S.ZOOM)
        self._code = None  # these settings' code, read on first use
        self.apply()

    def _hook_system(self) -> None:
        app = qt.application()
        if self._hooked or app is None:
            return
        self._hooked = True
        app.styleHints().colorSchemeChanged.connect(self._on_system)
        try:
            app.styleHints().accessibility().contrastPreferenceChanged.connect(self._on_system)
        except AttributeError:
            pass

    def watch_widgets(self) -> None:
        """Take the system's theme as it says it, fit every card view (now and from now on)
        and ring the focused widget.

        Called after the main window's first paint: no card view or overlay-ringed
        widget has focus on the home screen at first paint."""
        app = qt.application()
        if self._watching or app is None:
            return
        self._watching = True
        self.confirm_system_theme()
        from desktop.cards import CardView
        CardView.polish_hook = self._filter.fit
        self._filter._refresh_all()  # views polished before the filter was there
        from .focusring import FocusRingManager
        self._rings = FocusRingManager(self)
        self._rings._on_focus(None, app.focusWidget())

    def _on_system(self, *_args) -> None:
        self._system_read = True
        if self.setting_theme == "system":
            self.apply()

    def confirm_system_theme(self) -> None:
        """After the first paint: the system's own answer (high contrast, dark, light)
        replaces the palette's guess, repainting only where the two differ."""
        if self._system_read:
            return
        self._system_read = True
        if self.setting_theme == "system" and system_theme() != self.theme_name:
            self.apply()

    def _on_setting(self, key: str) -> None:
        from desktop import settings as S
        if key == S.THEME.key:
            self.setting_theme = self._settings.get(S.THEME)
        elif key == S.ZOOM.key:
            self.zoom = self._settings.get(S.ZOOM)
        elif key.startswith(TACTILE_GROUP + "/"):
            self._code = None
        else:
            return
        self.apply()

    @property
    def code(self) -> TactileCode:
        """The tactile code: the shipped one with the user's overrides."""
        if self._code is None:
            self._load_code()
        assert self._code is not None
        return self._code

    @property
    def code_problem(self) -> str:
        """Why the user's overrides were not used ("" when they were)."""
        if self._code is None:
            self._load_code()
        return self._code_problem

    def _load_code(self) -> None:
        from desktop.cards import TactileCode, TactileCodeError
        raw = self._settings.raw_group(TACTILE_GROUP) if self._settings is not None else {}
        base = TactileCode.default()
        try:
            self._code = base.with_overrides(overrides_from(raw)) if raw else base
            self._code_problem = ""
        except TactileCodeError as error:  # a hand-edited file: keep the defaults, say why
            self._code, self._code_problem = base, str(error)

    # ---- what screens read ---------------------------------------------------------
    def theme(self) -> themes.Theme:
        return themes.theme(self.theme_name)

    def card_palette(self) -> CardPalette:
        from desktop.cards import CardPalette
        return CardPalette.for_theme(self.theme_name)

    def scale(self, pixels: float) -> int:
        """A length in pixels at 100 %, at the current zoom."""
        return round(pixels * self.zoom / 100)

    def ring_width(self) -> int:
        return style.ring_width(self.zoom)

    # ---- applying ------------------------------------------------------------------
    def apply(self) -> None:
        """Theme and zoom on the whole application, then `changed`."""
        if self.setting_theme != "system":
            self.theme_name = self.setting_theme
        else:
            self.theme_name = system_theme() if self._system_read else palette_theme()
        app = qt.application()
        if app is not None:
            theme = self.theme()
            self._use_fusion(app)
            app.setPalette(style.palette(theme))
            self._apply_font(app)
            app.setStyleSheet(style.stylesheet(theme, self.zoom))
            self._rescale_set_fonts(app)
        self.changed.emit()

    def _use_fusion(self, app) -> None:
        if self._fusion:
            return
        self._fusion = True
        if not app.property(FUSION_PROPERTY) and app.style().name().lower() != "fusion":
            app.setStyle("Fusion")

    def _apply_font(self, app) -> None:
        if self._base_point_size is None and self.zoom == 100:
            return  # the application's own font is the 100 % size (and wrapping a QFont costs enums)
        font = QtGui.QFont(app.font())
        if self._base_point_size is None:
            self._base_point_size = font.pointSizeF() * 100 / self._applied_zoom
        font.setPointSizeF(self._base_point_size * self.zoom / 100)
        app.setFont(font)

    def _rescale_set_fonts(self, app) -> None:
        """Widgets with a font of their own (headings) grow and shrink with the zoom too."""
        if self.zoom == self._applied_zoom:
            return
        factor = self.zoom / self._applied_zoom
        for widget in app.allWidgets():
            if widget.testAttribute(QtCore.Qt.WidgetAttribute.WA_SetFont):
                font = QtGui.QFont(widget.font())
                if font.pointSizeF() > 0:
                    font.setPointSizeF(font.pointSizeF() * factor)
                    widget.setFont(font)
        self._applied_zoom = self.zoom

    # ---- changing ------------------------------------------------------------------
    def set_zoom(self, zoom: int) -> int:
        """Store a new zoom (clamped) in the settings; returns it."""
        from desktop import settings as S
        zoom = max(ZOOM_MIN, min(ZOOM_MAX, int(zoom)))
        if self._settings is not None:
            self._settings.set(S.ZOOM, zoom)
        else:
            self.zoom = zoom
            self.apply()
        return zoom


def _card_views(app):
    from desktop.cards import CardView
    return [w for w in app.allWidgets() if isinstance(w, CardView)]


class _CardViewPolisher(qt.QObject):
    """Gives every CardView (any table's) the theme's card palette, the user's code and the zoom
    (when Qt polishes it: CardView.polish_hook, and again at each change)."""

    def __init__(self, display: Display):
        super().__init__(display)
        self.display = display
        display.changed.connect(self._refresh_all)

    def fit(self, view) -> None:
        """A CardView inside a screen (standalone ones are previews that choose their own look)."""
        if view.parentWidget() is None:
            return
        base = view.property("tablee_base_width")
        if base is None:  # the width it was built with is its width at 100 %
            base = view.card_width()
            view.setProperty("tablee_base_width", base)
        view.set_card_width(self.display.scale(float(base)))
        view.set_palette(self.display.card_palette())
        view.set_code(self.display.code)

    def _refresh_all(self) -> None:
        app = qt.application()
        if app is not None and self.display._watching:  # before watch_widgets(), it fits them all
            for view in _card_views(app):
                self.fit(view)


_DISPLAY: Display | None = None


def display() -> Display:
    """The application's Display (created on first use, parented to the QApplication)."""
    global _DISPLAY
    if _DISPLAY is None:
        _DISPLAY = Display(qt.application())
    return _DISPLAY
