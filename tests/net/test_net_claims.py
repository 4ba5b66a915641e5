"""Num Win's claim window across the network: the host's clock decides (engine/net/claims.py)."""
from __future__ import annotations

import asyncio

from desktop.net.client import BotPlayer
from engine.games.numwin.actions import Claim, Pass
from engine.net.claims import GRACE_MS, JITTER_MIN_MS, MAX_HEAR_MS, ClaimReferee

from .loopback import make_host, play


def test_the_window_opens_when_heard_less_the_delay_and_is_clamped():
    ref = ClaimReferee(at=7, limit_ms=5000, waiting=[0, 1, 2], now=1000)
    ref.heard(0, now=1900, delay_ms=40)
    assert ref.clocks[0].opened_at == 1860
    ref.heard(1, now=1010, delay_ms=400)       # cannot have heard it before it was sent
    assert ref.clocks[1].opened_at == 1000
    ref.heard(2, now=60000, delay_ms=10)       # a client holding its window shut
    assert ref.clocks[2].opened_at == 1000 + 10 + MAX_HEAR_MS


def test_a_claim_is_timed_by_the_host_and_the_clients_word_only_within_the_band():
    ref = ClaimReferee(at=1, limit_ms=5000, waiting=[0, 1], now=0)
    ref.heard(0, now=100, delay_ms=50)          # opened at 50
    ref.heard(1, now=100, delay_ms=50)
    ref.press(0, now=1550, delay_ms=50)         # pressed at 1500: 1450 ms after opening
    liar = ref.answer(0, Claim(1, 0, elapsed_ms=0), now=4000, delay_ms=50, rtt_ms=100)  # picked for 2.4 s
    assert liar.elapsed_ms == 1450 - 100
    honest = ref.answer(1, Claim(0, 0, elapsed_ms=1460), now=1560, delay_ms=50, rtt_ms=100)
    assert honest.elapsed_ms == 1460
    assert ref.should_close(4000)
    answers = ref.answers(Pass())
    assert answers[0].elapsed_ms == 1350 and answers[1].elapsed_ms == 1460


def test_resume_restarts_the_clock_and_small_round_trips_get_the_minimum_band():
    ref = ClaimReferee(at=1, limit_ms=5000, waiting=[0], now=0)
    ref.heard(0, now=0, delay_ms=0)
    ref.press(0, now=1000, delay_ms=0)
    ref.resume(0, now=3000, delay_ms=0)         # two seconds choosing, then Escape
    claim = ref.answer(0, Claim(0, 1, elapsed_ms=0), now=3500, delay_ms=0, rtt_ms=1)
    assert claim.elapsed_ms == 1500 - JITTER_MIN_MS


def test_the_window_waits_for_whoever_can_still_win_and_no_longer():
    ref = ClaimReferee(at=1, limit_ms=3000, waiting=[0, 1, 2], now=0)
    ref.bot(2, Claim(0, 0, elapsed_ms=800), now=0)
    ref.heard(0, now=100, delay_ms=0)
    assert not ref.should_close(700)            # nobody has claimed yet
    assert not ref.should_close(850)            # the bot claimed at 800; seat 1 never heard: may still
    ref.heard(1, now=900, delay_ms=0)
    assert not ref.should_close(1600)           # seat 1's clock is at 700 < 800
    assert ref.should_close(1750)               # every clock is past 800: nobody can beat the bot
    assert ref.answers(Pass()) == {0: Pass(), 1: Pass(), 2: Claim(0, 0)}


def test_with_nobody_claiming_the_window_ends_after_the_limit_and_the_grace():
    ref = ClaimReferee(at=1, limit_ms=2000, waiting=[0, 1], now=0)
    ref.bot(1, Pass(), now=0)
    ref.heard(0, now=0, delay_ms=0)
    assert not ref.should_close(2000 + GRACE_MS - 1)
    assert ref.should_close(2000 + GRACE_MS + 1)


class LyingPlayer(BotPlayer):
    """Claims whatever its bot claims, but says it pressed at 0 ms."""
    told: list = []

    def on_frame(self, frame):
        out = super().on_frame(frame)
        return [self._lie(f) for f in out]

    def _later(self, frames, window=None):
        super()._later([self._lie(f) for f in frames], window)

    def _lie(self, frame):
        action = frame.get("action")
        if isinstance(action, Claim):
            LyingPlayer.told.append(action.elapsed_ms)
            frame = {**frame, "action": Claim(action.seat, action.position, elapsed_ms=0)}
        return frame


def test_a_client_claiming_0_ms_is_timed_by_the_host():
    records: list[dict] = []
    host = make_host("numwin", 2, "remote,remote", seed=8, options={"rounds": 1, "claim_seconds": 3},
                     transcript=records.append)
    LyingPlayer.told = []
    asyncio.run(play(host, 2, level="strong", player_cls=LyingPlayer))
    stamped = [r["action"]["elapsed_ms"] for r in records
               if r["type"] == "update" and r["action"] and r["action"].get("$") == "numwin.Claim"]
    assert LyingPlayer.told, "this deal has claims (seed 8)"
    assert stamped, "the claims reached the engine"
    for host_ms in stamped:  # 0 was said each time; the host measured the truth
        assert any(abs(host_ms - true_ms) <= 60 for true_ms in LyingPlayer.told), (LyingPlayer.told, stamped)
