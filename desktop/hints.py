"""Hints in practice matches (Ctrl+H): what the strong bot would do, and why.

The engine ranks the choices from the player's own View (engine/ai/hints.py);
this module names the move and turns the bot's own rating into one sentence.
A second press on the same decision gives the runner-up and how much worse it
is; a third goes back to the first. In Num Win without the memory aid a hint
names positions only, never a face-down value, and gives no figure computed
from remembered cards (RULINGS.md ruling 9); Num Win's claims, call and action
targets have their own sentences (desktop/numwin_hints.py).
"""
from __future__ import annotations

from desktop import qt
from desktop.narration.words import decimal_points
from desktop.qt import translate
from engine.ai.hints import Choice, ranked


def action_text(game_id: str, action, view, narrator) -> str:
    """The move as a short imperative phrase ('play 7 green')."""
    kind = type(action).__name__
    namer = globals().get(f"_name_{game_id}")
    text = namer(kind, action, view, narrator) if namer else None
    return text or translate("hints", "the move {kind}").format(kind=action.kind)


def _name_gap(kind, action, view, narrator):
    from desktop.narration.gap import card_name, cards_text
    if kind == "Play":
        return translate("hints", "play {card}").format(card=card_name(action.card))
    return translate("hints", "take {cards}").format(cards=cards_text(action.cards)) if action.cards else \
        translate("hints", "take nothing")


def _name_twowin(kind, action, view, narrator):
    from desktop.narration.twowin import card_name
    if kind == "Pass":
        return translate("hints", "pass {card}").format(card=card_name(action.card))
    return translate("hints", "make {number}: tens {tens}, units {units}").format(
        number=action.tens.digit * 10 + action.units.digit, tens=card_name(action.tens), units=card_name(action.units))


def _name_vingtdeux(kind, action, view, narrator):
    from desktop.narration.vingtdeux import cards_text
    if kind == "Play":
        return translate("hints", "play {cards}").format(cards=cards_text(action.cards))
    return translate("hints", "exchange {cards}").format(cards=cards_text(action.cards)) if action.cards else \
        translate("hints", "keep all your cards")


def _name_qwinto(kind, action, view, narrator):
    from desktop.narration.qwinto import box_at, colours_text
    if kind == "Roll":
        if len(action.dice) == 1:
            return translate("hints", "roll the {die} die alone").format(die=colours_text(action.dice, dice_words=True))
        return translate("hints", "roll the {dice} dice").format(dice=colours_text(action.dice, dice_words=True))
    if kind == "Write":
        return translate("hints", "write {total} in {box}").format(total=view.total, box=box_at(action.row, action.column))
    return {"Keep": translate("hints", "keep the roll"), "Reroll": translate("hints", "reroll the same dice"),
            "Pass": translate("hints", "write nothing")}.get(kind)


def _name_numwin(kind, action, view, narrator):
    """Positions and players only: never what a face-down card is."""
    if kind in ("Exchange", "UseFlip"):
        return translate("hints", "use your position {n}").format(n=action.position + 1)
    if kind in ("UseQuantum", "UseFlash", "Claim"):
        template = {"UseQuantum": translate("hints", "turn up {place}"),
                    "UseFlash": translate("hints", "send {place} to the discard"),
                    "Claim": translate("hints", "claim the discard with {place}")}[kind]
        return template.format(place=narrator.place(action.seat, action.position, view.seat))
    if kind == "UseSwipe":
        return translate("hints", "swap your position {own} with {place}").format(
            own=action.own + 1, place=narrator.place(action.seat, action.position, view.seat))
    return {"DrawPile": translate("hints", "draw from the pile"),
            "TakeDiscard": translate("hints", "take the discard"),
            "Discard": translate("hints", "discard the drawn card"),
            "Add": translate("hints", "add the card to your combination"),
            "Pass": translate("hints", "claim nothing"), "CallNumWin": translate("hints", "call Num Win"),
            "EndTurn": translate("hints", "end your turn")}.get(kind)


def _facts(game_id: str, choice: Choice) -> str:
    """What the move does, from the facts the analysis read off the view."""
    facts = choice.facts
    if game_id == "gap" and "takes" in facts:
        from desktop.narration.gap import cards_text
        if not facts["takes"]:
            return translate("hints", "It takes nothing and feeds the middle.")
        return translate("hints", "It takes {cards} and changes your round score by {gain}.").format(
            cards=cards_text(facts["takes"]), gain=f"{facts['gain']:+d}")
    if game_id == "qwinto" and facts.get("misthrow"):
        return translate("hints", "That is a misthrow, but every box left would cost more.")
    return ""


