"""Network matches in the history, each computer recording what it knows.

- The hosting window runs the host (desktop/net/hosting.py): it has the whole match,
  seed, options and every action since the deal (the host's journal), so its
  record is a save of the finished match like a local one, and replays. The seats
  played at this computer are "human" (the first is "you"), the others "remote"
  or "bot". A hosted table replaced by a new one before its end is recorded as
  abandoned (from its save and journal).
- A joining window knows only its seat's view while the match is played; at the
  end the host sends the whole match (seed and actions: nothing is hidden any more,
  engine/net/protocol.py's end frame). Replayed here to the result this seat saw, it
  is recorded as a save like a local match's and replays from every seat. From an
  older host, or when the recording does not lead to that result, the record is what
  its seat saw (desktop/history/seatlog.py): listed and counted in the statistics,
  but not replayable move by move.
"""
from __future__ import annotations

import hashlib
import logging
from types import SimpleNamespace
from typing import Any

from desktop import qt
from desktop.history import records, seatlog
from desktop.history.db import MatchRecord, SeatRecord

log = logging.getLogger("tablee")
#: How long the end of a joined match waits for the host's end frame (it follows the last
#: update at once) before recording what its seat saw.
END_WAIT_MS = 3000


def hosted_table(match, plan, clock) -> dict[str, Any]:
    """The host's match as a local Session's table part (what records and replays read)."""
    seats = []
    for index, spec in enumerate(match.seats):
        here = index in plan.local
        seats.append({"name": spec.name or plan.names.get(index, "?"), "human": here,
                      "remote": spec.kind == "remote" and not here, "level": spec.level})
    return {"seats": seats, "seed": match.seed, "options": dict(match.options), "match": clock.to_json()}


def hosted_record(hosting) -> tuple[MatchRecord, Any]:
    match = hosting.match
    return records.build(match.game, match.state, hosted_table(match, hosting.plan, hosting.clock), hosting.actions())


def abandon_hosted(window) -> None:
    """A table this window hosted earlier, unfinished, about to be replaced: recorded
    as abandoned, then forgotten."""
    from desktop.match.session import MatchClock
    from desktop.net import hosting
    from engine import games
    from engine.core import saves
    from engine.net.match import HostMatch
    plan = hosting.read_plan()
    if plan is None:
        return
    try:
        saved = saves.loads(hosting.save_file().read_text(encoding="utf-8"))
        match = HostMatch.from_saved(saved, games.get(saved.game_id))
    except (OSError, saves.SaveError, KeyError, TypeError, ValueError):
        hosting.forget()
        return
    if match.started and not match.over():
        actions = hosting.read_journal(match.seq - 1)
        window.history.submit(*records.build(match.game, match.state, hosted_table(match, plan, MatchClock(plan.match)),
                                             actions))
    hosting.forget()
    hosting.save_file().unlink(missing_ok=True)


def _kinds(session) -> list[str]:
    here = set(session.human_seats())
    return ["human" if index in here else ("bot" if index < len(session.kinds) and session.kinds[index] == "bot"
                                           else "remote") for index in range(len(session.seats))]


def _joined_id(session) -> str:
    token = session.client.token or ""
    return "net-" + hashlib.sha1(f"{session.client.url}|{token}".encode()).hexdigest()[:20]


def replayed_here(session):
    """The host's whole match (its end frame's recording) replayed on this computer:
    (seed, actions, final state), or None when none came or it does not lead to the
    result this seat saw (the record is then the seat log)."""
    if session.recording is None or session.result() is None:
        return None
    from engine.core import replay as engine_replay
    seed, actions = session.recording
    try:
        steps = engine_replay.rebuild(session.game, len(session.seats), seed, session.options, actions)
    except engine_replay.ReplayError as exc:
        log.warning("the host's recording of the match does not replay here: %s", exc)
        return None
    final = steps[-1].state
    if session.game.result(final) != session.result():
        log.warning("the host's recording of the match does not lead to the result this seat saw")
        return None
    return seed, actions, final


def joined_record(session, ended: str | None = None) -> tuple[MatchRecord, Any]:
    """A match joined on another computer's table: a save of the whole match when the
    host sent it and it replays to what our seat saw, else the result and the seat log."""
    replayed = replayed_here(session)
    if replayed is not None:
        seed, actions, final = replayed
        kinds = _kinds(session)
        table = {"seats": [{"name": seat.name, "human": kind == "human", "remote": kind == "remote",
                            "level": seat.level} for seat, kind in zip(session.seats, kinds)],
                 "seed": seed, "options": dict(session.options),
                 "match": {**session.clock.to_json(), "id": _joined_id(session)}}
        record, produce = records.build(session.game, final, table, actions, ended)
        return record._replace(you=session.seat), produce
    result = session.result()
    you = session.seat
    seats = []
    for index, (seat, kind) in enumerate(zip(session.seats, _kinds(session))):
        score = float(result.scores[index]) if result is not None and index < len(result.scores) else None
        seats.append(SeatRecord(seat.name, kind, seat.level if kind == "bot" else None, score,
                                result is not None and index in result.winners))
    clock = session.clock
    record = MatchRecord(
        match_id=_joined_id(session),
        game=session.game.id, options=dict(session.options), started=clock.started, ended=ended or records.now_iso(),
        duration_s=clock.played_s(), status="finished" if result is not None else "abandoned", seed=0,
        seats=tuple(seats), you=you, low_score_wins=bool(session.game.low_score_wins))
    log = seatlog.SeatLog(session.game.id, you, tuple(s.name for s in session.seats), tuple(session.kinds),
                          dict(session.options), result,
                          tuple((u.seat, u.action, u.events) for u in session.log))
    return record, lambda: seatlog.dumps(log)


def watch(window, session, hosting) -> None:
    """Record the network match when it ends: whole when this window hosts it, as its
    seat saw it when it joined another computer's table."""
    done: list[bool] = []

    def on_update(update) -> None:
        if done or not update.over or session.result() is None:
            return
        done.append(True)
        if hosting is not None and hosting.match.over():
            record, produce = hosted_record(hosting)
            window.history.submit(record, produce)
            from desktop.net import hosting as hosted_files
            window.history.after_recorded(SimpleNamespace(match=SimpleNamespace(id=record.match_id)),
                                          lambda: hosted_files.forget(record.match_id))
        elif hosting is None:  # the host's end frame, with the whole match, follows the last update
            ended_at.append(records.now_iso())
            qt.QTimer.singleShot(END_WAIT_MS, record_joined)

    def record_joined() -> None:
        if not ended_at or recorded:  # the end frame before the last update was shown: wait for it
            return
        recorded.append(True)
        window.history.submit(*joined_record(session, ended_at[0]))

    ended_at: list[str] = []  # when the last update came
    recorded: list[bool] = []
    session.updated.connect(on_update)
    session.returned.connect(on_update)
    if hosting is None:
        session.ended.connect(record_joined)
