"""Direct screen-reader output through prism: which screen reader is chosen, what
reaches it (speech, braille, interruption), and the routing of `auto`.

NVDA, JAWS and VoiceOver cannot run here: they are prism custom backends
registered under their own names, which prism gives their real backend ids, so
the code under test goes through prism's real registry and native library.
"""
from __future__ import annotations

import pytest

from desktop.speech import Message, Priority, SpeechService
from desktop.speech.backends.log import LogBackend
from desktop.speech.describe import describe_outputs

prism = pytest.importorskip("prism")
from desktop.speech.backends.direct import SCREEN_READERS, DirectBackend, open_first, prism_outputs  # noqa: E402


def reader_class(log: list, running: bool = True, has_braille: bool = True):
    """A prism backend class standing for a screen reader; calls go to `log`."""

    class Reader(prism.CustomBackend):
        def initialize(self) -> None:
            if not running:
                raise RuntimeError("not running")  # what NVDA's controller says when NVDA is off

        def speak(self, text, interrupt):
            log.append(("speak", text, interrupt))

        def stop(self):
            log.append(("stop",))

        if has_braille:
            def output(self, text, interrupt):
                log.append(("output", text, interrupt))

            def braille(self, text):
                log.append(("braille", text))

    return Reader


def context_with(**readers):
    """A context factory over prism's own backends plus custom ones, by name."""
    builder = prism.RegistryBuilder()
    for name, cls in readers.items():
        builder.add_backend(name, cls, priority=100)
    registry = builder.freeze()
    return lambda: prism.Context(registry)


def name_of(context_factory) -> str:
    found = open_first(context_factory(), SCREEN_READERS)
    return found[0] if found else ""


def test_the_first_running_screen_reader_is_chosen_in_order():
    log: list = []
    assert name_of(context_with(NVDA=reader_class(log), JAWS=reader_class(log))) == "NVDA"
    assert name_of(context_with(NVDA=reader_class(log, running=False), JAWS=reader_class(log))) == "JAWS"
    assert name_of(context_with(VoiceOver=reader_class(log))) == "VoiceOver"


def test_prism_voices_are_never_taken_for_the_screen_reader():
    """prism's own backends here are Orca (unavailable beside Orca 43) and
    speech-dispatcher (a voice): no screen reader is found, so `auto` keeps today's path."""
    log: list = []
    assert name_of(context_with(SAPI=reader_class(log), OneCore=reader_class(log))) == ""
    assert DirectBackend(prism.Context).available() is False


@pytest.fixture
def service_over(qtbot):
    made = []

    def make(context_factory, mode="auto", reader=True, voice=None):
        logs = {"screenreader": LogBackend(), "qttts": voice or LogBackend(), "pyttsx3": LogBackend()}
        logs["screenreader"].name = "screenreader"  # stands for the announcement path
        direct = DirectBackend(context_factory, delay_ms=10)
        service = SpeechService(factories={"direct": lambda: direct, **{k: (lambda b=b: b) for k, b in logs.items()}},
                                detector=lambda: reader)
        service.set_output(mode)
        made.append(service)
        return service, direct, logs

    yield make
    for service in made:
        service.shutdown()


def test_auto_speaks_to_nvda_directly_and_sends_no_announcement(qtbot, service_over):
    log: list = []
    service, direct, logs = service_over(context_with(NVDA=reader_class(log)))
    assert service.output_names() == ["direct"] and service.screen_reader_in_use()
    assert describe_outputs(service.outputs()) == "NVDA, direct"
    service.say(Message("Marie plays 7 red.", category="others"))
    qtbot.waitUntil(lambda: bool(log), timeout=2000)
    assert log == [("output", "Marie plays 7 red.", False)]
    assert logs["screenreader"].texts == [] and logs["qttts"].texts == []


def test_urgent_interrupts_the_screen_reader_and_own_results_queue_behind_focus(qtbot, service_over):
    log: list = []
    service, direct, _ = service_over(context_with(JAWS=reader_class(log)))
    service.say(Message("Your turn.", priority=Priority.URGENT, category="turn"))
    qtbot.waitUntil(lambda: len(log) == 1, timeout=2000)
    service.say(Message("You play 7 red.", priority=Priority.OWN, category="own"))
    qtbot.waitUntil(lambda: len(log) == 2, timeout=2000)
    assert log == [("output", "Your turn.", True), ("output", "You play 7 red.", False)]
    service.stop()  # the stop key: the screen reader's own speech is the user's to stop
    assert ("stop",) not in log


def test_braille_setting_mine_keeps_opponents_moves_off_the_line(qtbot, service_over):
    log: list = []
    service, direct, _ = service_over(context_with(NVDA=reader_class(log)))
    service.set_braille("mine")
    service.say(Message("Marie plays 7 red.", category="others"))
    qtbot.waitUntil(lambda: len(log) == 1, timeout=2000)
    service.say(Message("You play 3 blue.", priority=Priority.OWN, category="own"))
    qtbot.waitUntil(lambda: len(log) == 2, timeout=2000)
    service.set_braille("none")
    service.say(Message("Your turn.", priority=Priority.URGENT, category="turn"))
    qtbot.waitUntil(lambda: len(log) == 3, timeout=2000)
    assert log == [("speak", "Marie plays 7 red.", False), ("output", "You play 3 blue.", False),
                   ("speak", "Your turn.", True)]


