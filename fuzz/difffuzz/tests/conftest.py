"""Test set-up for the differential fuzzer: import paths (fuzz/ and tools/) and the reference
binary (./hydra, built by `make`)."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path[:0] = [str(ROOT / "fuzz"), str(ROOT / "tools")]


@pytest.fixture(scope="session")
def reference() -> str:
    binary = ROOT / "hydra"
    if not binary.is_file():
        pytest.fail("./hydra is missing: run make first")
    return str(binary)
