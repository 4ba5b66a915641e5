"""Qwinto has no match options: the sheet and the dice are data (resources/decks/qwinto.json)."""
OPTIONS = ()
