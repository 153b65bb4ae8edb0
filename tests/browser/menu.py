"""The site menu on a phone, opened the way a finger does it."""

from __future__ import annotations

from typing import Any


def open_phone_menu(page: Any) -> None:
    """Open the collapsed navbar (when collapsed) and wait until it has finished opening.

    Bootstrap animates the opening; a click aimed at a menu item while the menu is still
    growing can land on whatever was at that point a moment before, and is lost.
    """
    toggler = page.locator(".navbar-toggler")
    if not toggler.is_visible():
        return
    toggler.click()
    page.wait_for_selector("#site-nav-links.collapse.show")
