"""The panel's parcel page: frontage and how it was measured, what the law allows, the rights
area and envelope, the 200 ft rule, and the readings applied — all as the core computed them."""
from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from qgis.PyQt.QtCore import QT_TR_NOOP

from ..core.model import Allowance, Parcel
from ..core.notes import NOTES, land_use_reading
from ..core.profiles import Profile
from ..core.verdict import Verdict, verdict_of
from ..qgis_io.finding_text import localized, message_text
from ..qgis_io.translation import one_or_many
from .i18n import tr
from .session import LakeSession

IDENTITY_LABELS = {"address": QT_TR_NOOP("Address"), "owner": QT_TR_NOOP("Owner"),
                   "tax_map_no": QT_TR_NOOP("Tax map no")}
LEVEL_LABELS = {"info": QT_TR_NOOP("Info"), "warning": QT_TR_NOOP("Warning"), "error": QT_TR_NOOP("Error")}
# core/verdict's verdicts, worded as the status line and the site plan word them
VERDICT_WORDS = {"compliant": QT_TR_NOOP("complies"),
                 "nonconforming": QT_TR_NOOP("nonconforming: no violation, findings to judge"),
                 "violation": QT_TR_NOOP("violation"),
                 "not_checked": QT_TR_NOOP("not checked in full: input problems")}
VERDICT_COLOURS = {"compliant": "#007a33", "nonconforming": "#8a5a00", "violation": "#c00000",
                   "not_checked": "#7a3296"}
NO_NUMBER = QT_TR_NOOP("no number in the law (site plan review)")   # Allowance.law_number None
LAND_USE_NAMES = {"residential": QT_TR_NOOP("residential"), "marina": QT_TR_NOOP("marina"),
                  "yacht_club": QT_TR_NOOP("yacht club"), "restaurant": QT_TR_NOOP("restaurant"),
                  "hotel": QT_TR_NOOP("hotel / motel / camp / resort / private club"),
                  "municipal": QT_TR_NOOP("municipal"), "other": QT_TR_NOOP("other land use")}
FRONTAGE_METHODS = {
    "tie_line": QT_TR_NOOP("the length of the tie line between the parcel's two tie points"),
    "tax_map": QT_TR_NOOP("the tax map's lake frontage (the frontage field)"),
    "shoreline": QT_TR_NOOP("the length of the MHW mark within the parcel (the tax map gives none)"),
}


def _e(text: object) -> str:
    return html.escape(str(text))


def _ft(v: float | None, d: int = 1) -> str:
    return "—" if v is None else f"{v:,.{d}f} ft"


def _sqft(v: float | None) -> str:
    return "—" if v is None else f"{v:,.0f} sq ft"


def _count(value: float | None) -> str:
    """An allowance figure (Allowance.law_number): None is a number the law does not give."""
    return _e(tr(NO_NUMBER)) if value is None else _e(f"{value:,.0f}")


def land_use_text(parcel: Parcel) -> str:
    """The land use the parcel was read as (its category, resolved once when it was read), and
    from what (core/notes.land_use_reading: the tax map's property class code, or a value)."""
    use = _e(tr(LAND_USE_NAMES.get(parcel.land_use, parcel.land_use)))
    reading = land_use_reading(parcel.land_use_code, parcel.land_use_how, parcel.land_use_value)
    if reading is None:
        return use
    key, fields = reading
    text = localized("Notes", NOTES[key], fields, NOTES[key].format(**fields))
    return f"{use} ({_e(text)})"


def _readings(profile: Profile) -> list[tuple[str, str, str]]:
    """(name, explanation, section) of every reading the profile applies."""
    return [(r.name, r.explain, r.section) for r in profile.readings()]


def verdict_text(verdict: Verdict) -> str:
    """core/verdict's verdict on the parcel's findings, worded (with what it rests on)."""
    word = tr(VERDICT_WORDS[verdict.headline])
    e, w, n = verdict.errors, verdict.warnings, verdict.not_checked
    counts = tr("{e}, {w}, {n}").format(
        e=one_or_many(e, tr("{n} error"), tr("{n} errors")).format(n=e),
        w=one_or_many(w, tr("{n} warning"), tr("{n} warnings")).format(n=w),
        n=one_or_many(n, tr("{n} input problem"), tr("{n} input problems")).format(n=n))
    colour = VERDICT_COLOURS[verdict.headline]
    return f"<span style='color:{colour}'><b>{_e(word)}</b></span> ({_e(counts)})"


