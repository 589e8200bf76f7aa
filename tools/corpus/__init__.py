"""The golden corpus of -testing transcripts: hand-written scenarios by rule area, targeted
and whole-game generators, golden regeneration and checking, and coverage reports.
See docs/corpus.md."""
