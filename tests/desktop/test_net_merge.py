"""Several local seats' copies of the host's updates made one (desktop/net/merge.py),
and the joined match's seat log (desktop/history/seatlog.py) with its golden file."""
from __future__ import annotations

from pathlib import Path

import pytest

from desktop.history import seatlog
from desktop.net.merge import SeqMerger, merge_update, private_part
from engine import games
from engine.core.model import Result
from engine.games.gap import events as ev

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "history" / "seatlog-v1.json"


def _deal(seat: int, cards) -> ev.HandDealt:
    return ev.HandDealt(seat, cards, visible_to=frozenset({seat}))


def _copies(update_events, seats):
    """What the host sends each seat: every event as that seat may know it."""
    return {seat: {"seq": 1, "actor": None, "action": None, "events": [e.seen_by(seat) for e in update_events]}
            for seat in seats}


def test_each_event_is_taken_from_a_seat_that_may_see_it():
    game = games.get("gap")
    state, events = game.begin(3, 4, {})
    deals = [e for e in events if e.kind == "hand_dealt"]
    assert len(deals) == 3
    _actor, _action, merged = merge_update(_copies(events, [0, 2]))
    assert len(merged) == len(events)
    by_seat = {e.seat: e for e in merged if e.kind == "hand_dealt"}
    assert by_seat[0] == deals[0] and by_seat[2] == deals[2]  # whole: the seats here may know them
    assert by_seat[1].cards is None  # seat 1 plays elsewhere: still hidden
    assert by_seat[0].seen_by(2).cards is None  # and the narrator still hides seat 0's from seat 2


def test_only_the_actor_seat_gets_its_action():
    parts = {0: {"seq": 3, "actor": 1, "action": None, "events": []},
             1: {"seq": 3, "actor": 1, "action": "secret", "events": []}}
    assert merge_update(parts)[:2] == (1, "secret")


def test_updates_wait_for_every_connection_and_come_in_order():
    merger = SeqMerger(2)
    merger.seat_of = {0: 0, 1: 2}
    merger.add(0, [{"seq": 1, "events": []}, {"seq": 2, "events": []}], 2)
    assert merger.ready() == []  # the second connection has not said anything yet
    merger.add(1, [{"seq": 1, "events": []}], 1)
    assert [seq for seq, _ in merger.ready()] == [1]
    merger.add(1, [{"seq": 2, "events": []}], 2)
    ((seq, parts),) = merger.ready()
    assert seq == 2 and sorted(parts) == [0, 2]
    assert merger.caught_up()


def test_a_lost_connection_is_not_waited_for_and_a_skipped_update_is_passed():
    merger = SeqMerger(2)
    merger.add(0, [{"seq": 1, "events": []}], 1)
    merger.lost.add(1)
    assert [seq for seq, _ in merger.ready()] == [1]
    merger.lost.discard(1)
    merger.add(0, [{"seq": 5, "events": []}], 5)
    merger.add(1, [], 5)  # a restarted host's catch-up: seq 5, no log before it
    ready = merger.ready()
    assert [seq for seq, _ in ready] == [2, 3, 4, 5]
    assert [bool(parts) for _, parts in ready] == [False, False, False, True]


def test_a_rewound_host_numbers_its_moves_again_and_they_are_taken():
    merger = SeqMerger(1)
    merger.add(0, [{"seq": s, "events": []} for s in (1, 2, 3)], 3)
    assert [seq for seq, _ in merger.ready()] == [1, 2, 3]
    merger.rewind(2)  # the host lost move 3 in its kill; its next move is seq 3 again
    merger.add(0, [], 2)
    merger.add(0, [{"seq": 3, "events": ["again"]}], 3)
    ((seq, parts),) = merger.ready()
    assert seq == 3 and parts[0]["events"] == ["again"]
    assert merger.caught_up()


