"""Quitting in the middle of a match: say what is kept, and ask only when nothing is.

A blind player who presses Ctrl+Q mid-match heard nothing and could not know whether
the match was lost (issue 15, item 7). Now:
- a match the autosave keeps (every local match: against bots, hot-seat, practice,
  watched): "Your match is saved…" is spoken, then the app closes once it has been
  heard (a screen reader reads the message from the window, so the window stays a
  moment; the built-in voice is let finish);
- a tutorial: its place is kept (desktop/tutorials/script.py records each step), said
  the same way;
- a network match (nothing on this computer can continue it): a question, No by
  default, the quit key again answering Yes;
- the home or end screen, or a second quit key while the message is spoken: at once.
"""
from __future__ import annotations

from desktop import qt
from desktop.qt import translate

HEARD_MS = 1200    # the screen reader has fetched the message from the window by then
VOICE_MAX_MS = 8000  # the built-in voice is let finish, at most this long
POLL_MS = 100


def plan(window) -> str:
    """'now' (nothing in progress), 'saved', 'tutorial' (its place is kept) or 'ask'."""
    session = getattr(window, "session", None)
    if session is None or session.result() is not None:
        return "now"
    if getattr(session, "remote", False):
        return "ask"
    if getattr(window, "tutor", None) is not None:
        return "tutorial"
    return "saved" if session.autosave_enabled else "ask"


def request(window) -> None:
    """The quit action (Ctrl+Q): close now, or after saying what is kept, or after asking."""
    if getattr(window, "_quit_announced", False):
        window.close()  # pressed again while the message is spoken: no more waiting
        return
    kind = plan(window)
    if kind == "now":
        window.close()
    elif kind == "ask":
        if _ask(window):
            window._quit_announced = True
            window.close()
    else:
        _announce_then_close(window, kind)


def may_close(window) -> bool:
    """closeEvent's check for a close asked by the window manager (Alt+F4, the title
    bar): False when the quit goes through request() instead (the event is ignored)."""
    if getattr(window, "_quit_announced", False) or plan(window) == "now":
        return True
    qt.QTimer.singleShot(0, lambda: request(window))
    return False


def saved_text(window, kind: str) -> str:
    if kind == "tutorial":
        from desktop import gameinfo
        return translate("quit", "Your place in the tutorial is kept: next time, Learn {game} goes on from "
                         "there.").format(game=gameinfo.game_name(window.session.game.id))
    return translate("quit", "Your match is saved: next time, Continue the last game resumes it.")


def _announce_then_close(window, kind: str) -> None:
    window._quit_announced = True
    session = window.session
    session.set_paused(True)  # no bot move speaks over the message
    session.flush_saves()
    from desktop.speech import Message, Priority  # the message module loads after the first paint
    window.speech.say(Message(saved_text(window, kind), None, Priority.OWN, "system", None, remember=False))
    waited = {"ms": 0}

    def close_when_heard() -> None:
        waited["ms"] += POLL_MS
        if waited["ms"] >= HEARD_MS and (not window.speech.is_speaking() or waited["ms"] >= VOICE_MAX_MS):
            window.close()
        else:
            qt.QTimer.singleShot(POLL_MS, window, close_when_heard)
    qt.QTimer.singleShot(POLL_MS, window, close_when_heard)


def _ask(window) -> bool:
    """Yes/No, No by default; the quit key again answers Yes."""
    from desktop.dialogs.focus import run_dialog
    buttons = qt.QtWidgets.QMessageBox.StandardButton
    hosting = getattr(getattr(window, "_net_play", None), "hosting", None) is not None
    if hosting:
        text = translate("quit", "Quit? Your table closes and the network match stops for everyone.")
    elif getattr(window.session, "remote", False):
        text = translate("quit", "Quit? You leave the network match: it is not saved on this computer.")
    else:
        text = translate("quit", "Quit? This match is not saved.")
    box = qt.QtWidgets.QMessageBox(qt.QtWidgets.QMessageBox.Icon.Question, translate("quit", "Quit"), text,
                                   buttons.Yes | buttons.No, window)
    box.setDefaultButton(buttons.No)
    action = getattr(window, "qactions", {}).get("quit")
    if action is not None and not action.shortcut().isEmpty():
        again = qt.QtGui.QShortcut(action.shortcut(), box)
        again.activated.connect(box.button(buttons.Yes).click)
    return run_dialog(box) == buttons.Yes
