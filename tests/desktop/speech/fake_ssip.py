"""A fake speech-dispatcher for the SSIP backend's tests: one thread, one temp
Unix socket, replies as speech-dispatcher 0.11 does, and the lines it received."""
from __future__ import annotations

import socket
import threading
import time

REPLIES = {"CLIENT_NAME": "208 OK CLIENT NAME SET", "NOTIFICATION": "220 OK NOTIFICATION SET",
           "PRIORITY": "202 OK PRIORITY SET", "RATE": "203 OK RATE SET", "PITCH": "204 OK PITCH SET",
           "VOLUME": "218 OK VOLUME SET", "LANGUAGE": "201 OK LANGUAGE SET",
           "SYNTHESIS_VOICE": "209 OK VOICE SET"}
VOICES = [("French (France)", "fr", "none"), ("English (Great Britain)", "en-GB", "none"),
          ("English (America)", "en-US", "none")]


class FakeSsip:
    """mode "ok" answers; "stuck" accepts and never answers. delay: before each reply.
    auto_begin: report 701 BEGIN for each message as soon as it is queued."""

    def __init__(self, path, mode: str = "ok", delay: float = 0.0, auto_begin: bool = True) -> None:
        self.path = str(path)
        self.mode, self.delay, self.auto_begin = mode, delay, auto_begin
        self.lines: list[str] = []
        self.texts: list[str] = []          # what a listener heard
        self.silent_texts: list[str] = []   # spoken at volume -100
        self.volume = "100"
        self.speaking: int | None = None
        self._next_id = 1
        self._conn = None
        self._wlock = threading.Lock()
        self._server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._server.bind(self.path)
        self._server.listen(4)
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    @property
    def address(self):
        return ("unix", self.path)

    def commands(self) -> list[str]:
        return list(self.lines)

    def send(self, *lines: str) -> None:
        with self._wlock:
            try:
                self._conn.sendall("".join(line + "\r\n" for line in lines).encode())
            except OSError:  # the client has gone
                pass

    def event(self, code: str, name: str, msg_id: int) -> None:
        self.send(f"{code}-{msg_id}", f"{code}-1", f"{code} {name}")

    def finish(self) -> None:
        """The message being spoken ends (702 END)."""
        if self.speaking is not None:
            msg_id, self.speaking = self.speaking, None
            self.event("702", "END", msg_id)

    def close(self) -> None:
        for sock in (self._conn, self._server):
            try:
                sock and sock.close()
            except OSError:
                pass

    def _run(self) -> None:
        try:
            self._conn, _ = self._server.accept()
        except OSError:
            return
        buffer, body = b"", None
        while True:
            try:
                data = self._conn.recv(65536)
            except OSError:
                return
            if not data:
                return
            buffer += data
            while b"\r\n" in buffer:
                raw, buffer = buffer.split(b"\r\n", 1)
                line = raw.decode()
                self.lines.append(line)
                if self.mode == "stuck":
                    continue
                if body is not None:
                    if line == ".":
                        self._queued("\n".join(body))
                        body = None
                    else:
                        body.append(line)
                    continue
                time.sleep(self.delay)
                body = self._answer(line)

    def _answer(self, line: str):
        words = line.split()
        if words[:1] == ["SPEAK"]:
            self.send("230 OK RECEIVING DATA")
            return []
        if words[:1] in (["CANCEL"], ["STOP"]):
            self.send("210 OK CANCELED" if words[0] == "CANCEL" else "210 OK STOPPED")
            if self.speaking is not None:
                msg_id, self.speaking = self.speaking, None
                self.event("703", "CANCELED", msg_id)
        elif words[:2] == ["LIST", "SYNTHESIS_VOICES"]:
            self.send(*[f"249-{n}\t{lang}\t{v}" for n, lang, v in VOICES], "249 OK VOICE LIST SENT")
        elif words[:2] == ["GET", "VOLUME"]:
            self.send(f"251-{self.volume}", "251 OK GET RETURNED")
        elif words[:1] == ["QUIT"]:
            self.send("231 HAPPY HACKING")
        elif words[:2] == ["SET", "SELF"] and len(words) > 2:
            if words[2] == "VOLUME" and len(words) > 3:
                self.volume = words[3]
            self.send(REPLIES.get(words[2], "200 OK"))
        else:
            self.send("300 ERR UNKNOWN COMMAND")
        return None

    def _queued(self, text: str) -> None:
        msg_id, self._next_id = self._next_id, self._next_id + 1
        (self.silent_texts if self.volume == "-100" else self.texts).append(text)
        self.send(f"225-{msg_id}", "225 OK MESSAGE QUEUED")
        if self.auto_begin and self.speaking is None:
            self.speaking = msg_id
            self.event("701", "BEGIN", msg_id)
