"""`make goldens`: reruns the reference on every transcript's inputs, shows a unified diff of
each expected output that would change, and writes the new goldens (with --dry-run, only
shows). Headers and inputs are kept; only the session's printed lines and `exit` change. The
regeneration itself is the grader's (`hydra-grade update`, grader/update.py): one way to
rerun a transcript, used by both commands."""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

from grader.sandbox import Limits
from grader.update import regenerate, unified

from . import reference
from .build import AREAS, HAND_AREAS


def rerun(path: Path, hydra: Path) -> tuple[Path, str, str]:
    """The transcript's text as recorded and as the reference plays it now."""
    old = reference.load(path)
    new = regenerate(old, str(hydra), Limits(wall=float(reference.TIMEOUT)))
    # the corpus's headers are its generator's: a missing player count stays missing
    new = replace(new, players=old.players)
    return path, reference.text_of(old), reference.text_of(new)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="corpus goldens", description=__doc__)
    ap.add_argument("--hydra", type=Path, default=reference.DEFAULT_HYDRA)
    ap.add_argument("--root", type=Path, default=reference.ROOT / "transcripts")
    ap.add_argument("--area", action="append")
    ap.add_argument("--dry-run", action="store_true", help="show the diff, write nothing")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    files = reference.corpus_files(args.root, args.area or list(AREAS + HAND_AREAS))
    changed = 0
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for path, old, new in pool.map(lambda p: rerun(p, args.hydra), files):
            if old == new:
                continue
            changed += 1
            rel = str(path.relative_to(args.root))
            sys.stdout.write(unified(rel, old, new))
            if not args.dry_run:
                reference.dump(reference.load_text(new, path), path)
    verb = "would change" if args.dry_run else "changed"
    print(f"goldens: {changed} of {len(files)} transcripts {verb}", file=sys.stderr)
    return 0
