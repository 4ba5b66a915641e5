"""Every game table, played by keyboard from the home screen, as a screen reader receives it.

For each game that has a table (desktop/tables/<id>.py; found at collection, so a
table that lands is covered at once) and each language, one run of the real app
under tests/a11y/tools/a11y-probe (Xvfb + AT-SPI bus), shared by all the tests of
this module (a module-scoped fixture):

- the home screen by keyboard: arrows to the game in the list, Tab to the
  number of players (Page Down to the least, Up to 2), Tab to "Start the game",
  Return; the match's seed is fixed by tests/a11y/seeded_app.py (the home
  screen draws a random one), so the deal and the bots' moves repeat;
- a few navigation keys in the region that has the focus, F6 / Shift+F6;
- several turns played with the table's own keys (SCENARIOS below);
- then AT-SPI is checked: names and roles of every focusable object, focus
  events after each key, each opponent move and each turn start (from the app's
  own Messages list) sent as object:announcement and as a Notification rename,
  no empty announcement, and the language of every announcement.

The scenarios avoid Ctrl+letter action keys on purpose: the Ctrl-alone filter
drops their spoken answer (test_own_answer_to_a_ctrl_shortcut_is_announced).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from engine import games
from tests.a11y import probe

NAMES = ("Paul", "Léa", "Hugo", "Chloé", "Karim")  # desktop.gameinfo.DEFAULT_NAMES[1:], the bots
SEED = 7
PLAYERS = 2


@dataclass(frozen=True)
class Scenario:
    nav: str                 # keys moving the focus, pressed once the table has it
    play: str                # keys playing turns ("+S" waits S seconds)
    settings: tuple[str, ...] = ()
    verbs: dict | None = None  # words that must appear in the announcements, per language


SCENARIOS = {
    # Return in Your hand plays the card, or takes from the Middle when the rules ask
    "gap": Scenario("Right Right Left Home End", "Return +1.5 Return +1.5 Return +1.5 Return +1.5",
                    verbs={"en": ("plays",), "fr": ("joue",)}),
    # Enter in Your hand passes a card, then picks the tens and the units card; Enter again commits
    "twowin": Scenario("Right Right Left Home", "Return +1.5 Return +1 Right Return +1 Return +1.5 Return +1.5",
                       verbs={"en": ("has chosen",), "fr": ("a choisi",)}),
    # Space selects the focused card, Enter exchanges it; then Home Space Enter plays the lowest card
    "vingtdeux": Scenario("Right Right Left Home", "Home space Return +1.2 Home space Return +1.2 "
                          "Home space Return +1.2 Home space Return +1.2",
                          settings=("play/confirm_costly_moves=false",),
                          verbs={"en": ("leads",), "fr": ("entame",)}),
    # Enter in Dice rolls, then keeps; the focus goes to the sheet, Enter writes in the first legal box
    "qwinto": Scenario("Down Down Up Home", "Return +1.2 Return +1.2 Return +1.5 Return +1.2 Return +1.2 "
                       "Return +1.5 Return +1.5",
                       verbs={"en": ("rolls", "writes"), "fr": ("lance", "inscrit")}),
    # Enter on the first row of Your moves: draw, then discard; Shift+F12 passes the claim (untimed)
    "numwin": Scenario("+1.5", "Return +1.2 Return +1.2 shift+F12 +1.5 Return +1.2 Return +1.2 "
                       "shift+F12 +1.5",
                       settings=("numwin/claim_delay_ms=0", "play/confirm_costly_moves=false"),
                       verbs={"en": ("takes",), "fr": ("prend",)}),
}
GENERIC = Scenario("Right Left Home", "Return +1.5 Return +1.5 Return +1.5")  # a table without its own scenario

GAMES = list(games.GAME_IDS)  # every game has a table (tests/desktop/test_registry.py)
LANGS = ("fr", "en")
TURN_START = {"en": "Your turn", "fr": "À vous"}
# words of the other language: an announcement holding one is untranslated
FOREIGN = {
    "fr": re.compile(r"\b(Your turn|plays|rolls|writes|draws|discards|takes|passes|leads|keeps|the|and|with|"
                     r"red|green|blue|yellow|purple)\b"),
    "en": re.compile(r"(À vous|\b(joue|lance|écrit|pioche|défausse|prend|passe|entame|garde|et|avec|dans|"
                     r"rouge|vert|bleu|jaune|violet)\b)"),
}
ROLES = {"list", "list item", "table", "table cell", "push button", "combo box", "spin button", "text",
         "check box", "radio button", "menu item", "page tab", "slider", "tree", "tree item"}
OPPONENT = re.compile(r"^(" + "|".join(map(re.escape, NAMES)) + r")\b")


def home_keys(game: str) -> str:
    """From the game list: arrows to the game, Tab, players 2, Tab past the seats and the
    game's options (they come before Start) to Start, Return."""
    from desktop.gameinfo import SETTING_OPTIONS
    summary = games.summary(game)
    counts = summary.allowed_player_counts({})
    boxes = [o for o in summary.options if o.key not in SETTING_OPTIONS.get(game, {})]
    keys = ["Down"] * games.GAME_IDS.index(game) + ["Tab", "Page_Down"] + ["Up"] * (PLAYERS - min(counts))
    keys += ["Tab"] * (2 * PLAYERS + 2 + len(boxes)) + ["Return", "+1.5"]  # seats, options, practice
    return " ".join(keys)


