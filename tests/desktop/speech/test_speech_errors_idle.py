"""Speech errors go to the speech log with their exception (once at WARNING, repeats
at DEBUG); a backend that signals the end of its speech is waited for, not polled."""
from __future__ import annotations

import logging
import threading

from desktop.speech import Message, SpeechService
from desktop.speech import errors as speech_errors
from desktop.speech.backends.log import LogBackend
from desktop.speech.service import IDLE_FALLBACK_MS, POLL_MS


class Broken(LogBackend):
    name = "broken"

    def speak(self, text: str, interrupt: bool = False, urgent: bool = False) -> None:
        raise RuntimeError(f"engine gone while saying {text!r}")


def test_a_failing_engine_is_logged_with_its_exception_once(qtbot, caplog, monkeypatch):
    monkeypatch.setattr(speech_errors, "_seen", set())
    service = SpeechService(factories={"qttts": Broken}, detector=lambda: False)
    service.set_output("voice")
    caplog.set_level(logging.DEBUG, logger="tablee.speech")
    service.say(Message("one"))
    service.say(Message("two"))
    records = [r for r in caplog.records if r.name == "tablee.speech"]
    assert [(r.levelno, r.getMessage()) for r in records] == [(logging.WARNING, "broken: speak failed"),
                                                              (logging.DEBUG, "broken: speak failed")]
    assert "engine gone while saying 'one'" in str(records[0].exc_info[1])
    assert [m.text for m in service.history.messages()] == ["one", "two"]  # nothing lost
    service.shutdown()


def test_failures_are_quiet_by_default(qtbot, caplog, monkeypatch):
    """Not at INFO, the level of the app's log file, after the first one."""
    monkeypatch.setattr(speech_errors, "_seen", set())
    caplog.set_level(logging.INFO)
    for _ in range(5):
        try:
            raise OSError("no daemon")
        except OSError:
            speech_errors.failed("speechd: connection")
    assert len([r for r in caplog.records if r.name == "tablee.speech"]) == 1


def _service(voice: LogBackend) -> SpeechService:
    service = SpeechService(factories={"qttts": lambda: voice}, detector=lambda: False)
    service.set_output("voice")
    return service


def test_an_idle_signal_replaces_the_40_ms_poll(qtbot, monkeypatch):
    import desktop.speech.service as module
    monkeypatch.setattr(module, "IDLE_FALLBACK_MS", 60_000)  # so only the signal can pass "two" on
    voice = LogBackend(busy=True, signals_idle=True)
    service = _service(voice)
    service.say(Message("one"))
    service.say(Message("two"))
    assert voice.texts == ["one"]
    assert service._poll.interval() == 60_000  # no 40 ms poll
    threading.Thread(target=voice.finish).start()  # engines end on their own threads
    qtbot.waitUntil(lambda: voice.texts == ["one", "two"], timeout=5000)
    service.shutdown()


def test_a_backend_without_the_signal_is_still_polled(qtbot):
    voice = LogBackend(busy=True)
    service = _service(voice)
    service.say(Message("one"))
    service.say(Message("two"))
    assert service._poll.interval() == POLL_MS
    voice.finish()
    qtbot.waitUntil(lambda: voice.texts == ["one", "two"], timeout=1000)
    service.shutdown()


def test_a_lost_idle_signal_is_caught_by_the_safety_net(qtbot):
    voice = LogBackend(busy=True, signals_idle=True)
    service = _service(voice)
    service.say(Message("one"))
    service.say(Message("two"))
    voice._speaking = False  # ended without saying so
    qtbot.waitUntil(lambda: voice.texts == ["one", "two"], timeout=3 * IDLE_FALLBACK_MS)
    service.shutdown()


def test_a_failure_lands_in_the_data_folder_s_log_file(tmp_path, monkeypatch):
    """The app's log (desktop/app.py) receives the speech logger: the traceback is there."""
    import desktop.app as app
    from desktop import paths
    monkeypatch.setattr(speech_errors, "_seen", set())
    root = logging.getLogger()
    before = list(root.handlers), root.level
    paths.set_data_dir(tmp_path)
    try:
        app._setup_logging()
        try:
            raise ConnectionRefusedError("speech-dispatcher is not running")
        except ConnectionRefusedError:
            speech_errors.failed("speechd: connection")
        for handler in root.handlers:
            handler.flush()
        text = paths.log_file().read_text(encoding="utf-8")
    finally:
        for handler in root.handlers[len(before[0]):]:
            root.removeHandler(handler)
            handler.close()
        root.setLevel(before[1])
        paths.set_data_dir(None)
    assert "WARNING tablee.speech: speechd: connection failed" in text
    assert "ConnectionRefusedError: speech-dispatcher is not running" in text


def _silent_handlers(path) -> list[str]:
    """`except Exception` (or BaseException, or bare) blocks that neither log nor re-raise."""
    import ast
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.ExceptHandler):
            continue
        caught = node.type
        names = {n.id for n in ast.walk(caught) if isinstance(n, ast.Name)} if caught is not None else {"*"}
        if not names & {"Exception", "BaseException", "*"}:
            continue
        calls = [c.func for c in ast.walk(node) if isinstance(c, ast.Call)]
        logs = any((isinstance(f, ast.Name) and f.id == "failed")
                   or (isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "log")
                   for f in calls)
        if not logs and not any(isinstance(n, ast.Raise) for n in ast.walk(node)):
            found.append(f"{path.name}:{node.lineno}")
    return found


def test_no_speech_failure_is_swallowed_silently():
    """Every broad except in desktop/speech/ (new backends included) logs through failed()."""
    from pathlib import Path
    folder = Path(speech_errors.__file__).parent
    assert sum((_silent_handlers(p) for p in sorted(folder.rglob("*.py"))), []) == []


def test_the_scan_sees_a_swallowed_failure(tmp_path):
    sample = tmp_path / "backend.py"
    sample.write_text("try:\n    speak()\nexcept Exception:\n    pass\n"
                      "try:\n    speak()\nexcept Exception:\n    failed('x: speak')\n"
                      "try:\n    speak()\nexcept OSError:\n    pass\n", encoding="utf-8")
    assert _silent_handlers(sample) == ["backend.py:3"]
