from django.urls import include, path

from .views import drills, lessons, play, site

lesson_patterns = [
    path("", lessons.index, name="index"),
    path("glossary/", lessons.glossary, name="glossary"),
    path("examples/<slug:slug>/", lessons.example, name="example"),
    path("rule/<str:rule_id>/", lessons.rule, name="rule"),
    path("<slug:slug>/", lessons.detail, name="detail"),
    path("<slug:slug>/progress/", lessons.mark_progress, name="progress"),
]
drill_patterns = [
    path("", drills.index, name="index"),
    path("review/", drills.review, name="review"),
    path("progress/", drills.progress_page, name="progress"),
    path("<slug:slug>/", drills.start, name="start"),
    path("<slug:slug>/<str:key>/", drills.drill_page, name="drill"),
    path("<slug:slug>/<str:key>/answer/", drills.answer, name="answer"),
    path("<slug:slug>/<str:key>/hint/", drills.hint, name="hint"),
]
play_patterns = [
    path("", play.index, name="index"),
    path("<int:pk>/", play.table, name="table"),
    path("<int:pk>/act/", play.act, name="act"),
    path("<int:pk>/bot/", play.bot, name="bot"),
    path("<int:pk>/next/", play.next_deal, name="next"),
    path("<int:pk>/hint/", play.hint, name="hint"),
    path("<int:pk>/scoresheet/", play.scoresheet, name="scoresheet"),
    path("<int:pk>/delete/", play.delete, name="delete"),
]

urlpatterns = [
    path("", site.home, name="home"),
    path("tour/", site.tour, name="tour"),
    path("accounts/signup/", site.signup, name="signup"),
    path("lessons/", include((lesson_patterns, "lessons"))),
    path("drills/", include((drill_patterns, "drills"))),
    path("play/", include((play_patterns, "play"))),
]
