"""Where speech goes and how much is said, listed once: the Settings choices, the
--speech option and SpeechService all read these."""
from __future__ import annotations

# auto: the screen reader when one runs, else the best voice; voice: the built-in
# voice (speech-dispatcher or Qt speech); pyttsx3: that voice first; both: the
# screen reader and a voice; off: nowhere (the Messages region still shows all).
OUTPUT_MODES = ("auto", "screenreader", "voice", "pyttsx3", "both", "off")
VERBOSITIES = ("brief", "normal", "detailed")
