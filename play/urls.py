from django.urls import path

from . import views

app_name = "play"
urlpatterns = [
    path("", views.index, name="index"),
    path("<int:pk>/", views.table, name="table"),
    path("<int:pk>/act/", views.act, name="act"),
    path("<int:pk>/bot/", views.bot, name="bot"),
    path("<int:pk>/next/", views.next_deal, name="next"),
    path("<int:pk>/hint/", views.hint, name="hint"),
    path("<int:pk>/scoresheet/", views.scoresheet, name="scoresheet"),
    path("<int:pk>/delete/", views.delete, name="delete"),
    path("<int:pk>/new/", views.new_like, name="new"),
    path("<int:pk>/deals/<int:index>/", views.review, name="review"),
    path("<int:pk>/deals/<int:index>/again/", views.again, name="again"),
    path("<int:pk>/deals/<int:index>/analysis/", views.analysis, name="analysis"),
    path("shared/<str:token>/", views.shared, name="shared"),
    path("shared/<str:token>/again/", views.shared_again, name="shared_again"),
    path("shared/<str:token>/analysis/", views.shared_analysis, name="shared_analysis"),
]
