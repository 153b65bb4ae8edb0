from django.apps import AppConfig


class CardUIConfig(AppConfig):
    name = "cardui"
    verbose_name = "Cards drawn in HTML"
