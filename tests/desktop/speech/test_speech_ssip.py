"""The native speech-dispatcher backend (SSIP over a Unix socket), against a fake
daemon: exact protocol lines, events -> is_speaking, stuck daemon, GUI never waits."""
from __future__ import annotations

import os
import shutil
import tempfile
import time

import pytest
from fake_ssip import FakeSsip

from desktop.speech import Message, Priority, SpeechService
from desktop.speech.backends import ssip, ssip_warmup, ssip_wire
from desktop.speech.backends.log import LogBackend
from desktop.speech.backends.ssip import SsipBackend
from desktop.speech.backends.ssip_wire import escape_text, language_code, scale
from desktop.speech.outputs import voice_order

HANDSHAKE = ["SET SELF CLIENT_NAME user:tablee:main", "SET SELF NOTIFICATION ALL on",
             "SET SELF PRIORITY message",
             # the silent warm-up, cut once it sounds: a fresh daemon's first cut is slow (ssip._warm_up)
             "GET VOLUME", "SET SELF VOLUME -100", "SPEAK", ssip_warmup.WARM_UP_TEXT, ".", "CANCEL self",
             "SET SELF VOLUME 100"]


@pytest.fixture
def sock_dir():
    path = tempfile.mkdtemp(prefix="ssip-", dir="/tmp")  # AF_UNIX paths are short
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture
def made():
    items = []
    yield items
    for item in items:
        item.shutdown() if isinstance(item, SsipBackend) else item.close()


def start(sock_dir, made, timeout=0.5, **kw):
    server = FakeSsip(os.path.join(sock_dir, "speechd.sock"), **kw)
    backend = SsipBackend(address=server.address, timeout=timeout)
    made += [backend, server]
    return server, backend


def wait(predicate, timeout=2.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.005)
    return predicate()


def test_handshake_and_speak_lines(sock_dir, made):
    server, backend = start(sock_dir, made)
    assert backend.available()
    backend.speak("Marie plays 7.")
    assert wait(lambda: server.texts == ["Marie plays 7."])
    assert server.commands() == HANDSHAKE + ["SPEAK", "Marie plays 7.", "."]


def test_interrupt_is_cancel_then_speak(sock_dir, made):
    server, backend = start(sock_dir, made)
    backend.speak("first")
    assert wait(lambda: backend.audible())
    backend.speak("your turn", interrupt=True)
    assert wait(lambda: server.texts == ["first", "your turn"])
    assert server.commands()[len(HANDSHAKE):] == ["SPEAK", "first", ".", "CANCEL self",
                                                  "SPEAK", "your turn", "."]
    backend.stop()
    assert wait(lambda: server.commands()[-1] == "CANCEL self")


def test_rate_pitch_volume_language_voice_lines(sock_dir, made):
    server, backend = start(sock_dir, made)
    backend.set_rate(0.5)
    backend.set_pitch(-1.0)
    backend.set_volume(0.8)
    backend.set_language("fr_FR")
    backend.set_language("en")
    backend.set_voice("French (France)")
    assert wait(lambda: len(server.commands()) == len(HANDSHAKE) + 6)
    assert server.commands()[len(HANDSHAKE):] == [
        "SET SELF RATE 50", "SET SELF PITCH -100", "SET SELF VOLUME 60",
        "SET SELF LANGUAGE fr", "SET SELF LANGUAGE en", "SET SELF SYNTHESIS_VOICE French (France)"]


def test_lines_starting_with_a_dot_are_doubled(sock_dir, made):
    assert escape_text(".a\nb\r\n.c") == b"..a\r\nb\r\n..c\r\n.\r\n"
    server, backend = start(sock_dir, made)
    backend.speak(".hidden start\nline two\n.\nend")
    assert wait(lambda: server.texts)
    assert server.commands()[len(HANDSHAKE):] == ["SPEAK", "..hidden start", "line two", "..", "end", "."]


def test_events_drive_is_speaking(sock_dir, made):
    server, backend = start(sock_dir, made, auto_begin=False)
    assert not backend.is_speaking()
    backend.speak("hello")
    assert backend.is_speaking()  # queued, before the daemon even heard of it
    assert wait(lambda: server.texts == ["hello"])
    assert backend.is_speaking() and not backend.audible()  # queued at the daemon
    server.speaking = 2  # 1 was the warm-up
    server.event("701", "BEGIN", 2)
    assert wait(backend.audible)
    server.finish()
    assert wait(lambda: not backend.is_speaking())
    assert [kind for _, kind, _ in backend.events] == ["begin", "end"]


def test_cancel_event_ends_speech(sock_dir, made):
    server, backend = start(sock_dir, made)
    backend.speak("a long sentence")
    assert wait(backend.audible)
    backend.stop()
    assert wait(lambda: not backend.is_speaking())
    assert [kind for _, kind, _ in backend.events] == ["begin", "cancel"]


