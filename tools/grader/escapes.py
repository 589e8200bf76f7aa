"""Line escaping of the transcript format: a recorded line is written literally unless an
editor or a diff could lose or hide part of it (trailing blanks, control characters, invalid
UTF-8, or text that ends like the marker itself); then it is written with C-style escapes and
the suffix " (esc)". See docs/transcript-format.md, section "Session"."""

from __future__ import annotations

MARKER = " (esc)"


def needs_escape(line: bytes) -> bool:
    """True if `line` (without its line feed) cannot be written literally."""
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        return True
    if text.endswith((" ", "\t")) or text.endswith(MARKER):
        return True
    return any((ord(ch) < 0x20 and ch != "\t") or ord(ch) == 0x7F for ch in text)


def escape(line: bytes) -> str:
    """The escaped spelling of `line`, with the marker appended."""
    text = line.decode("utf-8", errors="surrogateescape")
    out: list[str] = []
    for ch in text:
        code = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\r":
            out.append("\\r")
        elif 0xDC80 <= code <= 0xDCFF:  # a byte that is not valid UTF-8
            out.append(f"\\x{code - 0xDC00:02x}")
        elif code < 0x20 or code == 0x7F:
            out.append(f"\\x{code:02x}")
        else:
            out.append(ch)
    body = "".join(out)
    if body.endswith(" "):
        body = body[:-1] + "\\x20"
    return body + MARKER


def spell(line: bytes) -> str:
    """How `line` appears in a transcript after its prefix: literal or escaped."""
    return escape(line) if needs_escape(line) else line.decode("utf-8")


class EscapeError(ValueError):
    """A malformed escape sequence in an escaped line."""


def unescape(body: str) -> bytes:
    """Inverse of escape() for the text before the marker."""
    out = bytearray()
    i = 0
    while i < len(body):
        ch = body[i]
        if ch != "\\":
            out += ch.encode("utf-8")
            i += 1
            continue
        nxt = body[i + 1 : i + 2]
        if nxt == "\\":
            out.append(0x5C)
            i += 2
        elif nxt == "t":
            out.append(0x09)
            i += 2
        elif nxt == "r":
            out.append(0x0D)
            i += 2
        elif nxt == "x":
            digits = body[i + 2 : i + 4]
            try:
                out.append(int(digits, 16))
            except ValueError:
                raise EscapeError(f"bad escape \\x{digits!s}") from None
            if len(digits) != 2:
                raise EscapeError(f"bad escape \\x{digits}")
            i += 4
        else:
            raise EscapeError(f"unknown escape \\{nxt}")
    return bytes(out)


def read(text: str) -> bytes:
    """The bytes a transcript line body stands for (literal or escaped)."""
    if text.endswith(MARKER):
        return unescape(text[: -len(MARKER)])
    return text.encode("utf-8")
