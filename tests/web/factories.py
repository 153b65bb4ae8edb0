"""factory-boy factories for the web tests."""

import factory
from django.contrib.auth import get_user_model

from accounts.models import Learner

PASSWORD = "a-long-skruuvi-passphrase-42"


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"player{n}")
    password = factory.django.Password(PASSWORD)


class LearnerFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Learner

    user = factory.SubFactory(UserFactory)
