"""Rules driven by the profile: allowed facilities per parcel (and, later, the layout checks)."""
from .allowance import NO_LIMIT, allowance_for, allowed_facilities

__all__ = ["allowed_facilities", "allowance_for", "NO_LIMIT"]
