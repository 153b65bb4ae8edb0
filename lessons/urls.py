from django.urls import path

from . import views

app_name = "lessons"
urlpatterns = [
    path("", views.index, name="index"),
    path("glossary/", views.glossary, name="glossary"),
    path("examples/<slug:slug>/", views.example, name="example"),
    path("rule/<str:rule_id>/", views.rule, name="rule"),
    path("reference/<slug:slug>/", views.reference, name="reference"),
    path("<slug:slug>/", views.detail, name="detail"),
    path("<slug:slug>/progress/", views.mark_progress, name="progress"),
    path("<slug:slug>/questions/<int:number>/", views.question, name="question"),
    path(
        "<slug:slug>/questions/<int:number>/answer/",
        views.answer_question,
        name="answer_question",
    ),
]
