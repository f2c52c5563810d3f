"""Files the plugin writes itself (the audit CSV, the PDFs): written whole or not at all.

Every write is checked: a file is written under a temporary name in its own folder, flushed and
synced (a full disk fails there, not later), checked, and only then renamed to the name asked
for; on any failure the temporary file is removed and the error names the path. A result is
never a truncated file that looks like one.

CSV cells are neutralised against formula injection as OWASP recommends: a text cell starting
with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading single quote, so a
spreadsheet shows it as text instead of evaluating it. Numbers written as numbers stay numbers,
and so does a text cell that is a plain decimal number (`-4.3`, `+12`): a spreadsheet reads it as
that number, and no formula fits in that shape.
"""
from __future__ import annotations

import contextlib
import csv
import os
import re
import tempfile
from collections.abc import Iterable, Iterator, Sequence
from typing import IO, Any

from .translation import tr

FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)")
# UTF-8 with a byte-order mark: Excel reads the file as UTF-8 only when it has one (else `§`
# comes out as "Â§"); LibreOffice and Python's csv (encoding="utf-8-sig") read it as well.
CSV_ENCODING = "utf-8-sig"


class WriteError(OSError):
    """A file could not be written whole; str() is one sentence naming the path and why."""


def neutralise_cell(value: Any) -> Any:
    """`value` safe to hand a spreadsheet (see the module's note); None as an empty cell."""
    if value is None:
        return ""
    if not isinstance(value, str):
        return value
    if value.startswith(FORMULA_START) and not _PLAIN_NUMBER.fullmatch(value):
        return "'" + value
    return value


def _why(exc: OSError) -> str:
    return exc.strerror or str(exc) or type(exc).__name__


def _not_written(path: str, exc: OSError) -> str:
    return tr("{path} could not be written ({why})").format(path=path, why=_why(exc))


@contextlib.contextmanager
def replaced_atomically(path: str, suffix: str = "") -> Iterator[str]:
    """A temporary path in `path`'s folder to write to; renamed to `path` when the block ends
    without an error, removed when it raises (the error then names `path`)."""
    folder = os.path.dirname(os.path.abspath(path)) or "."
    try:
        os.makedirs(folder, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=".partial-", suffix=suffix or os.path.splitext(path)[1],
                                    dir=folder)
        os.close(fd)
    except OSError as exc:
        raise WriteError(_not_written(path, exc)) from None
    try:
        yield temp
        os.replace(temp, path)
    except OSError as exc:
        _remove(temp)
        text = str(exc) if isinstance(exc, WriteError) else _not_written(path, exc)
        raise WriteError(text.replace(temp, path)) from None
    except BaseException:
        _remove(temp)
        raise


def _remove(path: str) -> None:
    with contextlib.suppress(OSError):
        os.remove(path)


def _synced(handle: IO[Any]) -> None:
    handle.flush()
    os.fsync(handle.fileno())


def write_csv(path: str, header: Sequence[str], rows: Iterable[Sequence[Any]]) -> None:
    """`header` and `rows` as a CSV at `path` (UTF-8 with a byte-order mark, cells neutralised),
    whole or not at all; raises WriteError naming the path."""
    with replaced_atomically(path) as temp, open(temp, "w", newline="", encoding=CSV_ENCODING) as handle:
        writer = csv.writer(handle)
        writer.writerow([neutralise_cell(h) for h in header])
        for row in rows:
            writer.writerow([neutralise_cell(v) for v in row])
        _synced(handle)


def write_text(path: str, text: str) -> None:
    """`text` as a plain UTF-8 file at `path` (no byte-order mark: it pastes into any editor),
    whole or not at all; raises WriteError naming the path."""
    with replaced_atomically(path) as temp, open(temp, "w", newline="\n", encoding="utf-8") as handle:
        handle.write(text)
        _synced(handle)


def check_pdf(path: str) -> None:
    """Raise WriteError unless `path` is a whole PDF: it starts with %PDF- and its last 1 KiB holds
    %%EOF (a write cut short by a full disk leaves a file without it)."""
    try:
        size = os.path.getsize(path)
        with open(path, "rb") as handle:
            head = handle.read(5)
            handle.seek(max(0, size - 1024))
            tail = handle.read()
    except OSError as exc:
        raise WriteError(tr("{path} could not be read back ({why})").format(path=path, why=_why(exc))
                         ) from None
    if head != b"%PDF-" or b"%%EOF" not in tail:
        raise WriteError(tr("{path} was written incomplete ({size} bytes, no end of file: is the disk full?)")
                         .format(path=path, size=f"{size:,}"))


def unique_file_names(ids: Sequence[str], stem_of: Any, template: str
                      ) -> tuple[dict[str, str], list[list[str]]]:
    """{id: file name} from `template` ("siteplan_{}.pdf") filled with `stem_of(id)`, unique
    case-insensitively (a Windows or macOS disk does not tell "A" from "a"); ids whose stems
    collide ("12 A" and "12/A" are both "12_A") keep the stem in id order with _2, _3, ...
    after all but the first. Also returns each group of ids that collided."""
    by_stem: dict[str, list[str]] = {}
    for pid in dict.fromkeys(ids):
        by_stem.setdefault(str(stem_of(pid)).lower(), []).append(pid)
    taken = set(by_stem)
    names: dict[str, str] = {}
    for pid in dict.fromkeys(ids):
        group = by_stem[str(stem_of(pid)).lower()]
        stem = str(stem_of(pid))
        if group[0] != pid:
            n = group.index(pid) + 1
            while f"{stem}_{n}".lower() in taken:
                n += 1
            stem = f"{stem}_{n}"
            taken.add(stem.lower())
        names[pid] = template.format(stem)
    return names, [g for g in by_stem.values() if len(g) > 1]