def _decimal(value: float) -> str:
    """One decimal in the language's own way (62.3, 62,3)."""
    return qt.QtCore.QLocale().toString(float(value), "f", 1)


def _rating(choice: Choice, secret: bool, rank: int) -> str:
    value = choice.rating if choice.rating is not None else 0.0  # a unit always comes with a rating
    if choice.unit == "percent":
        return translate("hints", "The strong player's simulations rate it {n} out of 100.").format(n=round(value))
    if choice.unit == "points":
        return translate("hints", "It leads to about {points} at the end.").format(points=decimal_points(value))
    if choice.unit == "hand":
        if rank:
            return translate("hints", "Without it your hand keeps a strength of {n}.").format(n=_decimal(value))
        return translate("hints", "It is the card your hand misses least (strength left {n}).").format(n=_decimal(value))
    if choice.unit == "penalty":
        if secret:
            return translate("hints", "It is the placement that lowers your expected total most.")
        return translate("hints", "It leaves your combination estimated at about {points}.").format(
            points=decimal_points(-value))
    if rank:
        return translate("hints", "The strong player would not choose it first.")
    return translate("hints", "It is the strong player's choice here.")


def _reason(game_id: str, choice: Choice, secret: bool, rank: int) -> str:
    if game_id == "numwin":
        from desktop import numwin_hints
        said = numwin_hints.reason(choice, secret, rank)
        if said:
            return said
    return _rating(choice, secret, rank)


def _worse(first: Choice, second: Choice, secret: bool) -> str:
    if first.rating is None or second.rating is None or first.unit != second.unit:
        return translate("hints", "The strong player gives no measure of the difference.")
    diff = first.rating - second.rating
    if diff < (0.5 if first.unit in ("percent", "chance") else 0.05):  # a tie, or a rule preferring the first
        return translate("hints", "It is about as good as the first choice.")
    if first.unit == "penalty" and secret:
        return translate("hints", "It leaves you a higher expected total than the first choice.")
    if first.unit in ("saving", "chance") and secret:
        return translate("hints", "The strong player rates it below the first choice.")
    if first.unit in ("percent", "chance"):
        return translate("hints", "That is {n} out of 100 less than the first choice.").format(n=round(diff))
    return translate("hints", "That is {n} less than the first choice.").format(n=_decimal(diff))


def hint_text(game_id: str, choices: tuple[Choice, ...], rank: int, view, narrator, secret: bool) -> str:
    choice = choices[rank]
    what = action_text(game_id, choice.action, view, narrator)
    parts = [_facts(game_id, choice), _reason(game_id, choice, secret, rank)]
    if rank == 0:
        head = translate("hints", "Hint: {move}.").format(move=what)
    else:
        head = translate("hints", "Second choice: {move}.").format(move=what)
        parts.append(_worse(choices[0], choice, secret))
    return " ".join([head] + [p for p in parts if p])


def hint_key(window) -> None:
    """Ctrl+H on a table: the hint for the player's decision (practice matches only)."""
    table, session = window.table, window.session
    if table is None or session is None or window.stack.currentWidget() is not table:
        return
    seat = table.viewer if table.viewer is not None else 0
    if not session.practice:
        return table.say_now(translate("hints", "Hints exist only in practice matches."), "error")
    legal = session.legal(seat) if seat in session.to_move() else ()
    if not legal:
        return table.say_now(translate("hints", "No decision of yours to hint at now."), "error")
    key = (id(session), session.generation, seat)
    cached = getattr(window, "_hint_state", None)
    if cached is None or cached[0] != key:
        choices = ranked(session.game, session.view(seat), legal, session.bot_seed(seat))
        cached = (key, choices, -1)
    _key, choices, rank = cached
    rank = (rank + 1) % min(2, len(choices))
    window._hint_state = (key, choices, rank)
    secret = session.game.id == "numwin" and not (hasattr(table, "memory_aid") and table.memory_aid())
    table.say_now(hint_text(session.game.id, choices, rank, session.view(seat), table.narrator, secret), "own")
