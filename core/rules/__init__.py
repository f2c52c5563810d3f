"""Rules driven by the profile: allowed facilities per parcel and the layout checks."""
from .allowance import NO_LIMIT, allowance_for, allowed_facilities
from .check import check_layout

__all__ = ["NO_LIMIT", "allowance_for", "allowed_facilities", "check_layout"]
