"""Crash safety: SIGKILL the real app at random moments; the autosave always resumes.

Each game with a table runs a chain of matches between bots (`--watch`: seat 0 is a
bot too, since this proves autosave and resume, not input) in one data folder that
is reused from kill to kill. While the app runs, the test reads the autosave as
often as it can; it kills the app at a seeded random moment, then checks:

- the file on disk is never damaged (it loads through the save format and the seat
  check the app uses), and never a state the match did not pass through: it is the
  state read just before the kill, or that state plus the few actions applied since
  (at most the last incomplete action is lost);
- the restarted app (`--continue`) resumes that very state: its first new save is
  that state plus legal actions, not a new match, and nothing is set aside;
- temporary files that a kill left in the middle of `write_atomic` are gone after
  the restart;
- every code path that writes a save uses `write_atomic` (source scan);
- the match history database opens after every kill (SQLite's own check passes),
  and holds every match the app finished before the kill (the app removes a
  finished match's autosave only once the history holds it; a match killed
  before that is the one being recorded: its autosave, kept, is recorded by
  the next run, or removed here, which loses at most that match) (tests/reliability/test_kill_history.py kills a
  writer in the middle of its transactions).
"""
from __future__ import annotations

import ast
import dataclasses
import itertools
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from desktop.history import db as history_db
from engine import games
from engine.core import saves
from tests.reliability.conftest import games_with_tables

ROOT = Path(__file__).resolve().parents[2]
TABLEE = ROOT / ".venv" / "bin" / "tablee"
MIN_KILLS = 50
SEED = int(os.environ.get("TABLEE_KILL_SEED", "20240611"))  # other seeds: stress runs
MAX_STEPS_BETWEEN = 4   # actions the app may apply between our last read and the kill
RESULTS: dict[str, dict] = {}


def _command(data: Path, game_id: str, seed: int, resume: bool) -> list[str]:
    exe = [str(TABLEE)] if TABLEE.exists() else [sys.executable, "-m", "desktop.app"]
    common = ["--data-dir", str(data), "--bot-pause", "50", "--speech", "off", "--lang", "en"]
    if resume:
        return exe + common + ["--continue"]
    return exe + common + ["--game", game_id, "--players", "3", "--seed", str(seed), "--watch", "--levels", "easy"]


def _load(text: str) -> saves.SavedMatch:
    from desktop.match.autosave import _check_seats
    saved = saves.loads(text)
    _check_seats(saved)
    return saved


def _leaves(data, prefix="") -> dict:
    if isinstance(data, dict):
        out = {}
        for key, value in data.items():
            out.update(_leaves(value, f"{prefix}/{key}"))
        return out
    if isinstance(data, list):
        out = {f"{prefix}#": len(data)}
        for i, value in enumerate(data):
            out.update(_leaves(value, f"{prefix}/{i}"))
        return out
    return {prefix: data}


