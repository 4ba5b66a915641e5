"""PySide's own start-up, made lighter for Tablée (issue 19, figure 1).

Importing PySide6 runs shiboken's signature support: 13 modules embedded in its
library as source, which it compiles at every start (shiboken's
EmbeddableZipImporter calls compile(), with no bytecode cache: ~15 ms), and whose
module bodies build regular expressions and classes for a .pyi stub generator, its
enumerator and the signature parser (~14 ms) that nothing needs before a signature,
a docstring or an argument error is first made. While PySide is imported,
`compiled_support()` answers those compile() calls from a cache of code objects in
the user's cache folder (keyed by file, source length and CRC, one file per Python
version; written on the first start, rewritten when PySide's sources change) and
gives the modules of ON_FIRST_USE a stand-in that runs their real code in the same
module on first use (PEP 562 module __getattr__). A missing, unreadable or corrupt
cache only costs the time it saves: everything is compiled as before. This is the one
place Tablée runs code from a file (tests/reliability/test_bad_input.py allows it here
alone): Tablée's own cache of PySide's code, read only when the file and its folder
belong to the user and no one else may write them (`private`), written 0600.

Only compile() calls for files inside shibokensupport are answered; any other goes
to Python's compile() with its caller's future imports. Checked with PySide6 6.11
(tests/desktop/test_pyside_support.py: signatures, argument errors, the generator);
a PySide whose support is laid out otherwise is imported exactly as without it.
The bare window of the start-up benchmark does without it: `python -m
tests.bench.startup_floors` gives both floors.
"""
from __future__ import annotations
import __future__

import builtins
import marshal
import os
import sys
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import CodeType

SUPPORT_FILES = "shibokensupport/"
#: Run when something reads them: the .pyi generator and its enumerator (PySide's
#: generate_pyi tool alone uses them), the parser and layout of signatures (shiboken
#: calls them through its loader when a signature, a docstring or an argument error is
#: first made, never before the first paint).
ON_FIRST_USE = frozenset({"shibokensupport/signature/lib/pyi_generator.py",
                          "shibokensupport/signature/lib/enum_sig.py",
                          "shibokensupport/signature/parser.py",
                          "shibokensupport/signature/layout.py"})
FUTURE_FLAGS = sum(getattr(__future__, name).compiler_flag for name in __future__.all_feature_names)
STAND_IN = """
def __getattr__(name):
    from desktop.pyside_support import run_deferred
    return run_deferred(globals(), name)
"""

_deferred: dict[str, CodeType] = {}  # file name -> the real code of a module run on first use


def cache_file() -> Path | None:
    """In the user's cache folder (not the data folder: tests and benchmarks start with a
    fresh one each run, and nothing here is the player's data); None without a home."""
    try:
        if sys.platform == "win32":
            base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        elif sys.platform == "darwin":
            base = Path.home() / "Library" / "Caches"
        else:
            xdg = Path(os.environ.get("XDG_CACHE_HOME") or ".")
            base = xdg if xdg.is_absolute() else Path.home() / ".cache"  # a relative one is ignored (XDG)
    except RuntimeError:  # no home folder to be found
        return None
    if not base.is_absolute():  # "~" left as it was: never a folder relative to wherever Tablée started
        return None
    return base / "tablee" / f"pyside-support.{sys.implementation.cache_tag}.marshal"


def read_cache(path: Path) -> dict[str, CodeType]:
    """The cached code, or {} when it is missing, damaged or not private to this user."""
    if not private(path):
        return {}
    try:
        loaded = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if not isinstance(loaded, dict):
        return {}
    return {k: v for k, v in loaded.items() if isinstance(k, str) and isinstance(v, CodeType)}


def private(path: Path) -> bool:
    """Code runs from this file, so it must be one only this user could have written, as
    Python trusts its own __pycache__: the user's file, in the user's folder, neither
    writable by the group or others (POSIX; on Windows the per-user LOCALAPPDATA is)."""
    if os.name != "posix":
        return path.is_file()
    try:
        for place in (path, path.parent):
            status = place.stat()
            if status.st_uid != os.getuid() or status.st_mode & 0o022:
                return False
    except OSError:
        return False
    return True


def write_cache(path: Path, codes: dict[str, CodeType]) -> None:
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        partial = path.with_name(f"{path.name}.{os.getpid()}")
        descriptor = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "wb") as out:
            out.write(marshal.dumps(codes))
        os.replace(partial, path)  # another Tablée starting at once reads the old or the new, whole
    except OSError:
        pass


class SupportCompiler:
    """Stands for compile() while PySide is imported: shiboken's support modules from
    `cached` (what it compiled is kept in `used`), anything else to Python's compile()."""

    def __init__(self, cached: dict[str, CodeType], python_compile=builtins.compile):
        self.cached = cached
        self.used: dict[str, CodeType] = {}
        self.python_compile = python_compile

    def __call__(self, source, filename, mode, flags=0, dont_inherit=False, optimize=-1, **kwargs):
        if not dont_inherit:  # what compile() inherits: its caller's future imports, not this module's
            flags |= sys._getframe(1).f_code.co_flags & FUTURE_FLAGS
        if not (isinstance(filename, str) and filename.startswith(SUPPORT_FILES) and mode == "exec"
                and isinstance(source, bytes) and not kwargs):
            return self.python_compile(source, filename, mode, flags, True, optimize, **kwargs)
        key = f"{filename} {flags} {len(source)} {zlib.crc32(source)}"  # zlib: hashlib costs 2 ms to import
        code = self.cached.get(key) or self.python_compile(source, filename, mode, flags, True, optimize)
        self.used[key] = code
        if filename in ON_FIRST_USE:
            _deferred[filename] = code
            return self.python_compile(STAND_IN, filename, mode, flags, True)
        return code


@contextmanager
def compiled_support(path: Path | None = None) -> Iterator[None]:
    """Around `import PySide6`: shiboken's support modules from the cache, those of
    ON_FIRST_USE deferred. Does nothing once PySide6 is imported."""
    if "shiboken6" in sys.modules:
        yield
        return
    path = path or cache_file()
    compiler = SupportCompiler(read_cache(path) if path else {})
    builtins.compile = compiler
    try:
        yield
    finally:
        builtins.compile = compiler.python_compile
        if path and compiler.used and compiler.used != compiler.cached:
            write_cache(path, compiler.used)


def run_deferred(namespace: dict, name: str):
    """A deferred module's attribute `name`: its real code runs first, once, in its own namespace."""
    code = _deferred.pop(namespace.get("__file__", ""), None)
    if code is not None:
        del namespace["__getattr__"]
        exec(code, namespace)
    try:
        return namespace[name]
    except KeyError:
        raise AttributeError(f"module {namespace.get('__name__')!r} has no attribute {name!r}") from None