def test_a_reader_without_braille_is_spoken_to(qtbot, service_over):
    log: list = []
    service, direct, _ = service_over(context_with(VoiceOver=reader_class(log, has_braille=False)))
    assert not direct.braille_supported()
    service.say(Message("Your turn.", priority=Priority.URGENT, category="turn"))
    qtbot.waitUntil(lambda: bool(log), timeout=2000)
    assert log == [("speak", "Your turn.", True)]


def test_without_a_direct_reader_auto_keeps_announcements_or_the_voice(qtbot, service_over):
    log: list = []
    nvda_off = context_with(NVDA=reader_class(log, running=False))
    service, _, _ = service_over(nvda_off, reader=True)
    assert service.output_names() == ["screenreader"]  # the announcement path
    service, _, logs = service_over(nvda_off, reader=False)
    assert service.outputs() == [logs["qttts"]]


def test_a_screen_reader_that_quits_hands_over_to_announcements(qtbot, service_over):
    log: list = []

    class Quits(reader_class(log)):
        def output(self, text, interrupt):
            raise RuntimeError("NVDA is gone")

    service, direct, logs = service_over(context_with(NVDA=Quits))
    service.say(Message("Your turn.", priority=Priority.URGENT, category="turn"))
    qtbot.waitUntil(lambda: not direct.available(), timeout=2000)
    service.say(Message("Game over.", priority=Priority.URGENT, category="turn"))
    assert service.outputs() == [logs["screenreader"]] and logs["screenreader"].texts == ["Game over."]


def test_explicit_direct_mode_without_a_direct_reader_is_automatic(qtbot, service_over):
    """Never prism's voice (it loses queued messages, tests/bench/voice_compare.py)."""
    log: list = []
    service, _, logs = service_over(context_with(SAPI=reader_class(log)), mode="screenreader-direct", reader=False)
    assert service.outputs() == [logs["qttts"]]
    service, _, logs = service_over(context_with(SAPI=reader_class(log)), mode="screenreader-direct", reader=True)
    assert service.outputs() == [logs["screenreader"]]
    service.say(Message("Hello.", priority=Priority.URGENT))
    assert log == [] and logs["screenreader"].texts == ["Hello."]


def test_prism_outputs_lists_what_this_machine_reaches():
    log: list = []
    found = prism_outputs(context_with(JAWS=reader_class(log), SAPI=reader_class(log)), 3, voices=("SAPI",))
    assert found == "loaded: JAWS (screen reader), SAPI (voice)"
    assert prism_outputs(lambda: (_ for _ in ()).throw(OSError("no libprism"))) == "missing: no libprism"


def test_prism_outputs_opens_no_speech_dispatcher_when_none_runs(monkeypatch, tmp_path):
    """Opening prism's speech-dispatcher voice starts a daemon (seconds, and one left
    behind): with no daemon running the smoke line says so without opening it."""
    monkeypatch.delenv("SPEECHD_ADDRESS", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    found = prism_outputs(prism.Context, 3, voices=("SPEECH_DISPATCHER",))
    assert found == "loaded: Speech Dispatcher (voice, not opened: no daemon running)"
    assert not list(tmp_path.iterdir())  # nothing spawned in this runtime directory


def test_prism_outputs_is_bounded_and_names_the_output_that_hangs():
    import threading
    import time
    release = threading.Event()

    class Hanging(prism.CustomBackend):
        def initialize(self) -> None:
            release.wait(5)

        def speak(self, text, interrupt):
            pass

        def stop(self):
            pass

    start = time.monotonic()
    try:
        found = prism_outputs(context_with(SAPI=Hanging), 0.3, voices=("SAPI",))
    finally:
        release.set()
    assert time.monotonic() - start < 2
    assert found == "loaded: SAPI (voice, still opening after 0.3 s)"


def test_settings_say_which_output_is_in_use(qtbot, service_over, tmp_path):
    from types import SimpleNamespace

    from desktop import settings as S
    from desktop.dialogs.settings import OutputInUse
    log: list = []
    service, _, _ = service_over(context_with(NVDA=reader_class(log)))
    store = S.Settings(path=str(tmp_path / "settings.ini"))
    field = OutputInUse(SimpleNamespace(settings=store, speech=service))
    qtbot.addWidget(field)
    assert field.text() == "NVDA, direct" and field.isReadOnly() and field.accessibleName() == "Output in use"
    service.set_output("screenreader")
    store.set(S.SPEECH_OUTPUT, "screenreader")  # AppContext applies it first; the field follows
    assert field.text() == "Screen reader, through accessibility announcements"


def test_prism_is_not_loaded_when_no_screen_reader_runs(qtbot):
    """auto probes prism only when a screen reader is detected: no import, no native
    library, no D-Bus call on a machine without one."""
    made = []
    service = SpeechService(factories={"direct": lambda: made.append(1) or LogBackend(),
                                       "screenreader": LogBackend, "qttts": LogBackend, "pyttsx3": LogBackend},
                            detector=lambda: False)
    service.set_output("auto")
    assert service.output_names() == ["log"] and made == []
    service.set_output("screenreader-direct")
    service.output_names()
    assert made == [1]  # the explicit mode always asks prism
    service.shutdown()
