"""2 Win has no match options: the rule text offers no variant."""
OPTIONS: tuple = ()
