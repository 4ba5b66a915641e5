"""Golden playthroughs, as OpenSpiel keeps them: one seeded match between bots per
game (and per variant), written as text: every action, every event with all its
fields (omniscient), and what seat 0 hears in English. The committed files
(tests/golden/<case>.txt) show a change of rules, bots or wording in review;
`python scripts/golden.py` rewrites them on purpose after such a change.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine import games
from engine.core.model import Action, Event

FOLDER = Path(__file__).resolve().parent
NAMES = ["Ann", "Bob", "Cleo", "Dan"]
MAX_MOVES = 400  # a bound, far above every case's length: a runaway match fails the diff


@dataclass(frozen=True)
class Case:
    name: str
    game_id: str
    players: int
    seed: int
    levels: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def path(self) -> Path:
        return FOLDER / f"{self.name}.txt"


# Normal bots: deterministic, quick, and they play whole matches as people do; one
# case of strong bots pins the shared search (engine/ai/search.py) as Vingt-deux uses it.
CASES = (
    Case("gap", "gap", 3, 11, ("normal", "normal", "easy"), {"rounds": 1}),
    Case("twowin", "twowin", 3, 12, ("normal", "normal", "easy")),
    Case("vingtdeux", "vingtdeux", 3, 13, ("normal", "normal", "easy")),
    Case("vingtdeux-strong", "vingtdeux", 3, 17, ("strong", "strong", "normal")),
    Case("qwinto", "qwinto", 2, 14, ("normal", "easy"), {}),
    Case("numwin", "numwin", 3, 15, ("normal", "normal", "easy"), {"rounds": 1}),
    Case("numwin-teams", "numwin", 4, 16, ("normal", "normal", "easy", "easy"), {"teams": True, "rounds": 1}),
)


def show(value: Any) -> str:
    """A value as short, stable text: a card as its own str ("6 jaune"), other
    dataclasses as Name(field=...), sets sorted (never in hash order)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if type(value).__str__ is not object.__str__:
            return str(value)
        inner = ", ".join(f"{f.name}={show(getattr(value, f.name))}" for f in dataclasses.fields(value)
                          if f.name != "visible_to")
        return f"{type(value).__name__}({inner})"
    if isinstance(value, tuple):
        return "(" + ", ".join(show(v) for v in value) + ("," if len(value) == 1 else "") + ")"
    if isinstance(value, (set, frozenset)):
        return "{" + ", ".join(sorted(show(v) for v in value)) + "}"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{show(k)}: {show(v)}" for k, v in value.items()) + "}"
    return repr(value)


def _event_line(event: Event) -> str:
    private = f" visible_to={show(event.visible_to)}" if event.visible_to is not None else ""
    fields = " ".join(f"{k}={show(v)}" for k, v in event.fields().items())
    return f"  {event.kind} {fields}{private}"


def _action_line(seat: int, action: Action) -> str:
    return f"{NAMES[seat]} (seat {seat}) plays {show(action)}"


def transcript(case: Case) -> str:
    """The case's match as text; the same text on every run of the same code."""
    from desktop.narration import NarrationContext, narrator_for
    game = games.get(case.game_id)
    from engine.ai.bots import make_bot
    state, events = game.begin(case.players, case.seed, case.options)
    # The app's lookups, with the default keys and no memory aid.
    narrator = narrator_for(case.game_id, NAMES[:case.players],
                            NarrationContext(view_of=lambda seat: game.view(state, seat)))
    bots = [make_bot(game, level, seat, case.seed * 100 + seat) for seat, level in enumerate(case.levels)]
    lines = [f"# {case.name}: {game.id}, {case.players} players, seed {case.seed}, "
             f"levels {','.join(case.levels)}, options {show(case.options)}",
             "# regenerate with: python scripts/golden.py", "start"]

    def record(batch: tuple[Event, ...]) -> None:
        for event in batch:
            lines.append(_event_line(event))
            lines.extend(f"    > {m.text}" for m in narrator.narrate(event, 0))
        for seat, bot in enumerate(bots):
            bot.observe(tuple(e.seen_by(seat) for e in batch))

    record(events)
    for _ in range(MAX_MOVES):
        if game.result(state) is not None:
            break
        seat = min(s for s in game.to_move(state) if game.legal_actions(state, s))
        action = bots[seat].choose(game.view(state, seat), game.legal_actions(state, seat))
        lines.append(_action_line(seat, action))
        state, events = game.apply(state, seat, action)
        record(events)
    result = game.result(state)
    lines.append(f"result winners={sorted(result.winners)} scores={list(result.scores)}" if result is not None
                 else f"unfinished after {MAX_MOVES} moves")
    return "\n".join(lines) + "\n"


@contextmanager
def english() -> Iterator[None]:
    """The English translation (its plural forms) installed in the Qt application
    (a QApplication is made if there is none, as the app would); removed afterwards."""
    from desktop import qt
    from desktop.i18n import Languages
    app = qt.QtCore.QCoreApplication.instance() or qt.QtWidgets.QApplication(["golden"])
    languages = Languages(app)
    languages.switch("en")
    try:
        yield
    finally:
        for translator in languages._installed:
            app.removeTranslator(translator)
