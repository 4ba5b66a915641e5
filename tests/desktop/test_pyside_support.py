"""PySide's signature support, compiled once and kept (desktop/pyside_support.py, figure 1).

shiboken compiles its 13 embedded support modules from source at every start; Tablée
keeps the code objects in the user's cache folder and runs PySide's .pyi generator
modules only when something reads them. Each child process below imports PySide
through desktop.qt with its own cache folder, counting the compile() calls that reach
Python for shiboken's files.
"""
from __future__ import annotations
import __future__

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from desktop import pyside_support
from tests.bench.common import ROOT

CHILD = textwrap.dedent("""
    import builtins, sys
    python_compile = builtins.compile
    compiled = []

    def counting(source, filename, *args, **kwargs):
        if str(filename).startswith("shibokensupport/"):
            compiled.append(isinstance(source, bytes))  # a module's source; str: a stand-in
        return python_compile(source, filename, *args, **kwargs)

    builtins.compile = counting
    import desktop.qt
    print("COMPILED", sum(compiled), "OF", len(compiled))
    generator = sys.modules["shibokensupport.signature.lib.pyi_generator"]
    print("GENERATOR_RUN", "generate_pyi" in vars(generator))
    from PySide6.support.signature.lib.pyi_generator import generate_pyi
    from PySide6.support.signature.lib.enum_sig import HintingEnumerator
    print("GENERATOR_NOW", callable(generate_pyi), HintingEnumerator.__name__)
    print("SAME_MODULE", sys.modules["PySide6.support.signature.lib.pyi_generator"] is generator)
    from PySide6 import QtCore
    print("SIGNATURE", QtCore.QTimer.singleShot.__doc__.splitlines()[0].startswith("singleShot("))
    try:
        QtCore.QObject().setObjectName(42)
    except TypeError as error:
        print("ERROR", "Supported signatures" in str(error))
    print("COMPILE_BACK", builtins.compile is counting)
""")


def _child(cache_home: Path) -> dict[str, str]:
    env = {**os.environ, "XDG_CACHE_HOME": str(cache_home), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    return {line.split()[0]: line.split(None, 1)[1] for line in done.stdout.splitlines() if line.strip()}


def test_the_support_modules_are_compiled_on_the_first_start_only(tmp_path):
    first = _child(tmp_path)
    assert first["COMPILED"] == "13 OF 17", first  # 13 modules, and the 4 stand-ins
    cache = tmp_path / "tablee" / f"pyside-support.{sys.implementation.cache_tag}.marshal"
    assert cache.stat().st_size > 10_000
    second = _child(tmp_path)
    assert second["COMPILED"] == "0 OF 4", second  # only the stand-ins of the modules run on first use
    assert second["COMPILE_BACK"] == "True"


def test_pyside_behaves_as_without_the_cache(tmp_path):
    """The generator modules run when read, signatures and argument errors still work."""
    _child(tmp_path)
    seen = _child(tmp_path)
    assert seen["GENERATOR_RUN"] == "False"
    assert seen["GENERATOR_NOW"] == "True HintingEnumerator"
    assert seen["SAME_MODULE"] == "True"
    assert seen["SIGNATURE"] == "True"
    assert seen["ERROR"] == "True"


def test_a_corrupt_cache_is_compiled_again_and_replaced(tmp_path):
    cache = tmp_path / "tablee" / f"pyside-support.{sys.implementation.cache_tag}.marshal"
    cache.parent.mkdir(parents=True)
    cache.write_bytes(b"\x00not marshal data" * 10)
    assert _child(tmp_path)["COMPILED"].startswith("13 OF"), "compiled as without a cache"
    assert pyside_support.read_cache(cache), "a good cache written in its place"
    assert _child(tmp_path)["COMPILED"] == "0 OF 4"


def test_an_unwritable_cache_folder_only_costs_time(tmp_path):
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("")
    assert _child(blocked)["COMPILED"].startswith("13 OF")  # XDG_CACHE_HOME is a file: nothing kept


def test_other_compile_calls_are_python_s_own_with_their_caller_s_future_imports():
    compiler = pyside_support.SupportCompiler({})
    code = compiler("x: undefined_name = 1", "<elsewhere>", "exec")  # this module has `annotations`
    namespace: dict = {}
    exec(code, namespace)
    assert namespace["__annotations__"] == {"x": "undefined_name"}  # postponed, as compile() here would
    plain = compiler("y = 2", "<elsewhere>", "exec", dont_inherit=True)
    assert not plain.co_flags & __future__.annotations.compiler_flag
    assert compiler.used == {}, "nothing of another file is kept"


def test_a_support_module_is_kept_under_its_source_s_length_and_crc():
    compiler = pyside_support.SupportCompiler({})
    first = compiler(b"value = 1\n", "shibokensupport/example.py", "exec")
    assert list(compiler.used.values()) == [first]
    again = pyside_support.SupportCompiler(dict(compiler.used))
    assert again(b"value = 1\n", "shibokensupport/example.py", "exec") is first
    assert again(b"value = 2\n", "shibokensupport/example.py", "exec") is not first  # changed source


def test_the_cache_is_private_and_read_only_when_private(tmp_path):
    """Code runs from it: a file or folder someone else may write is never read."""
    folder = tmp_path / "tablee"
    cache = folder / "support.marshal"
    compiler = pyside_support.SupportCompiler({})
    compiler(b"value = 1\n", "shibokensupport/example.py", "exec")
    pyside_support.write_cache(cache, compiler.used)
    assert cache.stat().st_mode & 0o777 == 0o600
    assert folder.stat().st_mode & 0o077 == 0
    assert pyside_support.read_cache(cache) == compiler.used
    cache.chmod(0o620)  # group-writable
    assert pyside_support.read_cache(cache) == {}
    cache.chmod(0o600)
    folder.chmod(0o777)  # anyone may replace the file
    assert pyside_support.read_cache(cache) == {}
    folder.chmod(0o700)
    assert pyside_support.read_cache(cache) == compiler.used


def test_without_a_home_folder_nothing_is_kept_anywhere(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/cache")  # not a place: ignored, as XDG says
    monkeypatch.setenv("HOME", "~")
    monkeypatch.setattr(pyside_support.sys, "platform", "linux")
    assert pyside_support.cache_file() is None
    monkeypatch.setenv("HOME", str(tmp_path))
    assert pyside_support.cache_file().parent == tmp_path / ".cache" / "tablee"
