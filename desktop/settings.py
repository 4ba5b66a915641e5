"""The typed settings registry over QSettings: every setting declared once, here.

Reading a value of the wrong type (a hand-edited file) gives the default and
records the problem, never an exception; nothing else in desktop/ uses raw keys.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from desktop import paths, qt
from desktop.speech.modes import OUTPUT_MODES, VERBOSITIES


class Setting(NamedTuple):
    """One declared setting (a NamedTuple: immutable, and ~1 ms cheaper to define at
    start-up than a frozen dataclass)."""

    key: str
    default: Any
    choices: tuple[Any, ...] = ()
    minimum: float | None = None
    maximum: float | None = None

    def coerce(self, raw: Any) -> Any:
        """The stored value as the declared type; ValueError when it cannot be."""
        kind = type(self.default)
        if kind is bool:
            value = raw if isinstance(raw, bool) else {"true": True, "false": False}[str(raw).lower()]
        elif kind in (int, float):
            value = kind(raw)
        else:
            value = kind(raw)
        if self.choices and value not in self.choices:
            raise ValueError(f"{value!r} not in {self.choices}")
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"{value!r} < {self.minimum}")
        if self.maximum is not None and value > self.maximum:
            raise ValueError(f"{value!r} > {self.maximum}")
        return value


LANGUAGE = Setting("app/language", "auto", ("auto", "fr", "en"))
SPEECH_OUTPUT = Setting("speech/output", "auto", OUTPUT_MODES)
BRAILLE = Setting("speech/braille", "all", ("all", "mine", "none"))
SPEECH_RATE = Setting("speech/rate", 0.0, minimum=-1.0, maximum=1.0)
SPEECH_PITCH = Setting("speech/pitch", 0.0, minimum=-1.0, maximum=1.0)
SPEECH_VOLUME = Setting("speech/volume", 0.8, minimum=0.0, maximum=1.0)
SPEECH_VOICE = Setting("speech/voice", "")
VERBOSITY = Setting("speech/verbosity", "normal", VERBOSITIES)
MUTE_OTHERS = Setting("speech/mute_others", False)
MUTE_DRAWS = Setting("speech/mute_draws", False)
MUTE_HINTS = Setting("speech/mute_hints", False)
BOT_PAUSE_MS = Setting("play/bot_pause_ms", 900, minimum=0, maximum=10000)
CONFIRM_COSTLY = Setting("play/confirm_costly_moves", True)
SOUNDS_ON = Setting("sounds/enabled", True)
SOUNDS_VOLUME = Setting("sounds/volume", 0.6, minimum=0.0, maximum=1.0)
THEME = Setting("display/theme", "system", ("system", "light", "dark", "high_contrast"))
ZOOM = Setting("display/zoom", 100, minimum=100, maximum=300)
MEMORY_AID = Setting("numwin/memory_aid", False)
CLAIM_DELAY_MS = Setting("numwin/claim_delay_ms", 5000, minimum=0, maximum=30000)
PLAYER_NAME = Setting("app/player_name", "")
WELCOMED = Setting("app/welcomed", False)  # the first start's welcome was said (window_speech.welcome_once)

ALL = tuple(v for v in dict(globals()).values() if isinstance(v, Setting))


class Settings(qt.QObject):
    """Typed access; `changed(key)` lets screens react live (language, speech, zoom)."""

    changed = qt.Signal(str)

    def __init__(self, parent=None, path: str | None = None):
        super().__init__(parent)
        file = str(path or paths.settings_file())
        self._store = qt.QtCore.QSettings(file, qt.QtCore.QSettings.Format.IniFormat)
        self.problems: list[str] = []
        from desktop import settings_migrations
        self.format_read = settings_migrations.upgrade(self._store)  # older files: keys migrated

    def get(self, setting: Setting) -> Any:
        raw = self._store.value(setting.key, None)
        if raw is None:
            return setting.default
        try:
            return setting.coerce(raw)
        except (ValueError, TypeError, KeyError):
            self.problems.append(setting.key)
            self._store.remove(setting.key)  # set the bad value aside: back to default
            return setting.default

    def set(self, setting: Setting, value: Any) -> None:
        value = setting.coerce(value)
        if self.get(setting) == value and self._store.contains(setting.key):
            return
        from desktop.settings_migrations import stamp
        stamp(self._store)
        self._store.setValue(setting.key, value)
        self._store.sync()
        self.changed.emit(setting.key)

    def reset(self, setting: Setting) -> None:
        self._store.remove(setting.key)
        self.changed.emit(setting.key)

    def raw_group(self, group: str) -> dict[str, str]:
        """Free-form maps (user shortcuts, tactile overrides), validated by their owners."""
        self._store.beginGroup(group)
        try:
            return {k: str(self._store.value(k)) for k in self._store.childKeys()}
        finally:
            self._store.endGroup()

    def set_raw(self, group: str, key: str, value: str | None) -> None:
        full = f"{group}/{key}"
        if value is None:
            self._store.remove(full)
        else:
            from desktop.settings_migrations import stamp
            stamp(self._store)
            self._store.setValue(full, value)
        self._store.sync()
        self.changed.emit(full)
