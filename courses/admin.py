"""Staff see classes in Django's admin (which is for staff only); teachers use the site."""

from typing import TYPE_CHECKING

from django.contrib import admin

from .models import Assignment, Classroom, Item, Membership

# Django's admin classes are generic only for the type checker (no django-stubs-ext at run time).
if TYPE_CHECKING:
    ItemInlineBase = admin.TabularInline[Item, Assignment]
    ClassroomAdminBase = admin.ModelAdmin[Classroom]
    AssignmentAdminBase = admin.ModelAdmin[Assignment]
    MembershipAdminBase = admin.ModelAdmin[Membership]
else:
    ItemInlineBase = admin.TabularInline
    ClassroomAdminBase = AssignmentAdminBase = MembershipAdminBase = admin.ModelAdmin


class ItemInline(ItemInlineBase):
    model = Item
    extra = 0
    fields = ("order", "kind", "title")
    readonly_fields = ("kind", "title")


@admin.register(Classroom)
class ClassroomAdmin(ClassroomAdminBase):
    list_display = ("name", "teacher", "join_code", "created", "archived")
    list_filter = (("archived", admin.EmptyFieldListFilter),)
    search_fields = ("name", "teacher__username", "join_code")


@admin.register(Assignment)
class AssignmentAdmin(AssignmentAdminBase):
    list_display = ("title", "classroom", "due")
    inlines = [ItemInline]


@admin.register(Membership)
class MembershipAdmin(MembershipAdminBase):
    list_display = ("classroom", "learner", "joined")