def scenario(game: str) -> Scenario:
    return SCENARIOS.get(game, GENERIC)


def seeded_command(settings: tuple[str, ...]):
    def command(*args: str) -> list[str]:
        import sys
        extra = [a for s in settings for a in ("--set", s)]
        return [sys.executable, "-m", "tests.a11y.seeded_app", "--seed", str(SEED), *extra, "--", *args]
    return command


@dataclass
class Run:
    game: str
    lang: str
    report: probe.Report

    def key_times(self):
        return [(k["t"], k["key"]) for k in self.report.raw["keys"]]

    @property
    def t_start(self) -> float:
        """When Return was pressed on "Start the game"."""
        return next(t for t, k in self.key_times() if k == "Return")


RUNS: dict[tuple[str, str], Run] = {}
APP_ARGS = ["--bot-pause", "250", "--speech", "screenreader"]


def game_keys(game: str) -> str:
    """The whole key list of a run: home screen, navigation, F6 / Shift+F6, turns."""
    sc = scenario(game)
    return f"{home_keys(game)} {sc.nav} F6 shift+F6 {sc.play}"


ORCA_LANG = "fr"
SPOKEN: dict[str, probe.Spoken] = {}  # what Orca said in the ORCA_LANG run of a game (test_games_orca)


def atspi_run(game: str, lang: str) -> Run:
    """One probe run per (game, language) for the whole session. Where Orca can run, the
    French one has the real Orca listening too (test_games_orca reads what it said):
    one run instead of two, ~20 s a game."""
    if (game, lang) not in RUNS:
        app_args, keys, command = ["--lang", lang, *APP_ARGS], game_keys(game), seeded_command(scenario(game).settings)
        if lang == ORCA_LANG and probe.missing_for_orca() is None:
            SPOKEN[game], report = probe.run_orca_and_atspi(app_args, keys=keys, key_delay=0.3, listen=3.0,
                                                            command=command)
        else:
            report = probe.run_atspi(app_args, keys=keys, key_delay=0.25, listen=1.0, command=command)
        RUNS[(game, lang)] = Run(game, lang, report)
    return RUNS[(game, lang)]


@pytest.fixture(scope="module", params=[(g, lang) for g in GAMES for lang in LANGS],
                ids=[f"{g}-{lang}" for g in GAMES for lang in LANGS])
def run(request, atspi_available) -> Run:
    return atspi_run(*request.param)


def _focus_between(run: Run, t0: float, t1: float) -> list[dict]:
    return [e for e in run.report.focus_events() if t0 < e["t"] <= t1]


