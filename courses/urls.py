from django.urls import path

from . import views

app_name = "courses"
urlpatterns = [
    path("", views.index, name="index"),
    path("join/", views.join, name="join"),
    path("join/<str:code>/", views.join_class, name="join_class"),
    path("classes/new/", views.new_class, name="new_class"),
    path("classes/<int:pk>/", views.class_page, name="class"),
    path("classes/<int:pk>/edit/", views.edit_class, name="edit_class"),
    path("classes/<int:pk>/archive/", views.archive_class, name="archive_class"),
    path("classes/<int:pk>/assignments/new/", views.new_assignment, name="new_assignment"),
    path("classes/<int:pk>/students/<int:member>/", views.student_page, name="student"),
    path(
        "classes/<int:pk>/students/<int:member>/remove/",
        views.remove_student,
        name="remove_student",
    ),
    path("assignments/<int:pk>/", views.assignment_page, name="assignment"),
    path("assignments/<int:pk>/results.csv", views.results_csv, name="results_csv"),
    path("assignments/<int:pk>/results.json", views.results_json, name="results_json"),
    path("assignments/<int:pk>/deals/", views.deals_page, name="deals"),
    path("assignments/<int:pk>/edit/", views.edit_assignment, name="edit_assignment"),
    path("assignments/<int:pk>/delete/", views.delete_assignment, name="delete_assignment"),
    path("assignments/<int:pk>/copy/", views.copy_assignment, name="copy_assignment"),
    path("assignments/<int:pk>/preview/", views.preview, name="preview"),
    path("my/<int:pk>/", views.student_assignment, name="student_assignment"),
    path("my/<int:pk>/items/<int:item>/start/", views.start_item, name="start_item"),
]
