"""Input problems of the layout layers, for the panel's findings table.

processing/convert.py reads the STRUCTURES and BUOYS layers and reports what it could not read as
drawn (an unknown kind, an empty rode length, a multi-point buoy, ...) as Messages, not findings.
Here each such message becomes one sentence per feature, saying what is wrong and what to do, so
the panel can list it where the user works. The feature ids come from Message.feature_ids, which
the converter sets on every message about features (all of them, also past the text's list of
12); a message without them falls back to the ids its text names (the patterns below follow
processing/convert.py's wording). No rule is judged here.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from qgis.PyQt.QtCore import QT_TR_NOOP

from ..core.model import Message
from .i18n import tr

# "Structure 12: kind 'dok' is not one of ...", "Buoy -3 has 2 points; ..."
_ONE_FEATURE = re.compile(r"^(?:Structure|Buoy) (-?\d+)\b")
# "... (feature ids: 4, 7 and 3 more)", "... were skipped: 4 (reason), 7 (reason). Check ..."
_ID_LIST = re.compile(r"\(feature ids: ([^)]*)\)|were skipped: (.*?)\. Check")
_MORE = re.compile(r" and (\d+) more$")
_QUOTED = re.compile(r"'([^']*)'")
_FIELD = re.compile(r"^(?:Structure|Buoy) -?\d+: (\w+)\b")
_POINTS = re.compile(r" has (\d+) points")

FIELD_WORDS = {"vessel_length_ft": QT_TR_NOOP("vessel length"), "rode_length_ft": QT_TR_NOOP("rode length"),
               "height_ft": QT_TR_NOOP("height"), "roof_pitch": QT_TR_NOOP("roof pitch"),
               "slips": QT_TR_NOOP("slips"),
               "enclosed_sides": QT_TR_NOOP("enclosed sides"), "second_floor": QT_TR_NOOP("second floor"),
               "existing": QT_TR_NOOP("existing")}


@dataclass
class InputProblem:
    """One thing the panel tells about a layout feature (or, with fid None, about the layer)."""
    role: str              # structures | buoys
    fid: int | None
    code: str              # the converter's Message code
    text: str              # the panel's sentence (translated)
    features: int = 1      # how many features it is about (a layer-wide row may cover several)


def _ids(text: str) -> tuple[list[int], int]:
    """The feature ids a list message names, and how many more it left unnamed."""
    m = _ID_LIST.search(text)
    if m is None:
        return [], 0
    listed = m.group(1) if m.group(1) is not None else m.group(2)
    more = _MORE.search(listed)
    extra = int(more.group(1)) if more else 0
    if more:
        listed = listed[:more.start()]
    ids = []
    for part in listed.split(","):
        head = part.strip().split(" ", 1)[0]
        if re.fullmatch(r"-?\d+", head):
            ids.append(int(head))
    return ids, extra


def _sentence(code: str, layer: str, fid: int, text: str) -> str:
    """What is wrong with feature `fid` of `layer` and what to do, in one sentence."""
    quoted = _QUOTED.search(text)
    value = quoted.group(1) if quoted else ""
    field_m = _FIELD.search(text)
    field = field_m.group(1) if field_m else ""
    word = tr(FIELD_WORDS.get(field, field.replace("_", " ")))
    if code == "unknown_structure_kind":
        return tr("{layer} feature {fid}: kind '{value}' is not a kind the law knows, so it was not "
                  "checked; choose its kind in the feature's form.").format(layer=layer, fid=fid, value=value)
    if code == "bad_number":
        return tr("{layer} feature {fid}: {field} '{value}' is not a usable value and was ignored; "
                  "enter a number in the feature's form.").format(
            layer=layer, fid=fid, field=word, value=value)
    if code == "unknown_construction":
        return tr("{layer} feature {fid}: construction '{value}' is neither permanent nor seasonal, so it "
                  "was checked as permanent; choose one in the feature's form.").format(
            layer=layer, fid=fid, value=value)
    if code == "unknown_part":
        return tr("{layer} feature {fid}: dock part '{value}' is neither walkway nor appendage, so it was "
                  "checked as the whole dock; choose one in the feature's form.").format(
            layer=layer, fid=fid, value=value)
    if code == "multipoint_buoy":
        points = _POINTS.search(text)
        return tr("{layer} feature {fid} has {n} points and only the first was checked as a buoy; "
                  "make one buoy of each point.").format(
            layer=layer, fid=fid, n=points.group(1) if points else "2+")
    if code == "buoy_length_missing":
        return tr("{layer} feature {fid}: the {field} is empty, so 0 ft was used and its swing circle "
                  "is too small; enter the {field} in the feature's form.").format(
            layer=layer, fid=fid, field=word)
    if code == "empty_geometry_skipped":
        return tr("{layer} feature {fid} has no geometry, so it was not checked; draw it or delete "
                  "it.").format(layer=layer, fid=fid)
    if code == "transform_failed":
        return tr("{layer} feature {fid} could not be put into the working CRS, so it was not checked; "
                  "check the layer's CRS and the feature's coordinates.").format(layer=layer, fid=fid)
    return tr("{layer} feature {fid}: {text}").format(layer=layer, fid=fid, text=text)


def input_problems(role: str, layer_name: str, messages: list[Message]) -> list[InputProblem]:
    """The per-feature problems among the converter's messages about one layout layer; a message
    naming no feature (a layer without a CRS, features past a list's end) becomes a layer row."""
    out: list[InputProblem] = []
    for m in messages:
        if m.feature_ids:     # the converter says which features: every one gets its row
            for fid in m.feature_ids:
                out.append(InputProblem(role, fid, m.code, _sentence(m.code, layer_name, fid, m.text)))
            continue
        # A message from elsewhere (or an older converter): the ids as its text gives them.
        one = _ONE_FEATURE.match(m.text)
        if one is not None:
            fid = int(one.group(1))
            out.append(InputProblem(role, fid, m.code, _sentence(m.code, layer_name, fid, m.text)))
            continue
        ids, more = _ids(m.text)
        for fid in ids:
            out.append(InputProblem(role, fid, m.code, _sentence(m.code, layer_name, fid, m.text)))
        if more:
            text = tr("{layer}: {n} more features were not checked for the same reason ({text})").format(
                layer=layer_name, n=more, text=m.text)
            out.append(InputProblem(role, None, m.code, text, features=more))
        elif not ids:
            out.append(InputProblem(role, None, m.code,
                                    tr("{layer}: {text}").format(layer=layer_name, text=m.text), features=0))
    return out