def _within(game, start, target, depth: int, beam: int = 60) -> int | None:
    """How many legal actions lead from `start` to `target` (None: not within `depth`).

    A beam search: several seats commit at once in some games and the autosave worker
    writes only the newest state, so a few actions may lie between two reads; the
    successors kept at each step are those closest to the target (fewest differing
    fields of the save JSON), which finds the path without enumerating every order.
    A simultaneous step whose seats all chose at once (2 Win's compose: 72 x 72 x 57
    choices) is also decided in one jump by `decided_together`."""
    goal = _leaves(game.to_json(target))

    def differences(state) -> int:
        mine = _leaves(game.to_json(state))
        return sum(mine.get(k) != v for k, v in goal.items()) + sum(k not in goal for k in mine)

    def rollout(state, pick: int):
        """Mid-way through a simultaneous step (2 Win's choices, Qwinto's writes, Num
        Win's claim window; a step with one seat to move is also one whose other seats
        may have decided already), let the seats still to decide take their first or their
        last legal action (the last is the "pass" or "no write" where a game has one):
        each seat's own choice then shows in the revealed state as in the target."""
        for _ in range(16):
            if game.result(state) is not None:
                return state
            movers = sorted(game.to_move(state))
            able = [s for s in movers if game.legal_actions(state, s)]
            if not able:
                return state
            nxt = game.apply(state, able[0], game.legal_actions(state, able[0])[pick])[0]
            if not game.to_move(nxt) < frozenset(movers):
                return nxt  # revealed (or a new step): stop here
            state = nxt
        return state

    def distance(state) -> int:
        plain = differences(state)
        return min(plain, differences(rollout(state, 0)), differences(rollout(state, -1))) * 1000 + plain

    def timings(state, seat: int, action):
        """A timed action (Num Win's claim) carries a time the legal list leaves at 0:
        try 0, the window's limit (so that either of two claimants can be first) and
        the time the target recorded for that seat."""
        if not dataclasses.is_dataclass(action) or "elapsed_ms" not in {f.name for f in dataclasses.fields(action)}:
            return [action]
        times = {0, getattr(state, "claim_ms", 0) or 0}
        recorded = getattr(target, "claims", ())
        if seat < len(recorded) and recorded[seat] is not None:
            times.add(recorded[seat].elapsed_ms)
        return [dataclasses.replace(action, elapsed_ms=t) for t in sorted(times)]

    def own_differences(state, seat: int) -> int:
        """Differences in the fields of one seat (paths /<field>/<seat>/...): a seat's
        own choice shows there (its number, its sheet, its claim) whatever the others chose."""
        mine = _leaves(game.to_json(state))
        keys = {k for k in (*goal, *mine) if k.split("/")[2:3] == [str(seat)]}
        return sum(mine.get(k) != goal.get(k) for k in keys)

    def decided_together(state):
        """The seats still to decide, decided at once: each seat's two choices that best
        match its own fields in the revealed target (the others' choices fixed, two
        sweeps), then the best combination of those. Returns the state after them and
        how many actions that was."""
        movers = sorted(game.to_move(state))
        options = {s: [a for listed in game.legal_actions(state, s) for a in timings(state, s, listed)]
                   for s in movers}
        if any(not o for o in options.values()):
            return None, 0

        def reveal(choice):
            out = state
            for seat in movers:
                out = game.apply(out, seat, choice[seat])[0]
            return out

        chosen, shortlist = {s: options[s][0] for s in movers}, {}
        for _ in range(2):
            for seat in movers:
                ranked = sorted(options[seat], key=lambda a: own_differences(reveal({**chosen, seat: a}), seat))
                chosen[seat], shortlist[seat] = ranked[0], ranked[:2]
        combos = [dict(zip(movers, picks)) for picks in itertools.product(*(shortlist[s] for s in movers))]
        return min((reveal(c) for c in combos), key=differences), len(movers)

    frontier, arrivals = [start], {}
    for steps in range(depth + 1):
        frontier += arrivals.pop(steps, [])
        if any(s == target for s in frontier):
            return steps
        if steps == depth:
            break
        for state in frontier[:3]:  # the closest (the frontier is sorted)
            if game.result(state) is None and len(game.to_move(state)) > 1:
                jumped, actions = decided_together(state)
                if jumped == target and steps + actions <= depth:
                    return steps + actions  # at most that many: enough here
                if jumped is not None and steps + actions <= depth:
                    arrivals.setdefault(steps + actions, []).append(jumped)
        following, seen = [], set()
        for state in frontier:
            if game.result(state) is not None:
                continue
            for seat in sorted(game.to_move(state)):
                for listed in game.legal_actions(state, seat):
                    for action in timings(state, seat, listed):
                        nxt = game.apply(state, seat, action)[0]
                        key = repr(game.to_json(nxt))
                        if key not in seen:
                            seen.add(key)
                            following.append(nxt)
        frontier = sorted(following, key=distance)[:beam]
    return None


def _start(game, on_disk: saves.SavedMatch, seed: int):
    """The new match's first state, when the app wrote its first save in the instant
    between the watcher's last read and the kill: rebuilt from the seed we gave and
    the options the save records."""
    assert on_disk.table.get("seed") == seed, f"{game.id}: the autosave is not the match we started"
    return game.begin(len(on_disk.table["seats"]), seed, on_disk.table.get("options", {}))[0]


class Watcher(threading.Thread):
    """Reads the autosave as fast as it can; keeps the last complete text."""

    def __init__(self, path: Path):
        super().__init__(daemon=True)
        self.path, self.last, self.reads, self.bad = path, None, 0, []
        self.first_new = None  # the first text the running app wrote
        self.stop = threading.Event()
        self.changes = 0

    def run(self) -> None:
        while not self.stop.is_set():
            try:
                text = self.path.read_text(encoding="utf-8")
            except FileNotFoundError:
                text = None
            if text is not None and text != self.last:
                try:
                    json.loads(text)
                except ValueError:
                    self.bad.append(text)  # a reader must never see half a save
                    continue
                self.last = text
                self.changes += 1
                if self.first_new is None:
                    self.first_new = text
            self.reads += 1
            time.sleep(0.002)


