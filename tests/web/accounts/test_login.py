"""Log-in and log-out: a guest's learner becomes the user's."""

import pytest

from accounts.models import Learner

from ..factories import PASSWORD, UserFactory

pytestmark = pytest.mark.django_db


def test_logout_refuses_get(client):
    assert client.get("/accounts/logout/").status_code == 405


def test_a_guest_learner_becomes_the_users_on_login(client):
    from accounts.identity import GUEST_KEY

    guest = Learner.objects.create(guest_token="feedface" * 4)
    session = client.session
    session[GUEST_KEY] = guest.guest_token
    session.save()
    UserFactory(username="tuuli")
    client.post("/accounts/login/", {"username": "tuuli", "password": PASSWORD})
    guest.refresh_from_db()
    assert guest.user is not None and guest.user.username == "tuuli"
    assert guest.guest_token is None


def test_a_user_who_already_has_a_learner_keeps_it_and_the_guest_stays_apart(client):
    from accounts.identity import GUEST_KEY

    from ..factories import LearnerFactory

    mine = LearnerFactory(user__username="aino")
    guest = Learner.objects.create(guest_token="cafe" * 8)
    session = client.session
    session[GUEST_KEY] = guest.guest_token
    session.save()
    client.post("/accounts/login/", {"username": "aino", "password": PASSWORD})
    guest.refresh_from_db()
    assert guest.user is None and mine.user.learner == mine


# django-axes throttles log-in: after LOGIN_FAILURE_LIMIT (10) failures for one username, or
# from one address, log-in is refused for LOGIN_COOLOFF_MINUTES, even with the right password.


@pytest.fixture
def fast_hashing(settings):
    # The real hasher costs seconds per failed attempt on this machine; the throttle is what
    # is under test here.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def _login(client, username, password, ip="192.0.2.1", url="/accounts/login/"):
    return client.post(url, {"username": username, "password": password}, REMOTE_ADDR=ip)


def _signed_in(client):
    return "_auth_user_id" in client.session


def test_wrong_passwords_then_the_right_one_is_refused(client, settings, fast_hashing):
    UserFactory(username="tuuli")
    codes = [_login(client, "tuuli", "wrong").status_code for _ in range(40)]
    limit = settings.AXES_FAILURE_LIMIT
    assert codes == [200] * (limit - 1) + [429] * (41 - limit)  # the limit-th failure locks
    response = _login(client, "tuuli", PASSWORD)
    assert response.status_code == 429
    assert "Too many failed log-ins" in response.content.decode()
    assert not _signed_in(client)


def test_an_account_is_throttled_whatever_the_address(client, settings, fast_hashing):
    UserFactory(username="tuuli")
    for i in range(settings.AXES_FAILURE_LIMIT):
        _login(client, "tuuli", "wrong", ip=f"198.51.100.{i}")
    assert _login(client, "tuuli", PASSWORD, ip="203.0.113.9").status_code == 429


def test_an_address_is_throttled_whatever_the_account(client, settings, fast_hashing):
    UserFactory(username="aino")
    for i in range(settings.AXES_FAILURE_LIMIT):
        _login(client, f"someone{i}", "wrong")
    assert _login(client, "aino", PASSWORD).status_code == 429
    assert _login(client, "aino", PASSWORD, ip="203.0.113.9").status_code == 302


def test_a_success_resets_the_count(client, settings, fast_hashing):
    UserFactory(username="tuuli")
    for _ in range(2):
        for _ in range(settings.AXES_FAILURE_LIMIT - 1):
            _login(client, "tuuli", "wrong")
        assert _login(client, "tuuli", PASSWORD).status_code == 302
        client.post("/accounts/logout/")


def test_the_lockout_ends_after_the_cool_off(client, settings, fast_hashing):
    from axes.models import AccessAttempt
    from django.utils import timezone

    UserFactory(username="tuuli")
    for _ in range(settings.AXES_FAILURE_LIMIT):
        _login(client, "tuuli", "wrong")
    assert _login(client, "tuuli", PASSWORD).status_code == 429
    AccessAttempt.objects.update(
        attempt_time=timezone.now() - settings.AXES_COOLOFF_TIME - timezone.timedelta(seconds=1)
    )
    assert _login(client, "tuuli", PASSWORD).status_code == 302


def test_the_admin_login_is_throttled_too(client, settings, fast_hashing):
    UserFactory(username="boss", is_staff=True, is_superuser=True)
    for _ in range(settings.AXES_FAILURE_LIMIT):
        _login(client, "boss", "wrong", url="/admin/login/")
    assert _login(client, "boss", PASSWORD, url="/admin/login/").status_code == 429
    assert not _signed_in(client)


def test_an_overlong_username_is_a_form_error(client, fast_hashing):
    response = _login(client, "u" * 5000, "wrong")
    assert response.status_code == 200 and not _signed_in(client)


@pytest.mark.parametrize(
    "proxies,forwarded,remote,counted",
    [
        (0, "203.0.113.7", "192.0.2.1", "192.0.2.1"),  # no proxy: the header is the client's
        (1, "203.0.113.7", "127.0.0.1", "203.0.113.7"),
        (1, "6.6.6.6, 203.0.113.7", "127.0.0.1", "203.0.113.7"),  # a forged first entry
        (2, "6.6.6.6, 203.0.113.7, 10.0.0.2", "127.0.0.1", "203.0.113.7"),
        (1, "", "127.0.0.1", "127.0.0.1"),
        (1, "not-an-address", "127.0.0.1", "127.0.0.1"),
    ],
)
def test_behind_proxies_failures_count_under_the_forwarded_address(
    client, settings, fast_hashing, proxies, forwarded, remote, counted
):
    from axes.models import AccessAttempt

    settings.PROXY_COUNT = proxies
    client.post(
        "/accounts/login/",
        {"username": "nobody", "password": "wrong"},
        REMOTE_ADDR=remote,
        HTTP_X_FORWARDED_FOR=forwarded,
    )
    assert AccessAttempt.objects.get().ip_address == counted
