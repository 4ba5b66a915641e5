"""The screen-reader path: announcement events and the Notification widget."""
import pytest

from desktop import qt
from desktop.speech import Message, NotificationArea, NotificationWidget, Priority, SpeechService
from desktop.speech.backends.screenreader import ScreenReaderBackend

QAccessible = qt.QAccessible


@pytest.fixture
def window(qtbot):
    QAccessible.setActive(True)
    win = qt.QtWidgets.QWidget()
    qtbot.addWidget(win)
    notifier = NotificationArea(win)
    win.show()
    return win, notifier


def test_notification_widget_has_notification_role_and_current_name(window):
    win, _ = window
    notifier = NotificationWidget(win)
    notifier.show()
    notifier.notify("Marie plays 7 rouge.")
    iface = QAccessible.queryAccessibleInterface(notifier)
    assert iface.role() == QAccessible.Role.Notification
    assert iface.text(QAccessible.Text.Name) == "Marie plays 7 rouge."
    assert notifier.isVisible() and notifier.focusPolicy() == qt.Qt.FocusPolicy.NoFocus
    notifier.notify("Your turn.")
    assert QAccessible.queryAccessibleInterface(notifier).text(QAccessible.Text.Name) == "Your turn."
    other = QAccessible.queryAccessibleInterface(win)
    assert other.role() != QAccessible.Role.Notification


def test_the_notifications_are_in_a_status_bar_so_orca_says_no_role_before_them(window):
    """Orca 43 says "notification." before a notification's text unless a status bar
    holds it: the area is that status bar, and each widget's parent chain reaches it."""
    _, area = window
    area.notify("Marie plays 7 rouge.")
    assert QAccessible.queryAccessibleInterface(area).role() == QAccessible.Role.StatusBar
    for slot in area.slots:
        parent = QAccessible.queryAccessibleInterface(slot).parent()
        assert parent.role() == QAccessible.Role.StatusBar and parent.object() is area


def test_the_areas_widgets_are_built_with_it_and_show_with_the_window(qtbot):
    """Built with the area, before the window shows: Orca reads each notification widget
    that appears as a notification (built after the first paint, "notification." x 8)."""
    window = qt.QtWidgets.QWidget()
    qtbot.addWidget(window)
    area = NotificationArea(window)
    assert len(area.slots) == NotificationArea.SIZE and not any(w.isVisible() for w in area.slots)
    area.notify("Some settings were not valid.")  # a message before the window shows
    window.show()
    assert all(w.isVisible() for w in area.slots)
    assert [w.text() for w in area.slots] == ["Some settings were not valid."] + [""] * (NotificationArea.SIZE - 1)


def test_messages_take_turns_over_the_area_so_each_keeps_its_text(window):
    """Orca 43 reads a notification's name when it reaches the event, often more than
    a second later: the message must still be on its widget then (issue 11)."""
    win, area = window
    texts = [f"Paul plays {n} red." for n in range(NotificationArea.SIZE + 1)]
    for text in texts:
        area.notify(text)
    names = [w.text() for w in area.slots]
    assert names[0] == texts[-1]  # the ninth took the first slot back
    assert names[1:] == texts[1:-1]  # the others still hold theirs
    assert all(w.isVisible() for w in area.slots) and area.text() == texts[-1]
    roles = {QAccessible.queryAccessibleInterface(w).role() for w in area.slots}
    assert roles == {QAccessible.Role.Notification}
    assert QAccessible.queryAccessibleInterface(area).role() != QAccessible.Role.Notification


def test_announcements_are_deferred_coalesced_and_polite_or_assertive(window, qtbot):
    win, notifier = window
    backend = ScreenReaderBackend(win, notifier, delay_ms=60)
    events = []
    backend.post_hook = events.append
    backend.speak("Bob plays 6.")
    backend.speak("Anna plays 7.")
    assert backend.sent == []  # not in the same instant as a focus move
    qtbot.waitUntil(lambda: bool(backend.sent), timeout=1000)
    assert backend.sent == [("Bob plays 6. Anna plays 7.", QAccessible.AnnouncementPoliteness.Polite)]
    assert isinstance(events[0], qt.QtGui.QAccessibleAnnouncementEvent)
    assert notifier.text() == "Bob plays 6. Anna plays 7."
    backend.speak("Your turn.", interrupt=True, urgent=True)
    qtbot.waitUntil(lambda: len(backend.sent) == 2, timeout=1000)
    assert backend.sent[1] == ("Your turn.", QAccessible.AnnouncementPoliteness.Assertive)


