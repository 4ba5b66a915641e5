"""The one shared place for how things look: theme, zoom and the user's tactile code.

`display()` is the application's Display. The AppContext binds it to the settings
(THEME, ZOOM, raw group "tactile"); it then applies the theme and the zoom to the
whole QApplication (Fusion style, palette, font size, focus-ring stylesheet) and
emits `changed` so that card lists and card views relayout. Tables get all of it
for free: CardList/CardDelegate and CardView read `display()`; a custom widget
reads `display().card_palette()`, `display().scale(px)` and `display().code`
and connects to `display().changed`.
"""
from __future__ import annotations

from desktop import qt
from desktop.cards import CardPalette, TactileCode, TactileCodeError

from . import style, themes

QtCore, QtGui, QtWidgets = qt.QtCore, qt.QtGui, qt.QtWidgets
ZOOM_MIN, ZOOM_MAX = 100, 300
ZOOM_STEPS = (100, 125, 150, 175, 200, 250, 300)
TACTILE_GROUP = "tactile"


def system_theme() -> str:
    """What the system asks for: high contrast, dark, or light (QStyleHints)."""
    app = QtGui.QGuiApplication.instance()
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
        self.code: TactileCode = TactileCode.default()
        self.code_problem = ""
        self._settings = None
        self._base_point_size: float | None = None
        self._applied_zoom = 100
        self._hooked = False
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
        self._load_code()
        self.apply()

    def _hook_system(self) -> None:
        app = QtWidgets.QApplication.instance()
        if self._hooked or app is None:
            return
        self._hooked = True
        app.styleHints().colorSchemeChanged.connect(self._on_system)
        try:
            app.styleHints().accessibility().contrastPreferenceChanged.connect(self._on_system)
        except AttributeError:
            pass
        app.installEventFilter(self._filter)
        from .focusring import FocusRingManager
        self._rings = FocusRingManager(self)

    def _on_system(self, *_args) -> None:
        if self.setting_theme == "system":
            self.apply()

    def _on_setting(self, key: str) -> None:
        from desktop import settings as S
        if key == S.THEME.key:
            self.setting_theme = self._settings.get(S.THEME)
        elif key == S.ZOOM.key:
            self.zoom = self._settings.get(S.ZOOM)
        elif key.startswith(TACTILE_GROUP + "/"):
            self._load_code()
        else:
            return
        self.apply()

    def _load_code(self) -> None:
        raw = self._settings.raw_group(TACTILE_GROUP) if self._settings is not None else {}
        base = TactileCode.default()
        try:
            self.code = base.with_overrides(overrides_from(raw)) if raw else base
            self.code_problem = ""
        except TactileCodeError as error:  # a hand-edited file: keep the defaults, say why
            self.code, self.code_problem = base, str(error)

    # ---- what screens read ---------------------------------------------------------
    def theme(self) -> themes.Theme:
        return themes.theme(self.theme_name)

    def card_palette(self) -> CardPalette:
        return CardPalette.for_theme(self.theme_name)

    def scale(self, pixels: float) -> int:
        """A length in pixels at 100 %, at the current zoom."""
        return round(pixels * self.zoom / 100)

    def ring_width(self) -> int:
        return style.ring_width(self.zoom)

    # ---- applying ------------------------------------------------------------------
    def apply(self) -> None:
        """Theme and zoom on the whole application, then `changed`."""
        self.theme_name = system_theme() if self.setting_theme == "system" else self.setting_theme
        app = QtWidgets.QApplication.instance()
        if app is not None:
            theme = self.theme()
            if app.style().name().lower() != "fusion":
                app.setStyle("Fusion")
            app.setPalette(style.palette(theme))
            self._apply_font(app)
            app.setStyleSheet(style.stylesheet(theme, self.zoom))
            self._rescale_set_fonts(app)
        self.changed.emit()

    def _apply_font(self, app) -> None:
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
    """Gives every CardView (any table's) the theme's card palette, the user's code and the zoom."""

    def __init__(self, display: Display):
        super().__init__(display)
        self.display = display
        self._card_view = None
        display.changed.connect(self._refresh_all)

    def eventFilter(self, obj, event) -> bool:
        # Every event of the app passes here: test the cheap isinstance before event.type(),
        # which builds a Python enum object on each call.
        if self._card_view is None:
            from desktop.cards import CardView
            self._card_view = CardView
        if isinstance(obj, self._card_view) and event.type() == QtCore.QEvent.Type.Polish:
            self.fit(obj)
        return False

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
        app = QtWidgets.QApplication.instance()
        if app is not None:
            for view in _card_views(app):
                self.fit(view)


_DISPLAY: Display | None = None


def display() -> Display:
    """The application's Display (created on first use, parented to the QApplication)."""
    global _DISPLAY
    if _DISPLAY is None:
        _DISPLAY = Display(QtWidgets.QApplication.instance())
    return _DISPLAY
