"""Placeholder bots (replaced below)."""
from engine.ai.bots import PolicyBot, random_policy

BOTS = {lv: (lambda lv: lambda seat, seed: PolicyBot(lv, seat, seed, random_policy))(lv)
        for lv in ("easy", "normal", "strong")}
