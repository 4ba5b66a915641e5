"""Reusable accessible widgets: card lists (listboxes), info lists, regions."""
