"""Real audio without a sound card: a user-mode PulseAudio null sink and a private
speech-dispatcher, for speech tests and benchmarks (recipe in PLATFORM.md).

Why: the build machines have no sound device, yet stalls and interrupt latency
only mean something when audio is really consumed in real time. Both daemons run
in a temporary XDG_RUNTIME_DIR and are stopped by their own process ids, never by
name, so nothing else on the machine is touched.

    with audio_env() as env:          # env is None when packages are missing
        os.environ.update(env)        # before creating QTextToSpeech / audio outputs
"""
from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass, field

NEEDED = ("pulseaudio", "pactl", "speech-dispatcher")
SPEECHD_CONF = "/etc/speech-dispatcher"


@dataclass
class AudioEnv:
    """The running daemons and the environment variables that reach them."""

    runtime_dir: str
    env: dict[str, str]
    procs: list[subprocess.Popen] = field(default_factory=list)

    def stop(self) -> None:
        """Terminate our own daemons (by pid), then remove the runtime dir."""
        for proc in reversed(self.procs):
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(timeout=3)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait(timeout=3)
        self.procs.clear()
        shutil.rmtree(self.runtime_dir, ignore_errors=True)


def missing_packages() -> list[str]:
    """Executables the recipe needs and this machine lacks (empty when all present)."""
    missing = [name for name in NEEDED if shutil.which(name) is None]
    if not os.path.isdir(SPEECHD_CONF):
        missing.append(SPEECHD_CONF)
    return missing


def _wait_for(predicate, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return predicate()


def _start_pulse(runtime: str, env: dict[str, str]) -> subprocess.Popen:
    cmd = ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--disallow-exit",
           "--use-pid-file=no",
           "--load=module-native-protocol-unix auth-anonymous=1",
           "--load=module-null-sink sink_name=null", "--load=module-always-sink"]
    log = open(os.path.join(runtime, "pulseaudio.log"), "wb")
    proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT)
    ready = _wait_for(lambda: subprocess.run(["pactl", "info"], env=env, capture_output=True,
                                             timeout=2).returncode == 0, 8)
    if not ready:
        proc.kill()
        raise RuntimeError("pulseaudio did not start; see " + log.name)
    return proc


def _write_speechd_conf(runtime: str) -> str:
    """Copy the system config and switch it to pulse + espeak-ng, as PLATFORM.md says."""
    conf = os.path.join(runtime, "speechd-conf")
    shutil.copytree(SPEECHD_CONF, conf)
    path = os.path.join(conf, "speechd.conf")
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    text = re.sub(r'(?m)^\s*#?\s*AudioOutputMethod\s+.*$', 'AudioOutputMethod "pulse"', text, count=1)
    text += '\nAddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\nDefaultModule espeak-ng\n'
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    return conf


def _start_speechd(runtime: str, env: dict[str, str]) -> subprocess.Popen:
    conf = _write_speechd_conf(runtime)
    sock = os.path.join(runtime, "speech-dispatcher", "speechd.sock")
    os.makedirs(os.path.dirname(sock), exist_ok=True)
    log = open(os.path.join(runtime, "speechd.log"), "wb")
    cmd = ["speech-dispatcher", "-s", "-t", "0", "-C", conf, "-S", sock]
    proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT)
    if not _wait_for(lambda: os.path.exists(sock), 8):
        proc.kill()
        raise RuntimeError("speech-dispatcher did not start; see " + log.name)
    env["SPEECHD_ADDRESS"] = "unix_socket:" + sock
    return proc


def start() -> AudioEnv | None:
    """Start both daemons; None (nothing started) when packages are missing."""
    if missing_packages():
        return None
    runtime = tempfile.mkdtemp(prefix="tablee-audio-")
    os.chmod(runtime, 0o700)
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime)
    env["PULSE_SERVER"] = "unix:" + os.path.join(runtime, "pulse", "native")
    audio = AudioEnv(runtime, env)
    try:
        audio.procs.append(_start_pulse(runtime, env))
        audio.procs.append(_start_speechd(runtime, env))
    except Exception:
        audio.stop()
        raise
    changed = {k: v for k, v in env.items() if os.environ.get(k) != v}
    audio.env = changed
    return audio


@contextlib.contextmanager
def audio_env():
    """Context manager yielding the env changes to apply, or None when unavailable."""
    audio = start()
    try:
        yield None if audio is None else audio.env
    finally:
        if audio is not None:
            audio.stop()


def skip_reason() -> str | None:
    """A clear reason to skip a test that needs real audio, or None."""
    missing = missing_packages()
    return f"real audio needs {', '.join(missing)} (Debian: pulseaudio speech-dispatcher)" if missing else None
