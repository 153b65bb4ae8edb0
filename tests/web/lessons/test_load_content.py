"""The load_content command: a problem in any file stops the load."""

import io
import shutil

import pytest
from django.core.management import CommandError, call_command

from lessons.models import Lesson

from ..conftest import FIXTURE_CONTENT

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "file,change,message",
    [
        ("lessons/beta.md", ("Words.", "A [[mystery]] word."), "[[mystery]] is not in glossary"),
        (
            "lessons/beta.md",
            ("## One suit §C-1.1 §C-1.2", "## One suit §C-1.1"),
            "teaches C-1.2 but no heading",
        ),
        ("lessons/alpha.md", ("♠9 ♣K75", "♠9 ♣X75"), "bad ```hand``` block"),
        ("lessons/alpha.md", ("```replay tiny", "```replay nothing"), "no example deal"),
        ("examples/tiny.txt", ("actions:\n", "actions:\nN 9♠\n"), "examples/tiny.txt"),
        ("course.yaml", ("lessons: [beta]", "lessons: [beta, gamma]"), "missing"),
        # A drill question pins what its drill shows: another deal must not slip in.
        ("lessons/beta.md", ("shows: ♦8 ♦6 ♦4 ♦3", "shows: ♦8 ♦6 ♦4 ♦2"), "write 'shows: ♦8"),
        ("lessons/beta.md", ("read-packet 1-t0-beta", "jigsaw 1-t0-beta"), "drill: TYPE KEY"),
        ("lessons/beta.md", ("* They continue", "- They continue"), "'* right' option"),
        ("lessons/beta.md", ("ids: C-1.1", "ids: X-1"), "not a rule or convention id"),
        ("lessons/beta.md", ("why: Cards", "because: Cards"), "a question line is"),
    ],
)
def test_content_problems_are_listed_and_nothing_is_loaded(tmp_path, file, change, message):
    root = tmp_path / "content"
    shutil.copytree(FIXTURE_CONTENT, root)
    path = root / file
    text = path.read_text(encoding="utf-8")
    assert change[0] in text
    path.write_text(text.replace(change[0], change[1]), encoding="utf-8")
    err = io.StringIO()
    with pytest.raises(CommandError):
        call_command("load_content", content=str(root), verbosity=0, stderr=err)
    assert message in err.getvalue()
    assert not Lesson.objects.exists()
