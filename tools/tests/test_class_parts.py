"""The pieces of `hydra-grade class` that need no build: unpacking untrusted archives (paths
that leave the folder, links, bombs), finding the Makefile, the rubric and the marks, the
Gradescope results and the class report's table."""

from __future__ import annotations

import io
import json
import stat
import tarfile
import zipfile
from pathlib import Path

import pytest

from grader.course import class_report, gradescope, rubric
from grader.course.make_build import find_makefile, first_error
from grader.course.submission import entries, name_of
from grader.course.unpack import Caps, UnsafeArchive, unpack


def make_zip(path: Path, files: dict[str, bytes], links: tuple[str, ...] = ()) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in files.items():
            archive.writestr(name, data)
        for name in links:
            info = zipfile.ZipInfo(name)
            info.external_attr = (stat.S_IFLNK | 0o777) << 16
            archive.writestr(info, b"/etc/passwd")
    return path


def test_a_plain_zip_is_unpacked(tmp_path: Path) -> None:
    source = make_zip(tmp_path / "a.zip", {"Makefile": b"all:\n", "src/main.cc": b"int x;\n",
                                           "__MACOSX/._main.cc": b"junk"})
    unpack(source, tmp_path / "out")
    assert (tmp_path / "out" / "src" / "main.cc").read_bytes() == b"int x;\n"
    assert not (tmp_path / "out" / "__MACOSX").exists()


@pytest.mark.parametrize("bad", ["../escape.cc", "a/../../escape.cc", "/etc/escape.cc",
                                 "..\\escape.cc", "C:/escape.cc"])
def test_paths_leaving_the_folder_are_refused_and_nothing_is_left(tmp_path: Path,
                                                                  bad: str) -> None:
    source = make_zip(tmp_path / "a.zip", {"Makefile": b"all:\n", bad: b"x"})
    with pytest.raises(UnsafeArchive, match="leaves the folder|absolute"):
        unpack(source, tmp_path / "out")
    assert list((tmp_path / "out").iterdir()) == []
    assert not (tmp_path / "escape.cc").exists()


def test_links_are_refused_in_zips_tars_and_folders(tmp_path: Path) -> None:
    with pytest.raises(UnsafeArchive, match="link"):
        unpack(make_zip(tmp_path / "a.zip", {"Makefile": b""}, links=("passwd",)),
               tmp_path / "z")
    tar = tmp_path / "a.tar.gz"
    with tarfile.open(tar, "w:gz") as archive:
        info = tarfile.TarInfo("passwd")
        info.type, info.linkname = tarfile.SYMTYPE, "/etc/passwd"
        archive.addfile(info)
    with pytest.raises(UnsafeArchive, match="link"):
        unpack(tar, tmp_path / "t")
    folder = tmp_path / "f"
    folder.mkdir()
    (folder / "passwd").symlink_to("/etc/passwd")
    with pytest.raises(UnsafeArchive, match="link"):
        unpack(folder, tmp_path / "fo")


