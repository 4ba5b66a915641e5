"""Computer opponents: the bot interface, shared search tools, level helpers."""
from .bots import Bot, PolicyBot, decision_rng, make_bot

__all__ = ["Bot", "PolicyBot", "decision_rng", "make_bot"]
