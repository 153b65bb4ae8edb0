"""The Skruuvi rules engine: pure Python, no Django."""
