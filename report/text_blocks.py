"""The site plan's text as structured parts (no qgis): headings, paragraphs, bullets, tables of
plain cells, signature lines. report/sheet_items.py draws them with labels in plain-text mode and
manual tables (QGIS 4.0 has no HTML item, and no text of the data ever reaches a markup engine).

One block per heading so the layout can measure each and flow them through the findings sheet's
columns without cutting a table row in two.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Union

from . import formatting as fmt
from .content import SitePlanContent

GAP_MM = 1.2                    # space below a paragraph or table


@dataclass
class Cell:
    text: str
    bold: bool = False
    colour: str | None = None
    italic: bool = False
    fill: str | None = None      # background colour
    right: bool | None = None    # right-aligned (None: as the column)


@dataclass
class Heading:
    text: str


@dataclass
class Text:
    text: str
    style: str = ""              # "", "bad", "ok", "muted", "quote"
    bold: bool = False


@dataclass
class Bullet:
    text: str
    style: str = ""
    bold: bool = False


@dataclass
class Table:
    headers: list[str]
    rows: list[list[Cell | str]]
    widths: list[float] = field(default_factory=list)     # relative column widths
    num_cols: Sequence[int] = ()
    grid: bool = True
    small_header: bool = False


@dataclass
class Signature:
    caption: str


@dataclass
class Box:
    text: str
    height_mm: float = 16.0
    width_frac: float = 0.46


Part = Union[Heading, Text, Bullet, Table, Signature, Box]  # a runtime alias: Python 3.9
BAD, OK = "#b00000", "#006000"


def plain_text(parts: Sequence[Part]) -> str:
    """The parts' words in reading order (for tests and logs)."""
    out: list[str] = []
    for p in parts:
        if isinstance(p, Table):
            out.append(" ".join(p.headers))
            out += [" ".join(c.text if isinstance(c, Cell) else str(c) for c in r) for r in p.rows]
        elif isinstance(p, Signature):
            out.append(p.caption)
        else:
            out.append(p.text)
    return "\n".join(out)


# ---------------------------------------------------------------- sheet 1

def figures_parts(c: SitePlanContent) -> list[Part]:
    return [Heading("SITE FIGURES"),
            Table([], [[Cell(k, colour="#333333"), v] for k, v in c.figures], widths=[34, 66])]


# core/verdict's verdict (and a parcel the law does not regulate), worded for the board
STATUS_HEAD = {"compliant": "LAYOUT COMPLIES WITH THE LAW",
               "nonconforming": "LAYOUT NONCONFORMING: NO VIOLATION, FINDINGS TO JUDGE",
               "violation": "LAYOUT DOES NOT COMPLY WITH THE LAW",
               "not_checked": "LAYOUT NOT CHECKED IN FULL: INPUT PROBLEMS",
               "not_regulated": "PARCEL NOT REGULATED BY THIS LAW"}
STATUS_COLOUR = {"compliant": OK, "violation": BAD, "nonconforming": "#8a5a00",
                 "not_checked": "#7a3296"}


def status_lines(c: SitePlanContent) -> tuple[str, str, str]:
    """(heading, detail, colour) of the compliance box."""
    detail = (f"{fmt.count(len(c.findings), 'finding')} listed on sheet 2." if c.findings
              else "No finding: see sheet 2.")
    return STATUS_HEAD[c.verdict], detail, STATUS_COLOUR.get(c.verdict, "#404040")


# ---------------------------------------------------------------- sheet 2 blocks

def requirements_block(c: SitePlanContent) -> list[Part]:
    sec = c.law.site_plan_section
    parts: list[Part] = [Heading(f"WHAT THE SITE PLAN SHOWS{(' (' + sec + ')') if sec else ''}")]
    if c.law.site_plan_text:
        parts.append(Text(f"\u201c{c.law.site_plan_text}\u201d", "quote"))
    rows: list[list[Cell | str]] = [
        [Cell(("\u2713 " if ok else "\u2717 ") + item, colour=OK if ok else BAD, bold=not ok), where]
        for item, where, ok in c.requirements]
    parts.append(Table(["Required", "Shown"], rows, widths=[45, 55]))
    return parts


