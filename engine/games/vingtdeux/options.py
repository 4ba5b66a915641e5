"""Vingt-deux has no match options: RULINGS vingtdeux fixes every number."""
OPTIONS = ()
