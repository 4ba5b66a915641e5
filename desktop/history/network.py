"""Network matches in the history, each computer recording what it knows.

- The hosting window runs the host (desktop/net/hosting.py): it has the whole match,
  seed, options and every action since the deal (the host's journal), so its
  record is a save of the finished match like a local one, and replays. The seats
  played at this computer are "human" (the first is "you"), the others "remote"
  or "bot". A hosted table replaced by a new one before its end is recorded as
  abandoned (from its save and journal).
- A joining window knows only its seat's view: it records the result (names,
  kinds, scores, winners, its seat as "you") and, as the record, what its seat saw
  (desktop/history/seatlog.py), which the History window lists and counts in the
  statistics but cannot replay move by move.
"""
from __future__ import annotations

import hashlib
from types import SimpleNamespace
from typing import Any

from desktop.history import records, seatlog
from desktop.history.db import MatchRecord, SeatRecord


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


def joined_record(session, ended: str | None = None) -> tuple[MatchRecord, Any]:
    """A match joined on another computer's table: the result and what our seat saw."""
    result = session.result()
    you, here = session.seat, set(session.human_seats())
    seats = []
    for index, seat in enumerate(session.seats):
        kind = "human" if index in here else ("bot" if index < len(session.kinds) and session.kinds[index] == "bot"
                                               else "remote")
        score = float(result.scores[index]) if result is not None and index < len(result.scores) else None
        seats.append(SeatRecord(seat.name, kind, seat.level if kind == "bot" else None, score,
                                result is not None and index in result.winners))
    clock = session.clock
    token = session.client.token or ""
    record = MatchRecord(
        match_id="net-" + hashlib.sha1(f"{session.client.url}|{token}".encode()).hexdigest()[:20],
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
        elif hosting is None:
            window.history.submit(*joined_record(session))
    session.updated.connect(on_update)
    session.returned.connect(on_update)
