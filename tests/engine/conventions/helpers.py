"""Shorthands for the conventions tests."""

from __future__ import annotations

from engine.cards import Card, parse_cards
from engine.conventions.packets import PacketReading, read_packet
from engine.rules import Form


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def card(text: str) -> Card:
    return Card.parse(text)


def kitty(text: str) -> PacketReading:
    return read_packet(parse_cards(text), Form.KITTY)


def nokitty(text: str, returned: bool = False) -> PacketReading:
    return read_packet(parse_cards(text), Form.NOKITTY, returned=returned)


def order_text(order: tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in order)
