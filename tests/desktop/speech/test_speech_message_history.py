"""Message value and per-seat reviewable history."""
from desktop.speech import Message, Priority, SpeechHistory


def test_message_defaults_and_short_form():
    m = Message("Marie plays 7 rouge.")
    assert m.priority is Priority.NORMAL and m.category == "info" and m.seat is None
    assert m.remember and m.short() == m.text
    assert Message("Marie plays 7 rouge.", brief="Marie 7 rouge").short() == "Marie 7 rouge"


def test_priority_order_of_interrupting_kinds():
    assert Priority.NORMAL < Priority.URGENT < Priority.OWN


def test_public_messages_reach_every_seat_private_only_owner():
    h = SpeechHistory()
    h.add(Message("public"))
    h.add(Message("secret for 0", seat=0))
    h.add(Message("secret for 1", seat=1))
    assert [m.text for m in h.messages(0)] == ["public", "secret for 0"]
    assert [m.text for m in h.messages(1)] == ["public", "secret for 1"]
    assert [m.text for m in h.messages(None)] == ["public"]


def test_not_remembered_messages_are_not_kept():
    h = SpeechHistory()
    assert not h.add(Message("face-down card is 7", remember=False))
    assert h.messages(0) == []


def test_navigation_clamps_and_snaps_back_on_new_message():
    h = SpeechHistory()
    for i in range(4):
        h.add(Message(f"m{i}"))
    assert h.current(0).text == "m3"
    assert h.older(0).text == "m2"
    assert h.older(0).text == "m1"
    assert h.newer(0).text == "m2"
    assert h.oldest(0).text == "m0"
    assert h.older(0) is None and h.current(0).text == "m0"
    assert h.newest(0).text == "m3"
    assert h.newer(0) is None
    h.older(0)
    h.add(Message("m4"))
    assert h.current(0).text == "m4"


def test_cursors_are_per_seat_and_skip_others_private():
    h = SpeechHistory()
    h.add(Message("a"))
    h.add(Message("b1", seat=1))
    h.add(Message("c"))
    assert h.older(0).text == "a"
    assert h.current(1).text == "c"
    assert h.older(1).text == "b1"


def test_capacity_drops_oldest_and_keeps_cursor_valid():
    h = SpeechHistory(capacity=3)
    for i in range(5):
        h.add(Message(f"m{i}"))
    assert [m.text for m in h.messages()] == ["m2", "m3", "m4"]
    assert h.oldest().text == "m2"
    h.add(Message("m5"))
    assert h.oldest().text == "m3"


def test_since_last_turn_uses_previous_turn_when_turn_just_began():
    h = SpeechHistory()
    h.add(Message("before anything"))
    h.mark_turn(0)
    h.add(Message("Your turn.", category="turn"))
    h.add(Message("You play 5.", category="own"))
    h.add(Message("Bob plays 6.", category="others"))
    h.add(Message("secret of Bob", seat=1))
    assert [m.text for m in h.since_last_turn(0)] == ["Your turn.", "You play 5.", "Bob plays 6."]
    h.mark_turn(0)
    h.add(Message("Your turn.", category="turn"))
    # Only the new turn's announcement so far: report the round that led here.
    assert [m.text for m in h.since_last_turn(0)] == [
        "Your turn.", "You play 5.", "Bob plays 6.", "Your turn."]
    h.add(Message("You draw a card.", category="draw"))
    assert [m.text for m in h.since_last_turn(0)] == ["Your turn.", "You draw a card."]


def test_since_last_turn_without_marks_is_everything_visible():
    h = SpeechHistory()
    h.add(Message("x"))
    h.add(Message("y", seat=2))
    assert [m.text for m in h.since_last_turn(1)] == ["x"]


def test_since_last_turn_at_a_step_the_others_chose_first_reports_the_round_before():
    """2 Win's steps are played by everyone at once: "Paul has chosen" came right after
    "Your turn", and F8 said only that, not the round's results (by ear, in the tutorial)."""
    h = SpeechHistory()
    h.mark_turn(0)
    h.add(Message("Your turn: compose.", category="turn"))
    h.add(Message("You compose 11.", category="own"))
    h.add(Message("Round 1: you 11 and Paul 22.", category="score"))
    h.mark_turn(0)
    h.add(Message("Your turn: pass a card.", category="turn"))
    h.add(Message("Paul has chosen; waiting for you.", category="others"))
    h.add(Message("Hear what happened since your last turn: press F8.", category="tutor", seat=0))
    assert [m.text for m in h.since_last_turn(0, idle=("turn", "others"))] == [
        "Your turn: compose.", "You compose 11.", "Round 1: you 11 and Paul 22.", "Your turn: pass a card.",
        "Paul has chosen; waiting for you."]
    # a hot-seat handover tells the player what came since their turn began, strictly
    assert [m.text for m in h.since_last_turn(0)] == ["Your turn: pass a card.", "Paul has chosen; waiting for you."]
