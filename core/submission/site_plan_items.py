"""The site-plan items the law asks for (the profile's `site_plan.contents`: §160-124F(1)(b),
§44-7G(1)(b)) and which of them a drawing shows.

The items are the profile's own words, split where the law lists them ("showing at a minimum:
name, address, ...; the water rights lines; ..."). Whether a drawing shows one is read from its
layer names and texts through CAD vocabulary (site_plan_words.csv beside this module: a WRL or
WATER-RIGHTS layer shows the water rights lines). An item the vocabulary has no words for is
said to be not judged, never silently passed.
"""
from __future__ import annotations

import csv
import fnmatch
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

WORDS_PATH = Path(__file__).with_name("site_plan_words.csv")
_LEAD = re.compile(r"^(and|the|a|an)\s+", re.IGNORECASE)


@dataclass(frozen=True)
class ItemCheck:
    item: str                 # the law's words for the item
    shown: bool | None        # None: no vocabulary to judge it by
    evidence: str = ""        # the layer or text that shows it


def contents_items(contents: str) -> list[str]:
    """The items of a site-plan contents sentence: what follows its last colon, split at ';' and
    ',' ('and'/'the' at the front dropped)."""
    tail = contents.rsplit(":", 1)[-1] if ":" in contents else contents
    items = []
    for chunk in re.split(r"[;,]", tail):
        text = chunk.strip().rstrip(".").strip()
        while _LEAD.match(text):
            text = _LEAD.sub("", text, count=1).strip()
        if text:
            items.append(text)
    return items


def _vocabulary() -> list[tuple[frozenset[str], tuple[str, ...]]]:
    rows = [ln for ln in WORDS_PATH.read_text(encoding="utf-8").splitlines()
            if ln.strip() and not ln.startswith("#")]
    out = []
    for words, patterns in list(csv.reader(rows))[1:]:
        out.append((frozenset(words.lower().split()), tuple(p.upper() for p in patterns.split("|"))))
    return out


def check_items(items: Iterable[str], layers: Iterable[str], texts: Iterable[str]) -> list[ItemCheck]:
    """For each item, whether a layer name or a text of the drawing shows it."""
    vocabulary = _vocabulary()
    names = [(f"layer {name}", f" {name.upper()} ") for name in layers] + \
        [(f"text '{' '.join(t.split())[:60]}'", f" {' '.join(t.split()).upper()} ") for t in texts]
    out = []
    for item in items:
        words = set(re.findall(r"[a-z]+", item.lower()))
        patterns = next((p for w, p in vocabulary if w <= words), None)
        if patterns is None:
            out.append(ItemCheck(item, None))
            continue
        hit = next((label for label, name in names
                    if any(fnmatch.fnmatchcase(name, f"*{p.strip('*')}*") for p in patterns)), "")
        out.append(ItemCheck(item, bool(hit), hit))
    return out


def site_plan_check(profile: Any, layers: Iterable[str], texts: Iterable[str]) -> tuple[str, list[ItemCheck]]:
    """(the section the items are from, each item checked) for the profile's law."""
    contents = str(profile.value("site_plan.contents", "") or "")
    if not contents:
        return "", []
    return profile.section("site_plan.contents"), check_items(contents_items(contents), layers, texts)
