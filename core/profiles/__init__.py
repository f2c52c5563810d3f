"""Rule profiles: the law as data (one TOML file per law) and their loader/validator."""
from .loader import BUILTIN_PROFILES, load_profile
from .profile import (
                      Band,
                      KindRules,
                      LandUseRules,
                      Profile,
                      ProfileError,
                      Quantity,
                      Reading,
                      RuleSpec,
                      Step,
                      normalize_land_use,
)

__all__ = [
                      "BUILTIN_PROFILES",
                      "Band",
                      "KindRules",
                      "LandUseRules",
                      "Profile",
                      "ProfileError",
                      "Quantity",
                      "Reading",
                      "RuleSpec",
                      "Step",
                      "load_profile",
                      "normalize_land_use",
]
