"""When you were shown each card of your Num Win combination (issue 15, item 12).

Memory is the game (ruling numwin 9): a face-down card's value is told once. What F4
may say again is public at a real table: which of your positions you have looked at,
how and when ("seen at the deal", "seen when you drew it, 3 turns ago"), never the
value (unless the memory aid is on, elsewhere). The engine keeps who has seen a card,
not when, so the match is replayed from its seed and moves (the same ones practice
undo and the history use) each time F4 asks: nothing to keep in step, resumes and
hot-seat included.
"""
from __future__ import annotations

from dataclasses import dataclass

from desktop.qt import translate
from engine.games.numwin import events as ev


@dataclass(frozen=True)
class Sighting:
    how: str   # deal | drawn | discard | flip | penalty
    turn: int  # turns started in the round before it (0 at the deal)


class SightLog:
    """Fed the events of a match in order, with the state after each move."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.turns = 0
        self.by_uid: dict[int, Sighting] = {}
        self._drawn_from = ""

    def feed(self, events, state, marks: bool = True) -> None:
        """marks=False: count the rounds and turns only (see LiveSights)."""
        for event in events:
            self._one(event, state, marks)

    def _one(self, e, state, marks: bool = True) -> None:
        if isinstance(e, ev.RoundStarted):
            self.turns, self.by_uid = 0, {}
        elif isinstance(e, ev.TurnStarted):
            self.turns += 1
        elif not marks:
            return
        elif isinstance(e, ev.CardSeen) and e.seer == self.seat and e.owner == self.seat:
            self._mark(state, e.owner, e.position, e.reason)
        elif isinstance(e, ev.CardDrawn) and e.seat == self.seat:
            self._drawn_from = e.source
        elif isinstance(e, ev.CardExchanged) and e.seat == self.seat:
            self._mark(state, e.seat, e.position, "drawn" if self._drawn_from == "pile" else "discard")
        elif isinstance(e, ev.CardAdded) and e.seat == self.seat:
            self._mark(state, e.seat, e.position, "discard")

    def _mark(self, state, owner: int, position: int, how: str) -> None:
        hand = state.hands[owner]
        if 0 <= position < len(hand):
            self.by_uid[hand[position].uid] = Sighting("deal" if how == "deal" else how,
                                                       0 if how == "deal" else self.turns)


class LiveSights:
    """For a network seat, which has neither the seed nor the other seats' moves: the
    sightings noted from the updates this seat itself received, each with the seat's own
    view after it (its card uids are public). An update holding several turns (what
    happened before this app joined or came back) only moves the turn count on: which
    card was seen when is not known from it, and F4 then says "seen" without when."""

    def __init__(self) -> None:
        self.logs: dict[int, SightLog] = {}

    def note(self, session, update) -> None:
        several = sum(isinstance(e, ev.TurnStarted) for e in update.events) > 1
        for seat in session.human_seats():
            view = session.view(seat)
            if view is None:
                continue
            self.logs.setdefault(seat, SightLog(seat)).feed(update.events, view, marks=not several)


def sight_log(session, seat: int, live: LiveSights | None = None) -> SightLog | None:
    """The match replayed for `seat`; for a network match (no seed, no other seats' moves)
    what `live` noted; None when neither is known (an old save)."""
    recorded = getattr(session, "recorded_actions", None)
    moves = recorded() if recorded is not None else None
    if moves is None:
        return live.logs.get(seat) if live is not None else None
    game = session.game
    log = SightLog(seat)
    try:
        state, events = game.begin(len(session.seats), session.seed, session.options)
        log.feed(events, state)
        for mover, action in moves:
            state, events = game.rules_apply(state, mover, action)
            log.feed(events, state)
    except Exception:  # a replay that disagrees must not break F4: it says "seen" only
        return None
    return log


def ago(turns: int) -> str:
    if turns <= 0:
        return translate("numwin", "this turn")
    if turns == 1:
        return translate("numwin", "1 turn ago")
    return translate("numwin", "{n} turns ago").format(n=turns)


def when_text(log: SightLog | None, uid: int) -> str | None:
    """'seen at the deal', 'seen when you drew it, 2 turns ago'…; None when unknown."""
    sighting = log.by_uid.get(uid) if log is not None else None
    if sighting is None:
        return None
    if sighting.how == "deal":
        return translate("numwin", "seen at the deal")
    since = ago(log.turns - sighting.turn) if log is not None else ""
    texts = {
        "drawn": translate("numwin", "seen when you drew it, {ago}"),
        "discard": translate("numwin", "taken from the discard, {ago}"),
        "flip": translate("numwin", "seen with Flip, {ago}"),
        "penalty": translate("numwin", "penalty card, seen {ago}"),
    }
    return texts.get(sighting.how, translate("numwin", "seen {ago}")).format(ago=since)
