"""Planted bugs: copies of the reference with a few exact edits (tools/variants/*.variant), one
builder for everything a test suite needs from such a copy, and the check that every declared
suite catches every planted bug (`python3 -m planted --help`, docs/planted.md)."""
