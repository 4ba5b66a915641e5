"""SpeechService rules: priorities, staleness, verbosity, mutes, seats."""
import threading

import pytest

from desktop.speech import Message, Priority
from desktop.speech.service import STALE_LIMIT, STALE_MAX_ITEMS


def others(text, brief=None):
    return Message(text, brief=brief, category="others")


def test_normal_messages_queue_behind_current_speech(make_service, voice, qtbot):
    service = make_service()
    voice.busy = True
    service.say(Message("one"))
    service.say(Message("two"))
    assert voice.texts == ["one"]
    voice.finish()
    qtbot.waitUntil(lambda: voice.texts == ["one", "two"], timeout=1000)
    assert not any(u.interrupt for u in voice.utterances)


def test_urgent_and_own_interrupt_and_drop_waiting(make_service, voice):
    service = make_service()
    voice.busy = True
    service.say(Message("Bob plays 6."))
    service.say(Message("Anna plays 7."))
    service.say(Message("Your turn.", priority=Priority.URGENT, category="turn"))
    assert voice.texts == ["Bob plays 6.", "Your turn."]
    assert voice.utterances[-1].interrupt and voice.utterances[-1].urgent
    service.say(Message("Carl plays 8."))
    service.say(Message("You play 9.", priority=Priority.OWN, category="own"))
    last = voice.utterances[-1]
    assert last.text == "You play 9." and last.interrupt and not last.urgent
    assert "Carl plays 8." not in voice.texts
    # Everything is still reviewable.
    assert len(service.history.messages()) == 5


def test_stale_queue_is_spoken_brief_and_joined(make_service, voice, qtbot):
    service = make_service()
    voice.busy = True
    service.say(Message("You play 5.", priority=Priority.OWN))
    for name in "ABCD":
        service.say(others(f"{name} plays a long sentence", brief=f"{name} 1"))
    assert len(voice.texts) == 1 and STALE_LIMIT < 4
    voice.finish()
    qtbot.waitUntil(lambda: len(voice.texts) == 2, timeout=1000)
    assert voice.texts[1] == "A 1. B 1. C 1. D 1."


def test_very_stale_queue_drops_oldest_others_first(make_service, voice, qtbot):
    service = make_service()
    voice.busy = True
    service.say(Message("start", priority=Priority.OWN))
    service.say(Message("You draw 2.", brief="Draw 2", category="draw"))
    for i in range(STALE_MAX_ITEMS + 2):
        service.say(others(f"move {i}"))
    voice.finish()
    qtbot.waitUntil(lambda: len(voice.texts) == 2, timeout=1000)
    spoken = voice.texts[1]
    assert spoken.startswith("Draw 2.") and "move 0." not in spoken
    assert spoken.endswith(f"move {STALE_MAX_ITEMS + 1}.")
    assert spoken.count("move") == STALE_MAX_ITEMS - 1


def test_verbosity_brief_uses_brief_form(make_service, voice):
    service = make_service()
    service.say(Message("Marie plays 7 rouge on the pile.", brief="Marie 7 rouge"))
    service.set_verbosity("brief")
    service.say(Message("Marie plays 8 rouge on the pile.", brief="Marie 8 rouge"))
    service.say(Message("No brief form here."))
    assert voice.texts == ["Marie plays 7 rouge on the pile.", "Marie 8 rouge", "No brief form here."]
    with pytest.raises(ValueError):
        service.set_verbosity("chatty")


def test_another_players_turn_is_only_kept_in_the_history_at_brief(make_service, voice, qtbot):
    from desktop.narration.base import Narrator
    narrator = Narrator(["You", "Paul"])
    service = make_service()
    service.set_current_seat(0)
    service.say(narrator.turn_message(1, 0, ""))
    service.set_verbosity("brief")
    service.say(narrator.turn_message(1, 0, ""))
    service.say(narrator.turn_message(0, 0, "play a card."))  # one's own turn is always said
    qtbot.waitUntil(lambda: len(voice.texts) == 2, timeout=1000)
    assert voice.texts == ["Paul's turn.", "Your turn."]
    assert [m.text for m in service.history.messages(0)] == ["Paul's turn.", "Paul's turn.",
                                                            "Your turn: play a card."]


