"""Links to one finished deal's review that the learner may give to anyone.

A finished deal is public by the rules (every hand may be shown once it is over), but the
learner's games are not: a link names one game and one finished deal in it, signed with the
site's key so nobody can turn it into a link to another deal, another game or a deal still
being played. It carries the game's creation time too, so that a deleted game's number, if the
database ever hands it out again, does not open someone else's deal. What the link's reader
sees is the deal's review and nothing else: no game list, no scoresheet, no title, no account
name (the learner is "Learner" there, not "You").
"""

from __future__ import annotations

from django.core import signing

from ..models import Game

SALT = "play.shared-deal"


def share_token(game: Game, index: int) -> str:
    return signing.dumps([game.pk, index, game.created.isoformat()], salt=SALT, compress=True)


def shared_game(token: str) -> tuple[Game, int] | None:
    """The game and the deal's index a token names, or None for a bad or stale token."""
    try:
        pk, index, created = signing.loads(token, salt=SALT)
    except (signing.BadSignature, ValueError, TypeError):
        return None
    if not isinstance(pk, int) or not isinstance(index, int) or not isinstance(created, str):
        return None
    game = Game.objects.filter(pk=pk).first()
    if game is None or game.created.isoformat() != created:
        return None
    return game, index
