from django.urls import path

from . import views

app_name = "drills"
urlpatterns = [
    path("", views.index, name="index"),
    path("review/", views.review, name="review"),
    path("progress/", views.progress_page, name="progress"),
    path("theme/<str:rule_id>/", views.theme, name="theme"),
    path("sets/", views.start_set, name="start_set"),
    path("sets/<int:pk>/", views.set_page, name="set"),
    path("<slug:slug>/", views.start, name="start"),
    path("<slug:slug>/<str:key>/", views.drill_page, name="drill"),
    path("<slug:slug>/<str:key>/answer/", views.answer, name="answer"),
    path("<slug:slug>/<str:key>/hint/", views.hint, name="hint"),
]
