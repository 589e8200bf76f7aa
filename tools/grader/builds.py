"""Finding what to grade: a build from a path (an executable, or a folder holding `hydra`), the
profile beside it if any (`BUILD.profile`, or `profile` in its folder), the reference when no
path is given, and every build of a folder of builds. A build the sandbox user cannot reach is
graded through a copy (sandbox.reachable_copy), and the grade says so."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from .build_profile import Profile, load as load_profile
from .sandbox import reachable
from .transcript import Transcript

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT / "hydra"
TRANSCRIPTS = ROOT / "transcripts"
REPORTS = ROOT / "build" / "reports"


@dataclass
class Build:
    """A build to grade. `reference` builds are run with each transcript's own command line
    (so every reading applies); others with their profile's flags, or, for a transcript with
    house rules, the flags their profile gives for that house-rule profile. `path` is what is
    run, `shown` what reports call it (a copy may be run, see sandbox.reachable_copy)."""

    name: str
    path: str
    profile: Profile
    reference: bool = False
    shown: str = ""
    profile_file: str | None = None  # where its profile was read from (None: to be probed)

    def argv(self, script: Transcript) -> list[str]:
        if self.reference:
            return [self.path] + script.args
        return [self.path] + self.profile.house_args.get(script.profile, self.profile.args)


class UsageError(Exception):
    pass


def executable(path: str) -> Path:
    exe = Path(path)
    if exe.is_dir() and (exe / "hydra").is_file():
        exe = exe / "hydra"
    if not exe.is_file() or not os.access(exe, os.X_OK):
        raise UsageError(f"{path} is not an executable file (nor a folder holding one named "
                         "hydra)")
    return exe


def reference_build() -> Build:
    if not REFERENCE.exists():
        raise UsageError(f"no reference at {REFERENCE}; run `make hydra` first")
    return Build("reference", str(REFERENCE), Profile(), reference=True, shown=str(REFERENCE))


def profile_beside(exe: Path) -> Path | None:
    for candidate in (Path(str(exe) + ".profile"), exe.parent / "profile"):
        if candidate.is_file():
            return candidate
    return None


def find(path: str | None, profile_path: str | None = None, as_reference: bool = False
         ) -> Build:
    """The build at `path` (the reference if None), the one way a Build is made. Its profile
    stays empty (to be probed) when no profile file is given or found beside it."""
    if path is None:
        return reference_build()
    exe = executable(path)
    if not profile_path and REFERENCE.exists() and exe.samefile(REFERENCE):
        return reference_build()  # naming ./hydra is grading the reference
    chosen = Path(profile_path) if profile_path else profile_beside(exe)
    if profile_path and not chosen.is_file():  # type: ignore[union-attr]
        raise UsageError(f"profile {profile_path} not found")
    profile = load_profile(chosen) if chosen else Profile()
    name = profile.name or (exe.parent.name if exe.name == "hydra" else exe.name)
    shown = str(exe.resolve())
    try:
        runnable = reachable(shown)
    except OSError as err:
        raise UsageError(f"{shown} cannot be run by the grader's sandbox user and cannot be "
                         f"copied where it could: {err}") from None
    return Build(name, runnable, profile, reference=as_reference, shown=shown,
                 profile_file=str(chosen) if chosen else None)


def in_folder(folder: Path) -> list[Path]:
    """Every NAME/hydra in `folder` (a folder of builds, one per subfolder)."""
    return sorted(p / "hydra" for p in folder.iterdir() if (p / "hydra").is_file())
