"""Input problems of the layout layers, for the panel's findings table.

qgis_io/convert.py reads the STRUCTURES and BUOYS layers and reports what it could not read as
drawn (an unknown kind, an empty rode length, a multi-point buoy, ...) as Messages, each carrying
its problems as data (core/problems.InputProblem: code, feature id, field, value). Here each
becomes one sentence per feature, saying what is wrong and what to do, so the panel can list it
where the user works; a message about no single feature (a layer without a CRS) is one row about
the layer. No text is read back, and no rule is judged here.
"""
from __future__ import annotations

from dataclasses import dataclass

from qgis.PyQt.QtCore import QT_TR_NOOP

from ..core.model import Message
from ..core.problems import InputProblem as Problem
from .i18n import tr

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


def _sentence(p: Problem, layer: str, fallback: str) -> str:
    """What is wrong with one feature of `layer` and what to do, in one sentence; `fallback`
    (the converter's own text) for a code the panel has no sentence of its own for."""
    fid, code, value = p.fid, p.code, p.value if p.value is not None else ""
    field = p.field or ""
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
        return tr("{layer} feature {fid} has {n} points and only the first was checked as a buoy; "
                  "make one buoy of each point.").format(
            layer=layer, fid=fid, n=p.count if p.count is not None else "2+")
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
    return tr("{layer} feature {fid}: {text}").format(layer=layer, fid=fid, text=fallback)


def input_problems(role: str, layer_name: str, messages: list[Message]) -> list[InputProblem]:
    """The per-feature problems among the converter's messages about one layout layer; a message
    about no feature (a layer without a CRS) becomes a layer row."""
    out: list[InputProblem] = []
    for m in messages:
        problems = m.problems or tuple(Problem(m.code, role, fid) for fid in m.feature_ids)
        for p in problems:
            out.append(InputProblem(role, p.fid, m.code, _sentence(p, layer_name, m.text)))
        if not problems:
            out.append(InputProblem(role, None, m.code,
                                    tr("{layer}: {text}").format(layer=layer_name, text=m.text), features=0))
    return out
