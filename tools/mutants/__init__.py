"""Mutation check of the corpus: single-point bugs built one by one (see run.py)."""
