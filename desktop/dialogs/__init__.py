"""Dialogs: settings, help, files."""