def test_bombs_are_refused_by_the_bytes_really_written(tmp_path: Path) -> None:
    source = tmp_path / "bomb.zip"
    with zipfile.ZipFile(source, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("a.cc", b"\0" * 300_000)
        archive.writestr("b.cc", b"\0" * 300_000)
    assert source.stat().st_size < 5_000
    with pytest.raises(UnsafeArchive, match="more than 200000 bytes"):
        unpack(source, tmp_path / "o1", Caps(file_bytes=200_000))
    with pytest.raises(UnsafeArchive, match="unpacks to more than 500000 bytes"):
        unpack(source, tmp_path / "o2", Caps(bytes=500_000))
    with pytest.raises(UnsafeArchive, match="more than 1 entries"):
        unpack(source, tmp_path / "o3", Caps(files=1))
    unpack(source, tmp_path / "o4")  # within the default caps


def test_a_tar_gz_and_a_broken_archive(tmp_path: Path) -> None:
    tar = tmp_path / "team.tar.gz"
    with tarfile.open(tar, "w:gz") as archive:
        info = tarfile.TarInfo("team/Makefile")
        info.size = 5
        archive.addfile(info, io.BytesIO(b"all:\n"))
    unpack(tar, tmp_path / "out")
    assert (tmp_path / "out" / "team" / "Makefile").is_file()
    broken = tmp_path / "broken.zip"
    broken.write_bytes(b"PK not really")
    with pytest.raises(UnsafeArchive, match="cannot unpack"):
        unpack(broken, tmp_path / "b")


def test_the_makefile_is_at_the_root_or_in_the_single_folder_holding_one(tmp_path: Path
                                                                          ) -> None:
    (tmp_path / "a" / "team" / "src").mkdir(parents=True)
    (tmp_path / "a" / "team" / "Makefile").write_text("all:\n")
    (tmp_path / "a" / "team" / "src" / "Makefile").write_text("all:\n")
    assert find_makefile(tmp_path / "a") == tmp_path / "a" / "team"
    (tmp_path / "a" / "makefile").write_text("all:\n")
    assert find_makefile(tmp_path / "a") == tmp_path / "a"
    for team in ("x", "y"):
        (tmp_path / "b" / team).mkdir(parents=True)
        (tmp_path / "b" / team / "Makefile").write_text("all:\n")
    assert find_makefile(tmp_path / "b") is None
    (tmp_path / "c").mkdir()
    assert find_makefile(tmp_path / "c") is None


def test_the_first_compiler_error_is_the_one_shown() -> None:
    log = ("g++ -c a.cc\na.cc:3:1: warning: unused\nb.cc:7:2: error: 'x' was not declared\n"
           "b.cc:9:2: error: second\nmake: *** [Makefile:4: b.o] Error 1\n")
    assert first_error(log) == "b.cc:7:2: error: 'x' was not declared"


def test_submission_names_and_what_a_class_folder_may_hold(tmp_path: Path) -> None:
    assert name_of(Path("Team 7 (final).tar.gz")) == "Team_7_final"
    (tmp_path / "a.zip").write_bytes(b"")
    (tmp_path / "a").mkdir()
    (tmp_path / "notes.txt").write_text("")
    found, notes = entries(tmp_path)
    assert [n for n, _ in found] == ["a", "a-2"] and "notes.txt" in notes[0]


def test_the_default_rubric_weights_correctness_at_60() -> None:
    r = rubric.load()
    assert r.total == 60 and sum(a.marks for a in r.areas) == 60
    assert r.area_of("R14.4").name == "Cutting off a head"
    assert r.deduction("rule", "R16.2") == 6 and r.deduction("dialect", "I18") == 0


def test_marks_take_each_error_once_and_never_below_zero() -> None:
    r = rubric.load()
    twice = [{"kind": "rule", "clause": "R12.2", "summary": "a"},
             {"kind": "rule", "clause": "R12.2", "summary": "b (normal)"},
             {"kind": "dialect", "clause": "I18", "summary": "reworded"}]
    marks = rubric.mark(r, twice)
    assert marks["score"] == 56
    many = [{"kind": "rule", "clause": f"R14.{i}", "summary": ""} for i in range(1, 6)]
    marks = rubric.mark(r, many)
    cut = next(a for a in marks["areas"] if a["name"] == "Cutting off a head")
    assert cut["score"] == 0 and marks["score"] == 50
    assert rubric.mark(r, [], failure="build-error")["score"] == 0


def test_a_bad_rubric_says_what_is_wrong(tmp_path: Path) -> None:
    path = tmp_path / "r.toml"
    path.write_text("total = 10\n[areas]\nall = { clauses = \"R1-R25\", marks = 9 }\n")
    with pytest.raises(rubric.RubricError, match="add up to 9, not the total 10"):
        rubric.load(path)
    path.write_text("total = 10\n[areas\n")
    with pytest.raises(rubric.RubricError, match="not valid TOML"):
        rubric.load(path)
    path.write_text("total = 1\n[areas]\na = { clauses = \"R1-R25\", marks = 1 }\n"
                    "[deductions]\nrules = 1\n")
    with pytest.raises(rubric.RubricError, match="unknown kind 'rules'"):
        rubric.load(path)


def test_gradescope_results_add_up() -> None:
    findings = [{"kind": "rule", "clause": "R8.1", "summary": "equal continues",
                 "example": "equal-ends-turn", "evidence": {
                     "file": "evidence/2-rule-R8.1.transcript", "lines": 9,
                     "transcript": "evidence/2-rule-R8.1.transcript", "note": "",
                     "input": "evidence/2-rule-R8.1.in", "output": "evidence/2-rule-R8.1.out"}}]
    marks = rubric.mark(rubric.load(), findings)
    doc = gradescope.results(marks, findings, "1 error finding(s)")
    assert doc["score"] == sum(t["score"] for t in doc["tests"]) == 56
    actions = next(t for t in doc["tests"] if t["name"] == "The actions")
    assert "R8.1" in actions["output"] and "equal-ends-turn" in actions["output"]
    assert "replay ./hydra evidence/2-rule-R8.1.transcript" in actions["output"]  # what to run
    json.dumps(doc)


def test_the_class_table_has_a_column_per_finding_and_links_to_evidence(tmp_path: Path
                                                                         ) -> None:
    def status(name: str, findings: list[dict], failure: str = "") -> None:
        (tmp_path / name).mkdir()
        doc = {"name": name, "source": name, "failure": failure, "headline": failure or "x",
               "ok": not findings, "errors": len(findings), "findings": findings,
               "marks": {"score": 1, "max": 60}}
        (tmp_path / name / "status.json").write_text(json.dumps(doc))

    f1 = {"kind": "rule", "clause": "R8.1", "summary": "s1", "transcripts": 3, "games": 1,
          "example": "e", "mode": "testing"}
    f2 = {"kind": "dialect", "clause": "I18", "summary": "s2", "transcripts": 2, "games": 0,
          "example": "e", "mode": "testing"}
    status("b", [f2, f1])
    status("a", [dict(f1, evidence={"file": "evidence/1-rule-R8.1.transcript"})])
    status("c", [], failure="build-error")
    table = class_report.write(tmp_path)
    assert [c["summary"] for c in table["findings"]] == ["s1", "s2"]
    html = (tmp_path / "index.html").read_text()
    assert "href='b/report.html#finding-2'>4<" in html and "href='c/build.log'" in html
    assert "href='a/evidence/1-rule-R8.1.transcript'>4<" in html  # its reproduction
    rows = (tmp_path / "summary.csv").read_text().splitlines()
    assert rows[1].startswith("a,1,60,errors,1,") and rows[1].endswith(",4,")
    assert rows[3].startswith("c,1,60,build-error")


def test_a_build_is_isolated_even_when_the_kit_sits_in_tmp(tmp_path: Path, monkeypatch) -> None:
    """The sandbox hides /tmp from the build; a launcher kept there (a kit cloned into /tmp)
    must still start it."""
    from grader import sandbox
    from grader.course import make_build
    launch = sandbox.launcher()
    if launch is None or not make_build._can_isolate():
        pytest.skip("builds are isolated only as root with a C compiler")
    kept = tmp_path / "kit" / "launch"
    kept.parent.mkdir()
    kept.write_bytes(Path(launch).read_bytes())
    kept.chmod(0o755)
    tmp_path.chmod(0o755)
    monkeypatch.setattr(sandbox, "launcher", lambda: str(kept))
    team = tmp_path / "team"
    team.mkdir()
    (team / "Makefile").write_text("hydra:\n\tprintf '#!/bin/sh\\n' > hydra\n\tchmod +x hydra\n")
    built = make_build.build(team, tmp_path / "build.log")
    assert built.ok and built.isolated, (tmp_path / "build.log").read_text()
