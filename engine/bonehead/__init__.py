"""Skruuvi for three players and the bonehead, an imaginary fourth (docs/rules.md R-9).

A :class:`BoneheadDeal` is one deal, driven like :class:`~engine.deal.Deal`: :meth:`check`
raises :class:`~engine.deal.IllegalActionError` naming the rule (an R-9 id, D-11, or the
R-3 … R-8 id the bonehead form inherits), :meth:`apply` checks and changes the state, and
``phase``, ``to_act`` and ``acting_for`` always say what happens next.

Participants and seats
    The three players are participants 0, 1, 2 (written A, B, C) in clockwise order; the
    bonehead is participant 3 (:data:`BONEHEAD`). Play needs the four seats 0–3 (N E S W), so
    the state keeps an explicit seating, seat → participant, by one convention
    (:func:`seating_for`): the *focal* player sits South, the next player clockwise West, the
    bonehead North and the third player East. During the auction the focal player is the
    dealer, so the bonehead sits opposite the dealer (R-9.1); when a bid wins, the focal
    player becomes the declarer, which moves the bonehead opposite the declarer while the
    three players keep their clockwise order (R-9.4). In all-pass misère the bonehead stays
    the dealer's partner (R-9.3). ``seating_at_deal`` and ``seating`` hold both; nothing moves
    after the auction, so tricks, transfers and :class:`~engine.deal.DealResult`'s per-seat
    numbers use the final seating.

Whose turn
    ``to_act`` is always the *player* who acts; ``acting_for`` is the participant whose hand
    (or turn) it is. They differ exactly when the declarer, or in all-pass misère the dealer,
    acts for the bonehead (``acting_for == BONEHEAD``, R-9.5, R-9.7). :meth:`check` and
    :meth:`apply` take both, so a record line says it: ``B for bonehead: play ♥2``.

Glimpses (R-9.2)
    The bonehead's cards are split among the players by :func:`glimpse_split`: shuffled with a
    generator seeded by the bonehead's hand itself and dealt one at a time from the dealer,
    clockwise among the three players (4 each; with 13 cards the dealer gets the fifth). A
    record may give the split explicitly instead.

Hand-overs with the bonehead (R-9.5, D-11)
    While the bonehead hands over first the declarer sees its whole hand (``sight``) and names
    its cards. When the declarer went first, the bonehead's later hand-over is named by
    :class:`RowPosition` only (``packet ♥1st ♠1st ♦2nd ♣1st``, ``give A:♥1st B:♠2nd C:♦1st``),
    resolved against the rows as they are when the action is taken; the declarer learns a
    card chosen that way only by receiving it. In all-pass misère the dealer hands the
    bonehead's card over after seeing its whole hand (the bonehead hands over first in R-5.2,
    so R-9.5's rule for a first hand-over applies).

Readings beyond docs/rules.md (each one is tested):

- Seats: the convention above (focal player South, bonehead North). Only the relative
  places are rules (R-9.1, R-9.4); the labels let the four-player types be reused.
- R-9.2: the glimpse split of :func:`glimpse_split`. The rows are on the table, so the
  bonehead's row lengths are public at every moment, also after hand-overs (the suits, not
  the ranks, of cards going in and out of its rows are seen).
- R-9.3 bidding: every player bids as the bonehead's own partner (the Handbook has each
  of them bid so), so the conventions read the auction as :func:`seen_auction` gives it: the
  caller South, the bonehead opposite with a pass at each of its turns, the other two
  players at the opponents' seats.
- R-9.5: the declarer chooses before the kitty is turned face up (R-4.1 ties turning it up
  to taking it); whoever goes first takes it.
- D-11: a blind hand-over names row positions of the rows as they are before it (all the
  positions of one action at once); everyone sees which positions are taken, and each card
  is known to its receiver only — the declarer learns a blind card only by receiving it.
- All-pass misère (R-9.3 with R-5.2): the dealer chooses the bonehead's card seeing its whole
  hand, as for any first hand-over of the bonehead (R-9.5).
- R-9.6: the declarer announces the final contract as soon as its side has exchanged, and
  the defenders' exchange follows it, made knowing the contract (the Handbook's three-player
  chapter puts the announcement first, then the defenders' usual one-card exchange; its
  "Progress of the Play" lets defenders exchange after the final contract is announced).
  Whether they exchange is still R-4.6's test of the
  auction, not of the announced contract: a kitty game whose declarer's *first* bid was
  below 6 (the bonehead never bids). The announced contract may equal the highest bid or
  be any higher bid, denomination included, from the form's minimum level up (with R-7.7's
  level-4 option, 4 in kitty games; an undoubled level-4 trump or grand contract is scored
  without play).
- R-9.7 doubling: with R-4.12 the other main player is the bonehead, which never doubles or
  redoubles, so after a double only the declarer may redouble; in all-pass misère R-5.3
  runs dealer, dealer's left, dealer's right, and a redouble falls to whichever of the
  doubler's left and right is a player.
- R-9.7 exposure: the bonehead sits opposite the declarer (dealer) and the declarer's
  (dealer's) left leads, so the bonehead is always second to the first trick; "when it first
  plays" and "right after the opening lead" are the same moment. Its hand is turned face up
  then, before its first card is chosen (the Handbook: "when it is the bonehead's turn").
- R-9.8: a player's number is their side's; the three players' numbers do not sum to zero,
  the two sides' do.

Phases (who acts: what they may do → what comes next):

- AUCTION: the players from the dealer, clockwise, the bonehead skipped: pass or bid (R-3,
  R-9.3); six consecutive passes end it → HANDOVER_CHOICE; three passes at the players' first
  turns → ALLPASS_EXCHANGE.
- HANDOVER_CHOICE: declarer: ``bonehead-first`` or ``declarer-first`` (R-9.5). In a kitty game
  the one who goes first takes the kitty, which is turned face up (R-4.1) → PACKET.
- PACKET: the declarer, for themself or the bonehead: four cards to the other main
  participant (R-4.2, R-4.8) → DISTRIBUTE (kitty) or RETURN_PACKET (no-kitty).
- DISTRIBUTE: the declarer for the packet's receiver: one card to each other participant
  (R-4.3) → ANNOUNCE.
- RETURN_PACKET: the declarer for the packet's receiver: four cards back (R-4.8) → ANNOUNCE.
- ANNOUNCE: declarer: ``contract`` + a bid, at least the highest bid and at least the form's
  minimum level (R-9.6) → DEFENDERS_EXCHANGE (kitty game whose declarer's first bid was below
  6) or DOUBLING.
- DEFENDERS_EXCHANGE: the declarer's left, then the declarer's right, one card, knowing the
  final contract (R-4.6, R-9.6) → DOUBLING.
- ALLPASS_EXCHANGE: R-5.2, the dealer acting for the bonehead → DOUBLING.
- DOUBLING / REDOUBLING: R-4.12 or R-5.3 with the bonehead's turns skipped (R-9.7) → PLAY.
- PLAY: the declarer's (dealer's) left leads; the bonehead's hand is turned face up at its
  first turn, which is always right after the opening lead (R-9.7) → DONE.
"""
