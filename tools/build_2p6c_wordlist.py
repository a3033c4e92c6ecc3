"""Build the bundled 2P6C English word list `en-v1` (docs/games/2p6c.md §8; used by §3.6 and §4.5).

A development-time tool: the service never runs it and never depends on its inputs. It reads two
PyPI wheels, downloaded beforehand, and needs no network itself:

    pip download --no-deps english-words==2.0.2 pyspellchecker==0.9.1 -d /tmp/wheels
    python tools/build_2p6c_wordlist.py /tmp/wheels/*.whl

Unpacked wheel directories work as well as the .whl files. The output (default:
rules/games/two_p6c/wordlists/en-v1.txt) is sorted, lower case, one word per line. The script
prints the word count and the file's sha256, which rules/games/two_p6c/wordlists/README.md
records.

§8's recipe:
1. base = the `web2` words of english-words (Webster's Second International, 1934) that are all
   lower-case ASCII letters. Capitalised entries are proper nouns. Its `gcide` set is GPL and is
   not read.
2. infl = the words of pyspellchecker's `en.json.gz` whose simple de-inflection (-s, -es,
   -ies→y, -ed, -ing, -er, -est, each with an undoubled final consonant) is in base. web2 lists
   headwords only, so this brings in plurals and verb forms; requiring a web2 stem keeps out the
   names and abbreviations that the subtitle-derived list also holds.
3. list = the words of base ∪ infl that match ^[a-z]{2,6}$.
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import json
import pickle
import re
import sys
import zipfile
from pathlib import Path
from typing import Iterable

# Pinned so that a rebuild gives the same bytes; a different version is a new list (en-v2).
PINS = {
    "english-words": ("2.0.2", "a65b900b17201526d8ab2d414f45e5a37afc714a1857377b30182c754ae6e0d6"),
    "pyspellchecker": ("0.9.1", "c79b144b4bad20024bf489ad3ffd96b76f3f53439e9fa59ac607896352852f3d"),
}
WEB2 = "english_words/data/web2.pickle"
SPELLCHECKER_EN = "spellchecker/resources/en.json.gz"
DEFAULT_OUT = Path(__file__).resolve().parent.parent / "rules/games/two_p6c/wordlists/en-v1.txt"

LOWER = re.compile(r"[a-z]+")
GAME_WORD = re.compile(r"[a-z]{2,6}")
SUFFIXES = ("ed", "ing", "er", "est")  # the ones after which a final consonant may be doubled
VOWELS = frozenset("aeiou")


class _SetOnlyUnpickler(pickle.Unpickler):
    """Unpickles plain sets of strings and refuses anything that names a class or function."""

    def find_class(self, module: str, name: str) -> object:
        raise pickle.UnpicklingError(f"refusing to load {module}.{name}")


class Source:
    """A wheel file or an unpacked wheel directory."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.zip = zipfile.ZipFile(path) if path.is_file() else None

    def names(self) -> list[str]:
        if self.zip is not None:
            return self.zip.namelist()
        return [p.relative_to(self.path).as_posix() for p in self.path.rglob("*") if p.is_file()]

    def read(self, name: str) -> bytes:
        if self.zip is not None:
            return self.zip.read(name)
        return (self.path / name).read_bytes()

    def version(self, project: str) -> str:
        prefix = project.replace("-", "_") + "-"
        for name in self.names():
            if name.startswith(prefix) and name.endswith(".dist-info/METADATA"):
                for line in self.read(name).decode().splitlines():
                    if line.startswith("Version: "):
                        return line.removeprefix("Version: ").strip()
        raise SystemExit(f"{self.path}: no {project} metadata")


def find(sources: Iterable[Source], member: str, project: str) -> Source:
    for source in sources:
        if member in source.names():
            version, digest = PINS[project]
            found = source.version(project)
            if found != version:
                raise SystemExit(f"{source.path}: {project} {found}, expected {version}")
            # Wheels are checked byte for byte before anything in them is unpickled.
            if source.zip is not None and sha256(source.path.read_bytes()) != digest:
                raise SystemExit(f"{source.path}: sha256 differs from the pinned {project} wheel")
            return source
    raise SystemExit(f"none of the inputs holds {member} ({project})")


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def stems(word: str) -> set[str]:
    """The candidate headwords of `word` under §8's simple de-inflection."""
    found = set()
    if word.endswith("ies"):
        found.add(word[:-3] + "y")
    if word.endswith("es"):
        found.add(word[:-2])
    if word.endswith("s"):
        found.add(word[:-1])
    for suffix in SUFFIXES:
        if word.endswith(suffix):
            stem = word[:-len(suffix)]
            found.add(stem)
            if len(stem) >= 2 and stem[-1] == stem[-2] and stem[-1] not in VOWELS:
                found.add(stem[:-1])
    found.discard("")
    return found


def build(web2: Iterable[str], spellchecker: Iterable[str]) -> list[str]:
    base = {word for word in web2 if LOWER.fullmatch(word)}
    infl = {word for word in spellchecker if LOWER.fullmatch(word) and stems(word) & base}
    return sorted(word for word in base | infl if GAME_WORD.fullmatch(word))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("inputs", nargs="+", type=Path, help="the two wheels or unpacked dirs")
    parser.add_argument("-o", "--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    sources = [Source(path) for path in args.inputs]

    web2 = _SetOnlyUnpickler(io.BytesIO(find(sources, WEB2, "english-words").read(WEB2))).load()
    en = json.loads(gzip.decompress(
        find(sources, SPELLCHECKER_EN, "pyspellchecker").read(SPELLCHECKER_EN)))
    if not isinstance(web2, set) or not isinstance(en, dict):
        raise SystemExit("unexpected data layout in the inputs")

    words = build(web2, en)
    data = "".join(word + "\n" for word in words).encode("ascii")
    args.out.write_bytes(data)
    print(f"{args.out}: {len(words)} words, sha256 {sha256(data)}")


if __name__ == "__main__":
    main(sys.argv[1:])
