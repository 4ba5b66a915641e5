"""Idle-time preparation of the first match, one short slice at a time.

The home screen paints first and loads little (desktop/app.py). Left at that, the
first "Start" would import the game's rules, table and narration, create the Qt
enums of the first lists (PySide makes them on first use) and start the bot
worker: 150–200 ms during which the window freezes. Done here instead, each step
on its own timer tick while the player is still on the home screen, each well
under 50 ms, the game in focus first. A step that fails is only logged: the
match would do the same work when it starts.
"""
from __future__ import annotations

import enum
import importlib
import importlib.util
import logging
import pkgutil
from collections.abc import Callable
from functools import partial

from desktop import qt

log = logging.getLogger("tablee")
GAP_MS = 40  # between steps: key presses and speech come first
START_DELAY_MS = 700  # after the first paint, the speech start and the first announcement


def steps(game_ids: list[str]) -> list[Callable[[], object]]:
    """What the first match needs, in order (each a callable)."""
    out: list[Callable[[], object]] = [
        _import_session,
        _import_history,
        _start_bot_worker,
        _realise_list_enums,
    ]
    out += [partial(_realise_enums, name) for name in ENUM_HOLDERS]
    for game_id in game_ids:
        out += [partial(importlib.import_module, f"engine.games.{game_id}.{module}")
                for module in _rules_modules(game_id)]
        out += [partial(_game, game_id),
                partial(importlib.import_module, f"desktop.narration.{game_id}"),
                partial(importlib.import_module, f"desktop.tables.{game_id}")]
    return out


# Qt classes whose enums the tables use (QHeaderView.ResizeMode, QSizePolicy.Policy…).
ENUM_HOLDERS = ("QAbstractItemView", "QHeaderView", "QTableWidget", "QListView", "QSizePolicy",
                "QFrame", "QAbstractScrollArea", "QStyle")


def _rules_modules(game_id: str) -> list[str]:
    """The names of the game package's modules, imported one by one (short steps)."""
    spec = importlib.util.find_spec(f"engine.games.{game_id}")
    if spec is None or not spec.submodule_search_locations:
        return []
    return [m.name for m in pkgutil.iter_modules(spec.submodule_search_locations)]


def _import_history() -> None:
    """The match history's recorder (sqlite3 and the save format: ~15 ms cold)."""
    import desktop.history.recorder  # noqa: F401


def _import_session():
    from desktop.match import session
    return session


class Prewarmer(qt.QObject):
    """Runs `steps` one per timer tick; `done` is True when all have run."""

    finished = qt.Signal()  # the last step has run (not after stop())

    def __init__(self, todo: list[Callable[[], object]], parent=None):
        super().__init__(parent)
        self._todo = list(todo)
        self._timer = qt.QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)

    @property
    def done(self) -> bool:
        return not self._todo

    def start(self, delay_ms: int) -> None:
        self._timer.start(delay_ms)

    def stop(self) -> None:
        """A match started: what is left would only slow its moves down."""
        self._timer.stop()
        self._todo.clear()

    def _next(self) -> None:
        if not self._todo:
            return
        step = self._todo.pop(0)
        try:
            step()
        except Exception:
            log.exception("preparing the first match")
        if self._todo:
            self._timer.start(GAP_MS)
        else:
            self.finished.emit()


def _game(game_id: str):
    from engine import games
    return games.get(game_id)


def _start_bot_worker() -> None:
    from desktop.match import botworker
    if botworker.enabled():
        botworker.shared().start()


def _realise_enums(class_name: str) -> None:
    """Touch every enum of a Qt widget class, so that PySide creates them now."""
    cls = getattr(qt.QtWidgets, class_name)
    for name in dir(cls):
        value = getattr(cls, name, None)
        if isinstance(value, type) and issubclass(value, enum.Enum):
            list(value)


def _realise_list_enums() -> None:
    """A throwaway listbox: PySide creates each Qt enum class on first use (~35 ms
    for those a table's lists touch)."""
    from desktop.widgets.lists import CardList, ItemList
    for widget in (ItemList("warm-up"), CardList("warm-up")):
        widget.deleteLater()
