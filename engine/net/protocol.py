"""The wire protocol: versioned JSON frames in the engine's codec, checked on arrival.

Every frame is one JSON object with a "type". Game objects inside a frame (views,
actions, events, results) use the engine's codec (engine/core/codec.py), which only
ever builds registered frozen dataclasses: never pickle, never eval.

Client -> host (each checked by `parse_client_frame` before anything else reads it):
  hello   {protocol, code, name, lang, token?, resume?, last?, table?, party?, party_size?}
          token: this connection's seat (a reconnect takes it over from a dead link);
          resume: a seat kept on disk by an app started again, given back only if free;
          party: an id shared by the connections of several players at one computer,
          party_size how many of them need a seat: all are seated at one table or
          none (refused too_few_seats {free, wanted}); an older host ignores both
  action  {id, action, seat?}       id strictly increasing per seat (replays refused)
  heard   {at}                      Num Win: the discard's announcement was heard
  press   {at}                      Num Win: the claim key was pressed (clock stops)
  resume  {at}                      Num Win: the card choice was cancelled (clock runs)
  bye     {}
Host -> client:
  welcome {protocol, table, seat, token, game, players, names, options, kinds, code}
  update  {seq, seat, actor, action, events, view, legal, to_move, result}
  catchup {since, updates: [{seq, actor, action, events}], view, legal, to_move, result}
          complete: the log held every update since `since`; rewound (optional): the
          seat saw updates after `seq` that a host killed before saving them lost
  refused {code, reason?, details?, id?}  the table goes on; the frame is dropped
  notice  {what, seat, name}        joined, left, rejoined, waiting, bot_plays
  end     {result, recording?}   recording {seed, actions: [[seat, action], ...]}: the
          whole match, sent once it is over (nothing is hidden any more) so that a
          joining computer's history replays it; an older host sends none, and a
          damaged one is dropped (the end itself still counts)
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from engine.core.codec import CodecError, decode, encode, init_fields, type_keys
from engine.core.model import Action, Event, Result

PROTOCOL = 3  # 2: Num Win says which cards moved up; 3: where a claim's cards land (older clients cannot read it)
SERVICE_TYPE = "_tablee._tcp.local."
MAX_CLIENT_FRAME = 16 * 1024      # an action is a few hundred bytes
MAX_HOST_FRAME = 4 * 1024 * 1024  # a catch-up can hold many updates
MAX_NAME = 40
MAX_PARTY = 8  # players at one computer joining together
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: easy to say and type
CODE_LENGTH = 4
LANGS = ("fr", "en")
_TOKEN = re.compile(r"^[A-Za-z0-9_-]{8,64}$")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069]")


class FrameError(Exception):
    """A frame refused before it reached the match; `code` is stable (for messages)."""

    def __init__(self, code: str, detail: str = ""):
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


def dumps(frame: dict[str, Any]) -> str:
    """A host or client frame as text (game objects through the codec)."""
    return json.dumps(encode_plain(frame), ensure_ascii=False, separators=(",", ":"))


def dumps_plain(plain: Any) -> str:
    """Text of a frame already made plain (`encode_plain`, `FrameEncoder.plain`)."""
    return json.dumps(plain, ensure_ascii=False, separators=(",", ":"))


def encode_plain(value: Any) -> Any:
    """Plain dicts and lists stay JSON objects and arrays; game objects use the codec."""
    if isinstance(value, dict):
        return {str(k): encode_plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [encode_plain(v) for v in value]
    if isinstance(value, Result):
        return {"winners": sorted(value.winners), "scores": list(value.scores), "low_score_wins": value.low_score_wins}
    return encode(value)


class FrameEncoder:
    """`dumps` for the frames of one moment (an update for every seat, a catch-up):
    each game object met again is encoded once. The seats' views share the table's
    objects and most events are public, so a host encodes most of an update once,
    not once per seat. Kept for one moment only: the memo holds the objects it saw
    (their ids stay theirs meanwhile), and a redacted event equal to one already
    encoded (the same card hidden from three seats) is found by value."""

    def __init__(self) -> None:
        self._by_id: dict[int, tuple[Any, Any]] = {}
        self._events: dict[Event, Any] = {}
        self._keys = type_keys()

    def dumps(self, frame: dict[str, Any]) -> str:
        return dumps_plain(self.plain(frame))

    def plain(self, value: Any) -> Any:
        """`encode_plain`, with the memo."""
        if isinstance(value, dict):
            return {str(k): self.plain(v) for k, v in value.items()}
        if isinstance(value, list):
            return [self.plain(v) for v in value]
        if isinstance(value, Result):
            return encode_plain(value)
        return self.encode(value)

    def encode(self, value: Any) -> Any:
        """`codec.encode(value)`, exactly."""
        cls = type(value)
        if cls in _SCALARS:
            return value
        hit = self._by_id.get(id(value))
        if hit is not None:
            return hit[1]
        if isinstance(value, Event):
            try:
                out = self._events.get(value)
            except TypeError:  # a field that cannot be hashed: by identity only
                out = None
            if out is None:
                out = self._encode_new(value, cls)
                try:
                    self._events[value] = out
                except TypeError:
                    pass
        else:
            out = self._encode_new(value, cls)
        self._by_id[id(value)] = (value, out)
        return out

    def _encode_new(self, value: Any, cls: type) -> Any:
        if cls is tuple:
            return [self.encode(v) for v in value]
        key = self._keys.get(cls)
        if key is None or isinstance(value, (tuple, frozenset, dict)):
            return encode(value)
        out: dict[str, Any] = {"$": key}
        for name in init_fields(cls):
            out[name] = self.encode(getattr(value, name))
        return out


_SCALARS = frozenset({type(None), bool, int, float, str})


def _result(data: Any) -> Result:
    return Result(frozenset(int(s) for s in data["winners"]), tuple(data["scores"]),
                  bool(data.get("low_score_wins", False)))


def loads_host_frame(text: str | bytes) -> dict[str, Any]:
    """A frame from the host, decoded (the client trusts its host, but not its bytes)."""
    data = _json_object(text, MAX_HOST_FRAME)
    return {k: _decode_field(k, v) for k, v in data.items()}


_GAME_FIELDS = {"view", "legal", "events", "action", "result", "updates", "details"}


def _decode_field(key: str, value: Any) -> Any:
    if key == "recording":
        return recording(value)
    if key not in _GAME_FIELDS or value is None:
        return value
    try:
        if key == "updates":
            return [{k: _decode_field(k, v) for k, v in u.items()} for u in value]
        if key == "details":
            return {k: decode(v) for k, v in value.items()}
        if key == "result":
            return _result(value)
        return decode(value)
    except (CodecError, TypeError, AttributeError, ValueError, KeyError, RecursionError) as exc:
        raise FrameError("bad_frame", f"{key}: {exc}") from exc


def recording(value: Any) -> tuple[int, tuple[tuple[int, Action], ...]] | None:
    """An end frame's whole match as (seed, ((seat, action), ...)); None when it cannot be
    read: only the replay is lost, never the match's end."""
    try:
        seed = int(value["seed"])
        actions = tuple((int(seat), decode(action)) for seat, action in value["actions"])
    except (CodecError, TypeError, AttributeError, ValueError, KeyError, RecursionError):
        return None
    if not all(isinstance(action, Action) for _seat, action in actions):
        return None
    return seed, actions