def test_stale_commands_are_dropped_after_an_interrupt(sock_dir, made):
    server, backend = start(sock_dir, made, delay=0.05)
    assert backend.available() and wait(backend.is_ready)
    for text in ("one", "two", "three"):
        backend.speak(text)
    backend.speak("now", interrupt=True)
    assert wait(lambda: "now" in server.texts)
    time.sleep(0.2)
    assert server.texts[-1] == "now" and "three" not in server.texts
    assert not backend.is_speaking() or wait(lambda: backend.audible())


def test_voices_listed_lazily_for_the_language(sock_dir, made):
    server, backend = start(sock_dir, made)
    backend.set_language("en")
    assert backend.voices() == []  # asked now, answered later, off the GUI thread
    assert wait(lambda: backend.voices())
    assert backend.voices() == ["English (Great Britain)", "English (America)"]
    assert "LIST SYNTHESIS_VOICES" in server.commands()


def test_stuck_daemon_is_unavailable_within_the_timeout(sock_dir, made):
    server, backend = start(sock_dir, made, mode="stuck", timeout=0.3)
    t0 = time.monotonic()
    assert backend.available()  # optimistic while connecting
    backend.speak("lost")
    assert wait(lambda: not backend.available(), 2.0)
    assert time.monotonic() - t0 < 0.3 + 0.3
    assert not backend.is_speaking() and "answer" in backend.error
    backend.speak("still no exception")
    backend.stop()


def test_no_daemon_and_no_program_is_unavailable(sock_dir, made, monkeypatch):
    monkeypatch.setattr(ssip.shutil, "which", lambda name: None)
    backend = SsipBackend(address=("unix", os.path.join(sock_dir, "none.sock")))
    made.append(backend)
    assert wait(lambda: not backend.available(), 1.0)


def test_autospawn_when_no_socket(sock_dir, made, monkeypatch):
    path = os.path.join(sock_dir, "spawned", "speechd.sock")
    calls = []

    def fake_run(cmd, **kw):  # the real one daemonises and returns once listening
        calls.append(cmd)
        made.append(FakeSsip(path))

    monkeypatch.setattr(ssip.shutil, "which", lambda name: "/usr/bin/" + name)
    monkeypatch.setattr(ssip.subprocess, "run", fake_run)
    backend = SsipBackend(address=("unix", path))
    made.append(backend)
    assert backend.available() and wait(backend.is_ready) and backend.available()
    assert calls == [["speech-dispatcher", "--spawn", "--communication-method", "unix_socket",
                      "--socket-path", path]]


def test_gui_calls_never_wait_on_a_slow_daemon(sock_dir, made):
    server, backend = start(sock_dir, made, delay=0.25)
    worst = 0.0
    for i in range(12):
        for call in (backend.available, lambda i=i: backend.speak(f"m{i}", interrupt=i % 3 == 0),
                     backend.is_speaking, backend.audible, lambda: backend.set_rate(0.1),
                     backend.voices, backend.stop):
            t0 = time.perf_counter()
            call()
            worst = max(worst, time.perf_counter() - t0)
    assert worst < 0.005, f"a GUI-thread call took {worst * 1000:.1f} ms"


def test_socket_address_resolution(monkeypatch):
    monkeypatch.setenv("SPEECHD_ADDRESS", "unix_socket:/x/s.sock")
    assert ssip_wire.socket_address() == ("unix", ssip_wire.Path("/x/s.sock"))
    monkeypatch.setenv("SPEECHD_ADDRESS", "inet_socket:10.0.0.1:7000")
    assert ssip_wire.socket_address() == ("inet", ("10.0.0.1", 7000))
    monkeypatch.delenv("SPEECHD_ADDRESS")
    monkeypatch.setenv("XDG_RUNTIME_DIR", "/run/user/7")
    assert ssip_wire.socket_address() == ("unix", ssip_wire.Path("/run/user/7/speech-dispatcher/speechd.sock"))
    monkeypatch.delenv("XDG_RUNTIME_DIR")
    assert ssip_wire.socket_address() == ("unix", ssip_wire.Path.home() / ".cache/speech-dispatcher/speechd.sock")


def test_scales():
    assert [scale(v, -1, 1) for v in (-1, 0, 0.25, 1, 3)] == [-100, 0, 25, 100, 100]
    assert [scale(v, 0, 1) for v in (0, 0.5, 1)] == [-100, 0, 100]
    assert [language_code(c) for c in ("fr", "en_GB", "en-US.UTF-8", "", "12")] == ["fr", "en", "en", "", ""]


