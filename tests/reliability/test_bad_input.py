"""Bad input: every damaged file is reported (spoken and shown), set aside, and the app goes on.

Save files (truncated at many offsets, edited, from another version, of another
game, huge, not JSON, binary garbage) are tried through the Open dialog path
(`dialogs.files.open_file` -> `autosave.load_file`) and as the autosave found at
start-up; settings with wrong types; broken, missing or unreadable user overrides
of the tactile code and of a deck (checked at start-up by desktop/datacheck.py).
After each: the message was spoken and is in the Messages list, the bad file is in
set-aside/, other saves and settings are untouched, and a GAP match still starts.
Tests in tests/desktop/test_autosave.py and test_settings.py cover the first cases;
these add the rest. Save files are plain JSON: no code path uses pickle or eval.
"""
from __future__ import annotations

import ast
import json
import os
import random
import shutil
from pathlib import Path

import pytest

from desktop import paths
from desktop.qt import QtWidgets
from engine.core import saves

ROOT = Path(__file__).resolve().parents[2]
FILES_TRIED = {"count": 0}


def _gap_save(seed: int = 11) -> dict:
    """A real GAP save a few moves into the match (as the session writes it)."""
    from desktop.match.session import SeatConfig, Session
    from engine import games
    from engine.core.rng import Rng
    seats = [SeatConfig("Ann", True), SeatConfig("Bob", False, "easy"), SeatConfig("Cid", False, "easy")]
    session = Session(games.get("gap"), seats, seed, autosave=False)
    game, state, rng = session.game, session.state, Rng(seed)
    for _ in range(6):
        seat = sorted(game.to_move(state))[0]
        action, rng = rng.choice(game.legal_actions(state, seat))
        state, _ = game.apply(state, seat, action)
    session.state = state
    return json.loads(session.save_text())


def _edits() -> dict[str, str]:
    """name -> text of an edited save that must be refused."""
    base = _gap_save()
    out = {}

    def edited(name, change):
        data = json.loads(json.dumps(base))
        change(data)
        out[name] = json.dumps(data)

    edited("players-wrong-type", lambda d: d["state"].__setitem__("players", "three"))
    edited("hands-wrong-type", lambda d: d["state"].__setitem__("hands", 7))
    edited("card-that-does-not-exist", lambda d: d["state"]["hands"][0].__setitem__(
        0, {"$": "gap.Card", "value": 42, "colour": "or"}))
    edited("card-duplicated", lambda d: d["state"]["hands"][0].__setitem__(0, d["state"]["hands"][1][0]))
    edited("card-value-a-string", lambda d: d["state"]["hands"][0][0].__setitem__("value", "seven"))
    edited("unknown-class", lambda d: d["state"]["hands"][0].__setitem__(0, {"$": "os.system", "x": 1}))
    edited("fewer-seats-than-players", lambda d: d["table"]["seats"].pop())
    edited("more-seats-than-players", lambda d: d["table"]["seats"].append(
        {"name": "Dan", "human": False, "level": "easy"}))
    edited("seat-name-a-number", lambda d: d["table"]["seats"][0].__setitem__("name", 5))
    edited("unknown-bot-level", lambda d: d["table"]["seats"][1].__setitem__("level", "godlike"))
    edited("options-wrong", lambda d: d["table"].__setitem__("options", {"target": "all"}))
    edited("table-a-list", lambda d: d.__setitem__("table", []))
    edited("state-missing", lambda d: d.pop("state"))
    edited("another-version", lambda d: d.__setitem__("version", 0))  # no such format (a newer one is kept: test_golden_saves.py)
    edited("version-a-string", lambda d: d.__setitem__("version", "1"))
    edited("unknown-game", lambda d: d.__setitem__("game", "chess"))
    edited("gap-header-numwin-state", lambda d: d.__setitem__("state", _numwin_state()))
    edited("not-a-save", lambda d: d.__setitem__("schema", "something-else"))
    return out


