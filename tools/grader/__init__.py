"""The Hydra grader: reads transcripts (docs/transcript-format.md), drives a build through
pipes prompt by prompt, compares what it prints with the reference at three levels (exact,
normalised, semantic) and reports, per rule clause, what the build gets right and wrong.
See docs/grader.md."""

__version__ = "1.0"