# ---- the service's choice -------------------------------------------------------
def test_voice_order_per_platform():
    assert voice_order("voice", "linux") == ("speechd", "qttts", "pyttsx3")
    assert voice_order("pyttsx3", "linux") == ("pyttsx3", "speechd", "qttts")
    assert voice_order("voice", "win32") == ("qttts", "pyttsx3")
    assert voice_order("auto", "darwin") == ("qttts", "pyttsx3")


@pytest.mark.skipif(not os.sys.platform.startswith("linux"), reason="SSIP voice is the Linux choice")
def test_service_prefers_ssip_on_linux_and_falls_back(qtbot, sock_dir, made):
    server = FakeSsip(os.path.join(sock_dir, "speechd.sock"), mode="stuck")
    made.append(server)
    created = []

    def speechd():
        created.append("speechd")
        backend = SsipBackend(address=server.address, timeout=0.2)
        made.append(backend)
        return backend

    qt_voice = LogBackend()
    qt_voice.name = "qttts"
    service = SpeechService(factories={"speechd": speechd, "qttts": lambda: qt_voice,
                                       "screenreader": lambda: LogBackend(available=False)},
                            detector=lambda: False)
    service.set_output("voice")
    assert created == []  # set_output creates nothing: start-up is not delayed
    assert service.output_names() == ["speechd"]
    qtbot.waitUntil(lambda: service.output_names() == ["qttts"], timeout=2000)  # stuck: next voice
    service.say(Message("hello", priority=Priority.OWN))
    assert qt_voice.texts == ["hello"]
    service.shutdown()


def test_injected_builtin_voice_replaces_ssip(qtbot):
    voice = LogBackend()
    service = SpeechService(factories={"qttts": lambda: voice}, detector=lambda: False)
    service.set_output("voice")
    service.say(Message("hi"))
    assert voice.texts == ["hi"] and service._backends["speechd"].available() is True
    assert "speechd" not in service.output_names()
    service.shutdown()


def test_the_warm_up_is_silent_restores_the_volume_and_is_not_our_speech(sock_dir, made):
    server, backend = start(sock_dir, made)
    server.volume = "42"  # the user's own speech-dispatcher volume
    assert backend.available()
    assert wait(backend.is_ready)
    assert wait(lambda: server.commands()[-1] == "SET SELF VOLUME 42")
    assert server.silent_texts == [ssip_warmup.WARM_UP_TEXT] and server.texts == []  # (escaped) heard by nobody
    assert not backend.is_speaking() and not backend.audible()
    assert not any(kind == "begin" for _, kind, _ in backend.events)  # the fake began the warm-up
    backend.speak("hello")
    assert wait(lambda: server.texts == ["hello"])
    assert wait(backend.audible)


def _warm_up_cut_after_speak(backend) -> float:
    """Seconds from the warm-up's SPEAK to its CANCEL, as the backend sent them."""
    sent = list(backend.sent_at)
    speak = next(t for t, line in sent if line == "SPEAK")
    cancel = next(t for t, line in sent if line == "CANCEL self" and t >= speak)
    return cancel - speak


def test_the_warm_up_is_cut_once_it_sounds(sock_dir, made):
    """Only a cut of sounding speech pays the daemon's slow first cut (ssip._warm_up)."""
    server, backend = start(sock_dir, made)
    assert backend.available() and wait(backend.is_ready)
    assert _warm_up_cut_after_speak(backend) >= ssip_warmup.WARM_UP_PLAY_S


def test_a_warm_up_that_never_begins_is_cut_after_a_short_wait(sock_dir, made):
    server, backend = start(sock_dir, made, auto_begin=False)
    assert backend.available() and wait(backend.is_ready)
    waited = _warm_up_cut_after_speak(backend)
    assert ssip_warmup.WARM_UP_BEGIN_S <= waited < ssip_warmup.WARM_UP_BEGIN_S + 0.2
    backend.speak("hello")
    assert wait(lambda: server.texts == ["hello"])


def test_the_end_event_signals_idle_once_speech_is_over(sock_dir, made):
    """went_idle() (the service's cue to speak what waits) comes with END, not by polling."""
    server, backend = start(sock_dir, made, auto_begin=False)
    idle_while: list[bool] = []
    backend.on_idle(lambda: idle_while.append(backend.is_speaking()))
    backend.speak("hello")
    assert wait(lambda: server.texts == ["hello"])
    server.speaking = 2  # 1 was the warm-up
    server.event("701", "BEGIN", 2)
    assert wait(backend.audible)
    calls_before_end = len(idle_while)
    server.finish()
    assert wait(lambda: len(idle_while) > calls_before_end)
    assert idle_while[-1] is False  # signalled only once nothing is left to say
    assert backend.signals_idle