def _json_object(text: str | bytes, limit: int) -> dict[str, Any]:
    if isinstance(text, bytes):
        raise FrameError("binary_frame")
    if len(text) > limit:
        raise FrameError("too_big", f"{len(text)} > {limit}")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise FrameError("not_json", str(exc)[:120]) from exc
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise FrameError("bad_frame", "a frame is an object with a type")
    return data


def _int(data: dict[str, Any], key: str, optional: bool = False, low: int = 0, high: int = 2**53) -> int | None:
    value = data.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise FrameError("bad_field", key)
    return value


def _str(data: dict[str, Any], key: str, limit: int, optional: bool = False) -> str | None:
    value = data.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, str) or len(value) > limit:
        raise FrameError("bad_field", key)
    return value


def clean_name(name: str) -> str:
    """A player's name as others will hear it: no control or direction characters."""
    return " ".join(_CONTROL.sub("", name).split())[:MAX_NAME]


def _hello(data: dict[str, Any]) -> dict[str, Any]:
    protocol = data.get("protocol")
    if protocol != PROTOCOL:
        raise FrameError("wrong_protocol", f"{protocol!r}, this host speaks {PROTOCOL}")
    token = _str(data, "token", 64, optional=True)
    resume = _str(data, "resume", 64, optional=True)
    party = _str(data, "party", 64, optional=True)
    for key, value in (("token", token), ("resume", resume), ("party", party)):
        if value is not None and not _TOKEN.match(value):
            raise FrameError("bad_field", key)
    lang = _str(data, "lang", 8, optional=True) or "en"
    return {"type": "hello", "code": (_str(data, "code", 16) or "").strip().upper(),
            "name": clean_name(_str(data, "name", 200) or ""), "lang": lang if lang in LANGS else "en",
            "token": token, "resume": resume, "last": _int(data, "last", optional=True, low=-1),
            "table": _int(data, "table", optional=True, high=999), "party": party,
            "party_size": _int(data, "party_size", optional=True, low=1, high=MAX_PARTY) or 1}


def _action(data: dict[str, Any]) -> dict[str, Any]:
    try:
        action = decode(data.get("action"))
    except Exception as exc:
        raise FrameError("malformed_action", str(exc)[:120]) from exc
    if not isinstance(action, Action):
        raise FrameError("malformed_action", "not an action")
    return {"type": "action", "id": _int(data, "id", low=1), "action": action,
            "seat": _int(data, "seat", optional=True, high=63)}


def _moment(data: dict[str, Any]) -> dict[str, Any]:
    return {"type": data["type"], "at": _int(data, "at")}


def _bye(data: dict[str, Any]) -> dict[str, Any]:
    return {"type": "bye"}


_PARSERS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "hello": _hello, "action": _action, "heard": _moment, "press": _moment, "resume": _moment, "bye": _bye}


def parse_client_frame(text: str | bytes, expected: str | None = None) -> dict[str, Any]:
    """A client frame checked field by field; FrameError says what was wrong.
    `expected`: the one type allowed here (a connection's first frame is its hello)."""
    data = _json_object(text, MAX_CLIENT_FRAME)
    if expected is not None and data["type"] != expected:
        raise FrameError(f"{expected}_first")
    parser = _PARSERS.get(data["type"])
    if parser is None:
        raise FrameError("unknown_type", data["type"][:40])
    return parser(data)
