"""The screens of the main window: home, hot-seat handover, end of game."""