def test_interrupt_replaces_unsent_and_stop_drops_it(window, qtbot):
    win, notifier = window
    backend = ScreenReaderBackend(win, notifier, delay_ms=60)
    backend.speak("stale")
    backend.speak("You play 5.", interrupt=True)
    assert backend.pending() == ["You play 5."]
    backend.stop()
    qtbot.wait(120)
    assert backend.sent == []


def test_urgent_message_keeps_the_unsent_moves_of_the_same_instant(window, qtbot):
    """A bot's move and the "Your turn" it leads to arrive together: the service
    interrupts (stop) then speaks the urgent message; the move, never spoken yet,
    must not be lost (Orca 43 said only "Your turn" before this)."""
    win, notifier = window
    backend = ScreenReaderBackend(win, notifier, delay_ms=60)
    backend.speak("Léa plays 1 yellow.")
    backend.stop()
    backend.speak("Your turn.", interrupt=True, urgent=True)
    qtbot.waitUntil(lambda: bool(backend.sent), timeout=1000)
    assert backend.sent == [("Léa plays 1 yellow. Your turn.", QAccessible.AnnouncementPoliteness.Assertive)]
    assert notifier.text() == "Léa plays 1 yellow. Your turn."


def test_stop_then_later_urgent_does_not_bring_back_dropped_messages(window, qtbot):
    win, notifier = window
    backend = ScreenReaderBackend(win, notifier, delay_ms=60)
    backend.speak("stale")
    backend.stop()
    qtbot.wait(20)  # the event loop ran: what stop() dropped is gone
    backend.speak("Your turn.", interrupt=True, urgent=True)
    qtbot.waitUntil(lambda: bool(backend.sent), timeout=1000)
    assert backend.sent == [("Your turn.", QAccessible.AnnouncementPoliteness.Assertive)]


def test_service_speaks_a_bot_move_and_the_turn_start_together(window, qtbot):
    win, notifier = window
    service = SpeechService(detector=lambda: True)
    service.attach(win, notifier)
    service.set_output("screenreader")
    service.say(Message("Léa plays 1 yellow and takes 1 blue."))
    service.say(Message("Your turn: play a card.", priority=Priority.URGENT, category="turn"))
    backend = service._backends["screenreader"]
    qtbot.waitUntil(lambda: bool(backend.sent), timeout=1000)
    assert backend.sent[0][0] == "Léa plays 1 yellow and takes 1 blue. Your turn: play a card."
    assert notifier.text() == backend.sent[0][0]
    service.shutdown()


def test_service_routes_through_screen_reader_after_attach(window, qtbot):
    win, notifier = window
    service = SpeechService(detector=lambda: True)
    service.attach(win, notifier)
    service.set_output("auto")
    assert service.output_names() == ["screenreader"]
    service.say(Message("Game over: Marie wins.", priority=Priority.URGENT))
    backend = service._backends["screenreader"]
    qtbot.waitUntil(lambda: bool(backend.sent), timeout=1000)
    assert backend.sent[0] == ("Game over: Marie wins.", QAccessible.AnnouncementPoliteness.Assertive)
    assert notifier.text() == "Game over: Marie wins."
    service.shutdown()


def test_attach_after_creation_updates_backend(window, qtbot):
    win, notifier = window
    service = SpeechService(detector=lambda: True)
    service.set_output("screenreader")
    service.attach(win, notifier)
    service.say(Message("hello"))
    backend = service._backends["screenreader"]
    backend.flush()
    assert notifier.text() == "hello"
    service.shutdown()


