"""Back at the table after a cut: what happened meanwhile, said briefly and at once.

The host's catch-up holds every update the seats missed. Read out one by one it
took minutes and buried the turn under old moves, so the window narrates the
missed events into each local seat's history without speaking them (F8, "since
your last turn", still has them all, as do the review keys), then says one short
summary: "You are back at the table. While you were away: …" (your own moves in
full, the others' in their brief form, the last SUMMARY_MAX), then whose turn it is — like the
hot-seat handover's summary. With several players at this computer and hidden
cards the summary holds only public facts: each player's own part is said after
their handover, as in hot-seat play.
"""
from __future__ import annotations

from dataclasses import replace

from desktop.qt import translate
from desktop.speech import Message, Priority

SUMMARY_MAX = 8


def narrate_quietly(window, update, seats: list[int] | None = None) -> list[Message]:
    """Every missed event narrated for every local seat (or only `seats`) into the
    history, unspoken; the messages of the seat at the keyboard."""
    table, speech = window.table, window.speech
    humans = seats if seats is not None else (window.session.human_seats() or [None])
    heard: list[Message] = []
    for event in update.events:
        for seat in humans:
            for message in table.narrator.narrate(event, seat):
                if message.category == "turn" and seat is not None:
                    speech.history.mark_turn(seat)
                message = replace(message, seat=seat)
                if speech.history.add(message):
                    speech.messageAdded.emit(message)
                if seat == table.viewer:
                    heard.append(message)
    table.refresh()
    return heard


def _private_here(window) -> bool:
    """Several players at this keyboard and hidden cards: only public facts are said."""
    return window.session.game.hidden_information and len(window.session.human_seats()) > 1


def summary(window, update) -> str:
    heard = narrate_quietly(window, update)
    if _private_here(window):
        heard = [m for e in update.events for m in window.table.narrator.narrate(e, None)]
    # your own moves in full ("You play…"), the others' in their brief form; no "Bob's turn."
    said = [m.text if m.category == "own" else m.short() for m in heard
            if m.category != "turn" and not m.detail and not m.quiet_when_brief]
    parts = [translate("net", "You are back at the table.")]
    if not said:
        parts.append(translate("net", "Nothing happened while you were away."))
    elif len(said) <= SUMMARY_MAX:
        parts.append(translate("net", "While you were away: {said}").format(said=" ".join(said)))
    else:
        parts.append(translate("net", "While you were away, {n} messages (all in the history); the last ones: {said}").format(
            n=len(said), said=" ".join(said[-SUMMARY_MAX:])))
    parts.append(_whose_turn(window))
    return " ".join(p for p in parts if p)


def _whose_turn(window) -> str:
    session, table = window.session, window.table
    if session.result() is not None:
        return ""
    if not _private_here(window):
        return table.describe_turn()
    waiting = [s for s in sorted(session.to_move()) if s < len(session.seats)]
    names = ", ".join(session.seats[s].name for s in waiting)
    return translate("net", "Waiting for {names}.").format(names=names) if names else ""


def say_back(window, update, priority: Priority = Priority.URGENT) -> None:
    """The summary, at once (it interrupts what was waiting; NORMAL: after what the
    window is saying), then the match goes on."""
    if window.table is None or window.session is None:
        return
    text = summary(window, update)
    window.speech.say(Message(text, None, priority, "system", window.table.viewer))
    if window.table.my_turn():
        window.table.turnCue.emit()
        window.table._focus_after_speech()