def allowance_block(c: SitePlanContent) -> list[Part]:
    rows: list[list[Cell | str]] = []
    for r in c.allowance_rows:
        if r.status == "exceeds":
            st = Cell(f"EXCEEDS {r.refs}", bold=True, colour=BAD)
        elif r.status == "complies":
            st = Cell("complies" + (f" ({r.refs})" if r.refs else ""), colour=OK)
        elif r.status == "nonconforming":
            st = Cell(f"nonconforming {r.refs}".strip(), colour=STATUS_COLOUR["nonconforming"])
        else:
            st = Cell(str(r.status), colour="#555555")
        rows.append([r.item, r.allowed, r.proposed, r.section, st])
    return [Heading("ALLOWED AND PROPOSED FACILITIES"),
            Table(["Item", "Allowed by law", "Proposed", "Section", "Result"], rows,
                  widths=[20, 20, 14, 24, 22])]


def structures_block(c: SitePlanContent) -> list[Part]:
    parts: list[Part] = [Heading("PROPOSED STRUCTURES AND MOORINGS")]
    if c.docks:
        rows: list[list[Cell | str]] = []
        for d in c.docks:
            slips = sum(int(s.slips or 0) for s in d.parts)
            rows.append([d.label, d.construction,
                         f"{fmt._num(d.width_ft)} {fmt.TIMES} {fmt._num(d.length_ft)} ft",
                         fmt.sqft(d.area_sqft), fmt.ft(d.reach_ft, 1), str(slips)])
            if len(d.parts) > 1:
                for s in d.parts:
                    rows.append([f"\u2003{s.part or 'part'} {s.label or f'(feature {s.fid})'}", "", "",
                                 fmt.sqft(s.geometry.area), "", ""])
        parts.append(Table(["Structure", "Construction", "Width \u00d7 length", "Area",
                            "Farthest from MHW", "Slips"], rows, widths=[20, 16, 18, 16, 18, 9],
                           num_cols=(3, 4, 5)))
        parts.append(Text("Width is measured parallel to the MHW mark and length perpendicular to it, "
                          "in the mark's direction at the structure; farthest from MHW is the largest "
                          "distance of any point of the structure to the mark (the reach the law "
                          "limits), so on a curving shore the two differ a little.", "muted"))
    else:
        parts.append(Text("No structure is proposed on this parcel's water."))
    if c.buoys:
        brows: list[list[Cell | str]] = [
            [b.label or f"B{i}", f"{b.vessel_length_ft:g} ft", f"{b.rode_length_ft:g} ft",
             f"{b.swing_radius_ft:g} ft", f"N {b.geometry.y:,.1f} E {b.geometry.x:,.1f}"]
            for i, b in enumerate(c.buoys, 1)]
        parts.append(Table(["Buoy", "Vessel", "Rode", "Swing radius (vessel + rode)", "Where (grid)"],
                           brows, widths=[14, 13, 13, 24, 36], num_cols=(1, 2, 3)))
    return parts


def findings_block(c: SitePlanContent) -> list[Part]:
    if not c.findings:
        return [Heading("FINDINGS"), Text(c.status_text, "ok", bold=True)]
    rows: list[list[Cell | str]] = []
    for f in c.findings:
        v = f.violation
        rows.append([Cell(f.ref, bold=v.severity == "error", colour=BAD if v.severity == "error" else None),
                     v.severity, fmt.rule(v.rule), v.section, fmt.measured(v.measured, v.unit),
                     fmt.measured(v.limit, v.unit), v.message])
    return [Heading("FINDINGS"), Text(c.status_text, "ok" if c.complies else "bad", bold=True),
            Table(["Ref", "Severity", "Rule", "Section", "Measured", "Limit", "What"], rows,
                  widths=[6, 10, 14, 18, 11, 11, 30], num_cols=(4, 5))]


