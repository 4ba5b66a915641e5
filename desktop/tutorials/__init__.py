"""Tutorials: scripts as data (resources/tutorials/) and the tutor that runs them."""
