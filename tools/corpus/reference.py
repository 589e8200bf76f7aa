"""Running the reference on a transcript's inputs and turning the run into a transcript. The
expected output of every golden comes from here: the reference's standard output, interleaved
with the typed lines by the grader's own writer (tools/grader/transcript.py)."""

from __future__ import annotations

import gzip
import subprocess
from dataclasses import dataclass
from pathlib import Path

from grader import transcript as tr

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_HYDRA = ROOT / "hydra"
TIMEOUT = 30


@dataclass
class Run:
    output: bytes
    status: int


def run(hydra: Path | str, args: list[str], data: bytes, timeout: float = TIMEOUT) -> Run:
    """Runs `hydra ARGS` with `data` on standard input (standard error is dropped)."""
    done = subprocess.run([str(hydra), *args], input=data, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, timeout=timeout, check=False)
    return Run(done.stdout, done.returncode)


def lines_to_events(lines: list[str], last_eol: bool = True) -> list[tr.Event]:
    """Typed lines (str, or bytes for raw input) as input events."""
    events = [tr.Event("in", ln if isinstance(ln, bytes) else ln.encode("utf-8"))
              for ln in lines]
    if events and not last_eol:
        events[-1].eol = False
    return events


def record(script: tr.Transcript, inputs: list[tr.Event], hydra: Path | str = DEFAULT_HYDRA
           ) -> tr.Transcript:
    """Fills `script` with the reference's answer to `inputs`: its session and exit status."""
    result = run(hydra, script.args, tr.join_lines(inputs))
    script.events, script.unread_from = tr.interleave(result.output, inputs)
    script.exit = result.status
    return script


def load(path: Path) -> tr.Transcript:
    """Reads a transcript, plain or gzip-compressed (`.transcript.gz`)."""
    if path.suffix == ".gz":
        return tr.parse(gzip.decompress(path.read_bytes()).decode("utf-8"), str(path))
    return tr.load(path)


def dump(script: tr.Transcript, path: Path) -> None:
    text = tr.dumps(script)
    if path.suffix == ".gz":
        path.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    else:
        path.write_text(text, encoding="utf-8")


def text_of(script: tr.Transcript) -> str:
    return tr.dumps(script)


def corpus_files(root: Path, areas: list[str] | None = None) -> list[Path]:
    """Every transcript file under `root` (optionally only the given areas), sorted."""
    dirs = [root / a for a in areas] if areas else [root]
    files: list[Path] = []
    for d in dirs:
        files += list(d.rglob("*.transcript")) + list(d.rglob("*.transcript.gz"))
    return sorted(files)


def load_text(text: str, path: Path) -> tr.Transcript:
    return tr.parse(text, str(path))