def parcel_html(session: LakeSession, parcel_id: str, layout_summary: str = "",
                findings: Sequence[Any] | None = None) -> str:
    """The parcel page as HTML for the panel's text browser; with the layout's `findings` on the
    parcel (the live check's), its verdict (core/verdict)."""
    parcel = session.by_id.get(parcel_id)
    if parcel is None:
        return f"<p>{_e(tr('No parcel {pid} in the computed lake.').format(pid=parcel_id))}</p>"
    wr = session.wr
    rows: list[str] = []

    def row(label: str, value: str) -> None:
        rows.append(f"<tr><td style='padding-right:8px'><b>{_e(label)}</b></td><td>{value}</td></tr>")

    title = f"<h3>{_e(tr('Parcel'))} {_e(parcel_id)}</h3>"
    for key in ("address", "owner", "tax_map_no"):
        if parcel.attrs.get(key):
            row(tr(IDENTITY_LABELS[key]), _e(parcel.attrs[key]))
    row(tr("Land use"), land_use_text(parcel))

    if parcel_id not in wr.lakeshore_parcels:
        text = tr("This parcel does not meet the MHW mark: it has no water rights.")
        rows.append(f"<tr><td colspan='2'>{_e(text)}</td></tr>")
        return title + "<table>" + "".join(rows) + "</table>"

    a: Allowance | None = session.allowance(parcel_id)
    if a is not None:
        method = tr(FRONTAGE_METHODS.get(a.frontage_method, a.frontage_method))
        row(tr("Frontage"), f"{_ft(a.frontage_ft, 2)} — {_e(tr('measured as'))} {_e(method)}")
    tl = wr.tie_line(parcel_id)
    if tl is not None:
        row(tr("Tie line"), _ft(tl.length_ft, 2))
    shore_len = wr.shoreline_length_in_parcel_ft.get(parcel_id)
    if shore_len is not None:
        row(tr("MHW within parcel"), _ft(shore_len, 2))
    if parcel.frontage_tax_ft is not None:
        row(tr("Tax-map frontage"), _ft(parcel.frontage_tax_ft, 2))

    if a is not None:
        rows.append(f"<tr><td colspan='2'><h4>{_e(tr('Allowed by'))} {_e(session.title)}</h4></td></tr>")
        if not a.eligible:
            row(tr("Eligible"), f"<span style='color:#b00'>{_e(tr('No'))}</span>")
        extra = f" + {_e(tr('one extra small dock'))}" if a.extra_small_dock else ""
        row(tr("Docks"), _count(a.law_number("docks_allowed")) + extra)
        boats = (session.profile.land_use(parcel.land_use).boats_are
                 if hasattr(session.profile, "land_use") else "")
        row(tr("Boats") + (f" ({_e(boats)})" if boats else ""), _count(a.law_number("boats_allowed")))
        row(tr("Buoys"), _count(a.law_number("buoys_allowed")))
        area = a.law_number("max_dock_area_sqft")
        row(tr("Dock area"), (_sqft(area) if area is not None else _e(tr(NO_NUMBER)))
            + (f"; {_e(tr('consolidated'))} {_sqft(a.consolidated_dock_area_sqft)}"
               if a.consolidated_dock_area_sqft else ""))
        if a.boathouse_allowed:
            row(tr("Boathouse"), _e(tr("allowed")))
        if a.note:
            row(tr("Note"), _e(a.note))
        if a.sections:
            row(tr("Sections"), _e(", ".join(a.sections)))

    rows.append(f"<tr><td colspan='2'><h4>{_e(tr('Water rights'))}</h4></td></tr>")
    ra = wr.rights_area(parcel_id)
    if ra is not None:
        closes = (_e(tr("its lines meet {distance} out")).format(distance=_ft(ra.closes_at_ft))
                  if ra.closes_at_ft is not None else _e(tr("its lines do not meet within the limit")))
        row(tr("Rights area"), f"{_sqft(ra.area_sqft)}; {closes}")
    env = [e for e in wr.envelopes if e.parcel_id == parcel_id]
    if env:
        e0 = env[0]
        row(tr("Envelope"), f"{_sqft(sum(e.area_sqft for e in env))} "
            f"({_e(tr('setback'))} {_ft(e0.setback_ft, 0)}, {_e(tr('reach'))} {_ft(e0.reach_ft, 0)})")
    lines = wr.lines_of(parcel_id)
    for ln in lines:
        kind, other = wr.beyond_line(ln, parcel_id)
        shared = {"parcel": f"{_e(tr('shared with'))} {_e(other or '')}",
                  "strip": _e(tr("beside unparcelled lakeshore (a road end or right-of-way)")),
                  "none": _e(tr("no neighbour in the data"))}[kind]
        txt = f"{ln.azimuth_deg:.2f}° {_ft(ln.length_ft)} ({shared})"
        if ln.modified:
            txt += f" — <span style='color:#b00'>{_e(tr('changed by the 200 ft rule'))}</span>"
        row(tr("Line"), txt)
    changed = (ra is not None and ra.modified) or any(ln.modified for ln in lines)
    row(tr("200 ft rule"), _e(tr("changed its lines") if changed else tr("did not change its lines")))
    notes = {ln.note for ln in lines if ln.modified and ln.note}
    if ra is not None and ra.note:
        notes.add(ra.note)
    for n in sorted(notes):
        row("", _e(n))
    # the engine's messages for the parcel, less those that repeat a note shown above
    msgs = [m for m in wr.messages if m.parcel_id == parcel_id and not any(n and n in m.text for n in notes)]
    for m in msgs:
        row(tr(LEVEL_LABELS.get(m.level, m.level)), _e(message_text(m)))

    readings = _readings(session.profile)
    if readings:
        rows.append(f"<tr><td colspan='2'><h4>{_e(tr('Readings applied'))}</h4></td></tr>")
        for _name, explain, section in readings:
            row(section, _e(explain))
    if layout_summary or findings is not None:
        rows.append(f"<tr><td colspan='2'><h4>{_e(tr('Layout'))}</h4></td></tr>")
    if findings is not None:
        row(tr("Verdict"), verdict_text(verdict_of(findings)))
    if layout_summary:
        rows.append(f"<tr><td colspan='2'>{layout_summary}</td></tr>")
    return title + "<table>" + "".join(rows) + "</table>"
