"""The site plan's text blocks as HTML for QgsLayoutItemHtml frames (no qgis).

One block per heading so the layout can measure each and flow them through the findings sheet's
columns without cutting a table in two.
"""
from __future__ import annotations

from collections.abc import Sequence
from html import escape

from ..core.compat import zip_strict
from . import formatting as fmt
from .content import SitePlanContent

CSS = """
body { font-family: 'DejaVu Sans'; font-size: %(size).1fpt; margin: 0; color: #000; }
h2 { font-size: %(h).1fpt; margin: 0 0 1.5pt 0; padding: 0 0 0.8pt 0; border-bottom: 0.8px solid #000;
     letter-spacing: 0.2pt; }
p { margin: 0 0 2pt 0; }
table { border-collapse: collapse; width: 100%%; margin: 0 0 1pt 0; }
th { background: #e6e6e6; font-weight: bold; text-align: left; }
th, td { border: 0.6px solid #555; padding: 0.8pt 2pt; vertical-align: top; }
td.num { text-align: right; white-space: nowrap; }
td.k { color: #333; width: 34%%; }
td.nw { white-space: nowrap; }
.bad { color: #b00000; font-weight: bold; }
.ok { color: #006000; }
.muted { color: #555; }
.sign { border-bottom: 0.8px solid #000; height: 14pt; }
.quote { font-style: italic; }
ul { margin: 0 0 2pt 0; padding-left: 10pt; }
li { margin: 0 0 1pt 0; }
"""


def page(body: str, size: float = 7.0) -> str:
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'>"
            f"<style>{CSS % {'size': size, 'h': size + 1.5}}</style>"
            f"</head><body>{body}</body></html>")


