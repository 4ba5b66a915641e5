"""F4 at a network seat (issue 15): the seat has no seed to replay, so it notes when it
saw each of its cards from the updates it received itself (ruling numwin 9: how and
when, never the value); a catch-up update of several turns only moves the count on."""
from __future__ import annotations

from desktop.match.session import Update
from desktop.tables.numwin_memory import LiveSights, sight_log, when_text
from engine import games
from engine.games.numwin.actions import DrawPile, Exchange
from engine.games.numwin.events import TurnStarted
from engine.games.numwin.state import DRAW


class _Seat:
    """What a RemoteSession shows a table: its own seat's view, no recorded moves."""

    def __init__(self, game, state) -> None:
        self.game, self.state = game, state

    def human_seats(self) -> list[int]:
        return [0]

    def view(self, seat: int):
        return self.game.view(self.state, seat) if seat == 0 else None


def _update(events, seat: int = 0) -> Update:
    return Update(None, None, tuple(e.seen_by(seat) for e in events), False)


def _seed_where_you_draw_a_number() -> int:
    game = games.get("numwin")
    for seed in range(1, 500):
        state = game.begin(2, seed, {"rounds": 1})[0]
        if game.to_move(state) == {0} and state.phase == DRAW:
            drawn = game.view(game.apply(state, 0, DrawPile())[0], 0).drawn
            if drawn is not None and not drawn.is_action:
                return seed
    raise AssertionError("no seed")


def test_a_network_seat_says_when_it_saw_each_card_from_its_own_updates():
    game = games.get("numwin")
    state, events = game.begin(2, _seed_where_you_draw_a_number(), {"rounds": 1})
    seat, live = _Seat(game, state), LiveSights()
    live.note(seat, _update(events))
    for action in (DrawPile(), Exchange(1)):
        seat.state, events = game.apply(seat.state, 0, action)
        live.note(seat, _update(events))
    log = sight_log(seat, 0, live)
    hand = seat.view(0).hands[0]
    assert when_text(log, hand[0].uid) == "seen at the deal"
    assert when_text(log, hand[1].uid) == "seen when you drew it, this turn"
    assert sight_log(seat, 0) is None  # without what the seat noted: not known


def test_a_catch_up_of_several_turns_does_not_guess_when():
    game = games.get("numwin")
    state, events = game.begin(2, _seed_where_you_draw_a_number(), {"rounds": 1})
    seat, live = _Seat(game, state), LiveSights()
    caught_up = list(events)
    for action in (DrawPile(), Exchange(1)):
        seat.state, events = game.apply(seat.state, 0, action)
        caught_up += events
    caught_up += [TurnStarted(seat=1, last_turn=False), TurnStarted(seat=0, last_turn=False)]
    live.note(seat, _update(caught_up))  # what happened before this app joined, at once
    log = sight_log(seat, 0, live)
    hand = seat.view(0).hands[0]
    assert when_text(log, hand[0].uid) is None and when_text(log, hand[1].uid) is None
