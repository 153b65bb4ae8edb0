from django.apps import AppConfig


class AccountsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "accounts"
    verbose_name = "Learners and accounts"

    def ready(self) -> None:
        from . import identity

        identity.connect_signals()
