"""The rule table: every family of core/rules in the order a check runs them.

The preparing stages first (they fill the run), then the rules, then the post-passes (which
rewrite what the rules found, and so run last). A new rule is one module with a `FAMILY`
(core/rules/run.RuleFamily: its codes, the profile keys and facts it reads, check(run)) and one
line here; a rule that is not part of the plugin (a test's, a user's) is added with `register`,
which puts it before the post-passes. check.py runs this table and nothing else.
"""
from __future__ import annotations

from . import (
    buoys,
    counts,
    dock_dimensions,
    jurisdiction,
    nonconforming,
    reach,
    rights_lines,
    setbacks,
    shared_facility,
    stages,
)
from . import structures as kinds
from .registry import ADDED_KEYS, CONTRACT_CODES, REGISTRY, RuleCode, declare_code, remove_code
from .run import STAGES, RuleFamily

BUILT_IN: tuple[RuleFamily, ...] = (
    stages.VALIDATE,
    jurisdiction.FAMILY,
    stages.PLACEMENT,
    stages.REGULATED,
    stages.WATERSIDE,
    stages.ELIGIBILITY,
    setbacks.FAMILY,
    reach.FAMILY,
    dock_dimensions.FAMILY,
    counts.FAMILY,
    kinds.FAMILY,
    buoys.FAMILY,
    shared_facility.FAMILY,
    nonconforming.FAMILY,
    rights_lines.FAMILY,
    nonconforming.POST_PASS,
)

_added: list[RuleFamily] = []


def table() -> tuple[RuleFamily, ...]:
    """The families in the order they run: the built-in ones, the added rules before the post-passes."""
    post = [f for f in BUILT_IN if f.stage == "post"]
    return (*(f for f in BUILT_IN if f.stage != "post"), *_added, *post)


def register(family: RuleFamily) -> None:
    """Add a rule family that is not built in (it runs after the built-in rules, before the
    post-passes), with its new codes and the profile keys it reads (a profile loaded after this
    may carry them). Codes never change meaning: a taken code is refused."""
    if family.stage not in ("rule", "always"):
        raise ValueError(f"rule family {family.name!r}: an added family is a rule, not a {family.stage}")
    if any(f.name == family.name for f in table()):
        raise ValueError(f"rule family {family.name!r} is taken")
    for rc in family.new_codes:
        if rc.code in REGISTRY:
            raise ValueError(f"rule code {rc.code!r} is taken: new rules get new codes")
        if rc.contract or rc.code in CONTRACT_CODES:
            raise ValueError("a new rule is not in DESIGN.md's contract list: give it contract=False")
    for rc in family.new_codes:
        declare_code(rc)
    ADDED_KEYS[family.name] = family.reads     # the loader accepts the keys it reads
    _added.append(family)


def unregister(name: str) -> None:
    """Remove a family added with `register`, and its codes."""
    family = next((f for f in _added if f.name == name), None)
    if family is None:
        raise ValueError(f"{name!r} is not an added rule family")
    _added.remove(family)
    ADDED_KEYS.pop(family.name, None)
    for rc in family.new_codes:
        remove_code(rc.code)


def keys_read() -> dict[str, list[str]]:
    """Profile key -> the families that read it ("kinds.*.x": the key x of any kind)."""
    out: dict[str, list[str]] = {}
    for f in table():
        for key in f.reads:
            out.setdefault(key, []).append(f.name)
    return out


def new_code(code: str, family: str, severity: str, kind: str, template: str) -> RuleCode:
    """A RuleCode for an added family (not DESIGN.md's list), with its one message template."""
    return RuleCode(code, family, severity, kind, contract=False, templates={"": template})


__all__ = ["BUILT_IN", "STAGES", "RuleFamily", "keys_read", "new_code", "register", "table", "unregister"]
