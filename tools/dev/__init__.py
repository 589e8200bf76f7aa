"""Measures of the kit's own Python code, read from the source with `ast` (nothing is run):
the import graph (import_graph.py), which the package-shape test checks, and the classes a
reader of one grade meets (count_classes.py)."""