def test_what_a_seat_missed_while_its_connection_was_away_comes_with_its_catch_up():
    """Two players here, the second one's connection cut: the other plays on, so the
    updates are handed on without the second seat's copy; its catch-up brings that
    copy, and of it only what no seat here could see then."""
    from engine.games.gap.cards import Card
    merger = SeqMerger(2)
    merger.seat_of = {0: 0, 1: 2}
    first = [{"seq": 1, "events": []}]
    merger.add(0, first, 1)
    merger.add(1, first, 1)
    assert [seq for seq, _ in merger.ready()] == [1]
    merger.lost.add(1)
    mine, hers = _deal(0, (Card(1, "bleu"),)), _deal(2, (Card(7, "vert"),))
    merger.add(0, [{"seq": 2, "events": [mine, hers.seen_by(0)]}], 2)
    ((seq, parts),) = merger.ready()
    assert seq == 2 and list(parts) == [0] and parts[0]["events"][1].cards is None  # handed on without her
    merger.lost.discard(1)
    merger.add(1, [*first, {"seq": 2, "events": [mine.seen_by(2), hers]}], 2)  # her catch-up (since 0)
    ((seat, update, present),) = merger.take_late()  # seq 1 was handed on with her: not late
    assert seat == 2 and present == frozenset({0}) and update["seq"] == 2
    assert private_part(seat, update, present) == (hers,)
    assert merger.take_late() == [] and merger.caught_up()


def _log() -> seatlog.SeatLog:
    game = games.get("gap")
    _state, events = game.begin(2, 9, {})
    seen = tuple(e.seen_by(0) for e in events)
    return seatlog.SeatLog("gap", 0, ("Ann", "Bot 2"), ("remote", "bot"), {"target": 30},
                           Result(frozenset({1}), (12.0, 31.0)), ((None, None, seen),))


def test_a_seat_log_round_trips_and_keeps_others_cards_hidden():
    text = seatlog.dumps(_log())
    assert seatlog.is_seat_log(text)
    back = seatlog.loads(text)
    assert back == _log()
    other = [e for e in back.updates[0][2] if e.kind == "hand_dealt" and e.seat == 1]
    assert other and other[0].cards is None


def test_the_golden_seat_log_of_format_1_still_reads():
    # written once by seatlog.dumps(_log()) with format 1, never rewritten (ARCHITECTURE rule 13)
    log = seatlog.loads(GOLDEN.read_text(encoding="utf-8"))
    assert log.game_id == "gap" and log.seat == 0 and log.result.winners == frozenset({1})
    assert log.names == ("Ann", "Bot 2") and log.kinds == ("remote", "bot")


@pytest.mark.parametrize("text, code", [
    ('{"schema": "tablee-seat-log", "version": 2}', "future_version"),
    ('{"schema": "tablee-seat-log", "version": 0}', "damaged"),
    ('{"schema": "tablee-seat-log", "version": 1, "game": "gap"}', "damaged"),
    ('{"schema": "tablee-save", "version": 2}', "not_a_seat_log"),
    ("nonsense", "not_a_seat_log"),
])
def test_a_bad_seat_log_is_refused_by_name(text, code):
    with pytest.raises(seatlog.SeatLogError) as caught:
        seatlog.loads(text)
    assert caught.value.code == code


def test_the_golden_hosted_plan_of_format_1_still_reads():
    """DATA/net/hosted.json outlives the version when Tablée is updated mid-match."""
    import json

    from desktop.net.hosting import HostedPlan
    path = GOLDEN.parent.parent / "net" / "hosted-v1.json"
    plan = HostedPlan.from_json(json.loads(path.read_text(encoding="utf-8")))
    assert plan.local == [0, 2] and plan.names == {0: "Ann", 2: "Léa"} and plan.absent == "bot:easy"
    assert plan.match["id"] == "golden-hosted-1" and plan.match["played_s"] == 321.5
    with pytest.raises(ValueError):
        HostedPlan.from_json({**json.loads(path.read_text(encoding="utf-8")), "format": 2})  # a newer Tablée's
