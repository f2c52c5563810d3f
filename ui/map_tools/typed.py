"""Typed dimensions while drawing: after the first click of a rectangle, a walkway or an appendage
the user types its length, Tab (or x), its width and Enter, as QGIS's advanced digitizing takes
typed distances. Length runs perpendicular to the MHW mark and width parallel to it, the way both
laws measure them."""
from __future__ import annotations

from qgis.PyQt.QtCore import Qt

from ..i18n import tr

FIELDS = ("length", "width")
_NEXT = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
_NEXT_TEXT = ("x", "X", "*", ",", ";", " ")       # "40x6" as well as 40 Tab 6
_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class TypedSize:
    """The figures typed so far: a length and a width, each a decimal number of feet."""

    def __init__(self) -> None:
        self.texts = ["", ""]
        self.active = 0

    def clear(self) -> None:
        self.texts = ["", ""]
        self.active = 0

    def typing(self) -> bool:
        return any(self.texts)

    def key(self, key: int, text: str) -> str:
        """Take one key press: "enter", "next" (to the other figure), "typed" (a figure changed)
        or "" (not a key of the figures: let the tool have it)."""
        if key in _ENTER:
            return "enter"
        if key in _NEXT or text in _NEXT_TEXT:
            self.active = 1 - self.active
            return "next"
        if key == Qt.Key.Key_Backspace:
            if self.texts[self.active]:
                self.texts[self.active] = self.texts[self.active][:-1]
            elif self.active == 1:
                self.active = 0
            return "typed"
        if text.isdigit() or (text == "." and "." not in self.texts[self.active]):
            self.texts[self.active] += text
            return "typed"
        return ""

    def value(self, i: int) -> float | None:
        """The figure typed for FIELDS[i], None when nothing (or nothing positive) was typed."""
        try:
            x = float(self.texts[i])
        except ValueError:
            return None
        return x if x > 0 else None

    @property
    def length(self) -> float | None:
        return self.value(0)

    @property
    def width(self) -> float | None:
        return self.value(1)

    def preset(self, field: str, feet: float) -> None:
        """Start with one figure given (a drag along a walkway's edge) and the other to type."""
        i = FIELDS.index(field)
        self.texts = ["", ""]
        self.texts[i] = f"{feet:.2f}".rstrip("0").rstrip(".")
        self.active = 1 - i

    def prompt(self) -> str:
        """The figures as typed, the one being typed marked, and how to go on."""
        names = (tr("length"), tr("width"))
        parts = []
        for i, name in enumerate(names):
            shown = self.texts[i] or "…"
            parts.append(f"{name} {shown}{'▏' if i == self.active else ''} ft")
        return " × ".join(parts) + "\n" + tr("type the figures: Tab (or x) to the next, Enter to "
                                             "draw, Esc to stop")
