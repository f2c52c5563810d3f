"""The rule registry: every code check_layout can report, registered once.

One row per code: the rule family (the module of core/rules that decides it), its default
severity, what it is (`law`: the law is broken; `note`: something the reviewer should know;
`input`: the drawing or the data has a problem) and its message templates (variants as keys,
"" the plain one). DESIGN.md's codes (`contract=True`) take their citation, severity and whether
the law has them from the profile's [rules] table; the others cite the profile quantity that
states the rule and carry the severity below. Codes never change meaning; new rules get new codes.

Which module decides each family's codes, and when it runs, is the rule table's
(core/rules/table.py): a rule family runs only when the profile enables one of its codes.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

FAMILIES = ("validate", "placement", "jurisdiction", "eligibility", "setbacks", "reach",
            "dock_dimensions", "counts", "structures", "buoys", "rights_lines", "nonconforming",
            "shared_facility")
KINDS = ("law", "note", "input")


@dataclass(frozen=True)
class RuleCode:
    code: str
    family: str                       # one of FAMILIES: the module that decides it
    severity: str                     # default severity (contract codes: the profile's wins)
    kind: str                         # law | note | input
    contract: bool = False            # in DESIGN.md's list: every profile states it in [rules]
    templates: Mapping[str, str] = field(default_factory=dict)


CODES: tuple[RuleCode, ...] = (
    RuleCode('setback', 'setbacks', 'error', 'law', contract=True, templates={
        '': '{What} comes within {m} of the water-rights line; {category} structures must stay at least {l}'
            ' from every water-rights line of the parcel ({s}).',
    }),
    RuleCode('outside_rights_area', 'setbacks', 'error', 'law', contract=True, templates={
        '': "{What} extends {m} outside the parcel's water-rights lines; it must lie wholly within them "
            '({s}).',
        'no_area': '{What} belongs to parcel {parcel}, which has no rights area (its water-rights lines '
                   'could not be built), so it cannot be placed ({s}).',
        'nowhere': "{What} lies outside every parcel's rights area ({s}).",
    }),
    RuleCode('reach', 'reach', 'error', 'law', contract=True, templates={
        '': '{What} extends {m} from the mean high water mark; no part may extend beyond {l} ({s}).',
        'extended': '{What} extends {m} from the mean high water mark; the depth exception lets it reach '
                    '{l} here, where the water first gets {depth} deep, but no farther ({s}).',
    }),
    RuleCode('dock_area', 'dock_dimensions', 'error', 'law', contract=True, templates={
        '': '{What} covers {m} on the water; the limit is {l} ({s}).',
        'consolidated': '{What} covers {m}: larger than one dock may be ({single}), so it is read as two '
                        'docks consolidated into one, which may cover at most {l}, and the right to a '
                        'second dock is waived ({s}).',
        'consolidation_not_allowed': '{What} covers {m}; the limit is {l}. Consolidating two docks into a '
                                     'larger one needs a parcel allowed two or more docks ({s}).',
        'steep_total': 'The docks and the waterside part of the boat accessory structure on this '
                       'steep-slope parcel cover {m}; the allowance is {l} ({s}).',
        'steep_near': '{What} has {m} of dock space farther than {near} from the mean high water mark; only'
                      ' the ordinary {l} may lie there, the extra steep-slope space must stay within {near}'
                      ' ({s}).',
    }),
    RuleCode('walkway_width', 'dock_dimensions', 'error', 'law', contract=True, templates={
        '': 'The main walkway of {what} is {m} wide (measured parallel to the mean high water mark); the '
            'limit is {l} ({s}).',
    }),
    RuleCode('walkway_share', 'dock_dimensions', 'error', 'law', contract=True, templates={
        '': "The main walkway of {what} is {walk} long, {m_pct} of the dock's total length of {total}; it "
            'must be at least {l_pct} ({s}).',
    }),
    RuleCode('appendage_area', 'dock_dimensions', 'error', 'law', contract=True, templates={
        '': '{What} covers {m}; an appendage may cover at most {l} ({s}).',
    }),
    RuleCode('dock_separation', 'dock_dimensions', 'error', 'law', contract=True, templates={
        '': '{What} is {m} from {other}; docks must be at least {l} apart ({s}).',
    }),
    RuleCode('dock_count', 'counts', 'error', 'law', contract=True, templates={
        '': 'The parcel has {m_int} docks; it is allowed {l_int} ({s}).{extra}',
    }),
    RuleCode('boat_count', 'counts', 'error', 'law', contract=True, templates={
        '': 'The layout provides {m_int} {boats_are} ({detail}); the parcel is allowed {l_int} ({s}).',
    }),
    RuleCode('buoy_count', 'counts', 'error', 'law', contract=True, templates={
        '': 'The parcel has {m_int} mooring buoys; it is allowed {l_int} ({s}).{extra}',
    }),
    RuleCode('buoy_swing', 'buoys', 'error', 'law', contract=True, templates={
        '': "The swing circle of {what} ({m} = vessel {vessel} + rode {rode}) crosses the parcel's "
            'water-rights lines: here a vessel can swing at most {l} ({s}).',
        'outside': "{What} lies outside its parcel's rights area ({s}).",
    }),
    RuleCode('buoy_contact', 'buoys', 'error', 'law', contract=True, templates={
        'buoy': 'The swing circles of {what} and {other} overlap: the buoys are {m} apart but their swing '
                'radii add up to {l} ({s}).',
        'structure': 'The swing circle of {what} (radius {l}) reaches {other}, {m} away ({s}).',
    }),
    RuleCode('height', 'structures', 'error', 'law', contract=True, templates={
        '': '{What} is {m} high; the limit is {l} above the mean high water level ({s}).',
    }),
    RuleCode('roof_pitch', 'structures', 'error', 'law', contract=True, templates={
        'max': 'The roof of {what} has a pitch of {m_pitch}; it may be at most {l_pitch} ({s}).',
        'min': 'The roof of {what} has a pitch of {m_pitch}; it must be at least {l_pitch} ({s}).',
        'missing': '{What} must be covered by a roof with a pitch of at least {l_pitch}; no roof pitch is '
                   'given ({s}).',
    }),
    RuleCode('station_slips', 'structures', 'error', 'law', contract=True, templates={
        '': '{What} provides {m_int} boat spaces; it may provide at most {l_int} ({s}).',
    }),
    RuleCode('structure_not_permitted', 'structures', 'error', 'law', contract=True, templates={
        '': 'A {kind} is not permitted on the waterside of the mean high water mark ({s}).',
        'land_use': 'A {kind} is not permitted for a {land_use} parcel ({s}).',
        'frontage': 'A {kind} needs {cmp} {l} of lakeshore; this parcel has {m} ({s}).',
        'steep': 'A {kind} is permitted only on a residential parcel characterized by steep slopes ({s}); '
                 'this parcel is not marked steep_slope.',
        'steep_excluded': 'A {kind} is not permitted on a parcel that {why} ({s}).',
    }),
    RuleCode('anchorage_permit', 'buoys', 'info', 'note', contract=True, templates={
        '': '{What} is {m} from the mean high water mark, more than {l}: it requires {requirement} ({s}).',
    }),
    RuleCode('not_eligible', 'eligibility', 'error', 'law', contract=True, templates={
        '': 'The parcel has {m_int} waterside features but may have none: {reason}',
        'one': 'The parcel has {m_int} waterside feature but may have none: {reason}',
    }),
    RuleCode('rights_line_modified', 'rights_lines', 'info', 'note', contract=True, templates={
        '': 'The water-rights lines of this parcel were modified so that they are at least {l} long where '
            'they meet ({s}).{detail}',
    }),
    RuleCode('outside_jurisdiction', 'jurisdiction', 'info', 'note', contract=True, templates={
        '': '{What} lies wholly outside the waters this law regulates ({why}), so no rule of it is '
            'checked ({s}).',
    }),
    RuleCode('nonconformity_enlarged', 'nonconforming', 'error', 'law', contract=True, templates={
        '': '{What} replaces {other}, an existing nonconforming structure, and enlarges it: its {dimension} '
            'is {m}, the one it replaces {l}. A nonconformity may be restored or repaired, not enlarged '
            '({s}).',
    }),
    RuleCode('shared_facility', 'shared_facility', 'error', 'law', contract=False, templates={
        'owners': '{What} is shared by {m_int} parcels ({owners}); a shared facility may have at most '
                  '{l_int} owners ({s}).',
        'area': 'The facility shared by parcels {owners} covers {m}; a shared facility may cover at most '
                '{l} ({s}).',
        'allowance': 'Parcels {owners} share a facility and have {m_int} docks together; the two are '
                     'allowed {l_int} together, and a shared facility may not exceed that ({s}).',
    }),
    RuleCode('structure_count', 'counts', 'error', 'law', contract=False, templates={
        '': 'The parcel has {m_int} {kinds}; at most {l_int} {allowed} ({s}).',
        'per_boat': 'The parcel has {m_int} {kinds}; one is allowed for each boat the parcel may have, so '
                    'at most {l_int} ({s}).',
    }),
    RuleCode('structure_area', 'structures', 'error', 'law', contract=False, templates={
        '': '{What} covers {m}; the limit is {l} ({s}).',
    }),
    RuleCode('enclosed_sides', 'structures', 'error', 'law', contract=False, templates={
        '': '{What} has {m_int} enclosed sides; its sides shall not be enclosed in any manner ({s}).',
        'one': '{What} has {m_int} enclosed side; its sides shall not be enclosed in any manner ({s}).',
    }),
    RuleCode('second_floor', 'structures', 'error', 'law', contract=False, templates={
        '': '{What} has a second floor or second-floor sundeck, which is not permitted ({s}).',
    }),
    RuleCode('shared_waiver', 'setbacks', 'warning', 'input', contract=False, templates={
        '': '{What} is marked as shared with parcel {other}, but {why}; the side setback is not waived '
            '({s}).',
    }),
    RuleCode('reach_site_plan', 'reach', 'info', 'note', contract=False, templates={
        '': '{What} extends {m} from the mean high water mark. The {l} reach limit ({base_s}) is a '
            'residential dock criterion; for a {land_use} parcel the Planning Board sets the reach in '
            'site-plan review ({s}).',
    }),
    RuleCode('depth_exception', 'reach', 'info', 'note', contract=False, templates={
        '': '{What} extends {m} from the mean high water mark, past the {base} line: allowed because the '
            'water is shallower than {depth} there; it may reach {l} ({s}). The dock area limit still '
            'applies.',
    }),
    RuleCode('depth_level_missing', 'reach', 'info', 'note', contract=False, templates={
        '': '{What} extends past the {base} line. The depth exception ({s}) measures depth below the '
            '{level}, which this profile leaves blank: enter it to apply the exception. Until then the '
            '{base} limit stands.',
    }),
    RuleCode('not_regulated', 'eligibility', 'info', 'note', contract=False, templates={
        '': '{reason} No layout rule is checked for this parcel.',
    }),
    RuleCode('case_by_case', 'eligibility', 'info', 'note', contract=False, templates={
        '': '{reason} The layout of this parcel is reviewed case by case; no rule is checked.',
    }),
    RuleCode('on_land', 'placement', 'warning', 'input', contract=False, templates={
        '': '{What} lies wholly on the land side of the mean high water mark: {why}',
    }),
    RuleCode('rights_line_missing', 'eligibility', 'warning', 'note', contract=False, templates={
        '': '{What} stands off parcel {parcel}, which has no neighbouring lakeshore parcel {side} it '
            'along the shore in the data (the data ends there): its water-rights line on that side is '
            'not drawn, so the setback from that line and whether {it} stays within it cannot be '
            'checked without the neighbouring parcel ({s}). Load the neighbour to check them; '
            'everything else is checked.',
    }),
    RuleCode('invalid_geometry', 'validate', 'error', 'input', contract=False, templates={
        '': '{What} has {why}.',
    }),
    RuleCode('invalid_value', 'validate', 'error', 'input', contract=False, templates={
        '': '{What}: {why}.',
    }),
    RuleCode('dock_id_conflict', 'dock_dimensions', 'warning', 'input', contract=False, templates={
        '': '{What}: {why}.',
    }),
    RuleCode('dock_parts_unlabeled', 'dock_dimensions', 'info', 'input', contract=False, templates={
        '': '{What}: {why}.',
    }),
)

REGISTRY: dict[str, RuleCode] = {rc.code: rc for rc in CODES}
CONTRACT_CODES: tuple[str, ...] = tuple(rc.code for rc in CODES if rc.contract)
EXTRA_CODES: dict[str, str] = {rc.code: rc.severity for rc in CODES if not rc.contract}
# "code" or "code:variant" -> template, for messages.message
TEMPLATES: dict[str, str] = {(f"{rc.code}:{v}" if v else rc.code): t
                             for rc in CODES for v, t in rc.templates.items()}


# Profile keys the added rule families read (family name -> keys): the loader accepts these
# beside the schema's (core/profiles/schema.py), so a registered rule's numbers are not refused.
ADDED_KEYS: dict[str, tuple[str, ...]] = {}


def declare_code(rc: RuleCode) -> None:
    """Add the code of a rule family that is not built in (core/rules/table.register)."""
    if rc.code in REGISTRY:
        raise ValueError(f"rule code {rc.code!r} is taken: new rules get new codes")
    REGISTRY[rc.code] = rc
    EXTRA_CODES[rc.code] = rc.severity
    TEMPLATES.update({(f"{rc.code}:{v}" if v else rc.code): t for v, t in rc.templates.items()})


def remove_code(code: str) -> None:
    """Remove a code added with `declare_code` (core/rules/table.unregister)."""
    rc = REGISTRY.get(code)
    if rc is None or rc in CODES:
        raise ValueError(f"{code!r} is not an added rule")
    del REGISTRY[code]
    EXTRA_CODES.pop(code, None)
    for k in [k for k in TEMPLATES if k == code or k.startswith(code + ":")]:
        del TEMPLATES[k]


def added_keys() -> set[str]:
    return {k for keys in ADDED_KEYS.values() for k in keys}


def codes_of(family: str) -> tuple[str, ...]:
    return tuple(rc.code for rc in REGISTRY.values() if rc.family == family)


def is_law(code: str) -> bool:
    rc = REGISTRY.get(code)
    return rc is not None and rc.kind == "law"


__all__ = [
    "CODES",
    "CONTRACT_CODES",
    "EXTRA_CODES",
    "FAMILIES",
    "REGISTRY",
    "TEMPLATES",
    "RuleCode",
    "added_keys",
    "codes_of",
    "declare_code",
    "is_law",
]
