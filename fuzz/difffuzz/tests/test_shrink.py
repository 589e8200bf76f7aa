"""The delta-debugging shrinker on synthetic failure conditions, where the minimal answer is
known."""

from grader.shrink import (CachedTest, ddmin, drop_windows, earlier_failure, fewer_players,
                            shortest_prefix,
                            shrink, turns)


def items(*names: str) -> list[bytes]:
    return [n.encode() for n in names]


def needs(*wanted: str):
    return lambda answers: all(w.encode() in answers for w in wanted)


def test_ddmin_keeps_exactly_the_needed_answers() -> None:
    answers = items(*[str(i) for i in range(40)])
    result = ddmin([[a] for a in answers], needs("3", "17", "31"))
    assert [a for unit in result for a in unit] == items("3", "17", "31")


def test_ddmin_on_groups_keeps_whole_groups() -> None:
    groups = [items("a", "b"), items("c"), items("d", "e", "f"), items("g")]
    result = ddmin(groups, needs("e"))
    assert result == [items("d", "e", "f")]


def test_ddmin_respects_order_dependent_conditions() -> None:
    def x_before_y(answers: list[bytes]) -> bool:
        return b"x" in answers and b"y" in answers and answers.index(b"x") < answers.index(b"y")

    answers = items("y", "q", "x", "r", "y", "s")
    result = [a for unit in ddmin([[a] for a in answers], x_before_y) for a in unit]
    assert result == items("x", "y")


def test_shortest_prefix_cuts_after_the_last_needed_answer() -> None:
    answers = items(*[str(i) for i in range(100)])
    assert shortest_prefix(answers, needs("42")) == answers[:43]


def test_turns_start_a_group_at_each_turn_answer() -> None:
    answers = items("2", "5", "H", "", "1", "", "0", "x")
    kinds = ["players", "card", "suit", "turn", "move", "turn", "move"]
    assert turns(answers, kinds) == [items("2", "5", "H"), items("", "1"), items("", "0", "x")]


def test_shrink_counts_each_distinct_candidate_once() -> None:
    seen: list[tuple[bytes, ...]] = []

    def test(answers: list[bytes]) -> bool:
        seen.append(tuple(answers))
        return b"7" in answers

    cached = CachedTest(test)
    result = shrink(items(*[str(i) for i in range(30)]), cached, lambda a: ["move"] * len(a))
    assert result == items("7")
    assert len(seen) == len(set(seen))


def test_drop_windows_removes_pairs_single_removals_cannot() -> None:
    # Fails while "x" is at an even index and the length is odd: no single removal keeps
    # both, removing a neighbouring pair does.
    def even_x_odd_length(answers: list[bytes]) -> bool:
        return b"x" in answers and answers.index(b"x") % 2 == 0 and len(answers) % 2 == 1

    answers = items("a", "b", "x", "c", "d")
    assert all(not even_x_odd_length(answers[:i] + answers[i + 1:]) for i in range(5))
    assert drop_windows(answers, even_x_odd_length) == items("x")


def test_fewer_players_answers_two() -> None:
    answers = items("4", "K", "S")
    kinds = ["players", "card", "suit"]
    assert fewer_players(answers, kinds, lambda a: True) == items("2", "K", "S")
    assert fewer_players(answers, kinds, lambda a: a[0] == b"4") == answers


def test_earlier_failure_changes_a_card_to_fail_sooner() -> None:
    # Fails once a "6" card has been answered; the first card answer can become that 6.
    def has_six(answers: list[bytes]) -> bool:
        return b"6" in answers

    answers = items("2", "9", "S", "", "K", "D", "6", "H")
    kinds = ["players", "card", "suit", "turn", "card", "suit", "card", "suit"]
    assert earlier_failure(answers, kinds, has_six) == items("2", "6")
