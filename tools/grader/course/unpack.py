"""Unpacking a submission into a scratch folder without trusting it: a zip, a tar.gz (or .tgz)
or a folder. Entries that would land outside the folder (absolute paths, `..`), links, devices
and other special files are refused, and so is an archive past the caps on its number of files
or bytes (a zip bomb), counting the bytes really written, not the sizes the archive declares.
A refused submission is not unpacked at all (the folder is emptied): UnsafeArchive says why."""

from __future__ import annotations

import os
import shutil
import stat
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

CHUNK = 1 << 16
IGNORED = ("__MACOSX",)  # resource forks some archivers add: never part of a build


class UnsafeArchive(Exception):
    """The submission cannot be unpacked safely, or at all; the message says why."""


@dataclass(frozen=True)
class Caps:
    files: int = 2000  # entries (files and folders)
    bytes: int = 64 << 20  # bytes of all files together
    file_bytes: int = 16 << 20  # bytes of one file


def kind_of(path: Path) -> str | None:
    """`zip`, `tar` or `folder` for what a class folder may hold; None for anything else."""
    name = path.name.lower()
    if path.is_dir():
        return "folder"
    if name.endswith(".zip"):
        return "zip"
    if name.endswith((".tar.gz", ".tgz", ".tar")):
        return "tar"
    return None


def safe_relative(name: str) -> PurePosixPath | None:
    """The entry's path relative to the folder, or None if it is empty or ignored; raises
    UnsafeArchive for a path that would leave the folder."""
    text = name.replace("\\", "/")
    if text.startswith("/") or (len(text) > 1 and text[1] == ":"):
        raise UnsafeArchive(f"entry {name!r} has an absolute path")
    parts = [p for p in PurePosixPath(text).parts if p not in ("", ".")]
    if ".." in parts:
        raise UnsafeArchive(f"entry {name!r} leaves the folder (`..`)")
    if not parts or parts[0] in IGNORED:
        return None
    return PurePosixPath(*parts)


class _Budget:
    def __init__(self, caps: Caps) -> None:
        self.caps, self.files, self.bytes = caps, 0, 0

    def entry(self, name: str) -> None:
        self.files += 1
        if self.files > self.caps.files:
            raise UnsafeArchive(f"more than {self.caps.files} entries (at {name!r})")

    def copy(self, source, target: Path, name: str) -> None:
        """Copies a stream into a new file, counting every byte against the caps."""
        written = 0
        with open(target, "wb") as out:
            while True:
                block = source.read(CHUNK)
                if not block:
                    break
                written += len(block)
                self.bytes += len(block)
                if written > self.caps.file_bytes:
                    raise UnsafeArchive(f"entry {name!r} unpacks to more than "
                                        f"{self.caps.file_bytes} bytes")
                if self.bytes > self.caps.bytes:
                    raise UnsafeArchive(f"the submission unpacks to more than {self.caps.bytes}"
                                        " bytes")
                out.write(block)


def unpack(source: Path, folder: Path, caps: Caps = Caps()) -> None:
    """Unpacks `source` into the (new or empty) `folder`. On UnsafeArchive the folder is left
    empty, so that nothing of a refused submission is ever built."""
    folder.mkdir(parents=True, exist_ok=True)
    try:
        kind = kind_of(source)
        if kind == "zip":
            _unzip(source, folder, _Budget(caps))
        elif kind == "tar":
            _untar(source, folder, _Budget(caps))
        elif kind == "folder":
            _copy_folder(source, folder, _Budget(caps))
        else:
            raise UnsafeArchive(f"{source.name}: not a .zip, .tar.gz or folder")
    except (UnsafeArchive, zipfile.BadZipFile, tarfile.TarError, OSError, EOFError) as err:
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True, exist_ok=True)
        if isinstance(err, UnsafeArchive):
            raise
        raise UnsafeArchive(f"cannot unpack {source.name}: {err}") from err


def _place(folder: Path, relative: PurePosixPath) -> Path:
    target = folder.joinpath(*relative.parts)
    target.parent.mkdir(parents=True, exist_ok=True)
    return target


def _unzip(source: Path, folder: Path, budget: _Budget) -> None:
    with zipfile.ZipFile(source) as archive:
        for info in archive.infolist():
            relative = safe_relative(info.filename)
            budget.entry(info.filename)
            if relative is None:
                continue
            kind = stat.S_IFMT(info.external_attr >> 16)  # 0 when the archiver set no type
            if kind and kind not in (stat.S_IFREG, stat.S_IFDIR):
                raise UnsafeArchive(f"entry {info.filename!r} is a link or special file")
            if info.is_dir():
                folder.joinpath(*relative.parts).mkdir(parents=True, exist_ok=True)
                continue
            with archive.open(info) as stream:
                budget.copy(stream, _place(folder, relative), info.filename)


def _untar(source: Path, folder: Path, budget: _Budget) -> None:
    with tarfile.open(source, "r:*") as archive:
        for member in archive:
            relative = safe_relative(member.name)
            budget.entry(member.name)
            if relative is None:
                continue
            if member.isdir():
                folder.joinpath(*relative.parts).mkdir(parents=True, exist_ok=True)
                continue
            if not member.isfile():
                raise UnsafeArchive(f"entry {member.name!r} is a link or special file")
            stream = archive.extractfile(member)
            if stream is None:
                raise UnsafeArchive(f"entry {member.name!r} cannot be read")
            with stream:
                budget.copy(stream, _place(folder, relative), member.name)


def _copy_folder(source: Path, folder: Path, budget: _Budget) -> None:
    for root, dirs, files in os.walk(source, followlinks=False):
        here = Path(root)
        for name in sorted(dirs + files):
            path = here / name
            relative = safe_relative(str(path.relative_to(source)))
            budget.entry(str(path.relative_to(source)))
            if relative is None:
                if name in dirs:
                    dirs.remove(name)
                continue
            info = path.lstat()
            if stat.S_ISDIR(info.st_mode):
                folder.joinpath(*relative.parts).mkdir(parents=True, exist_ok=True)
            elif stat.S_ISREG(info.st_mode):
                with open(path, "rb") as stream:
                    budget.copy(stream, _place(folder, relative), str(relative))
            else:
                raise UnsafeArchive(f"{relative} is a link or special file")
