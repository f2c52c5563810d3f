"""The verdict on a checked layout (or one parcel of it): the one place it is decided.

DESIGN.md "Algorithms and outputs": **violation** if any finding is an `error`; else
**nonconforming** if any is a `warning` (an existing structure that may continue, or a finding
the reviewer must judge); else **compliant**. `info` findings never change it. Features that
cannot be read are input problems: the layout is **not checked** for those features, said as
such. checklayout's log, the panel's status line, the site plan and the lake audit all call
`verdict_of`; each words the answer in its own language, none decides it again.

- `state` is the rule above over the findings' severities (input problems keep theirs: the
  converter marks a feature it could not read at all `error`, one read with a stand-in value
  `warning`). The lake audit's three states are this.
- `headline` is what a reader is told first: `not_checked` where some features could not be
  checked and nothing that was checked breaks the law (an unreadable feature is not a
  violation, and the rest cannot be called compliant); otherwise `state`.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

COMPLIANT, NONCONFORMING, VIOLATION, NOT_CHECKED = "compliant", "nonconforming", "violation", "not_checked"
VERDICTS: tuple[str, ...] = (COMPLIANT, NONCONFORMING, VIOLATION, NOT_CHECKED)
STATES: tuple[str, ...] = (COMPLIANT, NONCONFORMING, VIOLATION)   # what severities alone give
COUNTING: tuple[str, ...] = ("error", "warning")                   # severities that change the state
# An input problem: the core's rule for a value or feature it could not use (core/rules/validate,
# pipeline.input_violations), or the panel's own input rows (severity "input").
INPUT_RULES: frozenset[str] = frozenset({"invalid_value"})
INPUT_SEVERITY = "input"


class FindingLike(Protocol):
    """What the verdict reads of a finding (core.model.Violation has it)."""
    rule: str
    severity: str


@dataclass(frozen=True)
class Verdict:
    """The verdict and what it rests on (counts of the findings by severity, law vs input)."""
    state: str                  # compliant | nonconforming | violation (severities alone)
    headline: str               # state, or not_checked (see the module's docstring)
    errors: int                 # law findings (input problems not counted)
    warnings: int
    infos: int
    not_checked: int            # input problems: features (or values) the check could not use

    @property
    def complies(self) -> bool:
        """Compliant and every feature checked: the only verdict that says "complies"."""
        return self.headline == COMPLIANT

    @property
    def law_findings(self) -> int:
        return self.errors + self.warnings + self.infos


def is_input_problem(finding: FindingLike) -> bool:
    """A finding about input the check could not use, not about the law."""
    return finding.severity == INPUT_SEVERITY or finding.rule in INPUT_RULES


def state_of(severities: Iterable[str]) -> str:
    """compliant / nonconforming / violation from findings' severities (info never counts)."""
    sev = set(severities)
    if "error" in sev:
        return VIOLATION
    if "warning" in sev:
        return NONCONFORMING
    return COMPLIANT


def verdict_of(findings: Iterable[FindingLike]) -> Verdict:
    """The verdict on these findings (a whole layout's, or one parcel's)."""
    errors = warnings = infos = inputs = 0
    severities: list[str] = []
    for f in findings:
        severities.append(f.severity)
        if is_input_problem(f):
            inputs += 1
        elif f.severity == "error":
            errors += 1
        elif f.severity == "warning":
            warnings += 1
        else:
            infos += 1
    state = state_of(severities)
    if inputs and not errors:
        headline = NOT_CHECKED
    elif errors:
        headline = VIOLATION
    else:
        headline = NONCONFORMING if warnings else COMPLIANT
    return Verdict(state, headline, errors, warnings, infos, inputs)


def parcel_verdicts(findings: Iterable[FindingLike], parcel_ids: Iterable[str]) -> dict[str, Verdict]:
    """Each parcel's verdict from the findings on it (a finding's `parcel_id`)."""
    mine: dict[str, list[FindingLike]] = {str(p): [] for p in parcel_ids}
    for f in findings:
        pid = getattr(f, "parcel_id", None)
        if pid is not None and str(pid) in mine:
            mine[str(pid)].append(f)
    return {pid: verdict_of(fs) for pid, fs in mine.items()}


__all__ = ["COMPLIANT", "COUNTING", "INPUT_RULES", "INPUT_SEVERITY", "NONCONFORMING", "NOT_CHECKED",
           "STATES", "VERDICTS", "VIOLATION", "Verdict", "is_input_problem", "parcel_verdicts",
           "state_of", "verdict_of"]
