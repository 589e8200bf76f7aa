"""Rulesets: the set of rule options a transcript's expected output was recorded under
and a build is graded with. The reference's `-rules LIST` names them: the two readings of the
assignment's open points (docs/interpretations.md) and the house rules (docs/house-rules.md).
A ruleset is a set, so `reserve-to-draw,strict-cut` and `strict-cut,reserve-to-draw` are the
same; it is always written in one canonical order (RULE_NAMES), `spec-2020` when empty."""

from __future__ import annotations

# Rule options of the reference's -rules flag, in the one order profiles are written in: the
# two readings of the assignment's open points, then the house rules (docs/house-rules.md).
READINGS = ("strict-cut", "reserve-to-draw")
HOUSE_RULES = ("cut-anytime", "red-down-black-up", "suit-match")
RULE_NAMES = READINGS + HOUSE_RULES
DEFAULT_PROFILE = "spec-2020"
# The readings a build can follow (a profile's `reading:`); house rules come on top of one.
PROFILES = ("spec-2020", "strict-cut", "reserve-to-draw", "strict-cut,reserve-to-draw")


def profile_names(profile: str) -> frozenset[str]:
    """The rule options a profile names (`spec-2020`: none), in any order; ValueError for an
    unknown or repeated name."""
    if profile == DEFAULT_PROFILE:
        return frozenset()
    names = profile.split(",")
    for name in names:
        if name not in RULE_NAMES:
            raise ValueError(f"unknown rule option {name!r} in {profile!r}; options: "
                             f"{', '.join(RULE_NAMES)} (or {DEFAULT_PROFILE} for none)")
    if len(set(names)) != len(names):
        raise ValueError(f"a rule option is named twice in {profile!r}")
    return frozenset(names)


def canonical(names: frozenset[str] | set[str]) -> str:
    """A set of rule options written in the one canonical order (RULE_NAMES)."""
    return ",".join(n for n in RULE_NAMES if n in names) or DEFAULT_PROFILE


def command_names(command: list[str]) -> frozenset[str]:
    """The rule options a reference command line selects with `-rules LIST` (the last one
    given counts), read as the reference reads the list: empty names are skipped, a repeated
    name counts once. ValueError if the list is missing or names an unknown option."""
    args = command[1:]
    names: set[str] = set()
    for i, arg in enumerate(args):
        if arg == "-rules":
            if i + 1 >= len(args):
                raise ValueError("-rules lacks its list")
            names = {n for n in args[i + 1].split(",") if n}
            unknown = sorted(names - set(RULE_NAMES))
            if unknown:
                raise ValueError(f"unknown rule option {unknown[0]!r} in -rules "
                                 f"{args[i + 1]!r}; options: {', '.join(RULE_NAMES)}")
    return frozenset(names)


def command_profile(command: list[str]) -> str:
    """The profile a reference command line selects, written canonically."""
    return canonical(command_names(command))


def house_rules(profile: str) -> frozenset[str]:
    """The house rules of a (valid) profile: those that are no reading of the assignment."""
    return profile_names(profile) & frozenset(HOUSE_RULES)
