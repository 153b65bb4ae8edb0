from django.apps import AppConfig


class LessonsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "lessons"
    verbose_name = "Skruuvi Academy"

    def ready(self) -> None:
        from . import identity

        identity.connect_signals()
