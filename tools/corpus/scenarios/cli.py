"""Hand-written scenarios for the areas input and eof (garbage and blanks at every prompt, end
of input at every prompt) and the reference's command line (R25: -h, unknown flags, -seed)."""

from __future__ import annotations

from rules.cards import JOKER
from rules.model import Script

from ..cases import Case
from .scenario import case


def two_heads(s: Script, new: tuple[str, str] = ("KD", "QC")) -> None:
    s.start("7H")
    s.turn()
    s.act("9S", "1", new=new)


def input_cases() -> list[Case]:
    def count(s: Script) -> None:
        for junk in ["", "two", "1", "0", "-2", "2 players", "2.0", "+2", "99999999999"]:
            s.type(junk)
            s.rules.add("R24.1")
            s.interps.add("I16")
        s.start("KH", count_text=" 3\t")

    def card_values(s: Script) -> None:
        s.t.players = 2
        s.start("KH")
        s.lines[1:1] = ["k", "1", "11", "joker", "JOKER", "AH", "K H", ""]
        s.rules.add("R23.2")
        s.turn()
        s.act("QH", "1", bad_cards=["q", "Q10"], bad_suits=["h", "Hearts", "", "SH"])

    def blanks(s: Script) -> None:
        s.start("KH", count_text="  2  ")
        s.lines[1:3] = [" K\t", "\tH "]
        s.turn()
        s.act("QH", "1")
        s.lines[-3:] = ["Q\r", "H\r", " 1\r"]
        s.rules.add("R23.4")

    def moves(s: Script) -> None:
        two_heads(s)
        s.turn()
        for junk in ["", "x", "1x", "-1", "2.0", "2 3", "4", "1", "99999999999999"]:
            s.act("QH", junk)
        s.act("QH", "3")
        s.rules.add("R24.1")

    def joker_values(s: Script) -> None:
        two_heads(s)
        s.turn()
        for junk in ["", "Joker", "joker", "k", "1", "14", "20", "0"]:
            s.act(JOKER, "3", joker=junk)
        s.act(JOKER, "3", joker=" J ")
        s.rules.add("R24.1")

    def turn_text(s: Script) -> None:
        s.start("KH")
        s.turn("whatever is typed here")
        s.act("5S", "1")
        s.rules.add("R22.3")
        s.tags.add("turn-text")

    return (case("input", "input-player-count-garbage", "Anything but a whole number >= 2 "
                 "re-asks the player count", count, ("R22.1", "R24.1"), players=3)
            + case("input", "input-card-questions-garbage", "Invalid card values and suits "
                   "re-ask only that question", card_values, ("R23.2",))
            + case("input", "input-blanks-and-cr-ignored", "Blanks, tabs and a trailing CR "
                   "around answers are ignored", blanks, ("R23.4",))
            + case("input", "input-move-garbage", "Garbage moves are ignored: the move request "
                   "repeats with the display", moves, ("R19.1", "R24.1"))
            + case("input", "input-joker-value-garbage", "Garbage joker values are ignored "
                   "moves", joker_values, ("R10.4", "R24.1"))
            + case("input", "input-turn-prompt-any-line", "Any line answers the turn prompt",
                   turn_text, ("R22.3",)))


EOF_POINTS = {
    "empty": [],
    "player-count-after-garbage": ["x"],
    "first-card-value": ["2"],
    "first-suit": ["2", "K"],
    "turn-prompt": ["2", "K", "H"],
    "card-value": ["2", "K", "H", ""],
    "suit": ["2", "K", "H", "", "5"],
    "move": ["2", "K", "H", "", "5", "S"],
    "joker-value": ["2", "K", "H", "", "Joker", "1"],
    "new-head-card": ["2", "7", "H", "", "9", "S", "1"],
    "new-head-suit": ["2", "7", "H", "", "9", "S", "1", "K"],
    "second-new-head": ["2", "7", "H", "", "9", "S", "1", "K", "D"],
    "after-ignored-move": ["2", "K", "H", "", "5", "S", "7"],
}


EOF_NO_NEWLINE = {
    "player-count": ["2"],
    "move": ["2", "K", "H", "", "5", "S", "1"],
}