def _numwin_state() -> dict:
    from engine import games
    game = games.get("numwin")
    return game.to_json(game.begin(3, 5, {})[0])


def _truncations() -> dict[str, str]:
    text = json.dumps(_gap_save())
    rng = random.Random(7)
    offsets = sorted({0, 1, 2, 10, len(text) // 2, len(text) - 1} | {rng.randrange(1, len(text)) for _ in range(34)})
    return {f"truncated-{k}": text[:k] for k in offsets}


def _garbage() -> dict[str, bytes]:
    rng = random.Random(3)
    return {
        "binary-garbage": bytes(rng.randrange(256) for _ in range(4096)),
        "nul-bytes": b"\0" * 100,
        "utf16": json.dumps(_gap_save()).encode("utf-16"),
        "not-json-text": b"This is my shopping list.\n",
        "json-number": b"42",
        "json-null": b"null",
        "deeply-nested": b"[" * 100000 + b"]" * 100000,
    }


def _open_through_dialog(app, path: Path, monkeypatch) -> None:
    from desktop.dialogs import file_choice
    monkeypatch.setattr(file_choice, "open_path", lambda *a, **k: str(path))
    from desktop.dialogs.files import open_file
    open_file(app.window)


def _start_gap(app):
    from desktop.match.session import SeatConfig
    seats = [SeatConfig("Ann", True), SeatConfig("Bob", False, "easy"), SeatConfig("Cid", False, "easy")]
    app.window.start_match("gap", seats, {}, 5)
    return app.window.session


def _messages(app) -> list[str]:
    model = app.window.messages.model()
    return [model.index(r, 0).data() for r in range(model.rowCount())] if model is not None else \
        [app.window.messages.item(r).text() for r in range(app.window.messages.count())]


def _shown_and_spoken(app, words: str) -> None:
    QtWidgets.QApplication.processEvents()
    assert any(words in t for t in app.spoken()), f"not spoken: {words!r} in {app.spoken()[-3:]}"
    assert any(words in t for t in app.history(None) + app.history(0)), "not in the history"
    assert any(words in (t or "") for t in _messages(app)), "not in the Messages list"


def test_bad_save_files_opened_from_the_dialog_are_refused_and_set_aside(make_app, tmp_path, monkeypatch):
    app = make_app("--lang", "en")
    session = _start_gap(app)
    app.qtbot.waitUntil(lambda: paths.autosave_file().exists(), timeout=5000)
    keeper = paths.saves_dir() / "keeper.json"
    keeper.write_text(json.dumps(_gap_save(3)), encoding="utf-8")
    settings_before = paths.settings_file().read_bytes() if paths.settings_file().exists() else b""
    files: dict[str, bytes] = {k: v.encode() for k, v in {**_edits(), **_truncations()}.items()}
    files.update(_garbage())
    files["huge"] = b'{"schema": "tablee-save", "pad": "' + b"x" * (9 * 1024 * 1024) + b'"}'
    incoming = tmp_path / "incoming"
    incoming.mkdir()
    for name, content in files.items():
        path = incoming / f"{name}.json"
        path.write_bytes(content)
        spoken_before = len(app.spoken())
        _open_through_dialog(app, path, monkeypatch)
        assert not path.exists(), f"{name}: not set aside"
        assert len(app.spoken()) > spoken_before, f"{name}: nothing said"
        assert "could not be opened" in app.spoken()[-1] and "set aside" in app.spoken()[-1], name
        assert app.window.session is session, f"{name}: the match in progress was dropped"
        FILES_TRIED["count"] += 1
    _shown_and_spoken(app, "could not be opened")
    aside = sorted(paths.set_aside_dir().iterdir())
    assert len(aside) == len(files)  # every bad file kept, none overwritten by another
    assert sorted(p.read_bytes() for p in aside) == sorted(files.values())
    assert keeper.exists() and saves.loads(keeper.read_text(encoding="utf-8")).game_id == "gap"
    assert (paths.settings_file().read_bytes() if paths.settings_file().exists() else b"") == settings_before
    reasons = " ".join(app.spoken())
    for reason in ("not readable JSON", "another version", "far too big", "is damaged", "not a Tablée save"):
        assert reason in reasons, reason
    # the app goes on: the match still plays, and a good file still opens
    good = incoming / "good.json"
    good.write_text(json.dumps(_gap_save(4)), encoding="utf-8")
    _open_through_dialog(app, good, monkeypatch)
    assert app.window.session is not session and app.window.session.game.id == "gap"
    print(f"\nsave files tried through Open: {len(files)}")


@pytest.mark.parametrize("name", ["truncated", "card-that-does-not-exist", "fewer-seats-than-players",
                                  "unknown-bot-level", "another-version", "binary-garbage", "huge"])
def test_a_bad_autosave_at_start_up_is_set_aside_and_a_match_starts(make_app, tmp_path, name):
    data = tmp_path / "data"
    data.mkdir(parents=True, exist_ok=True)
    if name == "truncated":
        content = json.dumps(_gap_save()).encode()[:777]
    elif name == "binary-garbage":
        content = _garbage()[name]
    elif name == "huge":
        content = b" " * (8 * 1024 * 1024 + 1) + json.dumps(_gap_save()).encode()
    else:
        content = _edits()[name].encode()
    (data / "autosave.json").write_bytes(content)
    (data / "saves").mkdir()
    (data / "saves" / "mine.json").write_text(json.dumps(_gap_save(2)), encoding="utf-8")
    (data / "settings.ini").write_text("[speech]\nrate=0.5\n", encoding="utf-8")
    app = make_app("--lang", "en")
    assert not (data / "autosave.json").exists()
    assert [p.read_bytes() for p in (data / "set-aside").iterdir()] == [content]
    _shown_and_spoken(app, "could not be opened")
    assert not app.window.home.continue_button.isVisibleTo(app.window)
    assert (data / "saves" / "mine.json").exists()
    from desktop import settings as S
    assert app.window.settings.get(S.SPEECH_RATE) == 0.5  # settings kept
    session = _start_gap(app)
    app.qtbot.waitUntil(lambda: app.window.table.my_turn(), timeout=10000)
    assert session.result() is None
    FILES_TRIED["count"] += 1


def test_settings_of_wrong_types_everywhere_are_reset_and_the_rest_kept(make_app, tmp_path):
    """test_settings.py covers numbers and choices; here booleans, zoom, theme, names,
    shortcuts, a duplicated section and binary noise, with a valid setting kept."""
    data = tmp_path / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "settings.ini").write_bytes(
        b"[sounds]\nenabled=maybe\nvolume=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x12QPointF)\n"
        b"[display]\nzoom=huge\ntheme=42\n[speech]\nmute_others=2\noutput=loud\npitch=0.25\n"
        b"[numwin]\nclaim_delay_ms=-1\nmemory_aid=yes please\n[shortcuts]\nreview_scores=Ctrl+Alt+Shift+Meta+Nothing\n"
        b"[play]\nconfirm_costly_moves=\n\xff\xfe\x00garbage=\x01\n[speech]\nrate=x\n")
    (data / "saves").mkdir()
    (data / "saves" / "mine.json").write_text(json.dumps(_gap_save(2)), encoding="utf-8")
    app = make_app("--lang", "en")
    from desktop import settings as S
    store = app.window.settings
    assert store.get(S.SOUNDS_ON) is True and store.get(S.ZOOM) == 100 and store.get(S.THEME) == "system"
    assert store.get(S.SPEECH_OUTPUT) == "auto" and store.get(S.CLAIM_DELAY_MS) == 5000
    assert store.get(S.SPEECH_PITCH) == 0.25  # the valid one is kept
    _shown_and_spoken(app, "not valid and are back to their defaults")
    said = " ".join(app.history(None))
    for key in ("sounds/enabled", "display/zoom", "display/theme", "numwin/claim_delay_ms"):
        assert key in said, key
    assert (data / "saves" / "mine.json").exists()
    _start_gap(app)
    app.qtbot.waitUntil(lambda: app.window.table.my_turn(), timeout=10000)
    FILES_TRIED["count"] += 1


# ---- user overrides of data files ------------------------------------------------------
def _tactile() -> dict:
    return json.loads((ROOT / "resources" / "tactile" / "code.json").read_text(encoding="utf-8"))


def _deck() -> dict:
    return json.loads((ROOT / "resources" / "decks" / "gap.json").read_text(encoding="utf-8"))


def _broken_tactile(kind: str):
    code = _tactile()
    if kind == "not-json":
        return b"{ this is not json"
    if kind == "wrong-format":
        code["format"] = 99
    elif kind == "unknown-shape":
        first = next(iter(code["colours"]))
        code["colours"][first]["shape"] = "banana"
    elif kind == "empty":
        return b""
    elif kind == "a-list":
        return b"[]"
    return json.dumps(code).encode()


def _broken_deck(kind: str):
    deck = _deck()
    if kind == "not-json":
        return b"\x00\x01 nope"
    if kind == "wrong-type":
        deck["values"] = "0123456789"
    elif kind == "missing-key":
        deck.pop("hand_size_by_players")
    elif kind == "impossible":
        deck["hand_size_by_players"] = {k: 500 for k in deck["hand_size_by_players"]}
    elif kind == "empty-values":
        deck["values"] = []
    return json.dumps(deck).encode()


OVERRIDE_CASES = [("tactile", k) for k in ("not-json", "wrong-format", "unknown-shape", "empty", "a-list",
                                              "dangling-link", "a-folder")] + \
                 [("deck", k) for k in ("not-json", "wrong-type", "missing-key", "impossible", "empty-values",
                                        "dangling-link")]


@pytest.mark.parametrize("which,kind", OVERRIDE_CASES, ids=[f"{w}-{k}" for w, k in OVERRIDE_CASES])
def test_a_broken_data_override_is_set_aside_and_the_shipped_data_used(make_app, tmp_path, monkeypatch, which, kind):
    from engine.core import data as engine_data
    data = tmp_path / "data"
    overrides = data / "overrides"
    relative = "tactile/code.json" if which == "tactile" else "decks/gap.json"
    target = overrides / relative
    target.parent.mkdir(parents=True)
    mine = json.dumps(_gap_save(2))  # made with the shipped deck
    monkeypatch.setenv("TABLEE_DATA_OVERRIDES", str(overrides))
    engine_data.clear_cache()
    if kind == "dangling-link":
        os.symlink(tmp_path / "no-such-file.json", target)
    elif kind == "a-folder":
        target.mkdir()
    else:
        target.write_bytes(_broken_tactile(kind) if which == "tactile" else _broken_deck(kind))
    (data / "saves").mkdir()
    (data / "saves" / "mine.json").write_text(mine, encoding="utf-8")
    (data / "settings.ini").write_text("[speech]\nrate=0.5\n", encoding="utf-8")
    try:
        app = make_app("--lang", "en")
        assert not target.exists() and not target.is_symlink(), "the broken override is still in place"
        aside = [p.name for p in (data / "set-aside").iterdir()]
        assert len(aside) == 1 and aside[0].startswith(target.stem), aside
        _shown_and_spoken(app, f"The data file {relative} could not be used")
        from desktop import settings as S
        assert app.window.settings.get(S.SPEECH_RATE) == 0.5
        assert (data / "saves" / "mine.json").exists()
        from desktop.cards import TactileCode
        assert TactileCode.default().colours  # the shipped code is in use
        _start_gap(app)
        app.qtbot.waitUntil(lambda: app.window.table.my_turn(), timeout=10000)
        assert len(app.window.session.state.hands[0]) == _deck()["hand_size_by_players"]["3"]
        FILES_TRIED["count"] += 1
    finally:
        engine_data.clear_cache()
        from desktop import datacheck
        datacheck._forget_cached_data()


def test_a_valid_override_is_kept_and_used(make_app, tmp_path, monkeypatch):
    from engine.core import data as engine_data
    overrides = tmp_path / "data" / "overrides"
    (overrides / "decks").mkdir(parents=True)
    (overrides / "tactile").mkdir(parents=True)
    shutil.copy(ROOT / "resources" / "decks" / "gap.json", overrides / "decks" / "gap.json")
    shutil.copy(ROOT / "resources" / "tactile" / "code.json", overrides / "tactile" / "code.json")
    monkeypatch.setenv("TABLEE_DATA_OVERRIDES", str(overrides))
    try:
        app = make_app("--lang", "en")
        assert (overrides / "decks" / "gap.json").exists() and (overrides / "tactile" / "code.json").exists()
        assert not any("could not be used" in t for t in app.history(None))
    finally:
        engine_data.clear_cache()


def test_stale_temp_files_of_an_interrupted_save_are_removed_at_start_up(make_app, tmp_path):
    data = tmp_path / "data"
    (data / "saves").mkdir(parents=True)
    for folder in (data, data / "saves"):
        (folder / ".tmp-abc123").write_text('{"schema": "tablee-sa', encoding="utf-8")
    (data / "saves" / "mine.json").write_text(json.dumps(_gap_save(2)), encoding="utf-8")
    make_app("--lang", "en")
    assert not list(data.rglob(".tmp-*"))
    assert (data / "saves" / "mine.json").exists()


# ---- never execute what a file says ----------------------------------------------------
UNSAFE_MODULES = {"pickle", "cPickle", "_pickle", "marshal", "shelve", "dill", "cloudpickle", "jsonpickle", "yaml"}
UNSAFE_CALLS = {"eval", "exec", "compile", "__import__"}
#: The one exception, and why: desktop/pyside_support.py keeps PySide's own support code,
#: compiled, in the user's cache folder (figure 1: ~15 ms of every start), as Python keeps
#: its __pycache__; it reads the file only when the file and its folder belong to the user
#: and no one else may write them (tests/desktop/test_pyside_support.py), and runs a
#: deferred PySide module's code when it is first used. No save, setting, frame or other
#: data file is ever read there.
CODE_CACHE = {("desktop/pyside_support.py", "marshal"), ("desktop/pyside_support.py", "exec")}


def test_no_code_path_unpickles_or_evaluates_user_data():
    found = []
    for folder in ("engine", "desktop"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            where = path.relative_to(ROOT).as_posix()
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    found += [(where, a.name) for a in node.names if a.name.split(".")[0] in UNSAFE_MODULES]
                elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in UNSAFE_MODULES:
                    found.append((where, node.module))
                elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in UNSAFE_CALLS:
                    found.append((where, node.func.id))
                elif isinstance(node, ast.Call) and ast.unparse(node.func) in ("importlib.import_module",):
                    arg = ast.unparse(node.args[0]) if node.args else ""
                    if not (arg.startswith("f'engine.games.") or arg.startswith("f'desktop.tables.")
                            or arg.startswith("f'PySide6.") or arg.startswith("f'desktop.narration.")):
                        found.append((where, f"import_module({arg})"))
    assert set(found) <= CODE_CACHE, sorted(set(found) - CODE_CACHE)
    assert set(found) == CODE_CACHE, "the exception outlived its use: remove CODE_CACHE"


def test_the_codec_only_builds_registered_classes():
    """A save naming any other class (e.g. os.system) is refused, never instantiated."""
    text = json.dumps({"schema": "tablee-save", "version": 1, "game": "gap", "table": {},
                       "state": {"$": "subprocess.Popen", "args": ["touch", "/tmp/pwned"]}})
    with pytest.raises(saves.SaveError) as error:
        saves.loads(text)
    assert error.value.code == "damaged"
