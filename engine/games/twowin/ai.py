"""2 Win bots (placeholder: random)."""
from engine.ai.bots import PolicyBot, random_policy

BOTS = {
    "easy": lambda seat, seed: PolicyBot("easy", seat, seed, random_policy),
    "normal": lambda seat, seed: PolicyBot("normal", seat, seed, random_policy),
    "strong": lambda seat, seed: PolicyBot("strong", seat, seed, random_policy),
}
