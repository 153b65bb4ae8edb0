from pathlib import Path

import pytest
from django.core.management import call_command

FIXTURE_CONTENT = Path(__file__).parent / "fixtures" / "content"


@pytest.fixture
def fixture_content(db):
    """A tiny course (two lessons, a glossary, one example deal) loaded into the database."""
    call_command("load_content", content=str(FIXTURE_CONTENT), verbosity=0)
