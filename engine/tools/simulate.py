"""Random legal play: for property tests, the benchmark and ``python -m engine simulate``.

Randomness is always passed in as a :class:`random.Random`, never the global one.
"""

from __future__ import annotations

import random

from ..actions import Action, Give, Packet, Pass, Play
from ..bonehead.actions import GiveCards, GivePositions, PacketPositions
from ..bonehead.deal import BoneheadDeal
from ..bonehead.session import BoneheadSession
from ..cards import iter_mask
from ..deal import Deal
from ..session import Session
from ..trick_taking import Phase

_AUCTIONS = (Phase.AUCTION, Phase.EXTENDED, Phase.BOLSHEVIK_AUCTION)
_GIVES = (Phase.DISTRIBUTE, Phase.BOLSHEVIK_GIVE, Phase.DEFENDERS_EXCHANGE, Phase.ALLPASS_EXCHANGE)


def random_action(deal: Deal, rng: random.Random, pass_bias: float = 0.75) -> Action:
    """A uniformly chosen legal action, except that in auctions a pass is taken with
    probability ``pass_bias`` when legal (uniform bidding would always reach 7 grand)."""
    p = deal.phase
    if p is Phase.PLAY:
        assert deal.to_act is not None
        cards = list(iter_mask(deal._playable_mask()))
        return Play(cards[rng.randrange(len(cards))])
    if p in (Phase.PACKET, Phase.RETURN_PACKET):
        chosen = rng.sample(deal.legal_cards().cards(), 4)
        return Packet((chosen[0], chosen[1], chosen[2], chosen[3]))
    if p in _GIVES:
        receivers = deal.expected_receivers()
        chosen = rng.sample(deal.legal_cards().cards(), len(receivers))
        return Give(tuple(zip(receivers, chosen, strict=True)))
    actions = deal.legal_actions()
    if p in _AUCTIONS and isinstance(actions[0], Pass) and rng.random() < pass_bias:
        return actions[0]
    return actions[rng.randrange(len(actions))]


def play_out(deal: Deal, rng: random.Random, pass_bias: float = 0.75) -> Deal:
    while not deal.is_over:
        deal.apply(random_action(deal, rng, pass_bias))
    return deal


def play_session(session: Session, rng: random.Random, pass_bias: float = 0.75) -> Session:
    while session.current is not None:
        session.apply(random_action(session.current, rng, pass_bias))
    return session


_BONEHEAD_GIVES = (Phase.DISTRIBUTE, Phase.DEFENDERS_EXCHANGE, Phase.ALLPASS_EXCHANGE)


def random_bonehead_action(
    deal: BoneheadDeal, rng: random.Random, pass_bias: float = 0.75
) -> Action:
    """A random legal action in a three-player bonehead deal (R-9), chosen like
    :func:`random_action`; the declarer announces the lowest contract it may with probability
    ``pass_bias`` (else any), and the bonehead's blind hand-overs name random row positions."""
    p = deal.phase
    if p is Phase.PLAY:
        cards = list(iter_mask(deal._playable()))
        return Play(cards[rng.randrange(len(cards))])
    if p in (Phase.PACKET, Phase.RETURN_PACKET):
        if deal.by_position:
            pos = rng.sample(deal.legal_positions(), 4)
            return PacketPositions((pos[0], pos[1], pos[2], pos[3]))
        chosen = rng.sample(deal.legal_cards().cards(), 4)
        return Packet((chosen[0], chosen[1], chosen[2], chosen[3]))
    if p in _BONEHEAD_GIVES:
        receivers = deal.expected_receivers()
        if deal.by_position:
            positions = rng.sample(deal.legal_positions(), len(receivers))
            return GivePositions(tuple(zip(receivers, positions, strict=True)))
        gifts = rng.sample(deal.legal_cards().cards(), len(receivers))
        return GiveCards(tuple(zip(receivers, gifts, strict=True)))
    actions = deal.legal_actions()
    if p is Phase.AUCTION and rng.random() < pass_bias:
        return actions[0]
    if p is Phase.ANNOUNCE and rng.random() < pass_bias:
        return actions[0]
    return actions[rng.randrange(len(actions))]


def play_out_bonehead(
    deal: BoneheadDeal, rng: random.Random, pass_bias: float = 0.75
) -> BoneheadDeal:
    while not deal.is_over:
        deal.apply(random_bonehead_action(deal, rng, pass_bias))
    return deal


def play_bonehead_session(
    session: BoneheadSession, rng: random.Random, pass_bias: float = 0.75
) -> BoneheadSession:
    while session.current is not None:
        session.apply(random_bonehead_action(session.current, rng, pass_bias))
    return session
