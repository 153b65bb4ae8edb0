from django.contrib import admin
from django.urls import include, path

from . import views

urlpatterns = [
    path("", views.home, name="home"),
    path("tour/", views.tour, name="tour"),
    path("progress/", views.progress, name="progress"),
    path("favicon.ico", views.favicon),
    path("admin/", admin.site.urls),
    path("accounts/", include("accounts.urls")),
    path("lessons/", include("lessons.urls")),
    path("drills/", include("drills.urls")),
    path("play/", include("play.urls")),
    path("courses/", include("courses.urls")),
]
