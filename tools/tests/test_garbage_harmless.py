"""Garbage that changed nothing: after it, the build shows the very table it showed before it,
and the reference's table is the same as then too. A count the build shows otherwise at every
move request (its own display error, judged by counts.py) is not the garbage's effect: the
build did not take the garbage as an answer (R24.1) just because its display had not matched
the reference's since before the garbage."""

from __future__ import annotations

from grader.build_profile import Profile
from grader.builds import find
from grader.request import Options
from grader.runner import grade_all
from planted import builder
from planted.variant import parse

from conftest import corpus_transcripts

# a display error only: the holder's draw and total shown less the cards still to draw (right
# again at a turn's last card); the game and the input are the reference's
SHORT = """description: the holder's draw and total shown less the cards still to draw
edit: reference/cli/render.cc
<<<<<<< search
  Output::appendNumber(out, player.total());
  out += " (";
  Output::appendNumber(out, player.draw.size());
=======
  int zooShort = state.phase == Phase::Move && index == state.current ? state.remaining : 0;
  Output::appendNumber(out, static_cast<int>(player.total()) - zooShort);
  out += " (";
  Output::appendNumber(out, static_cast<int>(player.draw.size()) - zooShort);
>>>>>>> replace
"""


def test_garbage_after_which_both_tables_are_as_before_did_no_harm(reference: str) -> None:
    name = "short-by-remaining"
    build = find(str(builder.hydra(name, variant=parse(SHORT, name))))
    build.profile = Profile(args=["-testing"])
    # garbage at `Joker value?` (`x`, `1`), refused by the build as by the reference, while
    # its counts are shown one low
    ids = ["input-one-garbage-joker-1", "input-one-garbage-joker-4"]
    chosen = corpus_transcripts(ids)
    run = grade_all(build, chosen, Options(jobs=2, reference=reference))
    found = {(d.kind, d.clause) for r in run.results for d in r.deviations if d.wrong}
    assert found == {("display", "R21.1")}, found