def _wait_for_a_random_moment(watcher: Watcher, rng: random.Random) -> None:
    """Mostly a few saves into the run, then a few ms more (during a bot's pause, its
    thinking or the next write); sometimes during start-up."""
    if rng.random() < 0.15:
        time.sleep(rng.uniform(0.05, 1.0))
        return
    wanted, deadline = rng.randint(1, 4), time.monotonic() + 10
    while watcher.changes < wanted and time.monotonic() < deadline:
        time.sleep(0.002)
    time.sleep(rng.uniform(0.0, 0.06))


def _env() -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLEE_TEST="1")
    env.pop("TABLEE_DATA_OVERRIDES", None)
    return env


def _chain(game_id: str, data: Path, kills: int, rng: random.Random) -> dict:
    game = games.get(game_id)
    autosave = data / "autosave.json"
    stats = {"kills": 0, "resumes_checked": 0, "temp_left": 0, "temp_cleaned": 0, "matches": 1, "lost_steps": 0,
             "history_opened": 0, "history_recorded": 0}
    ended: list[str] = []  # matches the app itself finished (its autosave removed)
    seed, resume, before = rng.randrange(1, 10**6), False, None
    data.mkdir(parents=True, exist_ok=True)
    (data / "settings.ini").write_text("[sounds]\nenabled=false\n", encoding="utf-8")  # start faster
    while stats["kills"] < kills:
        watcher = Watcher(autosave)
        watcher.last = autosave.read_text(encoding="utf-8") if autosave.exists() else None
        temp_before = sorted(p.name for p in data.glob(".tmp-*"))
        proc = subprocess.Popen(_command(data, game_id, seed, resume), env=_env(), cwd=ROOT,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        watcher.start()
        _wait_for_a_random_moment(watcher, rng)
        os.kill(proc.pid, signal.SIGKILL)
        watcher.stop.set()
        watcher.join()
        proc.wait(timeout=10)
        assert proc.returncode == -signal.SIGKILL, f"{game_id}: the app ended by itself ({proc.returncode})"
        stats["kills"] += 1
        assert not watcher.bad, f"{game_id}: a reader saw a half-written autosave"
        assert not (data / "set-aside").exists() or not any((data / "set-aside").iterdir()), \
            f"{game_id}: the app set a save aside"
        left = [p.name for p in data.glob(".tmp-*")]
        stats["temp_left"] += len(left)
        if watcher.changes:  # the restarted app got past start-up, where it cleans up
            assert not set(temp_before) & set(left), f"{game_id}: temp files of an earlier kill survived a restart"
            stats["temp_cleaned"] += len(temp_before)
        _check_history(data, ended, stats, game_id)
        if not autosave.exists():
            if watcher.last is None:
                continue  # killed before the new match's first save: start it again
            # the match ended: the app removes the autosave once the end screen shows
            assert game.result(_load(watcher.last).state) is not None, f"{game_id}: the autosave vanished"
            ended.append(_load(watcher.last).table["match"]["id"])
            _check_history(data, ended, stats, game_id)  # the autosave goes only once the match is recorded
            seed, resume, before = rng.randrange(1, 10**6), False, None
            stats["matches"] += 1
            continue
        on_disk = _load(autosave.read_text(encoding="utf-8"))
        assert on_disk.game_id == game_id
        seen_state = _load(watcher.last).state if watcher.last is not None else _start(game, on_disk, seed)
        steps = _within(game, seen_state, on_disk.state, MAX_STEPS_BETWEEN)
        if steps is None and os.environ.get("TABLEE_KILL_DEBUG"):
            Path(os.environ["TABLEE_KILL_DEBUG"]).write_text(json.dumps([watcher.last, autosave.read_text()]))
        assert steps is not None, f"{game_id}: the file after the kill is not the match read just before it"
        stats["lost_steps"] = max(stats["lost_steps"], steps)
        if resume and watcher.first_new is not None:
            # the restarted app saved: its first save continues the very state it resumed
            first = _load(watcher.first_new).state
            found = _within(game, before, first, MAX_STEPS_BETWEEN)
            if found is None and os.environ.get("TABLEE_KILL_DEBUG"):
                Path(os.environ["TABLEE_KILL_DEBUG"]).write_text(json.dumps([game.to_json(before), game.to_json(first)]))
            assert found is not None, \
                f"{game_id}: the restarted app did not resume the saved match"
            stats["resumes_checked"] += 1
        if game.result(on_disk.state) is not None:
            seed, resume, before = rng.randrange(1, 10**6), False, None
            autosave.unlink()
            stats["matches"] += 1
        else:
            resume, before = True, on_disk.state
    return stats


def _check_history(data: Path, ended: list[str], stats: dict, game_id: str) -> None:
    """The history opens (quick_check passes), and every match in `ended` is in it."""
    path = data / history_db.FILE_NAME
    if not path.exists():
        assert not ended, f"{game_id}: matches ended but there is no history"
        return
    database = history_db.HistoryDB(path)  # Corrupt if SQLite finds damage
    try:
        recorded = {m.match_id for m in database.matches()}
    finally:
        database.close()
    missing = [m for m in ended if m not in recorded]
    assert not missing, f"{game_id}: finished matches missing from the history: {missing}"
    stats["history_opened"] += 1
    stats["history_recorded"] = len(recorded)


def test_sigkill_at_random_moments_never_loses_more_than_the_action_in_progress(tmp_path):
    ids = games_with_tables()
    assert ids, "no game table yet"
    per_game = -(-MIN_KILLS // len(ids))
    results: dict[str, object] = {}

    def run(game_id: str, index: int) -> None:
        try:
            results[game_id] = _chain(game_id, tmp_path / game_id, per_game, random.Random(SEED + index))
        except BaseException as exc:  # reported below with the game id
            results[game_id] = exc

    threads = [threading.Thread(target=run, args=(g, i)) for i, g in enumerate(ids)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for outcome in results.values():
        if isinstance(outcome, BaseException):
            raise outcome
    total = sum(r["kills"] for r in results.values())
    RESULTS.update(results)
    print(f"\nkills survived: {total} over {', '.join(ids)}: {results}")
    assert total >= MIN_KILLS
    assert sum(r["resumes_checked"] for r in results.values()) >= total // 3


# ---- every save goes through write_atomic ---------------------------------------------
# Files the app writes that are not saves (and may be rebuilt when lost).
NOT_SAVES = {"desktop/sounds.py": "earcon WAV cache", "engine/sim.py": "tablee-sim transcript",
             "desktop/speech/trace.py": "benchmark speech trace (TABLEE_BENCH_SPEECH_TRACE)",
             "desktop/pyside_support.py": "PySide's compiled support modules, a cache (replaced whole)",
             "desktop/net/logs.py": "network transcripts, frame logs and host stats (JSON Lines)",
             "desktop/net/hosting.py": "a hosted table's action journal (JSON Lines, appended; cut to the "
                                       "save's action count on restart, a short one marks the record unreplayable)"}
# Save text that goes into the history database (one SQLite transaction per match), not to a file.
INTO_DATABASE = {"desktop/history/records.py"}


def _is_write(call: ast.Call) -> bool:
    name = ast.unparse(call.func)
    if name.endswith((".write_text", ".write_bytes")) or name.startswith("shutil.copy"):
        return True
    if name in ("open", "os.fdopen", "io.open", "wave.open") or name.endswith(".open"):
        modes = [a for a in call.args[1:2]] + [k.value for k in call.keywords if k.arg == "mode"]
        return any(isinstance(m, ast.Constant) and isinstance(m.value, str) and set(m.value) & set("wax+")
                   for m in modes)
    return False


def test_every_save_path_writes_atomically():
    """Save text (saves.dumps, Session.save_text) only ever reaches the disk through
    write_atomic (directly or via the autosave worker); no other code writes files but
    write_atomic itself and caches that are not saves."""
    writers, producers = [], []
    for folder in ("desktop", "engine"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            where = path.relative_to(ROOT).as_posix()
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.Call) and _is_write(node):
                    writers.append((where, ast.unparse(node.func)))
                if isinstance(node, ast.Call) and ast.unparse(node.func).endswith(("saves.dumps", ".save_text")):
                    producers.append(where)
            if where == "engine/core/saves.py":
                atomic = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "write_atomic")
                inside = {id(n) for n in ast.walk(atomic)}
                writers = [w for w in writers if w[0] != where] + [
                    (where, ast.unparse(n.func)) for n in ast.walk(tree)
                    if isinstance(n, ast.Call) and _is_write(n) and id(n) not in inside]
    assert all(w[0] in NOT_SAVES for w in writers), [w for w in writers if w[0] not in NOT_SAVES]
    assert producers, "no save producer found"
    for where in set(producers) - INTO_DATABASE:
        text = (ROOT / where).read_text(encoding="utf-8")
        assert "write_atomic(" in text or "Saver(" in text or where == "engine/core/saves.py", where
    saver = ROOT / "desktop" / "saver.py"
    if saver.exists():
        assert "saves.write_atomic(" in saver.read_text(encoding="utf-8")