def test_a_message_for_braille_is_visible_text_and_one_kept_off_braille_is_the_name(window):
    """Orca 43 brailles a notification from the labels inside it and drops a label
    whose text is in the notification's name: one place or the other, never both."""
    win, _ = window
    notifier = NotificationWidget(win)
    notifier.show()
    notifier.notify("Marie plays 7 red.", braille=True)
    iface = QAccessible.queryAccessibleInterface(notifier)
    label = QAccessible.queryAccessibleInterface(notifier.label)
    assert iface.text(QAccessible.Text.Name) == "" and label.role() == QAccessible.Role.StaticText
    assert label.text(QAccessible.Text.Name) == "Marie plays 7 red." and notifier.label.isVisible()
    notifier.notify("Paul plays 3 blue.", braille=False)
    assert iface.text(QAccessible.Text.Name) == "Paul plays 3 blue." and notifier.label.text() == ""
    assert notifier.text() == "Paul plays 3 blue."


@pytest.mark.parametrize("mode, expected", [
    ("all", [True, True, True]), ("mine", [False, True, True]), ("none", [False, False, False])])
def test_braille_setting_decides_which_messages_reach_the_label(window, qtbot, mode, expected):
    win, area = window
    backend = ScreenReaderBackend(win, area, delay_ms=10)
    backend.set_braille(mode)
    brailled = []
    for text, interrupt, urgent in (("Paul plays 3.", False, False), ("You play 5.", True, False),
                                    ("Your turn.", True, True)):
        backend.speak(text, interrupt=interrupt, urgent=urgent)
        qtbot.waitUntil(lambda text=text: area.text() == text, timeout=1000)
        slot = area.slots[(area._next - 1) % len(area.slots)]
        brailled.append(slot.label.text() == text)
    assert brailled == expected


def test_a_message_sent_alone_is_its_own_notification_in_the_same_flush(window, qtbot):
    """Num Win's cards to memorise (ruling 9, issue 15 item 12): each is heard apart,
    while the messages around them are still joined as before."""
    win, area = window
    backend = ScreenReaderBackend(win, area, delay_ms=60)
    backend.speak("Round 1 of 2.")
    backend.speak("Ann deals.")
    backend.speak_alone("Memorise: your card at position 1 is 15 blue.")
    backend.speak_alone("Memorise: your card at position 2 is 3 red.")
    backend.speak("Your turn.")
    assert backend.sent == []  # still after the settle delay
    qtbot.waitUntil(lambda: len(backend.sent) == 4, timeout=1000)
    assert [text for text, _ in backend.sent] == [
        "Round 1 of 2. Ann deals.", "Memorise: your card at position 1 is 15 blue.",
        "Memorise: your card at position 2 is 3 red.", "Your turn."]
    assert [slot.text() for slot in area.slots[:4]] == [text for text, _ in backend.sent]


def test_the_service_sends_a_message_marked_alone_apart(window, qtbot):
    win, area = window
    service = SpeechService(detector=lambda: True)
    service.attach(win, area)
    service.set_output("screenreader")
    service.say(Message("Round 1.", category="system"))
    service.say(Message("Memorise: position 1 is 15 blue.", category="own", alone=True))
    service.say(Message("Your turn.", category="turn"))
    backend = service._backends["screenreader"]
    qtbot.waitUntil(lambda: len(backend.sent) >= 3, timeout=2000)
    assert [text for text, _ in backend.sent] == ["Round 1.", "Memorise: position 1 is 15 blue.", "Your turn."]
    service.shutdown()


def test_the_status_bar_lists_the_recent_messages_oldest_first(window):
    """Orca's "read the status bar" reads the area's children in order: the widgets are
    used in turn, so each one used is moved last."""
    _, area = window
    for n in range(1, NotificationArea.SIZE + 4):
        area.notify(f"Message {n}.", braille=n % 2 == 0)
    bar = QAccessible.queryAccessibleInterface(area)
    texts = [bar.child(i).object().text() for i in range(bar.childCount())]
    assert texts == [f"Message {n}." for n in range(4, NotificationArea.SIZE + 4)], texts


def test_the_main_window_s_status_bar_is_named_in_the_player_s_language(make_app):
    """Orca's "read the status bar" says its name first ("Recent messages statusbar.")."""
    window = make_app().window
    bar = QAccessible.queryAccessibleInterface(window.notifier)
    assert bar.role() == QAccessible.Role.StatusBar and bar.text(QAccessible.Text.Name) == "Recent messages"
    window.ctx.languages.switch("fr")
    try:
        assert QAccessible.queryAccessibleInterface(window.notifier).text(QAccessible.Text.Name) == "Messages récents"
    finally:
        window.ctx.languages.switch("en")
