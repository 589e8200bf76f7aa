"""Hand-written scenarios, one module per rule area. Each scenario is a small function that
types a session through a Script (cards named, moves made) and says what it shows; `case()`
wraps it into one Case, or into a group of Cases, one per reading, when the scenario touches
an open point of docs/interpretations.md (same input, one expected output per reading), with
the clauses the scenario shows as its `tests`."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from rules.model import Script

from ..cases import Case

Body = Callable[[Script], None]
PROFILE_SUFFIX = {"spec-2020": "", "strict-cut": ".strict-cut",
                  "reserve-to-draw": ".reserve-to-draw",
                  "strict-cut,reserve-to-draw": ".both"}
PROFILE_MODEL = {"spec-2020": (False, False), "strict-cut": (True, False),
                 "reserve-to-draw": (False, True), "strict-cut,reserve-to-draw": (True, True)}


def case(area: str, cid: str, title: str, body: Body, tests: Iterable[str], players: int = 2,
         profiles: Iterable[str] = ("spec-2020",), rules: Iterable[str] = (),
         interps: Iterable[str] = (), tags: Iterable[str] = (), notes: Iterable[str] = ()
         ) -> list[Case]:
    """The Case(s) of one scenario, testing the clauses `tests`. With several profiles, the
    input is typed under the first one's model; another reading whose model types the same
    input is checked against its model too, otherwise only recorded (its input cut before an
    answer that meets a prompt it does not fit). Each member keeps those of `tests` that its
    own reading's model reaches."""
    profiles = list(profiles)
    driver = Script(players, *PROFILE_MODEL[profiles[0]])
    body(driver)
    out = []
    for profile in profiles:
        script: Script | None = driver
        checked = True
        reached = driver.rules
        if profile != profiles[0]:
            script = Script(players, *PROFILE_MODEL[profile])
            try:
                body(script)
                checked = script.lines == driver.lines
                reached = script.rules
            except (AssertionError, KeyError, IndexError):
                checked = False
            if not checked:
                script = None
        member_tests = set(tests) & (set(rules) | reached) if len(profiles) > 1 else set(tests)
        c = Case(area, cid + PROFILE_SUFFIX[profile], title, script=script,
                 lines=None if script else list(driver.lines), profile=profile,
                 rules=set(rules), tests=member_tests, interps=set(interps),
                 tags=set(tags) | ({"hand-written"} if "generated" not in tags else set()),
                 notes=list(notes), players=players, checked=checked,
                 cut_at_bad_answer=script is None)
        if script is None:
            c.rules |= driver.rules
            c.interps |= driver.interps
            c.tags |= driver.tags
            c.notes.append(f"clauses as typed under {profiles[0]}, the group's first reading")
        if profile != "spec-2020":
            c.rules.add("R25.2")
        if len(profiles) > 1:
            c.group = cid
            c.interps |= {"I1"} if any("strict" in p for p in profiles) else set()
            c.interps |= {"I2"} if any("draw" in p for p in profiles) else set()
            c.notes.append(f"reading {profile}: one member of group {cid}")
        out.append(c)
    return out
