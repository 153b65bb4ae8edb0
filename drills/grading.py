"""Grading a posted drill answer, for the drill pages and for drill questions in lessons."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from . import services

# The longest answer a drill form sends is a call such as "7 misère"; allow some slack.
MAX_ANSWER_LENGTH = 40


class _ReadFields(Mapping[str, str]):
    """The posted answer as the grader sees it, noting which fields the grader reads: those
    are the drill's own fields, the only ones kept."""

    def __init__(self, data: dict[str, str]) -> None:
        self._data = data
        self.read: set[str] = set()

    def __getitem__(self, name: str) -> str:
        self.read.add(name)
        return self._data[name]

    def __iter__(self) -> Iterator[str]:
        self.read.update(self._data)  # a grader that looks at every field takes them all
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)


def grade_answer(
    drill: services.Drill, post: Mapping[str, list[str]]
) -> tuple[services.Verdict, dict[str, str]]:
    """Grade a posted answer; return the verdict and the answer fields to store. Anything but
    the drill's own fields, each given once and short, is refused (DrillInputError)."""
    fields: dict[str, str] = {}
    for name, values in post.items():
        if name == "csrfmiddlewaretoken":
            continue
        shown = name if len(name) <= MAX_ANSWER_LENGTH else name[:MAX_ANSWER_LENGTH] + "…"
        if len(values) != 1:
            raise services.DrillInputError(f"the field “{shown}” was sent {len(values)} times")
        if len(values[0]) > MAX_ANSWER_LENGTH:
            raise services.DrillInputError(
                f"the field “{shown}” is longer than {MAX_ANSWER_LENGTH} characters"
            )
        fields[name] = values[0]
    answer = _ReadFields(fields)
    verdict = services.grade_drill(drill, answer)
    unknown = sorted(set(fields) - answer.read)
    if unknown:
        names = ", ".join(f"“{n[:MAX_ANSWER_LENGTH]}”" for n in unknown[:3])
        raise services.DrillInputError(f"this drill has no field {names}")
    return verdict, {name: fields[name] for name in sorted(answer.read) if name in fields}