def test_category_mutes_keep_history_and_spare_own(make_service, voice):
    service = make_service()
    added = []
    service.messageAdded.connect(added.append)
    for category in ("others", "draw", "hint"):
        service.set_muted(category, True)
        assert service.is_muted(category)
        service.say(Message(f"a {category}", category=category))
    service.say(Message("hint asked for", category="hint", priority=Priority.OWN))
    assert voice.texts == ["hint asked for"]
    assert len(added) == 4 and len(service.history.messages()) == 4
    service.set_muted("others", False)
    service.say(others("Bob plays"))
    assert voice.texts[-1] == "Bob plays"
    with pytest.raises(ValueError):
        service.set_muted("turn", True)


def test_private_messages_only_for_current_seat(make_service, voice):
    service = make_service()
    service.current_seat = 0
    service.say(Message("Your card is 7.", seat=0))
    service.say(Message("Bob's card is 9.", seat=1))
    assert voice.texts == ["Your card is 7."]
    assert [m.text for m in service.history.messages(1)] == ["Bob's card is 9."]
    service.current_seat = 1
    assert service.review("newest").text == "Bob's card is 9."
    assert voice.texts[-1] == "Bob's card is 9."
    assert service.review("older") is None


def test_seat_switch_cuts_pending_speech(make_service, voice):
    service = make_service()
    service.current_seat = 0
    voice.busy = True
    service.say(Message("public one"))
    service.say(Message("private for 0", seat=0))
    stops = len(voice.stops)
    service.current_seat = 1
    assert len(voice.stops) == stops + 1
    voice.finish()
    service._pump()
    assert "private for 0" not in voice.texts


def test_not_remembered_message_is_spoken_once_not_stored(make_service, voice):
    service = make_service()
    added = []
    service.messageAdded.connect(added.append)
    service.say(Message("The hidden card is 4.", remember=False))
    assert voice.texts == ["The hidden card is 4."]
    assert added and service.history.messages() == []


def test_stop_silences_and_clears(make_service, voice):
    service = make_service()
    voice.busy = True
    service.say(Message("a"))
    service.say(Message("b"))
    service.stop()
    voice.finish()
    service._pump()
    assert voice.texts == ["a"] and voice.stops


def test_spoken_signal_carries_backend_text(make_service, voice):
    service = make_service()
    service.set_verbosity("brief")
    got = []
    service.spoken.connect(lambda m, t: got.append((m.text, t)))
    service.say(Message("long", brief="short"))
    assert got == [("long", "short")]


def test_say_from_worker_thread_is_delivered_on_gui_thread(make_service, voice, qtbot):
    service = make_service()
    thread = threading.Thread(target=service.say, args=(Message("from bot thread"),))
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: voice.texts == ["from bot thread"], timeout=1000)


def test_settings_are_forwarded_to_backends(make_service, logs):
    service = make_service("both")
    service.set_rate(0.5)
    service.set_volume(0.8)
    service.set_pitch(-0.2)
    service.set_voice("Anne")
    service.set_language("fr")
    service.prepare()  # outputs are created lazily; settings given before reach them then
    assert logs["qttts"].settings == {"rate": 0.5, "volume": 0.8, "pitch": -0.2,
                                      "voice": "Anne", "language": "fr"}
    service.set_rate(0.1)
    assert logs["qttts"].settings["rate"] == 0.1


def test_details_wait_in_the_history_except_at_detailed(make_service, voice, qtbot):
    """A report's details (Narrator.details) are kept, not spoken, at Normal and Brief; Detailed speaks them."""
    from desktop.narration.base import Narrator
    service = make_service()
    headline = Message("Round 4: you 73, Marie 73 and Paul 99.")
    service.say(headline)
    service.say(Narrator.details("Round 4 reveal: you 73, 7 green and 3 blue, 1 star; Marie 73..."))
    qtbot.wait(50)
    assert voice.texts == ["Round 4: you 73, Marie 73 and Paul 99."]
    assert [m.text for m in service.history.messages(None)][-1].startswith("Round 4 reveal:")
    service.set_verbosity("detailed")
    service.say(Narrator.details("Final scores. Marie: 52 points..."))
    voice.finish()
    qtbot.waitUntil(lambda: len(voice.texts) == 2, timeout=1000)
    assert voice.texts[-1] == "Final scores. Marie: 52 points..."
