"""Tablée's PySide6 desktop application."""
