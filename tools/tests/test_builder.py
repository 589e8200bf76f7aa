"""The planted builder's object cache: an object is keyed by its source and the project headers
it includes, directly or through others, so that a bug editing one header recompiles only the
sources that include it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from planted import builder


def _tree(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / "reference" / name).parent.mkdir(parents=True, exist_ok=True)
        (root / "reference" / name).write_text(text, encoding="utf-8")
    return root


FILES = {
    "core/rules.h": "#pragma once\nstruct Rules { bool strict = false; };\n",
    "core/state.h": '#pragma once\n#include "rules.h"\n#include <vector>\nstruct State { Rules r; };\n',
    "cli/view.h": "#pragma once\nint width();\n",
    "core/game.cc": '#include "core/state.h"\nint play(State s) { return s.r.strict; }\n',
    "cli/view.cc": '#include "view.h"\nint width() { return 80; }\n',
}


def test_a_source_depends_on_the_headers_it_includes_through_others(tmp_path) -> None:
    root = _tree(tmp_path, FILES)
    ref = (root / "reference").resolve()
    assert builder._headers(ref / "core/game.cc", root) == sorted(
        [ref / "core/state.h", ref / "core/rules.h"])
    assert builder._headers(ref / "cli/view.cc", root) == [ref / "cli/view.h"]


@pytest.mark.skipif(shutil.which("g++") is None, reason="needs g++")
def test_editing_a_header_recompiles_only_the_sources_that_include_it(tmp_path,
                                                                        monkeypatch) -> None:
    monkeypatch.setattr(builder, "OUT", tmp_path / "out")
    chain = builder.Toolchain("test", ("g++", "-std=c++20", "-O0"))
    first = builder.objects(_tree(tmp_path / "a", FILES), chain)
    edited = dict(FILES, **{"core/rules.h": FILES["core/rules.h"].replace("false", "true")})
    second = builder.objects(_tree(tmp_path / "b", edited), chain)
    assert first["reference/cli/view.cc"] == second["reference/cli/view.cc"]
    assert first["reference/core/game.cc"] != second["reference/core/game.cc"]
    assert second["reference/core/game.cc"].is_file()