def eof_cases() -> list[Case]:
    out = []
    for name, lines in EOF_POINTS.items():
        out.append(Case("eof", f"eof-at-{name}", f"End of input at the {name.replace('-', ' ')}"
                        f" prompt: exit 1, nothing more printed", lines=lines,
                        rules={"R24.2", "R22.1"}, tests={"R24.2"}, interps={"I17"},
                        tags={"eof", "hand-written"},
                        players=2 if lines and lines[0] == "2" else None, checked=False))
    # The last answer typed without a line feed still counts; input ends at the next prompt.
    for name, lines in EOF_NO_NEWLINE.items():
        out.append(Case("eof", f"eof-without-newline-{name}", f"The {name.replace('-', ' ')} "
                        f"typed without a final line feed is read; end of input at the next "
                        f"prompt: exit 1", lines=lines, rules={"R24.2", "R22.1"},
                        tests={"R24.2"}, interps={"I17"},
                        tags={"eof", "hand-written", "no-newline"}, players=2,
                        last_eol=False, checked=False))
    return out


def cli_cases() -> list[Case]:
    game = ["2", "", "1", "", "x", "1", "", "1", "2", "3", "", "1"]
    eof_game = ["2", "K", "H", "", "5", "S", "1"]
    # (name, args, typed lines, title[, profile]): the profile is what the command's -rules
    # list selects (the last list given), also where the reference refuses the command line.
    specs = [
        ("help", ["-h"], [], "-h prints the usage on standard output and exits 0"),
        ("help-long", ["--help"], ["2"], "--help prints the usage; nothing is read"),
        ("help-after-testing", ["-testing", "-h"], [], "-h wins over other flags"),
        ("help-before-testing", ["-h", "-testing"], ["2"], "-h first: usage, exit 0"),
        ("help-long-after-testing", ["-testing", "--help"], [], "--help after -testing"),
        ("help-after-seed", ["-seed", "5", "-h"], ["2"], "-h after a seed: usage, exit 0"),
        ("help-after-rules", ["-rules", "strict-cut", "-h"], ["2"],
         "-h after a rule list: usage, exit 0", "strict-cut"),
        ("help-before-bad-flag", ["-h", "-bogus"], [], "-h before an unknown flag: the usage "
         "on standard output, exit 0 (the rest is not read)"),
        ("help-after-players", ["-players", "random,human", "-h"], [],
         "-h after -players: usage, exit 0"),
        ("help-after-grammar-pretty", ["-grammar", "-pretty", "--help"], [],
         "--help after -grammar -pretty: usage, exit 0"),
        ("help-after-tournament", ["-tournament", "3", "-h"], [], "-h after -tournament: "
         "usage, exit 0, no game played"),
        ("unknown-flag", ["-bogus"], ["2"], "An unknown flag: usage on stderr, exit 2"),
        ("unknown-flag-after-testing", ["-testing", "--testing"], [], "A misspelt flag: exit 2"),
        ("unknown-flag-before-help", ["-bogus", "-h"], [], "An unknown flag before -h: "
         "usage on stderr, exit 2"),
        ("seed-not-a-number", ["-seed", "abc"], [], "-seed needs a whole number: exit 2"),
        ("seed-negative", ["-seed", "-3"], [], "-seed with a negative number: exit 2"),
        ("seed-missing", ["-testing", "-seed"], [], "-seed without its value: exit 2"),
        ("seed-too-large", ["-seed", "18446744073709551616"], ["2"],
         "-seed 2^64 is out of range: exit 2"),
        ("seed-trailing-garbage", ["-seed", "12x"], ["2"], "-seed 12x is no number: exit 2"),
        ("rules-missing", ["-rules"], [], "-rules without its list: exit 2"),
        ("rules-unknown", ["-rules", "bogus"], ["2"], "-rules with an unknown name: usage on "
         "stderr, nothing on stdout, exit 2"),
        ("rules-name-twice", ["-testing", "-rules", "strict-cut,strict-cut"], ["2"],
         "A rule named twice in the list: exit 2", "strict-cut"),
        ("rules-flag-twice", ["-testing", "-rules", "strict-cut", "-rules", "reserve-to-draw"],
         ["2"], "-rules given twice: exit 2", "reserve-to-draw"),
        ("players-one-seat", ["-players", "human"], ["2"], "-players with one seat: exit 2"),
        ("players-unknown", ["-players", "human,bogus"], ["2"], "-players with an unknown "
         "player: exit 2"),
        ("tournament-zero", ["-tournament", "0"], [], "-tournament 0: exit 2"),
        ("tournament-not-a-number", ["-tournament", "many"], [], "-tournament many: exit 2"),
        ("seed-game", ["-seed", "7"], game, "-seed 7 plays a reproducible shuffled game"),
        ("seed-game-other", ["-seed", "12345"], game, "Another seed, another shuffle"),
        ("seed-game-3p", ["-seed", "99"], ["3"] + game[1:], "A seeded three-player game"),
        ("seed-game-largest", ["-seed", "18446744073709551615"], game,
         "The largest seed, 2^64 - 1, is accepted"),
        ("seed-and-testing", ["-seed", "5", "-testing"], eof_game,
         "Flags combine in any order: -seed then -testing"),
        ("testing-and-seed", ["-testing", "-seed", "5"], eof_game,
         "Flags combine in any order: -testing then -seed"),
        ("rules-empty-list", ["-seed", "7", "-rules", ","], game,
         "-rules with only empty names selects nothing: the game of -seed 7"),
        ("rules-empty-names-skipped", ["-seed", "7", "-rules", ",strict-cut,"], game,
         "Empty names around a rule are skipped", "strict-cut"),
        ("rules-both-readings", ["-seed", "7", "-rules", "reserve-to-draw,,strict-cut"], game,
         "Both readings at once, in either order", "strict-cut,reserve-to-draw"),
    ]
    out = []
    for name, args, lines, title, *profile in specs:
        shown = _clauses(name) or {"R25.1"}
        out.append(Case("input", f"cli-{name}", title, lines=lines, args=args,
                        profile=profile[0] if profile else "spec-2020",
                        rules={"R25.1"} | shown, tests=shown,
                        tags={"cli", "hand-written"}, checked=False))
    return out


