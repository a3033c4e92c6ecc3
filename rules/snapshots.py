"""Snapshots: a game's state as plain JSON data and back, read off the type hints of its dataclasses.

The service stores a match as its state's snapshot and loads and saves it on every move, so every
game's snapshot goes through one `Snapshot`:

* written, a dataclass is an object of its fields in their order (what `wire.plain` gives), a tuple
  or list is a list, a mapping an object whose keys are strings (an int key is written as its
  digits), a frozenset a sorted list, an enum its value, and a value typed `Any` is `plain(value)`;
* read, each field is rebuilt from its type hint: tuples of their items, nested dataclasses,
  `X | None`, `Mapping[K, V]` (keys back to int where K is int), fixed-length tuples, frozensets,
  enums; a union of plain values (`int | str`) and `Any` are kept as JSON gave them;
* a snapshot starts with its version "v" (and any `tag`, such as an EkeQ variant's name); loading
  refuses another version, ignores keys the state does not have, and gives a field missing from a
  snapshot written before it existed its default;
* the `options` field is written as plain JSON and read back through `options` (FrozenOptions, or
  a game's own freezing).

What a game stored before this module in a shape of its own keeps that shape, so that every stored
snapshot still loads and a loaded snapshot writes back the same:

* `rows`: dataclasses written as a list of their fields in order, not an object (Flares' plays);
* `shapes`: types that write and read themselves, `{type: (write, read)}` (flags, EkeQ's cards);
* `items`: mappings kept as a list of `[key, *row]` items, in their order ((class, field) pairs:
  an EkeQ climb's piles, whose order PostgreSQL's jsonb would not keep in an object);
* `hints`: a field whose own hint does not say what it holds, `{(class, field): hint}`;
* `sparse`: (class, field) pairs written only while not None (their default): a field added after
  snapshots were stored, so that every snapshot written before it still writes back the same.

Each class's reader and writer is built once, when the game module is imported, as a generated
function whose body spells out the conversion of every field (the comprehensions a hand-written
`dump_state` would have): a snapshot is read and written on every move's path, and a call per
value would cost more than the move.
"""
from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Mapping as AbcMapping
from typing import Any, Callable, Iterable, Mapping

from .flags import Flag
from .frozen import FrozenDict, FrozenList, frozen
from .history import per_line
from .options import FrozenOptions
from .wire import plain

# A conversion is a function from the Python expression of a value to the expression of its
# converted value, or None when the value is stored as it is (a str, an int, None...).
Conversion = Callable[[str], str] | None
Shape = tuple[Callable[[Any], Any], Callable[[Any], Any]]
_PLAIN_TYPES = (str, int, float, bool, type(None))
# A tuple of written values this long or longer is written once and kept (rules/history.py).
HISTORY_KEPT_FROM = 16


