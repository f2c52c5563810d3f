"""What the lake-audit PDF's summary page says, as plain data (no qgis): counted from the AUDIT
layer's rows (pipeline.AUDIT_FIELDS) and the VIOLATIONS rows of those parcels, so every number in
the PDF equals the layer's. report/audit_pdf.py lays it out; the law's words come from the profile.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..pipeline import AUDIT_STATES
from . import formatting as fmt
from . import text_blocks as tx
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


# ---------------------------------------------------------------- the page's parts

STATE_COLOURS = {"compliant": "#4caf50", "nonconforming": "#ffb300", "violation": "#e53935"}


def state_name(state: str) -> str:
    return STATE_NAMES.get(state, state or "(no state)")


def short_state_name(state: str) -> str:
    return state_name(state).split(" (")[0]


def states_parts(s: AuditSummary, profile: Any) -> list[tx.Part]:
    """How many parcels in each state (with what each state means), then states by land use."""
    nc = profile.section("nonconforming.existing_may_continue")
    meaning = {"compliant": "no finding of severity error or warning",
               "nonconforming": "warnings only: an existing structure that predates the law may continue"
                                + (f" ({nc})" if nc else ""),
               "violation": "at least one finding of severity error"}
    rows: list[list[tx.Cell | str]] = [
        [tx.Cell("", fill=STATE_COLOURS.get(st, "#9e9e9e")), short_state_name(st), str(n)]
        for st, n in s.by_state.items()]
    rows.append(["", tx.Cell("Total", bold=True), tx.Cell(str(s.parcels), bold=True)])
    parts: list[tx.Part] = [
        tx.Heading("Lakeshore parcels by state"),
        tx.Text(f"{s.parcels} lakeshore parcels audited; {s.findings} findings ({s.errors} errors, "
                f"{s.warnings} warnings)."),
        tx.Table(["", "STATE", "PARCELS"], rows, widths=[5, 60, 35], num_cols=(2,), small_header=True)]
    parts += [tx.Text(f"{short_state_name(st)}: {meaning.get(st, 'not a state of the audit')}.")
              for st in s.by_state]
    head = [short_state_name(st).upper() for st in s.by_state]
    body: list[list[tx.Cell | str]] = [
        [LAND_USE_NAMES.get(lu, lu) or "(none)", *[str(counts.get(st, 0)) for st in s.by_state],
         str(sum(counts.values()))] for lu, counts in s.by_land_use]
    n = len(head)
    parts += [tx.Heading("States by land use"),
              tx.Table(["LAND USE", *head, "PARCELS"], body, widths=[22, *[len(h) + 3 for h in head], 10],
                       num_cols=tuple(range(1, n + 2)), small_header=True)]
    return parts


def rules_parts(s: AuditSummary) -> list[tx.Part]:
    """Parcels and findings by rule: the rule, the section it cites, how many of each."""
    if not s.rules:
        return [tx.Heading("Findings by rule"), tx.Text("No findings: every audited parcel complies.")]
    rows: list[list[tx.Cell | str]] = [[fmt.rule(r.code), r.section or "—", str(r.parcels), str(r.findings)]
                                       for r in s.rules]
    return [tx.Heading("Findings by rule"),
            tx.Text("Parcels: the parcels with an error or a warning of the rule (their rules in the "
                    "audit layer). Findings: every finding of the rule on an audited parcel, notes "
                    "(info) included, as the violations layer lists them."),
            tx.Table(["RULE", "SECTION", "PARCELS", "FINDINGS"], rows, widths=[38, 32, 15, 15],
                     num_cols=(2, 3), small_header=True)]
