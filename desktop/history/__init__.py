"""The match history: a SQLite database of finished and abandoned matches (db.py),
recorded off the GUI thread (recorder.py), with statistics (stats.py), the
History screen (screen.py), the replay (replay.py) and the exports (export.py)."""
