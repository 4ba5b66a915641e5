"""Real engines: Qt's mock TTS, pyttsx3 worker + Qt playback, detection."""
import os
import shutil
import time

import pytest

from desktop import qt
from desktop.speech import Message, Priority, SpeechService, detect

pytestmark = pytest.mark.skipif(qt.text_to_speech() is None, reason="QtTextToSpeech not loadable here")


def test_qttts_mock_speaks_queues_and_stops_on_its_thread(qtbot):
    from desktop.speech.backends.qttts import QtTtsBackend
    backend = QtTtsBackend("mock")
    assert backend.available()
    qtbot.waitUntil(backend.is_ready, timeout=3000)
    assert backend.voices()  # mock lists Bob and Anne
    assert backend._thread.name == "qttts" and backend._thread.is_alive()
    backend.set_rate(0.5)
    backend.set_language("fr")
    backend.speak("one two three four five six")
    backend.speak("seven")
    assert backend.is_speaking()
    qtbot.waitUntil(backend.audible, timeout=2000)
    backend.stop()
    qtbot.waitUntil(lambda: not backend.is_speaking(), timeout=2000)
    states = [s for _, s in backend.state_log]
    assert states[0] == "Speaking" and states[-1] == "Ready"
    thread = backend._thread
    backend.shutdown()
    assert not thread.is_alive()


def test_qttts_commands_before_ready_are_kept_in_order(qtbot):
    from desktop.speech.backends.qttts import QtTtsBackend
    backend = QtTtsBackend("mock")
    backend.speak("said before the engine exists")
    assert backend.is_speaking() and backend._backlog
    qtbot.waitUntil(backend.audible, timeout=3000)
    assert backend._backlog == []
    backend.shutdown()


def test_qttts_unknown_engine_is_unavailable_not_an_error():
    from desktop.speech.backends.qttts import QtTtsBackend
    backend = QtTtsBackend("no-such-engine")
    assert not backend.available()
    backend.speak("ignored")
    backend.stop()
    assert not backend.is_speaking()
    backend.shutdown()


def test_service_with_mock_engine_interrupts(qtbot):
    from desktop.speech.backends.qttts import QtTtsBackend
    engine = QtTtsBackend("mock")
    service = SpeechService(factories={"qttts": lambda: engine}, detector=lambda: False)
    service.set_output("voice")
    service.say(Message("a fairly long sentence for the mock engine to read word by word"))
    service.say(Message("queued behind"))
    qtbot.waitUntil(engine.audible, timeout=3000)
    assert service._pending  # still waiting behind the first sentence
    service.say(Message("You play 4.", priority=Priority.OWN))
    assert service._pending == []
    qtbot.waitUntil(lambda: not engine.is_speaking(), timeout=5000)
    service.shutdown()


def test_engine_failing_late_hands_over_to_next_voice(qtbot):
    from desktop.speech.backends.log import LogBackend
    from desktop.speech.backends.qttts import QtTtsBackend
    engine = QtTtsBackend("mock")
    spare = LogBackend()
    service = SpeechService(factories={"qttts": lambda: engine, "pyttsx3": lambda: spare},
                            detector=lambda: False)
    service.set_output("voice")
    assert service.output_names() == ["qttts"]
    engine._on_ready("no speech server", "")
    service.say(Message("still spoken"))
    assert service.output_names() == ["log"] and spare.texts == ["still spoken"]
    service.shutdown()


needs_espeak = pytest.mark.skipif(shutil.which("espeak-ng") is None and shutil.which("espeak") is None,
                                  reason="pyttsx3 needs espeak-ng on Linux (Debian: espeak-ng libespeak-ng1)")


@needs_espeak
def test_pyttsx3_writes_wav_on_worker_thread_and_stops(qtbot, monkeypatch):
    from desktop.speech.backends import pyttsx3_backend as mod
    if qt.multimedia() is None:
        pytest.skip("Qt Multimedia not loadable here")
    backend = mod.Pyttsx3Backend()
    assert backend.available()
    threads, files = [], []

    def spy(engine, gen, text, path):
        # As _synthesize does, but the size is read before the GUI thread may play and
        # delete the file (the emit below is queued to it).
        import threading
        threads.append(threading.current_thread().name)
        engine.save_to_file(text, path)
        engine.runAndWait()
        files.append((path, os.path.getsize(path) if os.path.exists(path) else 0))
        backend._bridge.synthesized.emit(gen, path)

    monkeypatch.setattr(backend, "_synthesize", spy)
    backend.speak("Bonjour, ceci est un test.")
    qtbot.waitUntil(lambda: bool(files), timeout=5000)
    assert threads == ["pyttsx3"] and files[0][1] > 1000
    assert files[0][0].endswith(".wav")
    backend.speak("Une deuxième phrase.")
    started = time.monotonic()
    backend.stop()
    assert time.monotonic() - started < 0.05 and not backend.is_speaking()
    qtbot.wait(300)  # the stale synthesis comes back and must be dropped
    assert not backend._to_play and backend._effect is None
    backend.shutdown()
    assert not os.path.exists(backend._dir)


@needs_espeak
def test_pyttsx3_stale_results_are_dropped_after_interrupt(qtbot):
    from desktop.speech.backends.pyttsx3_backend import Pyttsx3Backend
    if qt.multimedia() is None:
        pytest.skip("Qt Multimedia not loadable here")
    backend = Pyttsx3Backend()
    assert backend.available()
    played = []
    backend._play_next = lambda: played.extend(backend._to_play) or backend._to_play.clear()
    backend.speak("old one")
    backend.speak("new one", interrupt=True)
    qtbot.waitUntil(lambda: bool(played), timeout=5000)
    qtbot.wait(200)
    assert len(played) == 1 and played[0].endswith("u2.wav")
    backend.shutdown()


def test_linux_process_detection_reads_proc(tmp_path):
    (tmp_path / "12").mkdir()
    (tmp_path / "12" / "comm").write_text("orca\n")
    (tmp_path / "13").mkdir()
    (tmp_path / "13" / "comm").write_text("bash\n")
    assert detect.linux_process_running(("orca",), str(tmp_path))
    assert not detect.linux_process_running(("nvda",), str(tmp_path))
    assert not detect.linux_process_running(("orca",), str(tmp_path / "missing"))


def test_detection_never_raises(monkeypatch):
    monkeypatch.setattr(detect, "_linux", lambda: 1 / 0)
    monkeypatch.setattr(detect, "_windows", lambda: 1 / 0)
    monkeypatch.setattr(detect, "_macos", lambda: 1 / 0)
    assert detect.screen_reader_running() is False
    monkeypatch.undo()
    assert detect.screen_reader_running() in (True, False)


def test_refguard_makes_void_qt_calls_safe():
    import sys

    from desktop.speech import refguard
    refguard.guard_singletons()
    obj = qt.QObject()
    for _ in range(20000):  # would abort with none_dealloc on an unguarded 3.11
        obj.setObjectName("x")
    assert sys.getrefcount(None) > 1000
