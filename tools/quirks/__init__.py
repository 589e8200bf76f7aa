"""The quirk zoo: the grader's own property test. Random combinations of real-world quirk
families (tools/quirks/families) and planted rule errors (tools/variants) are built into
variants of the reference, graded like real builds, and checked: the grader's rule findings
are exactly the planted rule errors, and every quirk shows as it declares (docs/grader.md)."""
