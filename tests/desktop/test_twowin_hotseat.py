"""2 Win hot-seat privacy (RULINGS twowin 8): a secret choice reaches no other seat
before the reveal - not its table, its speech, its history nor the handover screen.

Two humans, Ann and Bea, play the same deal twice. In one run Ann passes one card,
in the other a different card; after the handover everything Bea can see or hear
must be identical in both runs (so nothing in it depends on Ann's choice), and it
must say that Ann has chosen. Then the same with Bea's number at the compose step,
checked from Ann's side. After the reveal, the choice is known to whom it may be.
"""
from __future__ import annotations

from desktop.match.session import SeatConfig
from desktop.qt import Qt
from engine.games.twowin.compose import legal_numbers

SEED = 4242


def visible(app) -> list[str]:
    """Everything the seat at the keyboard can see or hear on the table, or ask for."""
    window = app.window
    table = window.table
    lists = (table.hand, table.numbers, table.others, window.messages)
    texts = [f"{w.accessibleName()}: {w.item(i).text()}" for w in lists for i in range(w.count())]
    texts += [f"{w.accessibleName()}: cursor on row {w.currentRow()}" for w in lists[:3]]  # not where Ann left hers
    texts += [table.describe_turn(), table.describe_hand(), table.describe_table(),
              table.describe_scores(True), table.describe_opponent(1 - table.viewer)]
    return texts + app.history(table.viewer)


def start(app):
    window = app.window
    app.voice.utterances.clear()
    window.start_match("twowin", [SeatConfig("Ann", True), SeatConfig("Bea", True)], {}, SEED)
    table = window.table
    hand_over(app, 0)  # the very first turn is handed over too (issue 15, item 11)
    app.qtbot.waitUntil(lambda: table.my_turn() and app.focus is table.hand, timeout=3000)
    assert table.viewer == 0
    return table


def enter_on_row(app, table, row: int) -> None:
    app.key(Qt.Key.Key_Home)
    for _ in range(row):
        app.key(Qt.Key.Key_Right)
    app.key(Qt.Key.Key_Return)


def hand_over(app, to_seat: int) -> list[str]:
    """The handover screen shows; what it says; then the next player presses Enter."""
    window = app.window
    app.qtbot.waitUntil(lambda: window.stack.currentWidget() is window.handover, timeout=2000)
    shown = [window.handover.label.text(), window.handover.button.text()]
    spoken_before = len(app.spoken())
    app.qtbot.waitUntil(lambda: app.focus is window.handover.button, timeout=2000)
    app.key(Qt.Key.Key_Return)
    app.qtbot.waitUntil(lambda: window.table.viewer == to_seat and app.focus is window.table.hand, timeout=2000)
    return shown + app.spoken()[spoken_before:]


def ann_passes(app, row: int):
    table = start(app)
    card = table.view().hand[row]
    enter_on_row(app, table, row)
    assert any(t.startswith("You pass ") for t in app.history(0))
    heard = hand_over(app, 1)
    return card, heard + visible(app)


def test_anns_pass_is_invisible_to_bea_until_the_reveal(make_app):
    app = make_app("--lang", "en")
    seen = [ann_passes(app, 0), ann_passes(app, 8)]   # 9 cards: the first and the last
    (card_a, bea_a), (card_b, bea_b) = seen
    assert card_a != card_b, "the two runs must differ in Ann's choice"
    assert bea_a == bea_b
    assert any("Ann has chosen; waiting for you." in t for t in bea_a)
    assert not any("You pass" in t or "to pass" in t for t in bea_a)
    # Bea passes: the reveal tells Bea which card Ann gave her.
    app.key(Qt.Key.Key_Return)
    app.qtbot.waitUntil(lambda: app.window.table.view().step == "compose", timeout=2000)
    assert any(t.startswith("Ann passes you ") for t in app.history(1))


def bea_composes(app, pick: int):
    """Both pass; Bea (at the keyboard after the reveal) composes the pick-th legal number."""
    table = start(app)
    enter_on_row(app, table, 0)
    hand_over(app, 1)
    enter_on_row(app, table, 0)
    app.qtbot.waitUntil(lambda: table.view().step == "compose" and app.focus is table.hand, timeout=2000)
    v = table.view()
    numbers = sorted(legal_numbers(v.hand, None), key=lambda c: c.value)
    choice = numbers[pick]
    tens = v.hand.index(choice.tens)
    units = next(i for i, c in enumerate(v.hand) if c == choice.units and i != tens)
    enter_on_row(app, table, tens)
    enter_on_row(app, table, units)
    assert app.spoken()[-1].startswith(f"{choice.value}: your first number")
    app.key(Qt.Key.Key_Return)
    assert any(t.startswith(f"You compose {choice.value}:") for t in app.history(1))
    heard = hand_over(app, 0)
    return choice.value, heard + visible(app)


def test_beas_number_is_invisible_to_ann_until_the_reveal(make_app):
    app = make_app("--lang", "en")
    low, ann_low = bea_composes(app, 0)
    high, ann_high = bea_composes(app, -1)
    assert low != high
    assert ann_low == ann_high
    assert any("Bea has chosen; waiting for you." in t for t in ann_low)
    assert not any(f"Bea {high}" in t or f"Bea {low}" in t for t in ann_low)
    # Ann composes: the reveal names Bea's number to Ann.
    v = app.window.table.view()
    choice = legal_numbers(v.hand, None)[0]
    tens = v.hand.index(choice.tens)
    enter_on_row(app, app.window.table, tens)
    enter_on_row(app, app.window.table, next(i for i, c in enumerate(v.hand) if c == choice.units and i != tens))
    app.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)   # Ctrl+Enter confirms
    app.qtbot.waitUntil(lambda: any("reveal" in t for t in app.history(0)), timeout=2000)
    assert any(f"Bea {high}" in t for t in app.history(0) if "reveal" in t)
