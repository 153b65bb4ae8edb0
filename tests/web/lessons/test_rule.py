"""/lessons/rule/<id>/: a rule or convention id leads to the section that teaches it."""

import pytest

from lessons.models import RuleAnchor

pytestmark = pytest.mark.django_db


def test_rule_links_resolve_to_the_section(client, fixture_content):
    response = client.get("/lessons/rule/C-1.2/")
    assert response.status_code == 302 and response["Location"] == "/lessons/beta/#C-1.2"
    assert client.get("/lessons/rule/C-9.9/").status_code == 404
    assert RuleAnchor.objects.count() == 3
