"""Planted bugs: copies of the reference with a few exact edits (tools/variants/*.variant), one
builder for everything a test suite needs from such a copy, and the check that every declared
suite catches every planted bug (`python3 -m planted --help`, docs/planted.md). Also what builds
on the grader: the grader's check of the planted bugs and dialects (grading.py, `hydra-grade
variants`) and the made-up class of `make class-demo` (class_demo.py)."""