# ---- the tests ----------------------------------------------------------------------------
def test_match_started_from_the_home_screen_by_keyboard(run):
    before = [e for e in run.report.focus_events() if e["t"] < run.t_start]
    assert before and before[-1]["role"] == "push button", [(e["role"], e["name"]) for e in before[-3:]]
    if games.GAME_IDS.index(run.game):
        list_focus = [e for e in before if e["role"] == "list item"]
        assert list_focus, "the arrows in the game list focused no game"
    after = _focus_between(run, run.t_start, run.t_start + 3)
    assert after and after[-1]["name"].strip(), f"no named focus in the table after Return: {after}"
    assert run.report.messages(), "the Messages region is empty: did the match start?\n" + run.report.app_log


def test_every_focusable_object_has_a_name_and_a_fitting_role(run):
    bad = []
    for node in run.report.tree_after.walk():
        if node.focusable and node.showing:
            if not node.name.strip():
                bad.append("no name: " + node.path())
            elif node.role not in ROLES:
                bad.append(f"role {node.role!r}: " + node.path())
    for e in run.report.focus_events():
        if e["t"] > run.t_start and e["name"] != "?" and (not e["name"].strip() or e["role"] not in ROLES):
            bad.append(f"focus event on {e['role']}({e['name']!r}) at {e['t']}")
    assert not bad, "\n".join(bad)


def test_focus_follows_the_navigation_keys(run):
    """Each arrow / Home / End / F6 key moves the focus to a named object within the key delay."""
    keys = run.key_times()
    nav = [k for k in scenario(run.game).nav.split() if not k.startswith("+")] + ["F6", "shift+F6"]
    start = next(i for i, (t, k) in enumerate(keys) if k == "Return")
    seq = keys[start + 1:start + 1 + len(nav)]
    assert [k for _, k in seq] == nav, seq
    silent = []
    for i, (t, key) in enumerate(seq):
        t_next = keys[start + 2 + i][0] if start + 2 + i < len(keys) else t + 1.0
        focus = [e for e in _focus_between(run, t, t_next) if e["name"].strip()]
        if not focus:
            silent.append(key)
        elif key.startswith(("Right", "Left", "Down", "Up", "Home", "End")):
            if focus[-1]["role"] not in ("list item", "table cell"):
                silent.append(f"{key} -> {focus[-1]['role']}")
    # a key at the end of a list may rightly not move (Home on the first item)
    assert len(silent) <= 1, f"keys without a focus event: {silent}"
    f6 = [e for e in _focus_between(run, seq[-2][0], seq[-1][0]) if e["name"].strip()]
    t_after = keys[start + len(nav) + 1][0] if start + len(nav) + 1 < len(keys) else seq[-1][0] + 1.0
    back = [e for e in _focus_between(run, seq[-1][0], t_after) if e["name"].strip()]
    assert f6 and back and f6[-1]["name"] != back[-1]["name"], "F6 / Shift+F6 did not move between regions"


def test_each_opponent_move_and_turn_start_is_announced(run):
    report = run.report
    narration = report.messages()
    announced, notified = report.announcements(), report.notifications()
    moves = [m for m in narration if OPPONENT.match(m)]
    turns = [m for m in narration if m.startswith(TURN_START[run.lang])]
    assert len(moves) >= 2, f"expected opponent moves in the narration: {narration}"
    assert len(turns) >= 2, f"expected at least two turn starts: {narration}"
    lost = [m for m in moves + turns if not any(m in a for a in announced)]
    unnotified = [m for m in moves + turns if not any(m in n for n in notified)]
    assert not lost, "not sent as object:announcement:\n" + "\n".join(lost) + "\n--- announced:\n" + \
        "\n".join(announced)
    assert not unnotified, "not given to the Notification widget:\n" + "\n".join(unnotified)


def test_no_announcement_is_empty_or_untranslated(run):
    texts = run.report.announcements() + run.report.notifications()
    assert run.report.announcements(), "no object:announcement at all"
    assert all(t.strip() for t in texts), "an empty announcement"
    foreign = [(t, FOREIGN[run.lang].search(t).group(0)) for t in texts if FOREIGN[run.lang].search(t)]
    assert not foreign, f"untranslated words in {run.lang} announcements: {foreign}"
    joined = " ".join(run.report.announcements())
    words = (TURN_START[run.lang],) + tuple((scenario(run.game).verbs or {}).get(run.lang, ()))
    missing = [w for w in words if w not in joined]
    assert not missing, f"{missing} never announced: {joined}"
