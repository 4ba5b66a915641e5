"""Practice matches: undo the player's last decision (and the bots' replies).

States are immutable and chance is seeded (ARCHITECTURE.md rule 3), so any
earlier state of a match is rebuilt from its seed and the moves before it: undo
replays the match up to the player's last decision and hands that state to the
session (`Session.rewind`), which redraws the table and autosaves. The bots are
stateless (a decision depends only on the view and the bot's seed), so after an
undo they reply exactly as they would have; a practice match undone and replayed
equals the match played without the undone move (tests/desktop/test_practice.py).
A practice match's save carries its moves (the save's actions, format 2) so that
undo survives a resume; moves that do not rebuild the saved state are dropped, and
undo then says that it cannot reach back.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.qt import QT_TRANSLATE_NOOP, translate
from engine.core.model import Action, Event, IllegalAction

if TYPE_CHECKING:
    from desktop.match.session import Session

Move = tuple[int, Action]


@dataclass(frozen=True)
class Undone:
    """What one undo took back: the player's move, its events, and the others' moves after it."""
    seat: int
    action: Action
    events: tuple[Event, ...]
    replies: int
    replied_by: tuple[int, ...] = ()  # the seats that made those moves


REFUSALS = {
    "not_practice": QT_TRANSLATE_NOOP("practice", "Undo exists only in practice matches."),
    "nothing": QT_TRANSLATE_NOOP("practice", "Nothing to take back: you have not decided anything yet."),
    "busy": QT_TRANSLATE_NOOP("practice", "Undo waits until the claim window is closed."),
    "over": QT_TRANSLATE_NOOP("practice", "The game is over: nothing to take back."),
    "no_history": QT_TRANSLATE_NOOP("practice", "Undo is not available in this game: its saved moves could not be read."),
}


def replay(game, players: int, seed: int, options: dict, moves: list[Move]):
    """The state after `moves` from the deal of (players, seed, options)."""
    state, _ = game.begin(players, seed, options)
    for seat, action in moves:
        state, _ = game.apply(state, seat, action)
    return state


def saved_moves(game, saved) -> list[Move] | None:
    """The saved match's actions (save format 2) when they rebuild its state exactly, else None."""
    table = saved.table
    if saved.actions is None:
        return None
    try:
        moves = list(saved.actions)
        players = len(table.get("seats", []))
        rebuilt = replay(game, players, int(table.get("seed", 0)), table.get("options", {}), moves)
    except (IllegalAction, TypeError, ValueError, KeyError, AttributeError):
        return None
    return moves if rebuilt == saved.state else None


def undo(session: Session, seat: int) -> Undone | str:
    """Take back `seat`'s last move and everything after it; a refusal key when impossible."""
    if not session.practice:
        return "not_practice"
    if session.result() is not None:
        return "over"
    if session.bots_held():
        return "busy"  # Num Win's claim window answers for the bots on its own clock
    if session.moves is None:
        return "no_history"
    moves = session.moves
    index = next((i for i in range(len(moves) - 1, -1, -1) if moves[i][0] == seat), None)
    if index is None:
        return "nothing"
    kept = moves[:index]
    state = replay(session.game, len(session.seats), session.seed, session.options, kept)
    _, events = session.game.apply(state, seat, moves[index][1])
    session.rewind(state, kept)
    return Undone(seat, moves[index][1], events, len(moves) - index - 1, tuple(s for s, _ in moves[index + 1:]))


def describe(undone: Undone, narrator) -> str:
    """"Taken back: you play 7 green. The others' 2 moves after it are taken back too.", translated."""
    said = [m.text for e in undone.events for m in narrator.narrate(e, undone.seat) if m.category == "own"]
    text = translate("practice", "Taken back: {what}").format(what=_after_colon(said[0])) if said else \
        translate("practice", "Your last decision is taken back.")
    if undone.replies == 1 and undone.replied_by:  # who: "the move played after it" left it to guess
        text += " " + translate("practice", "{player}'s move after it is taken back too.").format(
            player=narrator.name(undone.replied_by[0]))
    elif undone.replies == 1:  # replies >= 1 here: the singular is the same rule in both languages
        text += " " + translate("practice", "The move played after it is taken back too.")
    elif undone.replies > 1:
        text += " " + translate("practice", "The {n} moves played after it are taken back too.").format(
            n=undone.replies)
    return text


def _after_colon(sentence: str) -> str:
    """"You play 7 green" continues "Taken back:" as "you play 7 green" (in French too:
    "Annulé : vous jouez"); a name keeps its capital."""
    first = sentence.split(" ", 1)[0]
    return sentence[:1].lower() + sentence[1:] if first.lower() == translate("narration", "you") else sentence


def refusal(key: str) -> str:
    return translate("practice", REFUSALS[key])


def undo_key(window) -> None:
    """Ctrl+Z on a table: undo in a practice match, say what happened (the player's own answer)."""
    table, session = window.table, window.session
    if table is None or session is None or window.stack.currentWidget() is not table:
        return
    result = undo(session, table.viewer if table.viewer is not None else 0)
    if isinstance(result, str):
        table.say_now(refusal(result), "error")
        return
    if table.viewer is not None:
        table.set_viewer(table.viewer)  # drops a half-made choice (selected cards, a tens card)
    table.say_now(describe(result, table.narrator) + " " + table.describe_turn())