def e(text: object) -> str:
    return escape(str(text))


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]], num_cols: Sequence[int] = (),
           raw: bool = False, nowrap: Sequence[int] = ()) -> str:
    """A table; `nowrap` columns keep citations like §160-123A(1)(b)[1] on one line."""
    head = "".join(f"<th>{e(h)}</th>" for h in headers)
    body = []
    for row in rows:
        cells = []
        for i, cell in enumerate(row):
            cls = " class='num'" if i in num_cols else (" class='nw'" if i in nowrap else "")
            cells.append(f"<td{cls}>{cell if raw else e(cell)}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    return f"<table><tr>{head}</tr>{''.join(body)}</table>"


# ---------------------------------------------------------------- sheet 1

def figures_html(c: SitePlanContent, size: float = 7.0) -> str:
    rows = "".join(f"<tr><td class='k'>{e(k)}</td><td>{e(v)}</td></tr>" for k, v in c.figures)
    return page(f"<h2>SITE FIGURES</h2><table>{rows}</table>", size)


def status_html(c: SitePlanContent, size: float = 7.5) -> str:
    colour = {"complies": "#006000", "does_not_comply": "#b00000"}.get(c.verdict, "#404040")
    head = {"complies": "LAYOUT COMPLIES WITH THE LAW",
            "does_not_comply": "LAYOUT DOES NOT COMPLY WITH THE LAW",
            "not_regulated": "PARCEL NOT REGULATED BY THIS LAW"}[c.verdict]
    detail = (f"{len(c.findings)} finding(s) listed on sheet 2." if c.findings
              else "No finding: see sheet 2.")
    return page(f"<div style='border:1.2px solid {colour}; padding:2pt 3pt;'>"
                f"<b style='color:{colour}; font-size:{size + 1.5:.1f}pt'>{head}</b><br/>"
                f"<span>{e(detail)}</span></div>", size)


# ---------------------------------------------------------------- sheet 2 blocks

def requirements_block(c: SitePlanContent) -> str:
    sec = c.law.site_plan_section
    rows = [[("\u2713 " if ok else "\u2717 ") + item, where] for item, where, ok in c.requirements]
    cells = []
    for (item, where), (_, _, ok) in zip_strict(rows, c.requirements):
        cls = "ok" if ok else "bad"
        cells.append(f"<tr><td class='{cls}'>{e(item)}</td><td>{e(where)}</td></tr>")
    return page(f"<h2>WHAT THE SITE PLAN SHOWS{(' (' + e(sec) + ')') if sec else ''}</h2>"
                + (f"<p class='quote'>\u201c{e(c.law.site_plan_text)}\u201d</p>"
                   if c.law.site_plan_text else "")
                + f"<table><tr><th>Required</th><th>Shown</th></tr>{''.join(cells)}</table>")


def allowance_block(c: SitePlanContent) -> str:
    rows = []
    for r in c.allowance_rows:
        if r.status == "exceeds":
            st = f"<span class='bad'>EXCEEDS {e(r.refs)}</span>"
        elif r.status == "complies":
            st = ("<span class='ok'>complies</span>"
                  + (f" <span class='muted'>({e(r.refs)})</span>" if r.refs else ""))
        else:
            st = f"<span class='muted'>{e(r.status)}</span>"
        rows.append([e(r.item), e(r.allowed), e(r.proposed), e(r.section), st])
    return page("<h2>ALLOWED AND PROPOSED FACILITIES</h2>"
                + _table(["Item", "Allowed by law", "Proposed", "Section", "Result"], rows, raw=True,
                         nowrap=(3,)))


def structures_block(c: SitePlanContent) -> str:
    parts = ["<h2>PROPOSED STRUCTURES AND MOORINGS</h2>"]
    if c.docks:
        rows = []
        for d in c.docks:
            slips = sum(int(s.slips or 0) for s in d.parts)
            rows.append([d.label, d.construction,
                         f"{fmt._num(d.width_ft)} {fmt.TIMES} {fmt._num(d.length_ft)} ft",
                         fmt.sqft(d.area_sqft), fmt.ft(d.reach_ft, 1), str(slips)])
            for s in d.parts:
                if d.parts and len(d.parts) > 1:
                    rows.append([f"\u2003{s.part or 'part'} {s.label or f'(feature {s.fid})'}", "", "",
                                 fmt.sqft(s.geometry.area), "", ""])
        parts.append(_table(["Structure", "Construction", "Width \u00d7 length", "Area",
                             "Farthest from MHW", "Slips"], rows, num_cols=(3, 4, 5)))
        parts.append("<p class='muted'>Width is measured parallel to the MHW mark and length "
                     "perpendicular to it, in the mark's direction at the structure; farthest from "
                     "MHW is the largest distance of any point of the structure to the mark (the "
                     "reach the law limits), so on a curving shore the two differ a little.</p>")
    else:
        parts.append("<p>No structure is proposed on this parcel's water.</p>")
    if c.buoys:
        rows = [[b.label or f"B{i}", f"{b.vessel_length_ft:g} ft", f"{b.rode_length_ft:g} ft",
                 f"{b.swing_radius_ft:g} ft", f"N {b.geometry.y:,.1f} E {b.geometry.x:,.1f}"]
                for i, b in enumerate(c.buoys, 1)]
        parts.append(_table(["Buoy", "Vessel", "Rode", "Swing radius (vessel + rode)", "Where (grid)"],
                            rows, num_cols=(1, 2, 3)))
    return page("".join(parts))


def findings_block(c: SitePlanContent) -> str:
    if not c.findings:
        return page("<h2>FINDINGS</h2>"
                    f"<p class='ok'><b>{e(c.status_text)}</b></p>")
    rows = []
    for f in c.findings:
        v = f.violation
        cls = "bad" if v.severity == "error" else ""
        rows.append([f"<span class='{cls}'>{e(f.ref)}</span>", e(v.severity), e(v.rule), e(v.section),
                     e(fmt.measured(v.measured, v.unit)), e(fmt.measured(v.limit, v.unit)), e(v.message)])
    status_cls = "ok" if c.complies else "bad"
    return page("<h2>FINDINGS</h2>"
                f"<p class='{status_cls}'><b>{e(c.status_text)}</b></p>"
                + _table(["Ref", "Severity", "Rule", "Section", "Measured", "Limit", "What"], rows,
                         raw=True, num_cols=(4, 5), nowrap=(2, 3)))


def lines_block(c: SitePlanContent) -> str:
    rows = [[r.name, f"N {r.tie_point[1]:,.2f}<br/>E {r.tie_point[0]:,.2f}",
             e(fmt.azimuth(r.azimuth_deg)), e(fmt.bearing(r.azimuth_deg)), e(fmt.ft(r.length_ft)),
             e(r.neighbour) + (" *" if r.modified else "")] for r in c.lines]
    rows = [[e(r[0]), *r[1:]] for r in rows]
    tie = fmt.ft(c.tie_line_ft) if c.tie_line_ft is not None else "none"
    return page("<h2>WATER-RIGHTS LINES AND TIE LINE</h2>"
                f"<p>Mean high water tie line: <b>{e(tie)}</b>. {e(c.law.frontage_term)}: "
                f"<b>{e(c.frontage_text)}</b>.</p>"
                + (_table(["Line", "Tie point (grid)", "Azimuth", "Bearing", "Length", "Neighbour"], rows,
                          raw=True) if rows else "<p>This parcel has no water-rights line.</p>"))


def rule_200_block(c: SitePlanContent) -> str:
    return page(f"<h2>THE 200 FT RULE</h2><p>{e(c.rule_200)}</p>")


def depth_block(c: SitePlanContent) -> str:
    body = f"<h2>DEPTH OF THE LAKE BOTTOM</h2><p>{e(c.depth_note)}</p>"
    if c.depths:
        rows = [[f"D{i}", f"N {d.y:,.1f} E {d.x:,.1f}", f"{d.bottom_elev_ft:,.2f} ft",
                 d.label if d.depth_ft is not None else "\u2014"] for i, d in enumerate(c.depths, 1)]
        body += _table(["Point", "Where (grid)", "Bottom elevation", "Depth"], rows, num_cols=(2, 3))
    return page(body)


def readings_block(c: SitePlanContent) -> str:
    items = "".join(f"<li>{e(text)}" + (f" <span class='muted'>({e(sec)})</span>" if sec else "") + "</li>"
                    for sec, text in c.readings)
    return page("<h2>READINGS OF THE LAW APPLIED</h2>"
                "<p class='muted'>Where the text is ambiguous the plan follows these readings "
                "(from the law profile):</p>"
                f"<ul>{items}</ul>")


def notes_block(c: SitePlanContent) -> str:
    if not c.notes:
        return ""
    items = "".join(f"<li>{e(n)}</li>" for n in c.notes)
    return page(f"<h2>NOTES FROM THE CONSTRUCTION</h2><ul>{items}</ul>")


def flow_blocks(c: SitePlanContent) -> list[tuple[str, str]]:
    """(key, html) in reading order; empty blocks left out."""
    blocks = [("requirements", requirements_block(c)), ("findings", findings_block(c)),
              ("allowance", allowance_block(c)), ("structures", structures_block(c)),
              ("lines", lines_block(c)), ("rule_200", rule_200_block(c)), ("depth", depth_block(c)),
              ("readings", readings_block(c)), ("notes", notes_block(c))]
    return [(k, h) for k, h in blocks if h]


def certification_html(c: SitePlanContent, preparer: str) -> str:
    law = c.law
    sec = f" ({e(law.certification_section)})" if law.certification_section else ""
    paras = list(law.certification)
    if law.certification_intro and paras:
        paras[0] = f"{law.certification_intro} {paras[0]}"
    quoted = "".join(f"<p class='quote'>\u201c{e(p)}\u201d</p>" for p in paras) or \
        "<p class='muted'>The profile states no certification for this law.</p>"
    pro = ""
    if law.professional_section:
        pro = (f"<p class='muted' style='margin-top:3pt'>{e(law.professional_section)}: "
               f"\u201c{e(law.professional_text)}\u201d</p>")

    def sign(caption: str) -> str:
        return ("<table style='margin-top:6pt'>"
                "<tr><td style='border:none;width:62%' class='sign'></td>"
                "<td style='border:none;width:4%'></td>"
                "<td style='border:none' class='sign'></td></tr>"
                f"<tr><td style='border:none' class='muted'>{e(caption)}</td><td style='border:none'></td>"
                "<td style='border:none' class='muted'>Date</td></tr></table>")
    return page(
        f"<h2>APPLICANT'S CERTIFICATION{sec}</h2>"
        f"<p>The application form shall include these statements; the lakeshore owner signs below.</p>"
        f"{quoted}"
        + sign("Signature of lakeshore owner or authorized agent")
        + sign("Printed name")
        + f"<h2 style='margin-top:8pt'>PREPARED BY</h2><p><b>{e(preparer or '')}</b></p>"
        + sign("Signature of preparer")
        + "<table style='margin-top:4pt'><tr><td style='height:46pt; width:46%; text-align:center; "
          "vertical-align:middle' class='muted'>Seal of NYS licensed<br/>professional (if required)</td>"
          "<td style='border:none'></td></tr></table>"
        + pro,
        7.0)
