"""Where speech goes and how much is said, listed once: the Settings choices, the
--speech option and SpeechService all read these."""
from __future__ import annotations

# auto: the screen reader when one runs (driven directly through prism where it can
# be), else the best voice; screenreader-direct: the running screen reader through
# prism (NVDA, JAWS, VoiceOver, Orca 49+); voice: the built-in
# voice (speech-dispatcher or Qt speech); pyttsx3: that voice first; both: the
# screen reader and a voice; off: nowhere (the Messages region still shows all).
OUTPUT_MODES = ("auto", "screenreader", "screenreader-direct", "voice", "pyttsx3", "both", "off")
VERBOSITIES = ("brief", "normal", "detailed")
