"""A tiny imitation of the reference for the zoo: it plays only the first prompts of
tiny.transcript (player count, first head, a turn prompt, one move request) and lets each zoo
program change one thing about that, the way broken or dialect builds do."""

import sys

DISPLAY = ["", "Heads:", "1: 6H (1)", "", "Players:", "Player 1: 53 (53 draw, 0 discard)",
           "Player 2: 54 (54 draw, 0 discard)", ""]
HOLDING = ["", "Heads:", "1: 6H (1)", "", "Players:", "Player 1: 53 (53 draw, 0 discard)",
           "Player 2: 53 (53 draw, 0 discard) + 1 in hand, 0 remaining, 0 in reserve", ""]
WORDS = {"players": "How many players?", "card": "Card value?", "suit": "Suit?",
         "turn": "Player 2, it is your turn.", "move": "Player 2, you are holding a {}. Your move?"}


def say(*lines: str) -> None:
    sys.stdout.write("".join(line + "\n" for line in lines))
    sys.stdout.flush()


def ask(line: str, on_eof=None) -> str:
    say(line)
    answer = sys.stdin.readline()
    if not answer:
        if on_eof:
            on_eof(line)
        sys.stderr.write("end of input\n")
        sys.exit(1)
    return answer.strip()


def play(words=None, display=None, card_first=False, on_eof=None, read_turn=True,
         blank_move_again=False) -> None:
    w = dict(WORDS, **(words or {}))
    ask(w["players"], on_eof)
    ask(w["card"], on_eof)
    ask(w["suit"], on_eof)
    say(*(display or DISPLAY))
    if read_turn:
        ask(w["turn"], on_eof)
    else:
        say(w["turn"])
    if card_first:
        value = ask(w["card"], on_eof)
        suit = ask(w["suit"], on_eof)
        say(*HOLDING)
    else:
        say(*HOLDING)
        value = ask(w["card"], on_eof)
        suit = ask(w["suit"], on_eof)
    while not ask(w["move"].format(value + suit), on_eof) and blank_move_again:
        pass  # (a blank move is no move: asked again)
    sys.exit(1)