def _clauses(name: str) -> set[str]:
    if "help" in name and "unknown" not in name:
        return {"R25.3"}
    if name.startswith("rules"):
        return {"R25.2"} | ({"R25.4"} if "twice" in name or "missing" in name
                            or "unknown" in name else set())
    if name.startswith(("players", "tournament")):
        return {"R25.4", "R25.5"}
    if name.startswith(("seed-game", "seed-and", "testing-and")):
        return set()
    return {"R25.4"}


# One garbage answer per transcript, so that a build that aborts on one kind of garbage still
# shows how it takes each other kind (every prompt that reads a value, then a valid answer).
ONE_GARBAGE = {
    "players": ["two", "1", "0", "-3", "3 players", "2.0", "+2", "99999999999"],
    "move": ["x", "1x", "-1", "2.0", "2 3", "+1", "99999999999"],
    "joker": ["x", "Joker", "joker", "1", "14", "20", "0"],
    "card": ["k", "1", "11", "14", "joker", "AH", "K H"],
    "suit": ["h", "X", "Hearts", "SH", "10"],
}
ONE_GARBAGE_TESTS = {"players": ("R22.1", "R24.1"), "move": ("R19.1", "R24.1"),
                     "joker": ("R10.4", "R24.1"), "card": ("R23.2",), "suit": ("R23.2",)}


def one_garbage_cases() -> list[Case]:
    out: list[Case] = []
    for prompt, junks in ONE_GARBAGE.items():
        for number, junk in enumerate(junks, start=1):
            def body(s: Script, prompt: str = prompt, junk: str = junk) -> None:
                if prompt == "players":
                    s.type(junk)
                    s.start("KH")
                    s.turn()
                    s.act("QH", "1")
                    return
                two_heads(s)
                s.turn()
                if prompt == "card":
                    s.act("QH", "2", bad_cards=[junk])
                elif prompt == "suit":
                    s.act("QH", "2", bad_suits=[junk])
                elif prompt == "move":
                    s.act("QH", junk)
                    s.act("QH", "2")
                else:
                    s.act(JOKER, "3", joker=junk)
                    s.act(JOKER, "3", joker="J")
            out += case("input", f"input-one-garbage-{prompt}-{number}", f"One garbage answer "
                        f"at the {prompt} prompt ({junk!r}) is asked again", body,
                        ONE_GARBAGE_TESTS[prompt], players=2, tags=("garbage",),
                        rules=ONE_GARBAGE_TESTS[prompt])
    return out


def cases() -> list[Case]:
    return input_cases() + one_garbage_cases() + eof_cases() + cli_cases()
