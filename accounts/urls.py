from django.urls import include, path

from . import language, views

urlpatterns = [
    path("signup/", views.signup, name="signup"),
    path("language/", language.set_language, name="set_language"),
    path("", include("django.contrib.auth.urls")),
]
