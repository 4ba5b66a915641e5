"""Vingt-deux has no match options: the rulings fix every number (7 cards at the first
deal, then the scoring card's value; out at 22)."""
OPTIONS = ()
