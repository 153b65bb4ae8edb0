"""Lesson content: Markdown files in content/ with a small syntax for card diagrams."""
