"""The match machinery: the session that owns a match, its autosave (writer and
start-up check), the bot worker process and the home screen's preparation of the
first match. Tables, narration and speech only see a session's face."""