def lines_block(c: SitePlanContent) -> list[Part]:
    rows: list[list[Cell | str]] = [
        [r.name, f"N {r.tie_point[1]:,.2f}\nE {r.tie_point[0]:,.2f}", fmt.azimuth(r.azimuth_deg),
         fmt.bearing(r.azimuth_deg), fmt.ft(r.length_ft), r.neighbour + (" *" if r.modified else "")]
        for r in c.lines]
    tie = fmt.ft(c.tie_line_ft) if c.tie_line_ft is not None else "none"
    parts: list[Part] = [Heading("WATER-RIGHTS LINES AND TIE LINE"),
                         Text(f"Mean high water tie line: {tie}. {c.law.frontage_term}: {c.frontage_text}.")]
    parts.append(Table(["Line", "Tie point (grid)", "Azimuth", "Bearing", "Length", "Neighbour"], rows,
                       widths=[14, 18, 20, 16, 13, 19])
                 if rows else Text("This parcel has no water-rights line."))
    return parts


def rule_200_block(c: SitePlanContent) -> list[Part]:
    return [Heading("THE 200 FT RULE"), Text(c.rule_200)]


def depth_block(c: SitePlanContent) -> list[Part]:
    parts: list[Part] = [Heading("DEPTH OF THE LAKE BOTTOM"), Text(c.depth_note)]
    if c.depths:
        rows: list[list[Cell | str]] = [
            [f"D{i}", f"N {d.y:,.1f} E {d.x:,.1f}", f"{d.bottom_elev_ft:,.2f} ft",
             d.label if d.depth_ft is not None else "\u2014"] for i, d in enumerate(c.depths, 1)]
        parts.append(Table(["Point", "Where (grid)", "Bottom elevation", "Depth"], rows,
                           widths=[10, 45, 25, 20], num_cols=(2, 3)))
    return parts


def readings_block(c: SitePlanContent) -> list[Part]:
    return [Heading("READINGS OF THE LAW APPLIED"),
            Text("Where the text is ambiguous the plan follows these readings (from the law profile):",
                 "muted"),
            *[Bullet(text + (f" ({sec})" if sec else "")) for sec, text in c.readings]]


def notes_block(c: SitePlanContent) -> list[Part]:
    if not c.notes:
        return []
    return [Heading("NOTES FROM THE CONSTRUCTION"), *[Bullet(n) for n in c.notes]]


def legal_block(c: SitePlanContent) -> list[Part]:
    """The parcel's water rights in metes and bounds (core/legal_description's text, as
    shorelinelayout:legaldescription writes it), for a permit, an easement or a deed."""
    if not c.legal_description:
        return []
    return [Heading("LEGAL DESCRIPTION OF THE WATER RIGHTS"), *[Text(p) for p in c.legal_description]]


def flow_blocks(c: SitePlanContent) -> list[tuple[str, list[Part]]]:
    """(key, parts) in reading order; empty blocks left out."""
    blocks = [("requirements", requirements_block(c)), ("findings", findings_block(c)),
              ("allowance", allowance_block(c)), ("structures", structures_block(c)),
              ("lines", lines_block(c)), ("rule_200", rule_200_block(c)), ("depth", depth_block(c)),
              ("readings", readings_block(c)), ("notes", notes_block(c)), ("legal", legal_block(c))]
    return [(k, p) for k, p in blocks if p]


def certification_parts(c: SitePlanContent, preparer: str) -> list[Part]:
    law = c.law
    sec = f" ({law.certification_section})" if law.certification_section else ""
    paras = list(law.certification)
    if law.certification_intro and paras:
        paras[0] = f"{law.certification_intro} {paras[0]}"
    parts: list[Part] = [
        Heading(f"APPLICANT'S CERTIFICATION{sec}"),
        Text("The application form shall include these statements; the lakeshore owner signs below.")]
    parts += [Text(f"\u201c{p}\u201d", "quote") for p in paras] or [
        Text("The profile states no certification for this law.", "muted")]
    parts += [Signature("Signature of lakeshore owner or authorized agent"), Signature("Printed name"),
              Heading("PREPARED BY"), Text(preparer or "", bold=True), Signature("Signature of preparer"),
              Box("Seal of NYS licensed\nprofessional (if required)")]
    if law.professional_section:
        parts.append(Text(f"{law.professional_section}: \u201c{law.professional_text}\u201d", "muted"))
    return parts
