"""A stuck speech-dispatcher must not freeze Tablée: the handshake probe times out first."""
from __future__ import annotations

import socket
import threading
import time

from desktop.speech.backends import speechd_probe
from desktop.speech.backends.qttts import QtTtsBackend


def serve(path, answer: bytes | None):
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen(1)

    def run():
        conn, _ = server.accept()
        conn.recv(256)
        if answer is not None:
            conn.sendall(answer)
        time.sleep(1.5)
        conn.close()
        server.close()
    threading.Thread(target=run, daemon=True).start()


def test_a_daemon_that_never_answers_is_unusable_quickly(tmp_path, monkeypatch):
    path = tmp_path / "speechd.sock"
    serve(path, None)
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{path}")
    start = time.monotonic()
    assert speechd_probe.speechd_usable(timeout=0.3) is False
    assert time.monotonic() - start < 1.0
    backend = QtTtsBackend(engine="speechd")
    assert backend.available() is False  # never builds the engine that would hang


def test_an_answering_daemon_is_usable(tmp_path, monkeypatch):
    path = tmp_path / "speechd.sock"
    serve(path, b"208 OK CLIENT NAME SET\r\n")
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{path}")
    assert speechd_probe.speechd_usable(timeout=1.0) is True


def test_no_socket_and_no_daemon_program(tmp_path, monkeypatch):
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'none.sock'}")
    monkeypatch.setattr(speechd_probe.shutil, "which", lambda name: None)
    assert speechd_probe.speechd_usable() is False
