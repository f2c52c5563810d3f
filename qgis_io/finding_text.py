"""Findings and the construction's messages in the user's language.

The core writes each finding from an English template it keeps by key (core/rules/registry.py,
core/notes.py) and keeps the key and the text fields with the finding (Violation.template/params,
Message.template/params). Here the template is translated (contexts "Findings" and "Notes", listed
for pylupdate5 in qgis_io/finding_templates.py) and filled with the same fields; the fixed words
the core puts into fields (feature kinds, categories: core/rules/messages.TERMS) are translated
too, and numbers take the locale's separators. Where no translation is installed, a field is
missing from a translation or a finding has no template (read back from a layer), the core's
English sentence is shown as it is.
"""
from __future__ import annotations

import re
from collections.abc import Mapping

from qgis.PyQt.QtCore import QCoreApplication, QLocale

from ..core.model import Message, Violation
from ..core.notes import NOTES
from ..core.rules.messages import KIND_NAMES, TEMPLATES, template_of
from .translation import translation_locale

FINDINGS_CONTEXT = "Findings"    # = the literals of qgis_io/finding_templates.py
TERMS_CONTEXT = "FindingTerms"
NOTES_CONTEXT = "Notes"
# Fields that hold a measured number (with its unit): their separators follow the locale.
NUMBER_FIELDS = frozenset({"m", "l", "m_int", "l_int", "m_pct", "l_pct", "m_pitch", "l_pitch", "depth",
                           "near", "single", "total", "walk", "vessel", "rode",                 # findings
                           "snap", "front", "length", "d", "old", "new", "meet", "min", "area", "low",
                           "high", "tol"})                                                     # notes
# Fields that name a feature: "<kind name> <label>" (core/rules/messages.describe) or "Parcel <id>".
NAME_FIELDS = frozenset({"what", "other"})
_NAME_PREFIXES = sorted({*KIND_NAMES.values(), "appendage", "Parcel", "parcel"}, key=len, reverse=True)
_NUMBER = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+")


def translating() -> bool:
    """Is a translation of the findings installed? (Some templates read the same in German, such
    as "{What}: {why}."; their fields are still translated.)"""
    return term("dock") != "dock"


def term(text: str) -> str:
    return QCoreApplication.translate(TERMS_CONTEXT, text)


def _name(text: str) -> str:
    """A feature's name with its kind in the user's language ("dock D1" -> "Steg D1")."""
    for prefix in _NAME_PREFIXES:
        if text == prefix or text.startswith(prefix + " "):
            return term(prefix) + text[len(prefix):]
    return text


def local_number(text: str, locale: QLocale | None = None) -> str:
    """"1,200.5 sq ft" with the separators of the locale (default: the installed translation's
    language): "1.200,5 sq ft" in German."""
    loc = locale or translation_locale() or QLocale(QLocale.Language.English)
    point, group = loc.decimalPoint(), loc.groupSeparator()
    if point == "." and group == ",":
        return text
    return _NUMBER.sub(lambda m: m.group(0).replace(",", "\0").replace(".", point).replace("\0", group),
                       text)


def local_fields(fields: Mapping[str, str], locale: QLocale | None = None) -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in fields.items():
        if key in NUMBER_FIELDS:         # a number, or "unknown"/"none" where there is none
            out[key] = local_number(term(value), locale)
        elif key in NAME_FIELDS:
            out[key] = _name(value)
        elif key == "kinds":        # "docks and boathouses" (core/rules/counts.py)
            out[key] = f" {term('and')} ".join(term(k) for k in value.split(" and "))
        else:
            translated = term(value) if value else value
            out[key] = translated
    if "What" in fields:
        what = out.get("what", "")
        out["What"] = what[:1].upper() + what[1:] if what else term("The layout")
    return out


def localized(context: str, template: str, fields: Mapping[str, str], english: str,
              locale: QLocale | None = None) -> str:
    """The template translated under `context` and filled with the fields; `english` where no
    translation is installed or the translation does not fit the fields."""
    translated = QCoreApplication.translate(context, template)
    if translated == template and not translating():
        return english
    try:
        return translated.format(**local_fields(fields, locale))
    except (KeyError, IndexError, ValueError):
        return english


def finding_text(v: Violation, locale: QLocale | None = None) -> str:
    """The finding's sentence in the user's language (its `message` where it has no template)."""
    if not v.params or (v.template and v.template not in TEMPLATES):
        return v.message
    return localized(FINDINGS_CONTEXT, template_of(v.template), v.params, v.message, locale)


def message_text(m: Message, locale: QLocale | None = None) -> str:
    """A message of the water-rights construction or the land-use reading in the user's language."""
    if not m.template or m.template not in NOTES:
        return m.text
    return localized(NOTES_CONTEXT, NOTES[m.template], m.params, m.text, locale)