class Snapshot:
    """One game state's snapshot: `dump(state)` -> plain JSON data, `load(data)` -> the state."""

    def __init__(self, state: type, *, game: str, version: int = 1,
                 tag: Mapping[str, Any] | None = None,
                 options: Callable[[Mapping[str, Any]], Any] = FrozenOptions,
                 rows: Iterable[type] = (),
                 shapes: Mapping[type, Shape] | None = None,
                 items: Iterable[tuple[type, str]] = (),
                 hints: Mapping[tuple[type, str], Any] | None = None,
                 sparse: Iterable[tuple[type, str]] = ()) -> None:
        self.state = state
        self.game = game
        self.version = version
        self.head = {"v": version, **(tag or {})}
        self._rows = frozenset(rows)
        self._shapes = dict(shapes or {})
        self._item_lists = frozenset(items)
        self._hints = dict(hints or {})
        self._sparse = frozenset(sparse)
        self._env: dict[str, Any] = {}
        self._names: dict[int, str] = {}
        self._count = 0
        self._env["scalars"] = frozenset(_PLAIN_TYPES)
        self._env["FrozenDict"], self._env["FrozenList"] = FrozenDict, FrozenList
        self._fields = {(state, "options"): (self._mapping(str, Any)[0], self._call(options))}
        self._built: dict[type, tuple[str, str]] = {}
        write, read = self._dataclass(state)
        self._write, self._read = self._env[write], self._env[read]

    def dump(self, state: Any) -> dict[str, Any]:
        return {**self.head, **self._write(state)}

    def load(self, data: Mapping[str, Any]) -> Any:
        if data.get("v") != self.version:
            raise ValueError(f"unknown {self.game} snapshot version {data.get('v')!r}")
        return self._read(data)

    # --- the generated code -----------------------------------------------------------------

    def _name(self, value: Any, prefix: str = "f") -> str:
        """The name the generated code knows `value` by."""
        if id(value) not in self._names:
            self._names[id(value)] = name = f"{prefix}{len(self._names)}"
            self._env[name] = value
        return self._names[id(value)]

    def _var(self) -> str:
        self._count += 1
        return f"x{self._count}"

    def _call(self, function: Callable[[Any], Any]) -> Conversion:
        name = self._name(function)
        return lambda x: f"{name}({x})"

    def _convert(self, hint: Any) -> tuple[Conversion, Conversion]:
        """(write, read) for a value of type `hint`."""
        if hint is Any or hint is object:
            name, freeze = self._name(plain), self._name(frozen)
            return ((lambda x: f"({x} if {x}.__class__ in scalars else {name}({x}))"),
                    (lambda x: f"({x} if {x}.__class__ in scalars else {freeze}({x}))"))
        if hint in _PLAIN_TYPES or hint is None:
            return None, None
        if hint in self._shapes:
            write, read = self._shapes[hint]
            return self._call(write), self._call(read)
        if isinstance(hint, type) and dataclasses.is_dataclass(hint):
            write, read = self._dataclass(hint)
            return (lambda x: f"{write}({x})"), (lambda x: f"{read}({x})")
        if isinstance(hint, type) and issubclass(hint, enum.Enum):
            return (lambda x: f"{x}.value"), self._call(hint)
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        if origin is typing.Literal:
            return None, None
        if origin is typing.Union or origin is types.UnionType:
            return self._union(hint, args)
        if origin is tuple or hint is tuple:
            return self._tuple(args)
        if origin is list or hint is list:
            write, read = self._convert(args[0] if args else Any)
            return self._each(write, "list"), self._each(read, "FrozenList")
        if origin in (frozenset, set) or hint in (frozenset, set):
            write, read = self._convert(args[0] if args else Any)
            return self._each(write, "sorted"), self._each(read, "frozenset")
        if origin in (dict, AbcMapping) or hint in (dict, AbcMapping):
            key, value = args or (str, Any)
            return self._mapping(key, value)
        raise TypeError(f"{self.game} snapshot: no way to store {hint!r}")

    def _each(self, convert: Conversion, into: str) -> Conversion:
        if convert is None:
            return lambda x: f"{into}({x})"
        item = self._var()
        if into == "list":
            return lambda x: f"[{convert(item)} for {item} in {x}]"
        return lambda x: f"{into}([{convert(item)} for {item} in {x}])"

    def _history(self, convert: Conversion) -> Conversion:
        """A tuple of values written each as an object or a list (a score sheet's lines, a
        game's rounds): written once per tuple (rules/history.py), since a move mostly keeps the
        same tuple and a new one comes only when a line is added, and then only that line."""
        if convert is None:
            return self._each(convert, "list")
        item, name = self._var(), f"history{len(self._names)}"
        source = f"def {name}(value, start):\n    return [{convert(item)} for {item} in value[start:]]\n"
        exec(compile(source, f"<snapshot of a {self.game} history>", "exec"), self._env)  # noqa: S102
        called = self._name(per_line(self._env[name], shortest=HISTORY_KEPT_FROM), "h")
        return lambda x: f"{called}({x})"

    def _union(self, hint: Any, args: tuple[Any, ...]) -> tuple[Conversion, Conversion]:
        options = [arg for arg in args if arg is not type(None)]
        if len(options) == 1:
            return tuple(None if convert is None else
                         (lambda x, c=convert: f"(None if {x} is None else {c(x)})")
                         for convert in self._convert(options[0]))
        if all(self._convert(arg) == (None, None) for arg in options):
            return None, None  # int | str: JSON tells them apart
        raise TypeError(f"{self.game} snapshot: {hint!r} mixes types a snapshot cannot tell apart")

    def _tuple(self, args: tuple[Any, ...]) -> tuple[Conversion, Conversion]:
        if not args or (len(args) == 2 and args[1] is Ellipsis):
            write, read = self._convert(args[0] if args else Any)
            return self._history(write), self._each(read, "tuple")
        pairs = [self._convert(arg) for arg in args]
        writes, reads = [w for w, _ in pairs], [r for _, r in pairs]

        def items(converts: list[Conversion], x: str) -> str:
            return ", ".join(f"{x}[{i}]" if c is None else c(f"{x}[{i}]") for i, c in enumerate(converts))
        write = (lambda x: f"list({x})") if not any(writes) else (lambda x: f"[{items(writes, x)}]")
        read = (lambda x: f"tuple({x})") if not any(reads) else (lambda x: f"({items(reads, x)},)")
        return write, read

    def _mapping(self, key: Any, value: Any) -> tuple[Conversion, Conversion]:
        if key is int:
            key_write, key_read = (lambda x: f"str({x})"), (lambda x: f"int({x})")
        elif key is str or key is Any:
            key_write = key_read = None
        else:
            raise TypeError(f"{self.game} snapshot: mapping keys must be str or int, not {key!r}")
        write, read = self._convert(value)
        k, v = self._var(), self._var()

        def each(key_convert: Conversion, convert: Conversion, x: str) -> str:
            return (f"{{{k if key_convert is None else key_convert(k)}: "
                    f"{v if convert is None else convert(v)} for {k}, {v} in {x}.items()}}")
        write_all = (lambda x: f"dict({x})") if key_write is None and write is None else (
            lambda x: each(key_write, write, x))
        read_all = (lambda x: f"FrozenDict({x})") if key_read is None and read is None else (
            lambda x: f"FrozenDict({each(key_read, read, x)})")
        return write_all, read_all

    def _item_list(self, hint: Any) -> tuple[Conversion, Conversion]:
        """A mapping kept as a list of [key, *row] items (or [key, value] for a plain value)."""
        key, value = typing.get_args(hint)
        if key is not str:
            raise TypeError(f"{self.game} snapshot: items need str keys, not {key!r}")
        write, read = self._convert(value)
        k, v, item = self._var(), self._var(), self._var()
        w = v if write is None else write(v)
        if value in self._rows:
            return (lambda x: f"[[{k}, *{w}] for {k}, {v} in {x}.items()]",
                    lambda x: f"FrozenDict({{{item}[0]: {read(f'{item}[1:]')} for {item} in {x}}})")
        r = v if read is None else read(v)
        return (lambda x: f"[[{k}, {w}] for {k}, {v} in {x}.items()]",
                lambda x: f"FrozenDict({{{k}: {r} for {k}, {v} in {x}}})")

    def _dataclass(self, cls: type) -> tuple[str, str]:
        """The names of the generated writer and reader of `cls`."""
        if cls in self._built:
            return self._built[cls]
        number = len(self._built)
        names = self._built[cls] = (f"write{number}", f"read{number}")
        hints = typing.get_type_hints(cls)
        fields, converts = [], []
        for field in dataclasses.fields(cls):
            if not field.init:
                continue
            fields.append(field.name)
            hint = self._hints.get((cls, field.name), hints[field.name])
            if (cls, field.name) in self._fields:
                converts.append(self._fields[(cls, field.name)])
            elif (cls, field.name) in self._item_lists:
                converts.append(self._item_list(hint))
            else:
                converts.append(self._convert(hint))
        if cls in self._rows:
            source = _rows(self._name(cls, "cls"), names, fields, converts)
        else:
            sparse = {name for name in fields if (cls, name) in self._sparse}
            source = _objects(self._name(cls, "cls"), names, fields, converts, sparse)
        exec(compile(source, f"<snapshot of {cls.__qualname__}>", "exec"), self._env)  # noqa: S102
        return names


