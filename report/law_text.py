"""The law's own words the site plan must carry: what a site plan shows and the certification
statement of the application form.

The words are the profile's ([site_plan], read by core.summary.certification), keyed by what the
profile says, never by its name: a third law's profile brings its own words, and a profile that
states none gets no certification text and no citation (never another law's).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.summary import certification


@dataclass(frozen=True)
class SitePlanLaw:
    site_plan_section: str            # where the law lists what a site plan must show
    site_plan_text: str
    certification_section: str
    certification: tuple[str, ...]    # paragraphs, quoted
    certification_intro: str          # how the quote is put to the applicant
    professional_section: str = ""    # where the law asks for a licensed preparer, if it does
    professional_text: str = ""
    frontage_term: str = "Lake shoreline footage"


def site_plan_law(profile: Any) -> SitePlanLaw:
    """The site-plan words of a profile (core.profiles.Profile)."""
    c = certification(profile)
    return SitePlanLaw(
        site_plan_section=c.site_plan_section, site_plan_text=c.site_plan_text,
        certification_section=c.section, certification=c.paragraphs, certification_intro=c.intro,
        professional_section=c.professional_section, professional_text=c.professional_text,
        frontage_term=c.frontage_term)
