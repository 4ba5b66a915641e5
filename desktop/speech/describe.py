"""Which output Tablée is speaking through, in words (Settings, --smoke).

Why: "Automatic" hides the choice made; a player whose NVDA says everything
twice, or nothing, needs to read "NVDA, direct" or "screen reader
announcements" to know what to change.
"""
from __future__ import annotations

from desktop.narration.words import join_parts
from desktop.qt import translate

from .backends.base import Backend


def describe_backend(backend: Backend) -> str:
    """One output in words: "NVDA, direct", "Built-in voice (speech-dispatcher)"..."""
    reader = str(getattr(backend, "reader", "") or "")
    if backend.name == "direct":
        return translate("speech", "{reader}, direct").format(reader=reader)
    labels = {
        "screenreader": translate("speech", "Screen reader, through accessibility announcements"),
        "speechd": translate("speech", "Built-in voice (speech-dispatcher)"),
        "qttts": translate("speech", "Built-in voice (Qt)"),
        "pyttsx3": translate("speech", "Second voice (pyttsx3)"),
    }
    return labels.get(backend.name, backend.name)


def describe_outputs(backends: list[Backend]) -> str:
    """All outputs in use, or that messages only reach the history."""
    if not backends:
        return translate("speech", "None: messages are only kept in the history")
    return join_parts(describe_backend(b) for b in backends)


def smoke_outputs(backends: list[Backend]) -> str:
    """Untranslated, for packaging/smoke.sh: "direct:NVDA", "speechd"."""
    parts = []
    for backend in backends:
        reader = getattr(backend, "reader", "")
        parts.append(f"{backend.name}:{reader}" if reader else backend.name)
    return ",".join(parts)