def _objects(cls: str, names: tuple[str, str], fields: list[str],
             converts: list[tuple[Conversion, Conversion]], sparse: set[str] = frozenset()) -> str:
    """A dataclass as a JSON object of its fields, in their order. A snapshot written before a
    field existed lacks it, and the field takes its default. A `sparse` field is written only
    while it is not None, and read as None when it is missing."""
    write, read = names

    def value(convert: Conversion, x: str) -> str:
        return x if convert is None else convert(x)

    def stored(name: str) -> str:
        return f"data.get({name!r})" if name in sparse else f"data[{name!r}]"
    written = ", ".join(f"{name!r}: {value(w, f'value.{name}')}"
                        for name, (w, _) in zip(fields, converts) if name not in sparse)
    added = "".join(f"    if value.{name} is not None:\n        found[{name!r}] = {value(w, f'value.{name}')}\n"
                    for name, (w, _) in zip(fields, converts) if name in sparse)
    read_all = ", ".join(f"{name}={value(r, stored(name))}" for name, (_, r) in zip(fields, converts))
    read_some = "".join(f"    if {name!r} in data:\n        found[{name!r}] = {value(r, f'data[{name!r}]')}\n"
                        for name, (_, r) in zip(fields, converts))
    writer = (f"def {write}(value):\n    found = {{{written}}}\n{added}    return found\n" if added
              else f"def {write}(value):\n    return {{{written}}}\n")
    return (writer +
            f"def {read}(data):\n    try:\n        return {cls}({read_all})\n"
            f"    except KeyError:\n        return {read}_older(data)\n"
            f"def {read}_older(data):\n    found = {{}}\n{read_some}    return {cls}(**found)\n")


def _rows(cls: str, names: tuple[str, str], fields: list[str],
          converts: list[tuple[Conversion, Conversion]]) -> str:
    """A dataclass as a JSON list of its fields, in their order (a shorter list: the last fields
    take their defaults)."""
    write, read = names

    def value(convert: Conversion, x: str) -> str:
        return x if convert is None else convert(x)
    written = ", ".join(value(w, f"value.{name}") for name, (w, _) in zip(fields, converts))
    if not any(r for _, r in converts):
        return (f"def {write}(value):\n    return [{written}]\n"
                f"def {read}(row):\n    return {cls}(*row)\n")
    read_all = ", ".join(value(r, f"row[{i}]") for i, (_, r) in enumerate(converts))
    read_some = "".join(f"    if len(row) > {i}:\n        found.append({value(r, f'row[{i}]')})\n"
                        for i, (_, r) in enumerate(converts))
    return (f"def {write}(value):\n    return [{written}]\n"
            f"def {read}(row):\n    if len(row) == {len(fields)}:\n        return {cls}({read_all})\n"
            f"    found = []\n{read_some}    return {cls}(*found)\n")


# Flags are stored as the phones see them (rules/flags.py), in every game that keeps them.
FLAG_SHAPE = {Flag: (Flag.to_json, Flag.from_json)}
