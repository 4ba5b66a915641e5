"""A finished match heard again, move by move, as it was heard from a seat.

The recording (a save file of the finished match, with its actions) is rebuilt
by the engine (engine/core/replay.py) and every step is narrated by the game's
own narrator, exactly as the live table did: each event for every human seat in
turn (a narrator keeps state between events), keeping the messages of the seat
listened from. Only finished matches replay: an unfinished one would reveal
cards still hidden. Once over, the match can be heard from every seat in turn
(the all-cards view: each seat's own cards are said).
"""
from __future__ import annotations

from dataclasses import dataclass

from desktop.qt import translate
from desktop.speech import Message
from engine import games
from engine.core import replay as engine_replay
from engine.core import saves


class NotReplayable(Exception):
    """`reason` is a translated sentence for the player."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Recording:
    game_id: str
    names: tuple[str, ...]
    humans: tuple[int, ...]        # seats narrated live (none: a match between bots)
    you: int | None                # the seat heard from by default
    steps: tuple[engine_replay.Step, ...]

    @property
    def game(self):
        return games.get(self.game_id)


def load(save_text: str) -> Recording:
    """The recording of a finished match, or NotReplayable with the reason."""
    from desktop.history import seatlog
    if seatlog.is_seat_log(save_text):
        raise NotReplayable(translate("replay", "it was played at a table hosted on another computer, which did "
                                      "not send the moves of the match: this computer kept only what your seat saw"))
    try:
        saved = saves.loads(save_text)
    except saves.SaveError as exc:
        from desktop.match.autosave import error_text
        raise NotReplayable(error_text(exc)) from exc
    return from_saved(saved)


def from_saved(saved: saves.SavedMatch) -> Recording:
    game = games.get(saved.game_id)
    if game.result(saved.state) is None:
        raise NotReplayable(translate("replay", "the match is not over, and a replay would reveal hidden cards"))
    if saved.actions is None:
        raise NotReplayable(translate("replay", "it was saved by an older version of Tablée that did not keep the moves"))
    table = saved.table
    seats = list(table.get("seats", []))
    try:
        steps = engine_replay.rebuild(game, len(seats), int(table.get("seed", 0)), table.get("options", {}),
                                      saved.actions, saved.state)
    except (engine_replay.ReplayError, TypeError, ValueError) as exc:
        raise NotReplayable(translate("replay", "its moves no longer lead to its end")) from exc
    humans = tuple(i for i, s in enumerate(seats) if s.get("human") or s.get("remote"))
    here = [i for i in humans if seats[i].get("human")]  # played at this computer: heard from first
    you = here[0] if here else (humans[0] if humans else None)
    return Recording(game.id, tuple(str(s.get("name", "?")) for s in seats), humans, you, steps)


def narrate(recording: Recording, viewer: int | None, settings=None) -> list[list[Message]]:
    """Per step, the messages the live table gave `viewer` (the same narrator, given
    what the table gives it, the same order of seats); for a seat that was not
    narrated live (a bot's, in the all-cards view), that seat narrated alone."""
    from desktop.history import narrators
    from desktop.narration import narrator_for
    current = [recording.steps[0].state]
    narrator = narrator_for(recording.game_id, list(recording.names),
                            narrators.context(recording.game, lambda: current[0], settings))
    seats: list[int | None] = list(recording.humans) or [None]
    if viewer not in seats:
        seats = [viewer]
    out = []
    for step in recording.steps:
        current[0] = step.state
        heard: list[Message] = []
        for event in step.events:
            for seat in seats:
                messages = narrator.narrate(event, seat)
                if seat == viewer:
                    heard.extend(messages)
        out.append(heard)
    return out


def step_title(recording: Recording, index: int) -> str:
    """"Move 12 of 80, round 2" (the set-up is "Start")."""
    last = len(recording.steps) - 1
    step = recording.steps[index]
    if index == 0:
        return translate("replay", "Start of the match")
    if step.round:
        return translate("replay", "Move {n} of {total}, round {round}").format(n=index, total=last, round=step.round)
    return translate("replay", "Move {n} of {total}").format(n=index, total=last)


def step_text(recording: Recording, messages: list[Message], index: int) -> str:
    said = " ".join(m.text for m in messages) or translate("replay", "Nothing to hear at this move.")
    return translate("replay", "{title}: {said}").format(title=step_title(recording, index), said=said)


def viewers(recording: Recording) -> list[int | None]:
    """The seats to listen from, the player's own first (then every other seat)."""
    first = recording.you
    others = [s for s in range(len(recording.names)) if s != first]
    return [first, *others]
