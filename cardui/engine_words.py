"""English names the engine gives things the site shows as they are (drill types, their
descriptions and levels), listed so that ``makemessages`` puts them in the catalogue; the
pages translate them with ``|tr`` (:func:`cardui.messages.localize`). A test checks that
every drill type's words are here and translated."""

# ruff: noqa: E501
from __future__ import annotations

from django.utils.translation import gettext_noop as _

WORDS = (
    # bid
    _("Bid this hand"),
    _("A hand and the auction so far: choose your call from a bidding box of legal calls."),
    _("Kitty games: the first bid"),
    _("Kitty games: answering partner's first bid"),
    _("No-kitty games: opening bids"),
    _("Kitty games: the second round"),
    _("Kitty games: showing aces and kings"),
    _("The kitty bid and encouragement"),
    _("Pre-empts and competitive bids"),
    # lead
    _("Pick the lead"),
    _("Your hand, the contract, the auction and the hand-overs: choose the opening lead."),
    _("Trumps and grand"),
    _("Bid misère"),
    _("All-pass misère and Bolshevik"),
    # double
    _("Double or not"),
    _("The contract is set: do you double? And when someone doubled, what do you lead?"),
    _("Double or not"),
    _("The opening lead after a double"),
    # hand-over
    _("Hand a card over"),
    _(
        "The defenders' one-card exchange, the all-pass misère exchange, the Bolshevik's gifts and the kitty bidder's partner's cards: choose what to hand over."
    ),
    _("Defenders in a trump contract"),
    _("Defenders in misère and grand"),
    _("All-pass misère"),
    _("The Bolshevik's three gifts"),
    _("The kitty bidder's partner: a card to each player"),
    # read-packet
    _("Read this packet"),
    _(
        "Four cards passed face down, top first: which suits are void, is misère possible, is an ace marked, which trump suit is wanted?"
    ),
    _("One-suit kitty packets"),
    _("Two-suit kitty packets"),
    _("Three suits, the misère flag and ace marks"),
    _("No-kitty trump preferences"),
    _("No-kitty: the opening bid and the packet"),
    # build-packet
    _("Build the packet"),
    _("You know what to tell partner: put the four cards in the order that says it."),
    _("One-suit kitty packets"),
    _("Two-suit kitty packets and ace marks"),
    _("Three suits and the misère flag"),
    _("No-kitty trump preferences"),
    # return-packet
    _("Return the packet"),
    _(
        "No-kitty games: partner passed you four cards; send four back, in an order that tells the truth."
    ),
    _("The wanted suit back, and ace marks"),
    _("The wanted suit or the second choice"),
    _("Misère or trumps: read the flag first"),
    # score
    _("Score the deal"),
    _("A finished deal's facts: work out the number that goes on the scoresheet."),
    _("Trumps and grand"),
    _("Misère with aces"),
    _("All-pass misère and Bolshevik"),
    # signal
    _("Signal with a discard"),
    _(
        "The Italian first-discard signal: read which suit partner asks for, or choose the card that asks for yours."
    ),
    _("Read partner's first discard"),
    _("Choose your first discard"),
    # vint-score
    _("Score a Vint deal"),
    _(
        "Vint, the Russian ancestor: trick values, both pairs' trick scores, honours, aces, slams and undertricks."
    ),
    _("Trick scores below the line"),
    _("A whole deal"),
    _("Slams and undertricks"),
)
