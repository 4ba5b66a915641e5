"""GAP's match options: the target score, or a fixed number of rounds ([adapt] gap 7)."""
from engine.core.model import Option

OPTIONS = (
    Option("target", 30, (15, 30, 70)),
    Option("rounds", 0, (0, 1, 2, 3, 4, 5, 6, 8, 10)),
)
