"""A count with its noun in English text the core and qgis_io build (never "1 feature(s)").

Text that goes through Qt's translation picks between two tr() strings instead
(qgis_io/translation.one_or_many), so each language words its own plural."""
from __future__ import annotations


def count(n: int, one: str, many: str | None = None) -> str:
    """'1 feature', '2 features'; `many` for a noun whose plural is not one + "s" ("entities")."""
    return f"{n:,} {one}" if n == 1 else f"{n:,} {many or one + 's'}"


def agree(n: int, one: str, many: str) -> str:
    """The word that agrees with a count: agree(1, "has", "have") -> "has"."""
    return one if n == 1 else many
