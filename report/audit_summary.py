"""What the lake-audit PDF's summary page says, as plain data (no qgis): counted from the AUDIT
layer's rows (pipeline.AUDIT_FIELDS) and the VIOLATIONS rows of those parcels, so every number in
the PDF equals the layer's. report/audit_pdf.py lays it out; the law's words come from the profile.
"""
from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..pipeline import AUDIT_STATES
from .content import LAND_USE_NAMES

STATE_NAMES = {"compliant": "Compliant", "nonconforming": "Nonconforming (may continue)",
               "violation": "Violation"}


@dataclass
class RuleCount:
    code: str
    section: str
    parcels: int = 0          # parcels whose `rules` list the code
    findings: int = 0         # VIOLATIONS rows of the audited parcels with the code


@dataclass
class AuditSummary:
    parcels: int
    by_state: dict[str, int]                                   # AUDIT_STATES first, then any other
    rules: list[RuleCount]
    by_land_use: list[tuple[str, dict[str, int]]]              # (land use, state -> parcels)
    findings: int = 0                                          # VIOLATIONS rows of the audited parcels
    errors: int = 0                                            # the rows' `errors`, summed
    warnings: int = 0
    unknown_states: list[str] = field(default_factory=list)    # states outside AUDIT_STATES


def split_list(text: Any, sep: str) -> list[str]:
    return [t.strip() for t in str(text or "").split(sep) if t.strip()]


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


def summarize_audit(rows: Sequence[Mapping[str, Any]], findings: Iterable[Mapping[str, Any]]) -> AuditSummary:
    """Counts by state, by rule and by land use over the audit rows; findings by rule over the
    VIOLATIONS rows whose parcel is audited."""
    by_state = {s: 0 for s in AUDIT_STATES}
    rules: dict[str, RuleCount] = {}
    land: dict[str, dict[str, int]] = {}
    errors = warnings = 0
    for row in rows:
        state = str(row.get("state") or "")
        by_state[state] = by_state.get(state, 0) + 1
        lu = str(row.get("land_use") or "")
        land.setdefault(lu, {s: 0 for s in AUDIT_STATES})
        land[lu][state] = land[lu].get(state, 0) + 1
        codes = split_list(row.get("rules"), ",")
        sections = split_list(row.get("citations"), ";")
        for i, code in enumerate(codes):
            rc = rules.setdefault(code, RuleCount(code, sections[i] if i < len(sections) else ""))
            rc.parcels += 1
        errors += _int(row.get("errors"))
        warnings += _int(row.get("warnings"))
    audited = {str(r.get("parcel_id")) for r in rows}
    n_findings = 0
    for f in findings:
        if str(f.get("parcel_id")) not in audited:
            continue
        n_findings += 1
        code = str(f.get("rule") or "")
        rc = rules.setdefault(code, RuleCount(code, str(f.get("section") or "")))
        rc.findings += 1
        if not rc.section:
            rc.section = str(f.get("section") or "")
    order = sorted(rules.values(), key=lambda r: (-r.parcels, -r.findings, r.code))
    return AuditSummary(
        parcels=len(rows), by_state=by_state, rules=order,
        by_land_use=sorted(land.items(), key=lambda kv: (-sum(kv[1].values()), kv[0])),
        findings=n_findings, errors=errors, warnings=warnings,
        unknown_states=[s for s in by_state if s not in AUDIT_STATES])


# ---------------------------------------------------------------- the page's HTML

STYLE = """<style>
body { font-family: 'DejaVu Sans'; font-size: %(pt)spt; margin: 0; color: #000; }
h2 { font-size: %(h)spt; margin: 0 0 1.5mm 0; }
p { margin: 0 0 2mm 0; }
table { border-collapse: collapse; width: 100%%; margin-bottom: 4mm; }
th, td { border: 0.6px solid #000; padding: 1px 3px; vertical-align: top; text-align: left; }
th { background: #eee; font-size: %(th)spt; text-transform: uppercase; }
td.n { text-align: right; white-space: nowrap; }
span.sw { display: inline-block; width: 3mm; height: 2.4mm; border: 0.5px solid #000; }
</style>"""
STATE_COLOURS = {"compliant": "#4caf50", "nonconforming": "#ffb300", "violation": "#e53935"}


def _e(text: Any) -> str:
    return html.escape(str(text), quote=False)


def _doc(body: str, pt: float) -> str:
    style = STYLE % {"pt": pt, "h": pt + 2.0, "th": pt - 0.5}
    return f'<!DOCTYPE html><html><head><meta charset="utf-8">{style}</head><body>{body}</body></html>'


def state_name(state: str) -> str:
    return STATE_NAMES.get(state, state or "(no state)")


def short_state_name(state: str) -> str:
    return state_name(state).split(" (")[0]


def states_html(s: AuditSummary, profile: Any, pt: float = 8.0) -> str:
    """How many parcels in each state (with what each state means), then states by land use."""
    nc = profile.section("nonconforming.existing_may_continue")
    meaning = {"compliant": "no finding of severity error or warning",
               "nonconforming": "warnings only: an existing structure that predates the law may continue"
                                + (f" ({nc})" if nc else ""),
               "violation": "at least one finding of severity error"}
    rows = "".join(
        f'<tr><td><span class="sw" style="background:{STATE_COLOURS.get(st, "#9e9e9e")}"></span> '
        f'{_e(short_state_name(st))}</td><td class="n">{n}</td></tr>' for st, n in s.by_state.items())
    notes = "".join(f"<p><b>{_e(short_state_name(st))}</b>: "
                    f"{_e(meaning.get(st, 'not a state of the audit'))}.</p>" for st in s.by_state)
    out = [f"<h2>Lakeshore parcels by state</h2><p>{s.parcels} lakeshore parcels audited; "
           f"{s.findings} findings ({s.errors} errors, {s.warnings} warnings).</p>",
           f"<table><tr><th>State</th><th>Parcels</th></tr>{rows}"
           f'<tr><td><b>Total</b></td><td class="n"><b>{s.parcels}</b></td></tr></table>{notes}']
    head = "".join(f"<th>{_e(short_state_name(st))}</th>" for st in s.by_state)
    body = "".join(
        f"<tr><td>{_e(LAND_USE_NAMES.get(lu, lu) or '(none)')}</td>"
        + "".join(f'<td class="n">{counts.get(st, 0)}</td>' for st in s.by_state)
        + f'<td class="n">{sum(counts.values())}</td></tr>'
        for lu, counts in s.by_land_use)
    out.append(f"<h2>States by land use</h2><table><tr><th>Land use</th>{head}<th>Parcels</th></tr>"
               f"{body}</table>")
    return _doc("".join(out), pt)


def rules_html(s: AuditSummary, pt: float = 8.0) -> str:
    """Parcels and findings by rule: the code, the section it cites, how many of each."""
    if not s.rules:
        return _doc("<h2>Findings by rule</h2><p>No findings: every audited parcel complies.</p>", pt)
    rows = "".join(f'<tr><td>{_e(r.code)}</td><td>{_e(r.section or "—")}</td>'
                   f'<td class="n">{r.parcels}</td><td class="n">{r.findings}</td></tr>' for r in s.rules)
    return _doc("<h2>Findings by rule</h2><p>Parcels: the parcels with an error or a warning of the rule "
                "(their <i>rules</i> in the audit layer). Findings: every finding of the rule on an "
                "audited parcel, notes (info) included, as the violations layer lists them.</p>"
                "<table><tr><th>Rule</th><th>Section</th><th>Parcels</th>"
                f"<th>Findings</th></tr>{rows}</table>", pt)
