"""The law's own words the site plan must carry: what a site plan shows and the certification
statement of the application form. Quoted verbatim from ../shared/seeds (no qgis).

Keyed by the profile name (profiles hold the numbers of the rules; these are words of procedure
that no rule reads).
"""
from __future__ import annotations

from dataclasses import dataclass


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


KEUKA = SitePlanLaw(
    site_plan_section="§160-124F(1)(b)",
    site_plan_text=(
        "A site plan shall be drawn to scale and shall contain a description of the existing and "
        "proposed berthing and mooring facilities, showing at a minimum: name, address, parcel "
        "boundaries, Tax Map number of the lakeshore parcel; the lake shoreline footage; the water "
        "rights lines; the mean high water tie line; the depth of the lakeshore bottom; and the "
        "proposed setbacks."),
    certification_section="§160-124E",
    # §160-124E requires the form to include "certification that ..."; the applicant certifies
    # in the law's words, and the two sentences that follow are printed as the law gives them.
    certification_intro="I hereby certify that",
    certification=(
        "all owners, lessees, occupants, easement holders, and any other persons or entities with "
        "a legal or beneficial interest in any existing or proposed mooring and berthing facility "
        "related to this property have been notified of this application.",
        "The limitations of this article are applicable to all parties who have a property "
        "interest in the parcel. The applicant is advised that failure to notify any party "
        "possessing a property interest in the parcel may affect any relief granted as a result "
        "of this application and process.",
    ),
    professional_section="§160-124F(1)(a)",
    professional_text=(
        "For special situations, towns and villages may require a site plan prepared by a New York "
        "State registered architect, landscape architect, engineer, or surveyor in accordance with "
        "the New York State Education Law."),
    frontage_term="Lake shoreline footage",
)

CANANDAIGUA = SitePlanLaw(
    site_plan_section="§44-7G(1)(b)",
    site_plan_text=(
        "A site plan drawn to scale and a description of the existing and proposed berthing and "
        "mooring facilities, showing at a minimum: name, address, parcel boundaries, tax map number "
        "of the adjacent upland parcel; the lineal feet of lakeshore; the water rights lines; the "
        "mean high water tie line; depth of the lakeshore bottom; and proposed setbacks."),
    certification_section="§44-7F",
    certification_intro="",      # the law itself writes "1. I hereby certify that ..."
    certification=(
        "1. I hereby certify that all owners, lessees, occupants, easement holders, and any other "
        "persons or entities with a legal or beneficial interest in any existing or proposed "
        "berthing or mooring facility related to this property have been notified of this "
        "application.",
        "2. The limitations of the Docking and Mooring Local Law are applicable to all parties who "
        "have a property interest in the parcel. The applicant is advised that failure to notify "
        "any party with a property interest in the parcel may affect any rights granted as a "
        "result of this application and process.",
    ),
    professional_section="§44-7G(1)(a)",
    professional_text=(
        "A site plan prepared by a New York State registered architect, landscape architect, "
        "engineer, or surveyor in accordance with New York State Education Law."),
    frontage_term="Lineal feet of lakeshore",
)

LAWS = {"keuka": KEUKA, "canandaigua": CANANDAIGUA}


def site_plan_law(profile_name: str) -> SitePlanLaw:
    """The site-plan words for a profile. A profile of another law gets the Keuka wording of the
    certification without any citation, so the report never cites a section of the wrong law."""
    base = LAWS.get((profile_name or "").lower())
    if base is not None:
        return base
    return SitePlanLaw(
        site_plan_section="", site_plan_text=KEUKA.site_plan_text,
        certification_section="", certification_intro=KEUKA.certification_intro,
        certification=KEUKA.certification[:1], frontage_term="Lake frontage")
