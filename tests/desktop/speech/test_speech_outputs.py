"""Output mode selection, fallbacks and the one-time notice."""
import pytest

from desktop.speech import Message, SpeechService
from desktop.speech.backends.log import LogBackend


def names(service):
    return service.output_names()


def test_auto_with_screen_reader_uses_it_alone(make_service):
    assert names(make_service("auto", reader=True)) == ["log"]


def test_modes_select_expected_backends(make_service, logs):
    for name, backend in logs.items():
        backend.name = name
    assert names(make_service("auto", reader=True)) == ["screenreader"]
    assert names(make_service("auto", reader=False)) == ["qttts"]
    assert names(make_service("voice")) == ["qttts"]
    assert names(make_service("pyttsx3")) == ["pyttsx3"]
    assert names(make_service("both")) == ["screenreader", "qttts"]
    assert names(make_service("screenreader")) == ["screenreader"]
    assert names(make_service("off")) == []
    with pytest.raises(ValueError):
        make_service("loud")


def test_voice_falls_back_to_pyttsx3_and_back(qtbot):
    qt_missing = LogBackend(available=False)
    py = LogBackend()
    py.name = "pyttsx3"
    service = SpeechService(factories={"qttts": lambda: qt_missing, "pyttsx3": lambda: py,
                                       "screenreader": LogBackend}, detector=lambda: False)
    service.set_output("voice")
    assert service.output_names() == ["pyttsx3"]
    service.say(Message("hello"))
    assert py.texts == ["hello"] and qt_missing.texts == []


def test_factory_raising_counts_as_unavailable(qtbot):
    def broken():
        raise ImportError("no QtTextToSpeech")

    sr = LogBackend()
    sr.name = "screenreader"
    service = SpeechService(factories={"qttts": broken, "pyttsx3": broken, "screenreader": lambda: sr},
                            detector=lambda: False)
    notices = []
    service.notice.connect(notices.append)
    service.set_output("voice")
    assert service.output_names() == ["screenreader"] and notices == ["no-voice"]


def test_auto_without_anything_keeps_history_and_notices_once(qtbot):
    def broken():
        raise RuntimeError

    service = SpeechService(factories={"qttts": broken, "pyttsx3": broken,
                                       "screenreader": lambda: LogBackend(available=False)},
                            detector=lambda: False)
    notices = []
    service.notice.connect(notices.append)
    service.say(Message("still in the history"))
    service.set_output("auto")
    service.set_output("auto")
    assert service.output_names() == [] and notices == ["no-speech"]
    assert service.history.current().text == "still in the history"


def test_detector_errors_mean_no_screen_reader(qtbot):
    def boom():
        raise OSError

    voice = LogBackend()
    service = SpeechService(factories={"qttts": lambda: voice}, detector=boom)
    service.say(Message("hi"))
    assert voice.texts == ["hi"]


def test_both_sends_same_text_to_reader_and_voice(make_service, logs):
    service = make_service("both")
    service.say(Message("Your turn.", priority=2))
    assert logs["screenreader"].texts == logs["qttts"].texts == ["Your turn."]


def test_screen_reader_does_not_hold_the_queue(make_service, logs):
    """A self-queueing output gets NORMAL messages at once (it coalesces itself)."""
    reader = logs["screenreader"]
    reader.self_queueing = True
    service = make_service("screenreader")
    reader.busy = True
    service.say(Message("a"))
    service.say(Message("b"))
    assert reader.texts == ["a", "b"]


def test_no_exception_when_no_engine_exists(qtbot, monkeypatch):
    from desktop import qt
    monkeypatch.setattr(qt, "text_to_speech", lambda: None)
    monkeypatch.setattr(qt, "multimedia", lambda: None)
    service = SpeechService(detector=lambda: False)
    service.set_output("voice")
    service.say(Message("nothing to speak with"))
    service.stop()
    assert "qttts" not in service.output_names() and "pyttsx3" not in service.output_names()
    service.shutdown()


def test_the_braille_setting_reaches_every_output_without_a_failure(qtbot, caplog):
    """Voices have no braille: the setting is theirs to ignore (it was logged as a
    failure of every voice backend at each start)."""
    voice = LogBackend()
    service = SpeechService(factories={"qttts": lambda: voice, "screenreader": LogBackend}, detector=lambda: False)
    service.set_output("voice")
    service.say(Message("hello"))
    with caplog.at_level("WARNING", logger="tablee.speech"):
        service.set_braille("mine")
    assert not [r for r in caplog.records if "braille" in r.getMessage()], caplog.text
