"""2 Win has no match options: the rule text offers no variant."""
from engine.core.model import Option

OPTIONS: tuple[Option, ...] = ()
