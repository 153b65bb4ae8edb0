"""Explanations as message ids with parameters, so the site can show them in any language.

The engine writes what it explains ("5♦ made ×2", "N–S took 9 tricks.") as a :class:`Msg`: a
message id from :data:`ENGLISH` with its parameters. A ``Msg`` *is* a ``str`` (the English
text), so code and tests that read the engine's English see nothing new; the web side renders
the same message in the learner's language with :meth:`Msg.render` and a table of templates
for that language, keyed by the same ids (every id needs one: a test checks).

Templates use ``str.format`` fields named after the parameters. A template may be a pair
(singular, plural), chosen by the parameter ``n`` (``n == 1`` takes the singular). A parameter
may itself be a ``Msg`` (rendered in the same language) or a sequence of them (rendered and
joined by the parameter ``sep``, else ``", "``).

>>> m = Msg("score.made", contract="5♦", suffix=Msg("times", m=2))
>>> str(m)
'5♦ made ×2'
>>> m.render({"score.made": "{contract} tehty{suffix}", "times": " ×{m}"})
'5♦ tehty ×2'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final, Union

Template = str | tuple[str, str]
Param = Union[str, int, "Msg", Sequence["Msg"]]

ENGLISH: Final[dict[str, Template]] = {
    # --- pieces -------------------------------------------------------------------------
    "empty": "",
    "times": " ×{m}",  # a multiplier after a line: " ×2"
    "doubled": "doubled",
    "redoubled": "redoubled",
    "nobody": "nobody",
    "none": "none",
    "join": "{items}",  # items joined by sep
    "side.ns": "N–S",
    "side.ew": "E–W",
    "bid.suit": "{text}",  # 2♦: symbols need no words
    "bid.misere": "{level} misère",
    "bid.grand": "{level} grand",
    "seat.0": "North",
    "seat.1": "East",
    "seat.2": "South",
    "seat.3": "West",
    # --- score lines (engine.scoring) -------------------------------------------------------
    "score.made": "{contract} made{suffix}",
    "score.overtricks": ("{n} overtrick × {each}{suffix}", "{n} overtricks × {each}{suffix}"),
    "score.down": "{contract} down {under} ({first} + {further_count} × {further}){suffix}",
    "score.aces_ours": "aces in our tricks {aces}",
    "score.aces_theirs": "aces in their tricks {aces}",
    "score.level4_unplayed": "{contract} scored without play (level 4, not doubled)",
    "score.allpass_tricks": "tricks: {theirs} theirs − {ours} ours{suffix}",
    "score.bolshevik_made": "7 misère made",
    "score.bolshevik_down": "7 misère down {n}",
    "score.dictator_made": "Dictator made",
    "score.dictator_down": "Dictator down {n}",
    "score.aces_team": "aces in the team's tricks {aces}",
    "score.aces_bolshevik": "aces in the Bolshevik's tricks {aces}",
    "score.with_suffix": "{label}{suffix}",
    # --- the score drill (engine.drills.score) ----------------------------------------------
    "sd.title": "Score the deal",
    "sd.tricks": ("{n} trick", "{n} tricks"),
    "sd.overtricks": ("{n} overtrick", "{n} overtricks"),
    "sd.undertricks": ("{n} undertrick", "{n} undertricks"),
    "sd.exactly": "made exactly, no overtrick",
    "sd.kind_misere": "misère",
    "sd.kind_trumps": "trumps and grand",
    "sd.over_each": "each overtrick {each}",
    "sd.no_over_at_seven": "no overtricks at seven",
    "sd.row": "The table's row for {kind} at level {level}: made {made}, {over}, "
    "first undertrick {first}, each further undertrick {further} (R-7.1).",
    "sd.misere_allows": "{contract} allows at most {allowed}, seven minus the level; "
    "{who} took {tricks}: {result} (R-7.2).",
    "sd.needs": "{contract} needs {need} tricks, six plus the level; {who} took {tricks}: "
    "{result} (R-7.2).",
    "sd.dbl": " × {m} ({word}, R-7.3)",
    "sd.dbl_word": " {word}",
    "sd.inner_made": "{made} (level-{level} contract made, R-7.1)",
    "sd.inner_over": " + {over} × {each}",
    "sd.inner_no_over": " (no overtrick points at seven)",
    "sd.paren": "({inner}){dbl}",
    "sd.made_line": "{contract}{dbl_word} made: {expr} = {value}.",
    "sd.inner_first": "{first} for the first undertrick",
    "sd.inner_more": " + {more} more × {further}",
    "sd.down_line": "{contract}{dbl_word} down {under}: −({inner}){dbl} = {value}; "
    "a failed contract scores only its undertricks (D-9).",
    "sd.aces_in": "in {side}'s tricks {aces} cost {side} {cost}",
    "sd.aces_none": "none in {side}'s tricks",
    "sd.aces_line": "Aces, never doubled: {theirs}; {mine}: {net} for {side} (R-7.4).",
    "sd.total": "Total: {value} {sign} {aces} = {points}.",
    "sd.ace_fell": "trick {trick} ({side})",
    "sd.fact_contract": "Contract: {contract}{dbl_word}, declared by {seat} ({side}).",
    "sd.fact_took": "{side} took {tricks}.",
    "sd.fact_aces": "The aces fell in: {aces}.",
    "sd.question": "What does {side} score on this deal?",
    "sd.question_aces": "What does {side} score on this deal, aces included?",
    "sd.allpass_rule": "All-pass misère: every trick costs its winners 1 point{dbl}; every ace "
    "costs its winners the trick's number, never multiplied (R-7.5).",
    "sd.allpass_dbl": ", × {m} {word}",
    "sd.allpass_tricks": "Tricks: E–W took {theirs}, N–S {ours}: ({theirs} − {ours}){times} = "
    "{part} for N–S.",
    "sd.times_plain": " × {m}",
    "sd.allpass_aces_in": "{side}'s tricks {aces} cost {side} {cost}",
    "sd.allpass_aces": "Aces: {theirs}; {mine}: {net} for N–S.",
    "sd.allpass_total": "Total: {part} {sign} {aces} = {points}; what one side gains the other "
    "loses (D-10).",
    "sd.allpass_fact": "Everyone passed: all-pass misère{dbl}.",
    "sd.allpass_fact_dbl": ", {word}",
    "sd.allpass_took": "N–S took {ours} tricks, E–W {theirs}.",
    "sd.question_ns": "What does N–S score on this deal?",
    "sd.bol_rule": "Bolshevik is scored against each opponent apart; doubles touch only the "
    "doubler, and aces are never multiplied (R-7.6).",
    "sd.bol_made": "7 misère made: each opponent pays 20 × its multiplier.",
    "sd.bol_down": "7 misère down {n}: each opponent gets (15 + {more} × 5) = {base} × its "
    "multiplier.",
    "sd.bol_lho": "left-hand opponent",
    "sd.bol_opposite": "opposite player",
    "sd.bol_stalker": "stalker",
    "sd.bol_how_dbl": "×{m}, {word}",
    "sd.bol_not_doubled": "not doubled",
    "sd.bol_each": "The {name} ({how}): {part} {sign} {aces} for the aces = {n}.",
    "sd.bol_total": "The Bolshevik scores minus the three: −({terms}) = {points}.",
    "sd.bol_fact": "Bolshevik: {seat} played 7 misère against the other three.",
    "sd.bol_took": "The Bolshevik took {tricks}.",
    "sd.bol_doubled_by": "Doubled by: {who}{redoubled}",
    "sd.bol_redoubled": "; the Bolshevik redoubled.",
    "sd.period": ".",
    "sd.bol_aces": "Aces in the opponents' tricks: {opp}{decl}",
    "sd.bol_aces_decl": "; in the Bolshevik's tricks: {aces}.",
    "sd.bol_question": "What does the Bolshevik score on this deal (before the division by 3)?",
    "sd.right": "Right: {points}.",
    "sd.not_quite": "Not quite: the score is {points}.",
    "sd.sign_hint": "The size is right but the sign is not: whose number is asked for?",
    "sd.bad_input": "type the score as a whole number, e.g. 35 or -20",
    "sd.help_contract": "Trumps and grand need six tricks plus the level. Count the difference, "
    "then use the table: made value plus overtricks, or only the undertricks.",
    "sd.help_misere": "Misère allows at most seven minus the level tricks. Then add the aces: "
    "each costs its trick number to whoever won that trick, never multiplied.",
    "sd.help_allpass": "All-pass misère: every trick costs its winners 1 (times the doubling), "
    "and every ace costs its winners the trick number.",
    "sd.help_bolshevik": "Score the Bolshevik against each opponent separately (doubles apply "
    "to the doubler only), then the Bolshevik's number is minus their sum.",
    "sd.answer_is": "{text} The answer is {points}.",
    # --- call meanings (engine.conventions.explain) ---------------------------------------
    "fact": "{body} ({ids})",  # an explanation line with its convention ids
    "fact.call": "{label}: {body} ({ids})",  # the same, about a call
    "suits.none": "no suit",
    "suits.one": "{suit}",
    "suits.and": "{first} and {last}",
    "call.pass": "pass",
    "call.double": "double",
    "call.redouble": "redouble",
    "cm.call": "{label}: {body}",
    "cm.unconventional": "the conventions give this call no set meaning here",
    "cm.pass_asks_spades": "after the opponents' misère pre-empt over partner's high-card "
    "opening, this pass asks partner to bid {ask}: ♠ is this hand's suit, or it has no suit of "
    "four cards to name",
    "cm.pass_nothing_first": "no first-round suit, no three aces, no high-card or misère hand, "
    "and the hand can play all-pass misère",
    "cm.pass_quiet": "nothing to show, or a defender keeping quiet",
    "cm.pass_partner_misere": "partner bid misère; the responder passes in the first round",
    "cm.pass_no_response": "no own first-round suit, no raise with four cards and an honour, no "
    "three aces and no void or lone spot in partner's suit",
    "cm.pass_side_misere": "our side has shown its misère; nothing to add",
    "cm.pass_round2": "no second-round suit, support or low cards to show",
    "cm.pass_round3": "no ace to show",
    "cm.pass_more": "nothing more to show",
    "cm.misfit_best": "after the misfit misère, the responder's best suit: {suit}",
    "cm.low_cards": "low cards, a misère option",
    "cm.support": "support for partner's {suit}",
    "cm.opener_jump": "a second suit of first-round strength in {suit}: the opener's jump",
    "cm.second_round": "a second-round suit in {suit} (two honours and three spots, or three "
    "honours and a spot)",
    "cm.second_round_opener": "a second-round suit in {suit} by the opener's easier standard "
    "(two honours and spots, or three honours with the ace or K Q J)",
    "cm.aces_side": "aces in every suit our side has bid ({suits})",
    "cm.kitty_bid": "the kitty bid: this hand wants the kitty with {suit} as trumps",
    "cm.missing_ace": "three aces were shown; this names the missing one, the {suit}A",
    "cm.akq": "a jump in round three: A K Q of {suit}",
    "cm.king_after_ace": "the {suit}A was shown already, so this adds the {suit}K",
    "cm.king_after_mates_ace": "the bidder's partner showed the {suit}A, so this adds the {suit}K",
    "cm.king_after_pass": "after a pass in round three, the {suit}K without the ace",
    "cm.ace": "the {suit}A, shown at the lowest level",
    "cm.or_kitty_bid": (
        "{shown}; or, with nothing more to show after partner's pass, the kitty bid in"
        " partner's {suit}"
    ),
    "cm.answers_spades": "partner's pass after the misère pre-empt asked for this kitty bid in "
    "♠; this hand takes the kitty and can send partner its spades",
    "cm.asked": "partner's one-step-lower bid asked for this{kitty}",
    "cm.asked_kitty": ": the kitty bid",
    "cm.asks_kitty": "one step below {target}: asks partner to make that kitty bid",
    "cm.asks_bid": "one step below {target}: asks partner to bid it",
    "cm.defender": "a defender's bid: ",
    "cm.open_long": "{lead}a long {suit} suit: first-round strength (three honours and two "
    "spots with a side ace) or a second-round suit",
    "cm.open_first": "{lead}a first-round suit in {suit}: three honours and two spots (or two "
    "high honours and four spots) with a side ace, bid at the lowest level",
    "cm.open_strong": "{lead}a jump of one level: a very strong {suit} suit (four honours in six "
    "cards or three in seven) with a side ace",
    "cm.open_strong_or_high": "{lead}a three-level bid one above the lowest: either a jump with "
    "a very strong {suit} suit (four honours in six cards or three in seven) and a side ace, or "
    "about seven honours without a first-round suit, {suit} the best suit",
    "cm.open_first_or_high": "{lead}the lowest bid in {suit}, at the three level: either a "
    "first-round suit in {suit} with a side ace, or about seven honours without a first-round "
    "suit, {suit} the best suit",
    "cm.open_high": "{lead}about seven honours without a first-round suit, unfit for misère; "
    "{suit} is the best suit",
    "cm.open_equal": "{lead}about seven honours spread evenly, no first-round suit, unfit for "
    "misère",
    "cm.open_three_aces": "{lead}three aces (and no long suit worth bidding first)",
    "cm.open_four_aces": "{lead}all four aces",
    "cm.open_misere": "low cards with two or three 2-spots, no natural void: a hand for misère",
    "cm.open_preempt_six": "six misère over the opponents' bid: low cards with two or three "
    "2-spots, no natural void, a hand for misère that also pre-empts",
    "cm.open_preempt": "a misère pre-empt: the opponents have bid (or are expected to); a fair "
    "misère hand with fewer low cards than a six-misère opening",
    "cm.resp_misfit": "the lowest misère: a void or a single spot in partner's {suit}",
    "cm.resp_fourth_ace": "the fourth ace (and no long suit to bid instead)",
    "cm.resp_three_aces": "three aces",
    "cm.resp_four_aces": "all four aces",
    "cm.resp_longest": "answering three grand at the four level: {suit} is this hand's longest "
    "suit; partner bids it at five and hands over all its {suit}",
    "cm.resp_best": "answering three of a suit: {suit} is this hand's best suit",
    "cm.resp_raise": "a raise{strength}: four or more {suit} with an honour",
    "cm.raise_direct": " straight to the contract level",
    "cm.resp_own": "the responder's own first-round suit in {suit} (no side ace needed)",
    "cm.nk_pass_ready": "not strong enough for the six level and no misère hand: ready for "
    "all-pass misère",
    "cm.nk_pass": "nothing to add",
    "cm.nk_preempt": "a misère pre-empt against the opponents' bid",
    "cm.nk_competitive": "a competitive bid at the cheapest suit: one of the six-level opening "
    "hands, after an opponent bid",
    "cm.nk_6s": "the lowest bid, not a promise of spades: a very strong suit with a side ace, a "
    "first- and a second-round suit, seven or more honours with two aces, or a hand hopeless "
    "for all-pass misère",
    "cm.nk_6c": "a six-level hand with a natural void (the packet will show where), not wanting "
    "spades as trumps",
    "cm.nk_6d": "a strong hand naturally void in both spades and clubs",
    "cm.nk_6m": "low cards with two or three 2-spots, two of which can go to partner",
    "cm.nk_6s_6c": "6♠ then 6♣: a natural void, and the spades stay in this hand",
    # --- drill verdicts (engine.drills.choice_verdict, engine.drills.words) -----------------
    "tidy": "{text}",  # the text with ids already named earlier in it dropped
    "no_ids": "{text}",  # the text without its id brackets
    "dv.allowed": "{answer} (allowed)",
    "dv.other_reading": "{answer} (right on another reading, {ic})",
    "dv.other_summary": "{answer} is right on another fair reading of the conventions; {ic} "
    "prefers {best}.",
    "dv.yours": "Yours: {text}",
    "dv.reading_takes": "The reading {ic} takes: {text}",
    "dv.note_reading": "this reading is interpretation {ic}",
    "dv.allowed_summary": "{answer} is allowed, but the conventions prefer {best}.",
    "dv.preferred_why": "Preferred, and why it is better: {text}",
    "dv.preferred": "Preferred: {text}",
    "dv.also": "Also accepted, but second best: {head}{reason}",
    "dv.head": "{answers}: ",
    "dv.summary.call": "The conventions call {answer} here.",
    "dv.summary.say": "The conventions say {answer} here.",
    "dv.summary.lead": "The conventions lead {answer} here.",
    "dv.summary.give": "The conventions give {answer} here.",
    "dv.summary.hand_over": "The conventions hand over {answer} here.",
    "dv.summary.read": "The conventions read {answer} here.",
    "dv.summary.choose": "The conventions choose {answer} here.",
    "bot.too_weak": "only {hcp} high-card points: too weak to open {bid}, twelve tricks need "
    "about {gate}; pass",  # engine.bots.convention.trump_opening_gate
    "bot.too_weak_kitty": "only {hcp} high-card points: too weak to open {bid}, eleven tricks "
    "need about {gate}; pass",
    "bot.sim_pass": "pass: in {n} simulated deals, opening {bid} on a hand like this scored "
    "about {loss} points less on average than passing",
    # --- double or not (engine.conventions.doubles) ----------------------------------------
    "dc.choice": "{call}: {reason}",
    "dc.and": "{held}, and {rule}",
    "dc.but": "{held}, but {rule}",
    "dc.then": "{held}; {rule}",
    "dc.then_fails": "{held}{fails}; {rule}",
    "dc.gap_nothing_received": ", but nothing came from partner to help with",
    "dc.gap_low": ", but fewer than two low cards in partner's suit",
    "dc.gap_entry": ", but no king or queen to win a trick with",
    "dc.gap_own_hand": ", but this hand is no misère hand itself (aces or unguarded high cards "
    "that will win tricks)",
    "dc.gap_own_low": ", but this hand is no misère hand itself: {what} (a misère hand has a "
    "2-spot and four cards from 2 to 5)",
    "dc.own_no_two": (
        "no 2-spot, and {n} card from 2 to 5",
        "no 2-spot, and {n} cards from 2 to 5",
    ),
    "dc.own_few_low": ("only {n} card from 2 to 5", "only {n} cards from 2 to 5"),
    "dc.gap_own_risks": ", but this hand is no misère hand itself: {cards} are risks that may "
    "win tricks (one is the most a misère hand carries)",
    "dc.bonus_then": "{held}{bonus}; {rule}",
    "dc.tricks": ("{count} trick", "{count} tricks"),
    "dc.sure_tricks": ("{count} sure trump trick", "{count} sure trump tricks"),
    "dc.rule_nokitty": "a no-kitty trump contract is doubled only with two sure trump tricks",
    "dc.rule_kitty": "against {contract} the defence needs {need}; a double wants {least} and, "
    "with side aces, {need} in all",
    "dc.held_sure": "sure trump tricks: {sure}",
    "dc.held_trumps": "sure trump tricks: {sure}; side aces: {aces}",
    "dc.held_long_ace": "{held} (not counting {cards}, the ace of a suit of six or more: "
    "the main players hold few there and ruff it)",
    "dc.held_dealt_ace": "{held} (not counting {cards}: the kitty bidder's partner dealt this "
    "hand a card of that suit, so has likely emptied it and ruffs the ace)",
    "dc.stop": "{n} in {suit}",
    "dc.stoppers": "stopper tricks {tricks}",
    "dc.rule_grand": "against {contract} the defence needs {need}, from at least two suits",
    "dc.rule_grand_need": "against {contract} the defence needs {need}",
    "dc.rule_grand_lead": "against {contract} the defence needs {need}, which the opening leader "
    "may take in one suit, cashing it at once",
    "dc.low": ("{count} card from 2 to 5", "{count} cards from 2 to 5"),
    "dc.with_two": "with a 2-spot suit",
    "dc.without_two": "without a 2-spot suit",
    "dc.king": "a king: {cards}",
    "dc.no_king": "no king",
    "dc.more_aces": ", {count} aces",  # two or more
    "dc.more_high": ", {count} high cards (A K Q)",  # five or more
    "dc.misere_held": "{low} ({two}), {king}{extra}",
    "dc.rule_misere": "a misère double wants plenty of low cards, a 2-spot suit, a king to win "
    "a trick with, and not many high cards (at most one ace)",
    "dc.partners_suit_of": "partner's suit {suit}",
    "dc.partners_suit": "partner's suit",
    "dc.allpass_held": "low cards in {where}: {low}; entries: {entries}",
    "dc.rule_allpass": "the doubler must be able to win a trick and then help partner in that "
    "suit, and hold a misère hand itself",
    "dc.bonus": "; handing over {card} helps too",
    "dc.allpass_edge": "{held}; this hand only just passes the bar ({risks} at risk, one "
    "entry, no help handed over), and a doubled all-pass trick costs twice: passing is "
    "allowed too",
    "dc.allpass_edge_thin_help": "{held}; this hand only just passes the bar ({risks} at risk, "
    "only four cards from 2 to 5), and a doubled all-pass trick costs twice: passing is "
    "allowed too",
    "dc.allpass_edge_thin": "{held}; this hand only just passes the bar ({risks} at risk, "
    "only four cards from 2 to 5, no help handed over), and a doubled all-pass trick costs "
    "twice: passing is allowed too",
    "dc.misere_nk_edge": "{held}; this hand meets the bar with no low card to spare, about a "
    "fair share, and in a no-kitty game a doubler ought to be sure of beating the misère with "
    "its own hand alone: pass first, the double allowed",
    "dc.misere_nk_high": "{held}; this hand is at the limit of high cards (four of A K Q), "
    "and in a no-kitty game a doubler ought to be sure of beating the misère with its own hand "
    "alone: passing is allowed too",
    "dc.misere_edge": "{held}; this hand meets the bar only at its limits (five low cards, "
    "four of A K Q), and a doubler should be fairly sure of beating the misère: passing is "
    "allowed too",
    "dc.follow_stalker": "the stalker leads the attack on a Bolshevik, and the others follow "
    "the stalker's lead in doubling too",
    "dc.bol_held": "2-spots in suits of four cards or more: {suits}; entries: {entries}",
    "dc.bol_held_gift": "{held} (the {card} was the Bolshevik's gift: that suit is probably "
    "empty in its hand, so its 2 traps nothing)",
    "dc.rule_bol": "the stalker doubles with two such suits and two entries",
    # --- the double drill (engine.drills.doubles) -------------------------------------------
    "dd.title_double": "Double or not?",
    "dd.title_lead": "Lead after a double",
    "dd.what_allpass": "Everyone passed: all-pass misère, and the cards have been exchanged.",
    "dd.dictator": "Dictator {bid}",
    "dd.what_bolshevik": "{seat} plays Bolshevik ({game}); you are the stalker, on the "
    "Bolshevik's right.",
    "dd.what_declares": "{seat} declares {contract}; you defend.",
    "dd.passed": "{seat} passed",
    "dd.others": " {passed}.",
    "dd.prompt_double": "You are {seat}. {what}{others} Do you double?",
    "dd.you_doubled": "You doubled",
    "dd.partner_doubled": "Your partner doubled",
    "dd.prompt_lead": "You are {seat}. {what} {dbl}. Choose the opening lead.",
    "dd.double_or_pass": "double or pass",
    "dd.against_pass": "A pass here goes against the rule: {reason}.",
    "dd.against_double": "A double here goes against the rule: {reason}.",
    "dd.pick_card": "pick a card from your hand",
    "dd.not_in_hand": "{card} is not in your hand",
    "dd.tip_trumps_kitty": "Count sure trump tricks (A, K x, Q x x, J x x x) and the tricks the "
    "defence needs: three against five, two against six, one against seven. Side aces alone "
    "are not enough.",
    "dd.tip_trumps_nokitty": "In a no-kitty game a trump contract is doubled only with two sure "
    "trump tricks (A, K x, Q x x, J x x x).",
    "dd.tip_grand": "Count the tricks you win from the top (A; A K; A K Q) and in how many "
    "suits: one long suit may never be led by the main players.",
    "dd.tip_misere": "A misère double needs plenty of low cards, a 2-spot among them, and a king "
    "to win a trick with.",
    "dd.tip_allpass": "Can you help partner in the suit partner handed over (low cards there), "
    "and can you win a trick first (a king or a queen)?",
    "dd.tip_bolshevik": "The stalker doubles with 2-spots in two suits of four or more cards and "
    "two entries (aces or kings).",
    "dd.lead_tip_partner": "Partner doubled a trump contract: which suit did partner hand you, "
    "and why might partner want it led?",
    "dd.lead_tip_misere": "You doubled the misère: tell partner which suit to empty, the one "
    "where you hold the 2.",
    "dd.lead_tip_stalker": "You doubled the Bolshevik as stalker: lead so that the others learn "
    "which suit to shed, keeping your 2 for the end.",
    "dd.cards": ("{n} card", "{n} cards"),
    "dd.honours": "honours {ranks}",
    "dd.with_the_two": " with the 2",
    "dd.low": "{low} from 2 to 5{two}",
    "dd.trumps": "trumps",
    "dd.suit": "{suit}: {bits}",
    "dd.handed": " Partner handed you a {suit}.",
    "dd.hand_facts": "{parts}.{tail}",
    # --- the bid drill (engine.drills.bidding) ---------------------------------------------
    "bd.prompt_kitty": "You are {seat}, in a kitty game. What do you call?",
    "bd.prompt_nokitty": "You are {seat}, in a no-kitty game. What do you call?",
    "bd.not_a_call": "{text} is not a call",
    "bd.not_legal": "{call} is not a legal call in this auction",
    "bd.nothing_described": "nothing the conventions describe",
    "bd.pass_tells": "A pass here would tell partner",
    "bd.call_tells": "Your call {call} would tell partner",
    "bd.would_tell": "{what}: {meaning}",
    "bd.longest": "longest suit {suit}",
    "bd.aces": "aces: {aces}",
    "bd.no_ace": "no ace",
    "bd.points": "{points} points of high cards (A 4, K 3, Q 2, J 1)",
    "bd.void": "no {suits} at all",
    "bd.cards": ("{count} card", "{count} cards"),
    "bd.low": "{twos} and {cards} from 2 to 5",
    "bd.hand_line": "This hand: {bits}.",
    "bd.nobody_bid": "Nobody has bid yet.",
    "bd.said_partner": "partner {bid} ({meaning})",
    "bd.said_you": "you {bid} ({meaning})",
    "bd.said_opponent": "an opponent {bid} ({meaning})",
    "bd.so_far": "So far: {said}.",
    "bd.second": "{auction} {hand}",
    "bd.step1": "Count honours and spots in your longest suit, look for a side ace, count aces, "
    "and ask whether the hand suits misère.",
    "bd.step2": "Read what partner's bid showed, then look for your own first-round suit, "
    "support for partner's suit, aces, or a void in partner's suit.",
    "bd.step3": "No-kitty bids start at 6: ask whether the hand wants to play at all (a strong "
    "suit and a side ace, two good suits, or hopeless for all-pass misère), and whether it has "
    "a natural void.",
    "bd.step4": "The second round shows a second suit (two honours and three spots, or three "
    "honours and a spot), support for partner, or low cards.",
    "bd.step5": "From the third round on, bids show aces, at the lowest level of the ace's "
    "suit; later, kings in suits whose ace is shown.",
    "bd.step6": "Who should end up holding the kitty? In trumps, the partner of the suit's "
    "first bidder; a bid one step below the wanted one asks partner to make it.",
    "bd.step7": "The opponents are bidding: can you make their life hard cheaply (a misère "
    "pre-empt, the lowest suit), or is it wiser to stay quiet?",
    # --- hand words (engine.conventions.handeval, calls.suit_words) -------------------------
    "num.0": "no",
    "num.1": "one",
    "num.2": "two",
    "num.3": "three",
    "num.4": "four",
    "num.5": "five",
    "num.6": "six",
    "num.7": "seven",
    "num.8": "eight",
    "num.9": "nine",
    "num.10": "ten",
    "he.suit": "{count} {suit} ({honours})",  # five ♦ (A K J)
    "he.no_honour": "no honour",
    "he.honours": ("{count} honour", "{count} honours"),
    "he.spots": ("{count} spot", "{count} spots"),
    "he.suit_words": "{suit}, {honours} and {spots}",
    "he.side_ace": "a side ace ({aces})",
    "he.side_pair": "two high honours in a side suit ({cards})",
    "he.natural_void": "a natural void in {suits}",
    "he.twos": ("{count} 2-spot", "{count} 2-spots"),
    "he.low_cards": ("{count} cards from 2 to 5", "{count} cards from 2 to 5"),
    "he.short_ace": "an ace in a suit of fewer than five cards",
    "he.unprotected": ("unprotected high card {cards}", "unprotected high cards {cards}"),
    # --- call suggestions (engine.conventions.suggest) ---------------------------------------
    "cs.nothing_fits": "pass: nothing the conventions describe fits this hand here",
    "cs.asked_but_misere": "partner asked for {bid}, but this hand can let the opponents play "
    "their misère",
    "cs.spades_named": "partner's pass after the misère pre-empt named ♠ and asks this hand for "
    "the kitty bid in it",
    "cs.asked_made": "partner made the kitty bid {bid} this hand asked for; nothing to add",
    "cs.asked_made_pass": "this hand's pass over the pre-empt left the decision to partner (and "
    "reads as asking for ♠), and partner made the kitty bid {bid}; nothing to add",
    "cs.asked_declined": "partner did not take up the asking bid (a single trump, which partner "
    "can still hand over), so this hand makes the kitty bid {bid} itself: {asked} only asked and "
    "must not become the contract",
    "cs.own_strong_instead": "{suit}: with at most one card of the suit partner asks for with "
    "{bid}, this hand's own strong suit, bid before and so natural, takes the kitty instead",
    "cs.singleton_trump": "partner asks for {bid}, but a singleton trump is better handed over "
    "than played from this hand",
    "cs.asked_for_this": "partner asks for this kitty bid",
    "cs.void_trump": "partner asks for {bid}, but with no trump to send in the packet this hand "
    "may leave the kitty to partner, as with a singleton",
    "cs.comply": "partner's one-step-lower bid asks this hand to make the kitty bid {bid}",
    "cs.four_aces": "four aces: grand one level above the lowest",
    "cs.strong_suit": "{suit}, with {side}: a stronger suit than first-round, so one level above "
    "the lowest",
    "cs.first_round": "{suit}, with {side}: a first-round suit, bid at the lowest level",
    "cs.first_round_high": "{suit}, with {side}: a first-round suit, but over the opponents' "
    "bid it could only be named at the six level, a contract of twelve tricks, not a "
    "description",
    "cs.three_aces": "three aces: grand at the lowest level{note}",
    "cs.long_suit_better": " (the long suit is the better bid)",
    "cs.equal_suits": "{points} points of high cards spread evenly over the suits, no "
    "first-round suit and no misère: three grand",
    "cs.high_cards": "{points} points of high cards (about seven honours), no first-round suit "
    "and no misère: three in the best suit, {suit}",
    "cs.allpass_hand": "pass: a three-level bid would tell partner that all-pass misère is out "
    "of the question, but this hand suits it (a short suit, kings or guarded queens as entries "
    "and a long suit with its ace)",
    "cs.equal_longest": "three in the longest suit, {suit}: the Handbook's summary bids a hand "
    "of high cards without a long suit so; with the suits this even, three grand comes first",
    "cs.high_cards_short": "{suit} has the most points, but two cards are a thin suit to offer "
    "as trumps: a longer suit is the better three-level bid",
    "cs.high_cards_tied": "{suit} is as good as {best} by points and length, so it is a best "
    "suit too ({best} comes first only by the rule for equal suits: the longer, then the "
    "higher-ranking)",
    "cs.high_cards_longer": "the longer suit, {suit}, is also a fair reading of the best suit "
    "(more trumps, though {best} holds more high cards)",
    "cs.misere_hand": "a misère hand ({why}) and no natural void",
    "cs.preempt": "the opponents have bid and partner has not: a misère pre-empt with {why}",
    "cs.preempt_early": "the opponents have bid and partner has not spoken yet (the pre-empt is "
    "at its best after partner's pass): a misère pre-empt with {why}",
    "cs.second_round": "{suit}: a second-round suit",
    "cs.second_round_opener": "{suit}: a second-round suit by the opener's easier standard "
    "(two honours and spots, or three honours with the ace or K Q J)",
    "cs.hopeless_open": "no conventional bid, but the hand is hopeless for all-pass misère (no "
    "short suit, no low spot, high cards everywhere), so it opens anyway in its best suit",
    "cs.defender_quiet_suit": "the opponents have bid; a defender mostly stays quiet, even with a "
    "suit it could show",
    "cs.defender_quiet": "the opponents have bid; a defender with nothing strong to show stays "
    "quiet",
    "cs.nothing_to_open": "{first}, no three aces, no high-card hand and no misère hand, and "
    "the hand can play all-pass misère",
    "cs.nothing_to_open_five": "{first}, no three aces, no high-card hand and no six-misère hand "
    "(five misère is only a pre-empt over the opponents' bids), and the hand can play all-pass "
    "misère",
    "cs.no_first_round": "no first-round suit",
    "cs.first_no_side_ace": "{suit} is of first-round quality but has no ace in another suit "
    "beside it",
    "cs.partner_misere": "partner bid misère: the responder passes in the first round",
    "cs.resp_strong_jump": "{suit}, of the opener's stronger standard, may jump one step as "
    "an opener's would, showing a particularly strong suit",
    "cs.resp_own": "{suit}: the responder's own first-round suit needs no side ace",
    "cs.grand_stands": "partner's {bid} names the contract, as every bid from level 5 does: "
    "leave it standing",
    "cs.fourth_ace_raise": "an ace and a long suit of this hand's own, {suit}, beside partner's "
    "grand: {bid} bids for every trick, knowing nothing else of partner's hand",
    "cs.fourth_ace": "partner shows three aces and this hand holds the fourth: two grand",
    "cs.fourth_ace_long": "partner shows three aces and this hand holds the fourth: two grand "
    "says so, allowed, though with a long suit, {suit}, the Handbook names the suit instead",
    "cs.fourth_ace_lesser": "partner shows three aces and this hand holds the fourth: two "
    "grand; {suit} is only a second-round suit, not the long suit that would be named first",
    "cs.no_long_no_ace": "no long suit and no ace to add",
    "cs.partner_all_aces": "partner holds every ace; nothing to add",
    "cs.as_long": " (as long as the preferred suit)",
    "cs.longest_suit": "partner shows high cards spread evenly: the responder names its longest "
    "suit, {suit}{also}, at the four level; partner bids it at five and hands over every card "
    "of it",
    "cs.best_suit": "partner shows high cards: the responder names its best suit, {suit}",
    "cs.best_suit_tied": "partner shows high cards: {suit} is as good as {best} by points plus "
    "length, and {best} comes first only by the rule for equal suits (the longer, then the "
    "higher-ranking)",
    "cs.best_suit_cheaper": "partner shows high cards, and the best suit {best} could only be "
    "named where a bid names the contract: the responder names {suit}, as long and still a "
    "description here",
    "cs.best_suit_too_high": "partner shows high cards, but over the opponents the best suit "
    "{suit} could only be named where a bid names the contract, not a description",
    "cs.nothing_conventional": "nothing conventional to answer",
    "cs.raise": "{suit} in partner's suit: four or more cards with an honour, a raise",
    "cs.raise_direct": "a raise straight to the contract level, when there is nothing else to show",
    "cs.raise_direct_before": "a raise straight to the contract level, allowed, though it "
    "leaves unsaid what {bid} would show first",
    "cs.raise_direct_skips": "a raise straight to the contract level, allowed, though it skips "
    "showing {cards} in the later rounds",
    "cs.a_void": "a void",
    "cs.only_card": "only the {card}",
    "cs.misfit": "{holding} in partner's suit: the lowest misère says the suit will not do",
    "cs.second_suit_too_high": "a second-round suit, {suit}, but it could only be named at "
    "level 5 or higher, where a bid names the contract",
    "cs.own_suit_too_high": "a first-round suit, {suit}, but it could only be named at level 5 "
    "or higher, where a bid names the contract",
    "cs.six_ask_thin": "over a six-level misère pre-empt the ask would commit our side to twelve "
    "tricks, and our {trump} lacks both its ace and its king: the pre-empt may stand",
    "cs.aces_all_known": "after the grand and partner's fourth ace both partners know every ace "
    "already: the grand tells partner nothing new",
    "cs.misfit_too_high": "no own first-round suit, no support for partner's suit and no three "
    "aces; the misfit in partner's suit could only be shown by a misère at level 5 or higher, "
    "where a bid names the contract",
    "cs.no_response": "no own first-round suit, no support for partner's suit, no three aces "
    "and no misfit to show",
    "cs.raise_over_preempt": "{suit} in partner's suit: a raise straight over the pre-empt, "
    "which also makes this hand the kitty bidder for partner's suit",
    "cs.no_suit_to_name": "no suit of four cards or more to name; partner reads the pass as a "
    "request for ♠ and may instead let the opponents play their misère",
    "cs.which_longest": "longest",
    "cs.which_best": "best",
    "cs.which_own": "own first-round",
    "cs.names_below": "this hand's {which} suit is {suit}: one step below {target} names it and "
    "asks partner to make that kitty bid",
    "cs.pass_names_spades": "this hand's {which} suit is {suit}, and no bid is free one step "
    "below {target}: the pass names ♠ and asks partner to bid {target}",
    "cs.no_free_step": "{suit}: no free bid one step below {target} to ask partner with, so this "
    "hand bids it",
    "cs.pass_for_now": "passing lets the opponents play their misère for now; partner may still "
    "ask for the kitty bid in its suit",
    "cs.nothing_over_preempt": "nothing to add over the pre-empt: no support for partner's suit "
    "and no suit of this hand's own",
    "cs.suit_not_nameable": "nothing to add over the pre-empt: no support for partner's suit, "
    "and this hand's {suit} cannot be named: {target} would read as asking partner for the "
    "suit above it, and the step below is no free bid",
    "cs.grand_suit_not_nameable": "nothing to add over the pre-empt: partner's grand names no "
    "suit to support, and this hand's {suit} cannot be named: {target} would read as asking "
    "partner for the suit above it, and the step below is no free bid",
    "cs.nothing_over_grand": "nothing to add over the pre-empt: partner's grand names no suit to "
    "support, and this hand has no first-round suit of its own{ace}",
    "cs.fourth_ace_late": "; the fourth ace, the {suit}A, could only be shown from level 5, where "
    "a bid names the contract",
    "cs.misfit_tied": "after showing the misfit, the responder may name {suit}, as good a suit by "
    "points and length as the best one",
    "cs.misfit_best": "after showing the misfit, the responder names its best suit, {suit}",
    "cs.misfit_longest_late": "a responder that passed first and then showed the misfit names "
    "its longest suit in round three, {suit} (aces wait for round four)",
    "cs.misfit_longest": (
        "after showing the misfit, the responder may name its longest suit instead, {suit}"
    ),
    "cs.second_first_round": "a second suit of first-round strength, {suit}: the opener jumps "
    "one level",
    "cs.support": "{suit} in partner's suit: support",
    "cs.low_cards": "misère in the second round shows low cards ({why})",
    "cs.nothing_new": "nothing new for the second round",
    "cs.own_bid_ends": "this hand's {bid} stands: the pass ends the auction, and this hand "
    "takes the kitty",
    "cs.kitty_now": "the kitty bid in our {trump} now: a pass ends the auction at {bid}, with "
    "this hand taking the kitty anyway and the contract named in the extended bids",
    "cs.nothing_left": "nothing left to show",
    "cs.king_later": "no ace left to show this round; the kings beside the known aces ({cards}) "
    "are shown from round four on",
    "cs.king_too_high": "nothing left to show below level 5: the {cards} beside the ace already "
    "shown could only be shown where a bid names the contract",
    "cs.ace_too_high": "nothing left to show below level 5: the ace of {suits} could only be shown "
    "where a bid names the contract",
    "cs.ask_after_preempt": "after the misère pre-empt, one step below {target} asks partner to "
    "make the kitty bid in our {trump}, so that all the trumps can end in this hand",
    "cs.last_turn": "if this hand passes, the auction ends before partner speaks again: nobody "
    "else can make the kitty bid in our {trump}, so this hand bids {target} itself",
    "cs.mute_partner": "partner is the bonehead, which never bids: nobody else can make the "
    "kitty bid in our {trump}, so this hand bids {target} itself",
    "cs.no_room": "no bid is left one step below {target}, and the kitty bid in our {trump} "
    "belongs to partner",
    "cs.step_own": "the step below {target}, {below}, is in a suit this hand has bid and would "
    "read as natural, a contract in that suit, not as an ask, so the kitty bid in our {trump} "
    "is left to partner",
    "cs.step_ours": "the step below {target}, {below}, is in a suit our side has bid and would "
    "read as support, not as an ask, so the kitty bid in our {trump} is left to partner",
    "cs.partner_declined": "partner has passed over the pre-empt, leaving the kitty bid in our "
    "{trump}, and {nostep}: this hand bids {target} itself",
    "cs.partner_declined_own": "partner named its own {other} and then passed over the "
    "pre-empt, leaving the kitty bid to this hand; {nostep}, so this hand bids its own {trump} "
    "itself",
    "cs.no_step": "no step is left below {target} to ask with",
    "cs.step_natural": "the step below, {below}, is a suit our side bid and would read as "
    "natural, not as an ask",
    "cs.three_over_preempt": "{target}: the kitty bid in partner's {suit} over the pre-empt, "
    "on three of its cards with a high honour and a side ace, as the Handbook's six-misère deal "
    "raises; partner, still to speak, may name it too",
    "cs.kitty_in_partners": "partner named {suit} and then passed over the pre-empt, leaving "
    "that suit's kitty bid to this hand: {target} takes the kitty in partner's suit",
    "cs.no_fit_let_stand": "partner named {suit} and then passed over the pre-empt; with no "
    "support for it and no suit of four cards of this hand's own, the pre-empt may stand",
    "cs.no_fit_let_stand_unbid": "partner named {suit} and then passed over the pre-empt; with "
    "no support for it and no suit of four cards or more among those this hand has bid ({own} "
    "was never named), the pre-empt may stand",
    "cs.let_preempt_stand": "partner has passed over the pre-empt and our {trump} is not strong "
    "enough to take the contract alone: the misère is left to the opponents",
    "cs.pass_again": "partner may still make the kitty bid at its last turn, but has already "
    "passed over the pre-empt once",
    "cs.wrong_hand": "bidding {target} directly outbids the pre-empt, though from the wrong hand",
    "cs.preempt_own_stronger": "{suit}, stronger than {other}, bid straight over the "
    "pre-empt: this hand takes the kitty in its better trumps",
    "cs.kitty_after_preempt": "after the misère pre-empt this hand makes the kitty bid in our "
    "{trump}",
    "cs.pass_partner_speaks": "passing leaves the pre-empt standing for now; partner still has a "
    "turn to speak",
    "cs.let_them_play": "passing lets the opponents play their misère",
    "cs.missing_ace": "three aces were shown; the missing one is the {suit}A",
    "cs.aces_side": "aces in every suit our side has bid ({suits}): grand",
    "cs.show_ace": "shows the {suit}A at the lowest level",
    "cs.king_after_ace": "bidding the suit of an ace already shown adds its king, {suit}K",
    "cs.king_after_mates_ace": "bidding the suit of the ace partner has shown adds its king, "
    "{suit}K",
    "cs.king_after_pass": "after passing in round three, a suit bid shows a king without the "
    "ace: {suit}K",
    "cs.akq": "A K Q of {suit}: a jump of one level in round three",
    "cs.no_ace_round3": "no ace to show in round three",
    "cs.defender_alone": "the opponents hold the bid and partner has never bid, so "
    "showing honours now could only compete alone; potential defenders mostly stay quiet",
    "cs.kitty_bid_singleton_other": "with at most one {trump}, this hand may leave the kitty to "
    "partner's standing {bid}: partner can still name {trump} as trumps in the extended bids, "
    "and a single trump goes over to partner in the hand-over anyway",
    "cs.kitty_bid_singleton": "with at most one {trump}, this hand may leave the kitty to "
    "partner's own bid in the suit: a single trump goes over to partner in the hand-over anyway",
    "cs.kitty_bid": "partner was the first of our side to bid {trump}, so this hand takes the "
    "kitty and sends partner its {trump}: the kitty bid",
    "cs.kitty_bid_void": "partner was the first of our side to bid {trump}, so this hand takes "
    "the kitty, partner keeping every {trump}: the kitty bid",
    "cs.kitty_bid_over_them": "the opponents hold the auction, and the kitty bid in partner's "
    "{trump} would outbid them; without four {trump} with an honour this hand lets them play",
    "cs.ask_kitty_bid": "partner has not made the kitty bid in {trump}: one step below {target} "
    "asks for it",
    "cs.misere_overbid": "partner's misère was overbid and this hand is good for misère too "
    "({why}): one step below {target} asks partner to bid it",
    "cs.misere_shown": "our side has shown its misère; nothing to add",
    "cs.very_strong": "a very strong suit, {suit}, with {side}",
    "cs.two_suits": "a first-round suit ({first}) and a second-round suit ({second})",
    "cs.seven_honours": "{honours} honours, {aces} of them aces",
    "cs.nk_asked": "partner's bid one step lower asks for {target}",
    "cs.hopeless": "a hand hopeless for all-pass misère",
    "cs.nk_competitive": "an opponent has bid and partner has not: the cheapest suit bid with "
    "{words}",
    "cs.nk_preempt": "a misère pre-empt after the opponents' bid ({why})",
    "cs.nk_not_strong": "nothing strong enough to compete where the cheapest suit bid is {bid}",
    "cs.nk_not_strong_any": "nothing strong enough to compete",
    "cs.nk_defend": "defending instead of competing at the six or seven level",
    "cs.nk_defend_misere": "defending instead of the misère pre-empt, which is a choice, not a "
    "duty: the opponents must still make their twelve tricks",
    "cs.nk_no_allpass": "an opponent's bid has already ruled out all-pass misère, and a hand "
    "that is only poor for misère is not strong enough to compete for twelve tricks",
    "cs.nk_grand_over_misere": "grand, the cheapest bid over the opponents' misère, with {aces} "
    "aces for a no-trump contract",
    "cs.hopeless_high": "a hand hopeless for all-pass misère (only high cards)",
    "cs.nk_6d": "{reason}, naturally void in both ♠ and ♣",
    "cs.nk_6c": "{reason}, with a natural void in {voids} and no wish for ♠ as trumps",
    "cs.nk_void_note": "; the natural void in {voids} comes with 6♣ next round, to keep the spades",
    "cs.nk_6s": "{reason}: 6♠, the lowest bid, is no promise of spades{note}",
    "cs.low_cards_misread": "after a first-round pass the lowest misère can be read as the "
    "misfit (a void or a single card in partner's {suit}), which this hand is not",
    "cs.nk_hopeless_spots": "with {cards} this is not a hand of only high cards, so "
    "all-pass misère is not hopeless enough to bid 6♠ on it alone",
    "cs.nk_allpass_hand": "the long suit with its ace, a short suit and an entry make this "
    "hand good for all-pass misère too, and such a hand usually does not bid",
    "cs.nk_allpass_low": "nobody has bid yet, and if everyone passes, these low cards play "
    "all-pass misère instead: allowed, but this hand lacks the Handbook's all-pass picture "
    "(a long suit with its ace, a short suit, an entry), so the bid misère is the surer contract",
    "cs.nk_misere": "low cards with {why}, no natural void",
    "cs.nk_seven_borderline": "the hand has no very strong suit sure to run (its ace and king at "
    "the head), and over the opponents "
    "the cheapest suit bid is at the seven level: thirteen tricks with a partner it knows "
    "nothing about, so it defends",
    "cs.nk_borderline_compete": "the hand only just reaches the honours opening ({honours} "
    "honours), and competing over an opponent's six-level bid the side would need twelve "
    "tricks with a partner it knows nothing about, so it defends",
    "cs.nk_few_points_compete": "the hand has no very strong suit to run and only {points} "
    "points of high cards (under 17), and competing over an opponent's six-level bid the side "
    "would need twelve tricks with a partner it knows nothing about, so it defends",
    "cs.nk_borderline_side": "the very strong suit has no side ace beside it, only two high "
    "honours ({points} points of high cards, under 17), and the side would then need twelve "
    "tricks with a partner it knows nothing about",
    "cs.nk_borderline_no_top": "the very strong suit lacks both its ace and its king and may "
    "lose two tricks before it runs ({points} points of high cards, under 17), and the side "
    "would then need twelve tricks with a partner it knows nothing about",
    "cs.nk_borderline_no_kq": "the very strong suit lacks its king and queen and may lose two "
    "tricks before it runs ({points} points of high cards, under 17), and the side would then "
    "need twelve tricks with a partner it knows nothing about",
    "cs.nk_borderline_no_ace": "the very strong suit lacks its own ace and loses a trick "
    "before it runs ({points} points of high cards, under 17), and the side would then need "
    "twelve tricks with a partner it knows nothing about",
    "cs.nk_borderline_no_king": "the very strong suit lacks its king and may lose a trick to "
    "it before it runs ({points} points of high cards, under 17), and the side would then need "
    "twelve tricks with a partner it knows nothing about",
    "cs.nk_borderline_two_suits": "the two suits only just make the opening ({points} points "
    "of high cards, under 17), and the side would then need twelve tricks with a partner it "
    "knows nothing about",
    "cs.nk_aceless": "no ace in the hand at all: the very strong suit lacks its ace and the "
    "side ace is only two high honours ({points} points of high cards), so twelve tricks are "
    "far from sure, and a hand that is not poor for all-pass misère passes unless it is sure "
    "of its contract",
    "cs.nk_thin": "only {points} points of high cards: twelve tricks are far from sure, and a "
    "hand that is not poor for all-pass misère passes unless it is sure of its contract",
    "cs.opener_may_pass": "the opponents have taken the bid over and partner has never bid: "
    "showing more would compete alone, and staying quiet is allowed",
    "cs.aces_back_partner": "from level 5 the grand would name a contract, and partner's "
    "{bid} already names one that these aces support: it may stand",
    "cs.quiet_over_misfit": "the opponents' responder answered its partner's suit with misère, "
    "a misfit: a defender mostly passes and watches where they go, and pre-empts only with an "
    "especially good misère hand",
    "cs.support_too_high": "support above level 4 would name a contract with more tricks to make "
    "(from level 5 a bid names the contract), so over {bid} it is left unsaid",
    "cs.nk_suits_at_seven": "the hand's two suits, {first} and {second}, both rank below {bid}, "
    "so either could only be played at the seven level: thirteen tricks with a partner it knows "
    "nothing about, so it defends",
    "cs.nk_suit_at_seven": "the hand's long {suit} ranks below {bid}, so it could only be "
    "played at the seven level: thirteen tricks with a partner it knows nothing about, so it "
    "defends",
    "cs.high_cards_count": "seven honours by count, though only {points} points of high cards "
    "(about seven honours means 14 or more): three in the best suit, {suit}, is allowed",
    "cs.after_3g": "partner answered 3 grand with its longest suit, {suit}: the opener bids five "
    "of it, takes the kitty and hands partner its {suit}",
    "cs.defender_need_not_answer": "the opponents opened: a defender need not answer "
    "partner's competing bid and may stay quiet",
    "cs.defender_may_pass": "the opponents opened and hold the bid: a defender may always stay "
    "quiet",
    "cs.no_strong_suit": "after the pre-empt the responder encourages only with a strong suit "
    "(two honours and three spots, three honours and a spot, or six cards), and this hand has "
    "none: it leaves the decision to partner",
    "cs.preempt_late": "after the first round a misère pre-empt is for when the opening side "
    "looks very strong; a single low bid of theirs is not that, so the defender stays quiet",
    "cs.nk_borderline": "the hand only just reaches the honours opening ({honours} honours, "
    "{points} points of high cards), and the side would then need twelve tricks with a partner "
    "it knows nothing about",
    "cs.nk_short": ": {honours} honours, and the honours opening wants seven or more with two aces",
    "cs.nk_too_weak": "not strong enough for the six level{short}{misere}",
    "cs.nk_no_misere": ", and no six-misère hand ({why})",
    "cs.nk_6s_6c": "6♠ then 6♣: a natural void in {voids}, and the spades stay in this hand",
    "cs.nk_misere_overbid": "partner's misère was overbid and this hand suits misère too "
    "({why}): one step below {target} asks partner for it",
    "cs.nk_rest": "the exchange of packets will say the rest; nothing to add now",
    # --- packet readings (engine.conventions.packets.read_packet) -----------------------------
    "pr.who": "{who}: {text}",
    "pr.onesuit_nokitty": "In a no-kitty game the order of a one-suit packet carries the trump "
    "wish, so it does not tell whether the passer still holds {suit}",
    "pr.lowest_on_top": "lowest on top",
    "pr.highest_on_top": "highest on top",
    "pr.onesuit_order": "The four {suit} cards run in rank order ({way}): the passer still holds "
    "{suit}",
    "pr.onesuit_void": "The four {suit} cards are out of rank order: the passer has no {suit} left",
    "pr.bottom_lowest": "The bottom card {card} is the lowest of the four: misère is possible",
    "pr.bottom_not_lowest": "The bottom card {card} is not the lowest of the four: no misère",
    "pr.pair_on_pair": "The {x} pair lies on the {y} pair: the bottom suit {y} is void and {x} "
    "continues",
    "pr.alternate": "{x} and {y} alternate: the passer has emptied both suits",
    "pr.booklet": "The two {x} cards enclose the two {y} cards like a booklet: the passer still "
    "holds both suits",
    "pr.pos0": "on top",
    "pr.pos1": "second from the top",
    "pr.pos2": "second from the bottom",
    "pr.pos3": "at the bottom",
    "pr.31_aaaB": "no {single} left, {long} continues",
    "pr.31_AABA": "both {long} and {single} are void",
    "pr.31_abaa": "both {long} and {single} continue",
    "pr.31_bAAA": "{long} is void and {single} continues",
    "pr.three_one": "Three {long} and one {single}, the single card {where} ({pattern}): {text}",
    "pr.long_lowest": "The {long} card nearest the table, {card}, is the lowest of the three "
    "{long}: misère is possible",
    "pr.long_not_lowest": "The {long} card nearest the table, {card}, is not the lowest of the "
    "three {long}: no misère",
    "pr.how_pair_bottom": "the {pair} pair lies together nearest the table",
    "pr.how_booklet": "the {pair} pair holds {single} between its cards like a booklet, and "
    "{base} lies alone at the bottom",
    "pr.how_top_alone": "{head} is alone on top",
    "pr.how_top_pair": "{head} is the top pair",
    "pr.three_suits": "Three suits, and {how}: the passer has no {voids} left (voids lie nearest "
    "the table) and keeps {kept}",
    "pr.three_unconv": "Three suits with the {pair} pair on top and at the bottom: this order is "
    "not a conventional one, so only the bottom suit {base} reads as void and nothing is said "
    "about {rest}",
    "pr.four_suits": "One card of each suit: the conventions give this order no void, "
    "continuation or misère meaning",
    "pr.return": "A return packet answers the trump wish and carries none of its own",
    "pr.rank0": "lowest",
    "pr.rank1": "middle",
    "pr.rank2": "highest",
    "pr.wish1_first": "Leaving the bottom card aside, the top card {card} is the {w} of the top "
    "three, pointing to the {w} absent suit: first choice {suit}",
    "pr.wish1_second": "The second card {card} is the {w} of the three: second choice {suit}",
    "pr.wish1_third": "The third card {card} is the {w}: the passer does not want {suit} back "
    "(and may be void in it)",
    "pr.lead_ic2": "The single card on top has no partner in its suit, so the wish is read from "
    "the long suit as in the Handbook's 3+1 example. ",
    "pr.lead_ic7": "In a booklet the top card's suit is the outer pair. ",
    "pr.higher": "higher",
    "pr.lower": "lower",
    "pr.wish2": "{lead}The upper {suit} card {a} is {hl} than the next {suit} card {b}, so the "
    "first choice is the {hl} absent suit, {first}; the other absent suit, {second}, is the "
    "second choice",
    "pr.three_no_wish": "Only one suit is missing from a three-suit packet, so no trump wish can "
    "be read from it",
    "pr.no_missing": "No suit is missing from the packet, so there is no trump wish",
    "pr.misere_first": "If misère is played, the first choice {suit} names the safe suit with "
    "several low cards instead of trumps",
    "pr.ace_king": "The two top cards {a} {b} are low spots of {suit} with no other {suit} below "
    "them: they mark the ace and king of {suit}",
    "pr.ace": "The top card {card} is a low spot (2 to 6) and no other {suit} lies below it: it "
    "marks the ace of {suit}",
    "pr.one_suit_no_ace": "A one-suit packet has no other suit to mark an ace with",
    "pr.low_not_mark": "The top card {card} is a low spot, but another {suit} lies below it, so "
    "it is not an ace mark",
    "pr.no_ace_mark": "No ace mark: the top card {card} is not a low spot from 2 to 6",
    "pr.pair_low": "Of the two {suit} cards, the one nearer the table ({card}) is the lower: "
    "misère is possible",
    "pr.pair_high": "Of the two {suit} cards, the one nearer the table ({card}) is the higher: "
    "no misère",
    # --- one-card hand-overs (engine.conventions.handovers) --------------------------------
    "ho.grand_short": "the highest card of the shortest suit, {suit}, to build it in partner's "
    "hand",
    "ho.strengthen_main": "strengthens partner in {suit}, a suit the main players bid",
    "ho.highest_trump_first": "the highest trump goes to partner first",
    "ho.three_trumps": "with three or more trumps",
    "ho.no_trump_to_give": "with no trump to give",
    "ho.short_top": "{why}, the highest card of the shortest/weakest suit, {suit}",
    "ho.short_top_main": "{why}, the highest card of the shortest suit, {suit}, one the main "
    "players bid: of equally short suits, strengthening partner there helps too",
    "ho.tied_main": "{suit} is just as short: its highest card is accepted too (the main "
    "players' {main} comes first, to strengthen partner there)",
    "ho.trump_back": "partner sent a trump, so the highest card of the shortest suit goes back, "
    "{suit}",
    "ho.keep_trumps_second": "with three trumps or more this hand may keep them, as the first "
    "defender does, and give the highest card of its shortest side suit, {suit}, instead",
    "ho.side_back": "partner sent a side card, so the highest trump goes back",
    "ho.no_trump_short_other": "no trump to send: the highest card of the shortest suit "
    "besides {suit}, the suit partner is shortening",
    "ho.no_trump_short": "no trump to send: the highest card of the shortest suit",
    "ho.tied_short": (
        "{suit} is just as short: its highest card is accepted too (the weaker suit comes first)"
    ),
    "ho.tied_even": "{suit} is just as short and as strong: its highest card is accepted too "
    "(the other comes first by suit order only)",
    "ho.singleton": "a singleton {suit}: this hand is then void and can ruff the first {suit} lead",
    "ho.singleton_second": "partner has handed over a card, and a singleton {suit} is better "
    "sent than a trump: this hand, void, ruffs the first {suit} lead with the trumps it keeps",
    "ho.main_side": "the highest card of the main players' side suit {suit}, to strengthen partner",
    "ho.highest": "the highest card",
    "ho.void_signal": "a natural void is signalled with a middling card of a {n}-card suit",
    "ho.void_signal_other": "{suit} signals the void too, with a middling card of a {n}-card "
    "suit, accepted ({why})",
    "ho.vs_honour": "{first} signals with a middling spot, where a middling honour is a card "
    "to keep",
    "ho.vs_shorter": "the shorter {first} signals first",
    "ho.vs_weaker": "of equally long suits the weaker {first} signals first, the stronger "
    "keeping its length",
    "ho.vs_order": "the other comes first by suit order only",
    "ho.another_middling": "another middling card of a {n}-card suit",
    "ho.misere_lowest": "the lowest card of the shortest suit, {suit}",
    "ho.misere_tied_lower": "{suit} is just as short: its lowest card is accepted too, though "
    "{first} gives a lower card",
    "ho.misere_tied_points": "{suit} is just as short, with as low a card: accepted too (the "
    "suit with fewer points comes first)",
    "ho.misere_tied_even": "{suit} is just as short, with as low a card and as many points: "
    "accepted too (the other comes first by suit order only)",
    "ho.ap_spot": "from A{rank} the spot goes over, the ace stays",
    "ho.ap_ace": "the ace counts as the lowest card here, and a short ace is best passed",
    "ho.ap_lowest": "the lowest card",
    "ho.ap_not_partners": " (not partner's suit)",
    "ho.ap_king": "equally short suits; the {suit} suit holds a king, so a small card of it goes "
    "over to keep the king as an entry{back}",
    "ho.ap_king_higher": "{text}; the {suit} suit, with a king too, gives a lower card and "
    "comes first",
    "ho.ap_shortest": "the shortest suit",
    "ho.ap_equal": "equally short suits",
    "ho.ap_same": ", as low as the preferred card (the order of the suits decides between them)",
    "ho.ap_same_weaker": ", as low as the preferred card, whose suit is the weaker (fewer "
    "high-card points) and goes first",
    "ho.ap_king_first": ", but keeping the {suit} king as an entry comes first",
    "ho.ap_spot_beside_ace": ", all the more beside another short ace",
    "ho.ap_spot_first": ", but the spot from A2 or A3 goes over first beside another short ace",
    "ho.ap_lower": ", though another short suit gives a lower card",
    "ho.ap_pick": "{lead}, {suit}: {why}{pref}{back}",
    "ho.bol_voids": "voids {suits}: the lowest card to the stalker, the highest to the left-hand "
    "opponent (C-6.5, IC-30)",
    "ho.bol_lone_ace": "voids {suit} by giving away its lone {card}, with {cards}, the worst "
    "cards left: the lowest card to the stalker, the highest to the left-hand opponent "
    "(C-6.5, IC-30)",
    "ho.bol_single_ace": "voids {suit} and gets rid of the {card}, a liability in a short suit, "
    "with {cards}, the worst card left: the lowest card to the stalker, the highest to the "
    "left-hand opponent (C-6.5, IC-30)",
    "ho.bol_void_ace": "voids {suits} and gets rid of the {card}, a liability in a short suit: "
    "the lower card of the suit to the stalker (C-6.5, IC-30)",
    "ho.bol_void_high": "voids {suit} and gives away {cards}, the worst of the rest: the highest "
    "cards of short suits first (C-6.5, IC-30)",
    "ho.bol_void_honour": "voids {suits} and gives away {cards}, the worst of the rest: the high "
    "cards of short suits and the kings, queens and jacks of long suits go before a short "
    "suit's low spot (C-6.5, IC-30)",
    "ho.bol_voids_honour": "voids {suits} and gives away {cards}, the worst card left: a long "
    "suit's king, queen or jack goes before a short suit's low spot (C-6.5, IC-30)",
    "ho.bol_void_long_ducked": "voids {suits} and gives away {cards}, the worst of the rest: no "
    "suit of four cards or fewer is left, so the long suits' high cards go, passing over {kept}, "
    "which has enough lower cards beside it to be played under every time (C-6.5, IC-30)",
    "ho.bol_voids_long_ducked": "voids {suits} and gives away {cards}, the worst card left: no "
    "suit of four cards or fewer is left, so a high card of the long suits goes, passing over "
    "{kept}, which has enough lower cards beside it to be played under every time (C-6.5, "
    "IC-30)",
    "ho.bol_void_high_long": "voids {suit} and gives away {cards}, the worst of the rest: no "
    "suit of four cards or fewer is left, so the highest cards of the long suits go, an ace "
    "there last since an ace at least fifth is safe (C-6.5, IC-30)",
    "ho.bol_voids_high": "voids {suits} and gives away {cards}, the worst card left: the "
    "highest card of a short suit (C-6.5, IC-30)",
    "ho.bol_voids_high_long": "voids {suits} and gives away {cards}, the worst card left: no "
    "suit of four cards or fewer is left, so the highest card of the long suits goes, an ace "
    "there last since an ace at least fifth is safe (C-6.5, IC-30)",
    "ho.bol_void_own_ace": "voids {suits}, its ace included, and gives away {cards}, the worst "
    "card left (C-6.5, IC-30)",
    "ho.bol_other_way": "the same cards the other way round ({high} to the left-hand "
    "opponent, {top} across), the Handbook's suit-by-suit layout reversed: {text}",
    "ho.bol_equal_rank": "the cards of equal rank changed round, each as much the lowest or "
    "highest as the other, so this is the same layout: {text}",
    "ho.bol_suitwise": "the same cards suit by suit: the lower {suit} to the stalker, the higher "
    "{suit} to the left-hand opponent, {card} across (C-6.5, IC-30)",
    "ho.bol_shortens": "shortens {suit}: the lowest card to the stalker, the highest to the "
    "left-hand opponent (C-6.5, IC-30)",
    # --- opening leads (engine.conventions.leads) ------------------------------------------
    "ld.none": "no lead convention applies; a low card of the longest suit",
    "ld.touching": "the higher of two touching honours in {suit}",
    "ld.touching_bid": "the higher of two touching honours in {suit}, but the main players "
    "are strong in {suit} (they bid it, showed its ace or took an honour of it from the "
    "kitty): the lead runs into their strength",
    "ld.second_highest": "the second-highest card of the longest suit, {suit}",
    "ld.second_highest_side": "the second-highest card of the longest side suit, {suit}",
    "ld.second_highest_tied": "the second-highest card of {suit}, one of the equally long "
    "longest suits",
    "ld.second_highest_bid": "the second-highest card of {suit}, one of the equally long "
    "longest suits, but the main players are strong in {suit} (they bid it, showed its ace or "
    "took an honour of it from the kitty): the lead runs into their strength",
    "ld.second_highest_less": "the second-highest card of {suit}, one of the equally long "
    "longest suits: the main players have shown strength here too, but less than in {other}",
    "ld.second_highest_same_first": "the second-highest card of {suit}, one of the equally "
    "long longest suits: the main players have shown as much strength in {other}, so suit rank "
    "decides, and either is as good a lead",
    "ld.second_highest_same": "the second-highest card of {suit}, one of the equally long "
    "longest suits: the main players have shown no more strength here than in {other}, so it is "
    "as good a lead",
    "ld.partner_doubled": "partner doubled: lead the suit partner handed over, {suit}, likely "
    "its shortest, which partner may soon ruff",
    "ld.partner_doubled_top": "partner doubled: the top of your touching honours in the suit "
    "partner handed over, {suit}, a winner to cash before partner's ruff comes",
    "ld.side_top_force": "the top of your touching honours in the suit partner handed over, "
    "{suit}: it drives out a higher card instead of letting declarer win cheaply, and partner "
    "may still ruff a later round: as good as partner's own card",
    "ld.side_top": "the top of your touching honours in the suit partner handed over, {suit}: "
    "a winner to cash before partner can ruff, as good as partner's own card",
    "ld.partner_doubled_own_ace": "partner doubled: your {card}, in the suit partner handed "
    "over, is a sure trick to cash before partner can ruff: as good a lead as the low card",
    "ld.partner_doubled_ace": "partner doubled and handed over the {card}: a winner to cash "
    "before partner's ruff comes",
    "ld.another_handed": "another card of the suit partner handed over",
    "ld.low_trump": "a cross-ruff or tail-ruff is coming: a low trump cuts it down",
    "ld.equal_card": "a card touching the {card} partner handed over: in this hand it plays the "
    "same",
    "ld.equal_card_top": "the higher of the touching honours with the {card} partner handed "
    "over, which it plays the same as (touching honours lead the higher){how}",
    "ld.side_card": "the side card partner handed over{how}",
    "ld.side_kept": " (kept back here: a short suit the main players bid)",
    "ld.side_lead": ": partner got your trump and so returned the top of its shortest suit, "
    "and may ruff when the suit comes back",
    "ld.misere_doubled": "this hand doubled: a middling card of the 2-spot suit {suit} tells "
    "partner to shed that suit",
    "ld.misere_high": "a high card of the suit partner handed over ({suit}, partner's short "
    "suit), a low one to follow",
    "ld.misere_only": "the only card of the suit partner handed over ({suit}, partner's short "
    "suit): nothing of it is left to follow",
    "ld.misere_another": "another high card of partner's short suit",
    "ld.misere_two": "holding the {suit}2: the second-lowest card of that suit",
    "ld.misere_two_winner": "the second-lowest card of a 2-spot suit by the rule's letter; but "
    "the {card} is a sure winner here and only takes the trick for your side",
    "ld.misere_two_ace": "the 2-spot suit's second-lowest card is the {card}, which would only "
    "win the trick for your side (aces are not worth leading early against a six- or "
    "seven-level misère): the lowest card of the shortest other suit, {suit}",
    "ld.misere_no_two_weaker": "no 2-spot: the lowest card of the shortest suits, from {suit}, "
    "the weaker of them (as short: {other})",
    "ld.misere_no_two_lower": "no 2-spot: the lowest card of the shortest suits, from {suit}; "
    "as short and as weak: {other}; this card is the lower",
    "ld.misere_two_dealt": "the lowest card of the shortest other suit, {suit}: your only "
    "2-spot suit, {dealt}, is the one the declarer's partner dealt you a card of; it has "
    "probably emptied that suit and would throw away a high card on a lead there",
    "ld.misere_dealt_short": "no 2-spot: the lowest card of the next shortest suit, {suit}; the "
    "shortest, {dealt}, is the suit the declarer's partner dealt you a card of: it has probably "
    "emptied that suit and would throw away a high card on a lead there",
    "ld.misere_no_two": "no 2-spot: the lowest card of the shortest suit, {suit}",
    "ld.misere_not_dealt": "no 2-spot: the lowest card of the shortest suit, {suit}; the equally "
    "short {dealt} is the suit the declarer's partner dealt you a card of: it has probably "
    "emptied that suit and would throw away a high card on this lead",
    "ld.misere_tied_weaker": "no 2-spot: the lowest card of {suit}, as short as {first}, which "
    "leads first as the weaker suit (fewer high-card points)",
    "ld.misere_tied_order": "no 2-spot: the lowest card of {suit}, as short and as weak as "
    "{first}, which leads first by suit order only",
    "ld.misere_tied_first": "no 2-spot: the lowest card of {suit}, as short as {first}, which "
    "leads first",
    "ld.misere_skip_ace": "no 2-spot: the lowest card of the shortest suit besides the lone "
    "{ace}, {suit}; a lone ace would only win the trick for your side",
    "ld.misere_skip_winner": "no 2-spot: the lowest card of the shortest suit besides {cards}, "
    "{suit}; from {cards} every card is a sure winner, a trick for your side",
    "ld.short_aces": "{aces} in suits shorter than five cards",
    "ld.short_ace": "the {aces} in a suit shorter than five cards",
    "ld.poor_hand": "a poor misère hand",
    "ld.with": "with {why},",
    "ld.reading_aces": "reading 'with aces' as any ace, even one in a long suit,",
    "ld.reading_poor_no_ace": "reading 'a poor hand' to take in one with no ace to get rid of "
    "(none, or one safe in a long suit) that is not even a five-misère hand,",
    "ld.ask_handed": "{why} lead the suit this hand handed over ({suit}) to ask for help",
    "ld.ask_handed_lower": "{why} lead the suit this hand handed over ({suit}) to ask for help, "
    "with a card below the {card} handed over: the lower card completes the void signal",
    "ld.ask_other": "{why} a middling card of another suit ({suit}) asks for help, the suit this "
    "hand handed over being gone",
    "ld.ask_other_sure": "{why} a middling card of another suit ({suit}) asks for help: the suit "
    "this hand handed over holds only sure winners, which ask nothing",
    "ld.ask_handed_sure": "the suit this hand handed over ({suit}), by the rule's letter: it holds "
    "only sure winners and asks nothing, but an ace shed at the first trick costs least",
    "ld.help_king": "the king of partner's shortest suit ({suit}), to win and lead it again",
    "ld.help_equal": "touching the {card} in this hand, it plays just the same: a middling card "
    "of partner's shortest suit ({suit})",
    "ld.help_middling": "a middling card of partner's shortest suit ({suit}), the suit partner "
    "handed over",
    "ld.help_above": "partner's shortest suit ({suit}), the highest card up to the 10 above the "
    "{card} partner sent (its lowest there): an opponent should win the trick while partner "
    "plays under it",
    "ld.help_above_ace": "partner's shortest suit ({suit}), the highest card up to the 10: the "
    "{card} partner sent counts as its lowest card there, so partner can play under this lead "
    "and an opponent should win the trick",
    "ld.help_higher": "the higher card of partner's shortest suit ({suit})",
    "ld.help_only": "this hand's only card of partner's shortest suit ({suit})",
    "ld.singleton": "a singleton {suit}, hoping to ruff its return",
    "ld.long_middling": "a middling card of the long suit {suit}",
    "ld.ace_queen": "the ace of {suit} with the queen beside it: the no-kitty lead rules out an "
    "ace only when no high honour stands beside it",
    "ld.nothing_better": "nothing better: a card the rules do not forbid",
    "ld.bol_doubled": "the stalker doubled: a low {suit} from the 2-spot suit, so the others "
    "shed it and the 2 can be led later",
    "ld.bol_second": "the second-lowest card of {suit}, the suit holding the 2",
    "ld.bol_shortest": "the lowest card of the shortest suit, {suit}",
    "ld.bol_shortest_no_two": "the lowest card of the shortest suit without the 2, {suit}",
    "ld.bol_two_kept": "the lone {card} is kept for the end, when it can force a trick on the "
    "Bolshevik",
    "ld.bol_lone_two": "the lone {card}, a low card of the suit holding the 2, by the rule's "
    "letter; but kept for the end it can force a trick on the Bolshevik",
    "ld.bol_shortest_even": "the lowest card of {suit}, one of the equally short and equally "
    "weak suits, each with as low a card: either leads",
    "ld.bol_shortest_even_other": "the lowest card of {suit}, as short, as weak and as low as "
    "the suit led: as good a lead",
    "ld.bol_shortest_lower": "the lowest card of {suit}, one of the equally short and equally "
    "weak suits (the lower card comes first)",
    "ld.bol_shortest_higher": "the lowest card of {suit}, as short and as weak a suit, but its "
    "lowest card is higher than the one led",
    "ld.bol_shortest_tied": "the lowest card of {suit}, one of the equally short suits (the "
    "weaker comes first)",
    "ld.bol_no_two": "no 2-spot to lead from: {text}",
    "ld.bol_gift_alone": "{suit}, the suit of the Bolshevik's gift, is left alone",
    "ld.bol_ace_two": "an ace led from ace-2 would only win the trick for your side",
    "ld.bol_high_second": "{card} is the second-lowest of the 2-spot suit, but no low card: the "
    "stalker attacks with low cards",
    "ld.bol_lone_ace": "a lone ace would only win the trick for your side",
    "ld.bol_no_low": "the shorter {cards} has no low card to attack with",
    "ld.bol_no_low_many": "the shorter {cards} have no low card to attack with",
    "ld.bol_because": "{text} ({reasons})",
    "ld.bol_letter_honour": "the lowest card of the shortest suit, {suit}, by the rule's letter; "
    "but an honour gives the Bolshevik an easy card to play under",
    "ld.bol_letter_honour_tied": "the lowest card of {suit}, one of the equally short "
    "suits, by the rule's letter; but an honour gives the Bolshevik an easy card to play under",
    "ld.bol_gift_suit": "{suit} is the suit the Bolshevik gave you its lowest card of: it has "
    "probably emptied that suit and would throw away a high card on this lead",
    "ld.bol_also_two": "the second-lowest card of {suit}, also holding a 2",
    "ld.bol_also_two_tied": "the second-lowest card of {suit}, a 2-spot suit as long as the "
    "one led and with as low a second card: just as good a lead",
    "ld.bol_letter": "the second-lowest card of {suit}, the suit holding the 2, by the letter of "
    "the rule; but a high card, not the low card the stalker attacks with",
    # --- the lead drill (engine.drills.lead) -------------------------------------------------
    "le.title": "Pick the opening lead",
    "le.prompt": "You are {seat} and lead to the first trick. {what}",
    "le.what_allpass": "Everyone passed: all-pass misère{dbl}.",
    "le.allpass_doubled": " (doubled)",
    "le.declares": "{seat} declares {contract}.",
    "le.declares_doubled": "{seat} declares {contract} doubled.",
    "le.declares_redoubled": "{seat} declares {contract} redoubled.",
    "le.why_same_suit": "Your {card} is in the right suit, but the rule asks for {pref} there "
    "({reason}).",
    "le.why_allowed_suit": "{suit} is a suit the rules allow ({other} would be accepted), but "
    "not with {card}; and the first choice is {pref} ({reason}).",
    "le.why_trump": "Your {card} is a trump: it helps the declarer draw trumps, and the lead "
    "rules keep trumps back unless a ruffing game is expected; here the lead is {pref} "
    "({reason}).",
    "le.why_bare_ace": "Your {card} is an ace without its king: led first it sets up the "
    "declarer's king. The lead is {pref} ({reason}).",
    "le.why_other_suit": "Your {card} leads {suit}, which no lead rule points to here; the lead "
    "is {pref} ({reason}).",
    "le.tip_trumps_kitty": "Did partner hand you a side card, or double? Do the bids suggest a "
    "ruffing game? Otherwise look for touching honours or the second-highest card of your "
    "longest side suit.",
    "le.tip_grand": "Touching honours in a long suit, else the second-highest card of your "
    "longest suit.",
    "le.tip_trumps_nokitty": "A middling card of a long suit, a singleton, or the top of "
    "touching honours; never an ace without honours beside it.",
    "le.tip_misere": "With an exchange: partner's short suit, high first. Without: the "
    "second-lowest card of a suit with the 2, else the lowest of the shortest suit.",
    "le.tip_allpass": "Help partner: a king or a middling card of the suit partner handed over; "
    "with aces or a poor hand, ask for help in your own short suit.",
    "le.tip_bolshevik": "The second-lowest card of a suit holding the 2; without a 2, the "
    "lowest of your shortest suit.",
    "le.suits": "Your suits: {parts}.{extra}",
    "le.suit": "{suit} {bits}",
    "le.suit_none": "{suit} none",
    "le.cards": ("{n} card", "{n} cards"),
    "le.trumps": "trumps",
    "le.touching": "touching honours",
    "le.the_two": "the 2",
    "le.partners_suit": "the suit partner handed you",
    "le.your_suit": "the suit you handed over",
    "le.misfit": " One main player answered the trump suit with the lowest misère: a misfit.",
    # --- the hand-over drill (engine.drills.handover) -----------------------------------------
    "hd.title": "Hand over",
    "hd.title_give": "Give a card to each player",
    "hd.prompt": "You are {seat}. {context}",
    "hd.allpass_back": "Everyone passed: all-pass misère. Partner has handed you {card}; now "
    "you hand one card back.",
    "hd.allpass_first": "Everyone passed: all-pass misère. You hand one card to partner first, "
    "without seeing partner's.",
    "hd.bolshevik": "You play Bolshevik and have taken the kitty: give one card to each "
    "opponent (the stalker on your right is {seat}).",
    "hd.kitty_partner": "Partner ({seat}) took the kitty at {contract} and passed you four "
    "cards: give one card to each of the other three players.",
    "hd.defend_back": "{seat} declares {contract}; you defend. Partner has handed you {card}; "
    "hand one card back.",
    "hd.defend_first": "{seat} declares {contract}; you defend. You hand a card to partner first.",
    "hd.why_same_suit_highest": "Your {card} is in the right suit, but the highest card of it "
    "goes over, {pref} ({reason}).",
    "hd.why_same_suit_lowest": "Your {card} is in the right suit, but the lowest card of it "
    "goes over, {pref} ({reason}).",
    "hd.why_same_suit_middle": "Your {card} is in the right suit, but the middle card of it "
    "goes over, {pref} ({reason}).",
    "hd.why_allowed_suit": "{suit} is a suit the rules allow ({other} would be accepted), but "
    "not with {card}; and the first choice is {pref} ({reason}).",
    "hd.why_trump": "Your {card} is a trump; here the card to hand over is {pref} ({reason}).",
    "hd.why_other_suit": (
        "{suit} ({n} card) is not the suit the rule points to; the card is {pref} ({reason}).",
        "{suit} ({n} cards) is not the suit the rule points to; the card is {pref} ({reason}).",
    ),
    "hd.err_choose": "choose a card for each player",
    "hd.err_different": "give three different cards",
    "hd.gift_left": "{card} to the left",
    "hd.gift_across": "{card} across",
    "hd.gift_right": "{card} to the right",
    "hd.gifts_wrong_players": "The right three cards, but not to the right players: {text}.",
    "hd.gifts_leave": "Your cards leave {suits} in your hand, where the rule empties it; {text}.",
    "hd.gifts_other": "Your cards are not the rule's: {text}.",
    "hd.gifts_line": "{gifts}: {text}",
    "hd.tip1": "First hand-over: the highest trump with one or two trumps, else the top card of "
    "your shortest suit. Second: back the top of your shortest suit for a trump, your highest "
    "trump for a side card.",
    "hd.tip2": "Misère: the lowest card of your shortest suit (a natural void is shown with a "
    "middling card of a three- or four-card suit). Grand: the highest card of your shortest "
    "suit.",
    "hd.tip3": "The lowest card of your shortest suit, an ace counting as lowest; from A2 or A3 "
    "the spot; beside a king, a small card; never straight back into partner's suit.",
    "hd.tip4": "Aim to empty one or two short suits and shed a short ace: the lowest card goes "
    "to the stalker, the highest to the left.",
    "hd.tip5": "Empty a short suit that holds no ace: its best card to partner in trumps and "
    "grand, its lowest in misère; the rest to the opponents, a lone one to the left.",
    "hd.suits": "Your suits: {parts}.{tail}",
    "hd.suit": "{suit} {bits}",
    "hd.cards": ("{n} card", "{n} cards"),
    "hd.none": "none",
    "hd.trumps": "trumps",
    "hd.an_ace": "an ace",
    "hd.a_king": "a king",
    "hd.partners_card_suit": "partner's card is of this suit",
    "hd.got_trump": " Partner's card was a trump.",
    "hd.got_side": " Partner's card was not a trump.",
    # --- the return-packet drill (engine.drills.returns) -------------------------------------
    "rt.title": "Return the packet",
    "rt.prompt": "You are {seat}. Partner ({bidder}) won the auction with {bid} and passed you "
    "the four cards below, top card first. Send four cards back, top card first.",
    "rt.choice_line": "{text}: send {cards}; {rule}",
    "rt.accepted": "{label}: {rule}",
    "rt.err_choose": "choose four cards, top first",
    "rt.err_different": "use four different cards of your hand",
    "rt.right": "{text}.",
    "rt.wrong_order": "The right cards, but {given} says something else: {reads}.",
    "rt.should_read": "These cards should read: {reads}; put them so: {rule}.",
    "rt.send_back": "The conventions send back {cards} here.",
    "rt.keeps": "Your packet keeps {missing} and sends {extra} instead; your order reads: {reads}.",
    "rt.help_first": "First read partner's packet: which suit does partner want as trumps (or, "
    "in misère, as the safe suit), and which second? Then count your own cards in those suits.",
    "rt.suit": "{suit}: {mine} of your own, {honours}, {low} from 2 to 5{ace}",
    "rt.honours": ("{n} honour", "{n} honours"),
    "rt.with_ace": " with the ace",
    "rt.help_misere": "Partner's packet says misère is possible. {suits}.",
    "rt.help_trumps": "{suits}. An ace of yours can be shown by a low card of its suit on top.",
    # --- Vint scoresheet lines (engine.vint.scoring, engine.vint.rubber) -----------------------
    "vs.tricks": ("{n} trick × {value}", "{n} tricks × {value}"),
    "vs.all_tricks": "all 13 tricks",
    "vs.twelve_tricks": "12 tricks",
    "vs.small_slam_made": "small slam bid and made",
    "vs.grand_slam_made": "grand slam bid and made",
    "vs.honours": "{count} trump honours: {times} × {value}",
    "vs.aces_two_each": "2 aces each: the pair with more tricks, 2 × {times} × {value}",
    "vs.aces": "{count} aces: {count} × {times} × {value}",
    "vs.undertricks": (
        "{n} undertrick: {n} × {level} × {each}",
        "{n} undertricks: {n} × {level} × {each}",
    ),
    "vs.small_slam_failed": "small slam failed",
    "vs.grand_slam_failed": "grand slam failed",
    "vs.game_and_rubber": "game and rubber",
    "vs.game": "game {game}",
    # --- the Vint score drill (engine.drills.vint_score) ---------------------------------------
    "vd.title": "Score a Vint deal",
    "vd.pair0": "North–South",
    "vd.pair1": "East–West",
    "vd.contract": "Contract: {contract}, declared by {decl}.",
    "vd.took": "{decl} took {n} tricks, {defs} {rest}.",
    "vd.honours_dealt": "Trump honours dealt: {decl} {ours}, {defs} {theirs}.",
    "vd.aces_dealt": "Aces dealt: {decl} {ours}, {defs} {theirs}.",
    "vd.question_below": "What does {who} score below the line on this deal?",
    "vd.question_net": "What is {decl}'s net on this deal: everything {decl} scored, above and "
    "below the line, minus everything {defs} scored?",
    "vd.trick_value": "trick value of {contract}",
    # English says "tricks" even for one (as it always has); other languages may not.
    "vd.tricks": ("{n} tricks × {value}", "{n} tricks × {value}"),
    "vd.line_above": "{pair}: {label} (above)",
    "vd.line_below": "{pair}: {label} (below)",
    "vd.bad_input": "type the score as a whole number, e.g. 380 or -1810",
    "vd.part": "{label}: {points}",
    "vd.answer": "Answer: {points}",
    "vd.not_quite": "Not quite: the answer is {points}.",
    "vd.sign_hint": "The size is right but the sign is not: whose net is asked for?",
    "vd.help_value": "Find the trick value: 4, 6, 8, 10 or 12 for ♠, ♣, ♦, ♥ or NT at level 1, "
    "plus 10 for every level above 1. Both pairs score each trick they took at that value.",
    "vd.help_whole": "Write both pairs' trick scores, then what goes above the line: honours (20, "
    "30 or 40 times the trick value for 3, 4 or 5), aces (10 times the value each, for 3 or 4; "
    "with 2 each, 2 for the pair with more tricks), slams, and 500 × level for each trick the "
    "declarers were short. Then subtract.",
    "vd.help_multiply": "The {label} is {value}: multiply it by the tricks the pair took.",
    "vd.part_is": "{label} = {points}",
    "vd.help_parts": "The parts: {parts}. Now add what the declarers scored and subtract the rest.",
    "vd.answer_is": "The answer is {points}.",
    # --- the packet drills (engine.drills.packets): read this packet (rp), build it (bp) ------
    "rp.prompt_kitty": "The kitty bidder hands partner these four cards, top card first. What "
    "do they say?",
    "rp.prompt_nokitty": "The highest bidder hands partner these four cards, top card first. "
    "What do they say?",
    "rp.prompt_opening": "Partner opened {opening}, won the auction and hands you these four "
    "cards, top card first. What do you know now?",
    "rp.q_misere": "Suitable for misère?",
    "rp.q_mark": "Does the top card {card} mark an ace?",
    "rp.mark_no": "no",
    "rp.mark_ace": "yes, the {suit}A",
    "rp.mark_ak": "yes, {suit}A and K",
    "rp.q_first": "First trump choice",
    "rp.q_second": "Second choice",
    "rp.q_absent": "{suit} (not in the packet)",
    "rp.opening_6d": "The 6♦ opening already said the passer was dealt no ♠ and no ♣; the "
    "packet does not say it again, so both count as void",
    "rp.opening_6s": "6♠, not 6♣ or 6♦, from a hand that does not want ♠ as trumps (the packet "
    "asks for another suit) tells partner of no natural void, so the passer counts as dealt "
    "some {suits}, and the packet sends none: they are still held",
    "rp.opening_6s_misere": "a hand that offers misère has no natural void, so the passer was "
    "dealt some {suits}, and the packet sends none: they are still held",
    "rp.a_kept": "{suit} kept",
    "rp.a_void": "{suit} void",
    "rp.a_first": "first choice {suit}",
    "rp.a_second": "second choice {suit}",
    "rp.a_mark": "top card: {label}",
    "rp.a_absent_void": "{suit} void (the bid showed it)",
    "rp.a_absent_kept": "{suit} still held (no natural void, none sent)",
    "rp.a_misere_yes": "misère: yes",
    "rp.a_misere_no": "misère: no",
    "rp.err_missing": "answer every question ({label} is missing)",
    "rp.err_same": "the first and the second trump choice must be different suits",
    "rp.wrong_item": "{right}, not {given}",
    "rp.note_interpretation": "An id marked I- or IC- is an interpretation: the sources are "
    "vague there.",
    "rp.right": "Right: {accepted}.",
    "rp.mark_literal": "Allowed: the rest is right, and the Handbook's own sentence reads any "
    "low spot on top as an ace mark; but the conventions read it as a mark only when its suit "
    "differs from the cards below it, and here it does not: {accepted}.",
    "rp.wrong": "{n} of {total} wrong: {items}.",
    "rp.rise": "rise from top to bottom",
    "rp.fall": "fall from top to bottom",
    "rp.neither": "neither rise nor fall all the way",
    "rp.layout_one_low": "Check the order: the four {suit} cards {order}. The card nearest the "
    "table, {card}, is the lowest of the four.",
    "rp.layout_one_not_low": "Check the order: the four {suit} cards {order}. The card nearest "
    "the table, {card}, is not the lowest of the four.",
    "rp.layout_22": "The suits from the top: {layout}. Nearest the table lies {card}; the other "
    "{suit} in the packet is {other}.",
    "rp.layout_31": "The suits from the top: {layout}. The single {suit} card lies {where}; of "
    "the three {long}, {card} lies nearest the table.",
    "rp.layout_211": "The suits from the top: {layout}. Which suit's cards form the top block? "
    "The {suit} pair has {upper} above {lower}.",
    "rp.help_one_suit": "One suit: is it in strict rank order (up or down) or mixed? Then "
    "compare the bottom card with the other three.",
    "rp.help_suits": "Look at how the suits lie: pairs one above the other, alternating, or one "
    "inside the other; where the single card sits; which card is nearest the table.",
    "rp.help_mark": " A low spot alone on top of the other suits may be an ace mark.",
    "rp.help_wish": " For the trump wish, look at the top card and the next card of its suit.",
    "rp.help_opening": " Then think about what the opening bid already said about the hand.",
    "rp.help_answers": "{answers}.",
    "bp.prompt_kitty": "You are the kitty bidder and pass these four cards. Put them in the "
    "order that says the message below, top card first.",
    "bp.prompt_nokitty": "You are the highest bidder and pass these four cards. Put them in the "
    "order that says the message below, top card first.",
    "bp.difference": "it says {got} where the message needs {want}",
    "bp.nothing": "nothing about that",
    "bp.err_choose": "choose all four cards, top first",
    "bp.err_exact": "use exactly the four cards of the packet, each once",
    "bp.in_example": "In {example}: {text}",
    "bp.right": "Right: {given} says exactly that.",
    "bp.rule_low_top": "{rule}; with {cards} on top it counts half, since a low spot on top "
    "may read as an ace mark",
    "bp.both_ends": "Not quite: {given} says it by the conventions, but it is in doubt at both "
    "ends (its top card and its card nearest the table read otherwise to a reader of the "
    "Handbook), so nobody else reads the message from it; {example} says it clearly.",
    "bp.rule_both_ends": "{rule}; but an order in doubt at both ends (a doubtful top card and "
    "a doubtful card nearest the table) earns nothing",
    "bp.rule_low_bottom": "{rule}; with {cards} nearest the table it counts half, since a low "
    "card there may read as offering misère",
    "bp.rule_high_bottom": "{rule}; any order that offers misère only by the conventions' "
    "reading, with a card above 6 where the misère flag is read (such as {example}, whose "
    "flag card is {card}), "
    "counts half: a reader of the Handbook's 'low card next to the table' would not read "
    "misère there",
    "bp.rule_one_suit_nk": "{rule}; in a no-kitty one-suit packet the order carries the "
    "misère flag and the wish, so rank order here does not say the suit is kept",
    "bp.rule_ak_doubt": "{rule}; with {cards} second from the top it counts half, since two low "
    "spots on top may read as marking an ace and a king",
    "bp.ak_doubt": "Half right: {given} says it by the conventions, since the {card} lies on "
    "cards of its own suit; but two low spots on top read as an ace-and-king mark to many "
    "players, and {example} marks the ace alone.",
    "bp.rule_pairs_disagree": "{rule}; an order whose higher-ranking pair runs the other way "
    "from its top pair (such as {example}) counts half, since read by suit rank it names "
    "another first choice",
    "rt.rule_allowed_doubt": "{rule}; an order in doubt besides (a low spot on top marking no "
    "ace, or a misère card nearest the table read otherwise) earns nothing",
    "rt.allowed_doubt": "Not quite: {given} sends cards that are only allowed (the conventions "
    "prefer {best}), and its order is in doubt besides: a reader of the Handbook takes one of "
    "its cards otherwise. {example} sends the same cards without that doubt.",
    "bp.rule_two_doubts": "{rule}; an order in doubt twice over, its pairs running opposite "
    "ways and another doubt besides (such as {example}), earns nothing",
    "bp.two_doubts": "Not quite: {given} says it by the conventions, but in doubt twice over: "
    "its two pairs run opposite ways, so a reader by suit rank finds another first choice, "
    "and another of its cards reads otherwise too; {example} says it clearly.",
    "bp.pairs_disagree": "Allowed: {given} says that by the top pair, as the conventions read "
    "the wish; but the Handbook's 'upper card of the higher suit', read by suit rank, names "
    "another first choice here, and {example} says the same to both readers.",
    "bp.low_top": "Allowed: {given} says that by the conventions, since the low {card} on top "
    "lies on cards of its own suit and marks no ace; but many players read any low spot on top "
    "as an ace mark, and {example} says the same without that doubt.",
    "bp.low_bottom": "Allowed: {given} says that by the conventions, since the {card} nearest "
    "the table is not the lowest card its place is judged by; but the Handbook reads a low "
    "card next to the table as offering misère, and {example} says the same without that "
    "doubt.",
    "bp.low_flag": "Allowed: {given} says that by the conventions; but the misère flag is read "
    "from the {suit} card nearest the table, the {card}, and the Handbook reads a low card "
    "there as offering misère: {example} says the same without that doubt.",
    "bp.high_flag_misere": "Allowed: {given} says that by the conventions; but the misère flag "
    "is read from the {suit} card nearest the table, the {card}, and the Handbook reads only a "
    "low card there as offering misère: {example} says it without that doubt.",
    "bp.rule_low_flag": "{rule}; with {cards} as the last {suit} card, where the misère flag "
    "is read, it counts half, since a low card there may read as offering misère",
    "bp.rule_high_flag_misere": "{rule}; with {cards} as the last {suit} card, where the "
    "misère flag is read, it counts half, since only a low card there offers misère to every "
    "reader",
    "bp.high_bottom_misere": "Allowed: {given} says that by the conventions, since the {card} "
    "nearest the table is the lowest card its place is judged by; but the Handbook reads only "
    "a low card next to the table as offering misère, and {example} says it without that "
    "doubt.",
    "bp.rule_high_bottom_misere": "{rule}; with {cards} nearest the table it counts half, "
    "since only a low card there reads as offering misère to every reader",
    "bp.high_bottom": "Half right: by the conventions {given} offers misère, since its flag "
    "card, the {flag}, is the lowest card its place is judged by; a reader of the Handbook's "
    "'a low card next to the table' would not read it so from the {card} there, but {example} "
    "says 'no misère' to every reader.",
    "bp.something_else": "{given} says something else: {words}.",
    "bp.your_order": "Your order: {text}.",
    "bp.what_works": "What works: {rule}.",
    "bp.pattern_aaaa": "the four in rank order",
    "bp.pattern_AAAA": "the four out of rank order",
    "bp.pattern_aaBB": "a pair of the kept suit on top of the void suit's pair",
    "bp.pattern_ABAB": "the two suits alternating",
    "bp.pattern_baab": "one pair inside the other (a booklet)",
    "bp.pattern_aaaB": "the single card at the bottom",
    "bp.pattern_AABA": "the single card second from the bottom",
    "bp.pattern_abaa": "the single card second from the top",
    "bp.pattern_bAAA": "the single card on top",
    "bp.help_first": "Decide what goes nearest the table first: the void suit (or, in one suit, "
    "the card that answers the misère question), then arrange the rest.",
    "bp.help_mark": " An ace mark is a low spot of the ace's suit on top.",
    "bp.help_three_suits": "Three suits: the kept suit's cards go on top as one block, the void "
    "suits below it; then settle the misère card of the pair.",
    "bp.help_layout": "Use the layout {pattern} (top first; capitals are void suits): {words}.",
    "bp.help_lay": "Lay {words}; then choose which card lies nearest the table.",
    "bp.help_send": "Send {rule}.",
    "bp.help_rule": "{rule} (top first); for example {example}.",
    # --- accepted packet orders as a rule (engine.drills.words.describe_orders) -------------
    "capital": "{text}",  # the text with a capital first letter
    "po.pos0": "on top",
    "po.pos1": "second from the top",
    "po.pos2": "second from the bottom",
    "po.pos3": "nearest the table",
    "po.or": "{first} or {last}",
    # --- the first-discard signal (engine.conventions.signals, engine.drills.signals) ---------
    "sig.odd": "{card} is odd: it asks for its own suit, {suit}",
    "sig.even_high": "{card} is a high even card: of the two other suits ({a} and {b}) it asks "
    "for the higher, {wanted}{note}",
    "sig.even_low": "{card} is a low even card: of the two other suits ({a} and {b}) it asks "
    "for the lower, {wanted}{note}",
    "sig.note_honour": " (the Handbook does not number the honours: it may also be read as {suit})",
    "sig.note_line": " (the Handbook does not say where high even cards begin: it may also be "
    "read as {suit})",
    "sig.play_misere": "6 misère (you defend)",
    "sig.play_allpass": "all-pass misère",
    "sig.play_grand": "5 grand (you defend)",
    "sig.you_lead": "You lead",
    "sig.leads": "{seat} leads",
    "sig.prompt_read": "You are {seat}; the play is {play}. {who} {lead}, and partner ({mate}), "
    "out of {led}, discards {discard}: partner's first discard. Which suit does partner ask you "
    "to lead?",
    "sig.prompt_choose": "You are {seat}; the play is {play}. A {led} is led and you have none: "
    "this is your first discard. Your entry is the {entry}, so you want partner to lead "
    "{wanted}. Which card do you discard?",
    "sig.other_reading": "{alt}: the other fair reading of {discard}, which the Handbook leaves "
    "open; {ours} is ours (C-8.1, IC-36)",
    "sig.three_suits": "choose one of the three suits",
    "sig.why_entry": "{card} does ask for {wanted}, but it is the very entry you want to keep.",
    "sig.why_other": "Your {card} asks for something else: {fact}",
    "sig.why_ace_misere": "Keep aces out of signalling: partner reads a discarded {card} as an "
    "ace you are glad to be rid of in misère, not as a request for a suit: discard {cards} "
    "instead.",
    "sig.why_ace_grand": "Keep aces out of signalling: {card} is a sure trick in grand, and "
    "partner reads a discarded ace as a winner thrown away, not as a request for a suit: "
    "discard {cards} instead.",
    "sig.half_open": "{card} asks for {wanted} by our count (IC-36), but the Handbook leaves that "
    "card open and partner may read it as {other}; {plain} asks for {wanted} beyond doubt.",
    "sig.half_other": "{card} asks for {wanted} only by the other fair reading the Handbook "
    "leaves open; by our count (IC-36) it asks for {ours}, and partner may read it so; {plain} "
    "asks for {wanted} beyond doubt.",
    "sig.long_two_second": "{reading}; but in a misère the 2 of a long suit is worth keeping "
    "for that suit's end, so another card comes first",
    "sig.long_two_only": "{reading}; it is the 2 of a long suit, worth keeping in a misère, "
    "but no card that costs less asks for the suit beyond doubt",
    "sig.bare_king_second": "{reading}; but it is the only guard of the {king}, which would "
    "then stand alone, so another card comes first",
    "sig.bare_king_only": "{reading}; it leaves the {king} alone, but no card that costs "
    "less asks for the suit beyond doubt",
    "sig.jack_second": "{reading}; but in a grand the {card} beside the {king} may win a trick "
    "of its own, so a card that costs nothing comes first",
    "sig.jack_only": "{reading}; it gives up the {card} beside the {king}, a possible trick in a "
    "grand, but no card that costs less asks for the suit beyond doubt",
    "sig.half_jack": "{card} asks for {wanted}, but in a grand it may win a trick beside the "
    "{king}; {plain} asks for {wanted} and costs nothing.",
    "sig.uncovers_second": "{reading}; but in a misère this low card is one of the few {suit} "
    "cards you can duck with beside your high ones, so a card that costs nothing comes first",
    "sig.uncovers_only": "{reading}; it spends one of your few low {suit} cards to duck with, "
    "but no card that costs less asks for the suit beyond doubt",
    "sig.half_uncovers": "{card} asks for {wanted}, but in a misère it is one of the few low "
    "{suit} cards you can duck with beside your high ones; {plain} asks for {wanted} and costs "
    "nothing.",
    "sig.half_bare_king": "{card} asks for {wanted}, but it is the only guard of the {king}, "
    "which then stands alone; {plain} asks for {wanted} and costs nothing.",
    "sig.half_two": "{card} asks for {wanted}, but in a misère the 2 of a long suit is the card "
    "to keep for the end of that suit; {plain} asks for {wanted} and costs nothing.",
    "sig.not_asks": "{card} does not ask for {wanted}; any of {cards} does.",
    "sig.why_odd": "{card} is odd ({value}), and an odd card asks for its own suit, not for "
    "{suit}.",
    "sig.why_own": "{card} is even ({value}): an even card never asks for its own suit, only for "
    "one of the two others, {a} and {b}.",
    "sig.why_high": "{card} is a high even card ({value}), so it asks for the higher of {a} and "
    "{b}, not the lower.",
    "sig.why_low": "{card} is a low even card ({value}), so it asks for the lower of {a} and "
    "{b}, not the higher.",
    "sig.rule": "An odd card asks for its own suit. An even card asks for one of the two suits "
    "that are neither led nor its own: from 8 up the higher of them, below 8 the lower "
    "(♠ < ♣ < ♦ < ♥).",
    "sig.parity_odd": "{card} counts {value}: it is odd. Besides {led} and {own}, the suits are "
    "{a} (lower) and {b} (higher).",
    "sig.parity_even": "{card} counts {value}: it is even. Besides {led} and {own}, the suits are "
    "{a} (lower) and {b} (higher).",
    "sig.asks_for": "Partner asks for {suit}. {why}",
    "sig.even_leaves_higher": "an even {suit} leaves {a} and {b}, and {wanted} is the higher",
    "sig.even_leaves_lower": "an even {suit} leaves {a} and {b}, and {wanted} is the lower",
    "sig.how_to_ask": "An odd {wanted} (not your entry) works; so does an even card of another "
    "suit with the right height: {ways}.",
    "sig.one_card": "{card}: {why}",
    "sig.any_asks": "Any of {cards} asks for {wanted}.",
    "po.exactly": "exactly {cards} (top first)",
    "po.list": "{orders} (top first)",
    "po.list_more": "{orders} (top first), among others",
    "po.at": "{card} {where}",
    "po.cards_at": "{cards} {places}{any}",
    "po.any_order": " in any order",
    "po.any_order_within": " in any order the rest allows",
    "po.places_all": "in all four places",
    "po.places_top2": "in the top two places",
    "po.places_top3": "in the top three places",
    "po.places_bottom2": "in the bottom two places",
    "po.places_bottom3": "in the bottom three places",
    "po.places_middle2": "in the middle two places",
    "po.places": "in the places {places}",
    "po.above": "{a} lies above {b}",
    "po.and_where": "{text}; and {extra}",
    "po.any_where": "any order where {extra}",
    "po.not_ranked": "the four are not in rank order (neither rising nor falling)",
    "po.ranked": "the four are in rank order",
    "po.rank0": "the lowest",
    "po.rank1": "the middle one",
    "po.rank2": "the highest",
    "po.top_three": "the top three lie as {a}, {b}, then {c} of those three",
    "po.low_bottom": "{card}, the lowest, lies nearest the table",
    "po.other_bottom": "a card other than {card} lies nearest the table",
    "po.bottom_low": "the card nearest the table is the lowest of its suit here",
    "po.bottom_not_low": "the card nearest the table is not the lowest of its suit here",
    "po.booklet": "one pair lies inside the other",
    "po.alternate": "the two suits alternate",
    "po.together": "each suit is kept together",
    "po.suit_low": "of the {suit} cards, the lowest ({card}) lies nearest the table",
    "po.suit_not_low": "of the {suit} cards, the one nearest the table is not {card} (the lowest)",
    # --- what a packet says, in words (engine.conventions.packets.PacketWish.words) ----------
    "pw.voids": "void in {suits}",
    "pw.no_void": "no void shown",
    "pw.keeps": "still holding {suits}",
    "pw.no_kept": "no suit kept",
    "pw.misere": "misère possible",
    "pw.no_misere": "no misère",
    "pw.first": "first choice {suit}",
    "pw.second": "second choice {suit}",
    "pw.unwanted": "{suit} not wanted",
    "pw.no_mark": "no ace mark",
    "pw.mark": "an ace mark for {mark}",
    # --- packet choices (engine.conventions.exchange) -----------------------------------------
    "px.fallback": "no packet the conventions describe fits this plan; low cards go over in an "
    "order that reads truthfully (C-1)",
    "px.four_highest_trumps": "the four highest trumps ({suit}) in rank order",
    "px.all_trumps": "all {n} trumps ({suit})",
    "px.only_trump": "the only trump ({suit})",
    "px.no_trumps": "no trumps to send",
    "px.partner_first": "partner bid {suit} first, so {what} go to partner{words}",
    "px.crossruff": "a cross-ruff or tail-ruff packet: {suits} voided, the highest trumps with "
    "it, low trumps kept for ruffing",
    "px.self_first": "this hand bid {suit} first and keeps the trumps{words}",
    "px.mark_ace": ", with {cards} on top marking the ace of {suit}{voided}",
    "px.mark_ak": ", with {cards} on top marking the ace and king of {suit}{voided}",
    "px.and_voided": ", and {suits} voided",
    "px.with_voided": ", with {suits} voided",
    "px.with_honour": ", with the {card} in partner's suit (no ace to mark)",
    "px.with_high": ", with high {suit} from the longest side suit",
    "px.with_low_shortest": ", with low cards of the shortest suit",
    "px.grand_partner_suit": "grand: all of this hand's {suit} go to partner, whose long suit "
    "it is{words}",
    "px.grand_shortest": "grand: partner's {suit} and the best cards of the shortest suit",
    "px.grand": "grand{words}",
    "px.misere_voided": "misère: {suits} voided, the low spots going to partner",
    "px.misere_lowest": "misère: {suit} voided and the lowest {other} with it",
    "px.misere_highest": "misère: {suit} voided and the highest {other} with it",
    "px.aim_safe": "asking for {suit} (the safe suit)",
    "px.aim_trumps": "asking for {suit} as trumps",
    "px.aim_none": "naming no suit",
    "px.nk_voided": "{suits} voided, {aim}",
    "px.nk_mark": "{suit} voided with {card} on top marking the {mark}A, {aim}",
    "px.nk_low": "{suit} voided and low {other} with it, {aim}",
    "px.nk_high": "{suit} voided and high {other} with it, {aim}",
    "px.ret_misere": "misère: this hand voids {suit}, a suit partner did not send, and gives "
    "{fill}",
    "px.fill_high": (
        "the highest {suit} (a poor card here)",
        "the two highest {suit} (a poor suit here: partner's low cards can carry them)",
    ),
    "px.fill_only": "its only {suit}, the {card}, emptying {suit} too",
    "px.fill_only_low": "its only {suit}, the {card}, emptying {suit} too: a card that low is "
    "worth more in partner's misère hand",
    "px.fill_more_unwanted": "then {cards} as well, from {suit}, the suit partner asked not to "
    "have back: nothing else is left to send, and there the lowest go (not a long suit's 2), "
    "no trick for partner to take",
    "px.fill_more": "then {cards} as well, nothing better being left to send",
    "px.ret_misere_void": "misère: this hand voids {suit}, a suit partner did not send",
    "px.fill_good": "the highest and the lowest {suit} (a good suit here)",
    "px.fill_low_single": "then {card}: this hand keeps {kept} alone rather than a very low card, "
    "which is worth more in partner's misère hand",
    "px.fill_sent": "{card}, the lowest card of a suit partner sent (no other suit is left, "
    "and a card that low is the safest one to give back)",
    "px.fill_false_mark_low": "though a low card may then lie on top, where partner may take "
    "it for an ace mark: in a misère the safe cards are worth that",
    "px.fill_false_mark": "{card} lies on top, where partner may take a low card for an ace "
    "mark: in a misère the safe card is worth that",
    "px.fill_sent_keep": "{card}, a low card of a suit partner sent (no other suit is left), "
    "not the {two}: a long suit keeps its 2 in a misère hand",
    "px.ret_misere_high": "misère: this hand voids {suit} and gives the highest cards of the "
    "next suits, not the highest and the lowest of a good one",
    "px.ret_no_long_void": "misère, but {suit}, four cards or more without its 2 and with "
    "cards under the 8, is not voided (no main player voids such a suit): {then}",
    "px.ret_no_void": "partner's packet allows a misère, but {why}, so no suit can be voided: "
    "the return keeps to partner's first choice, which in a misère is the safe suit and in a "
    "trump contract the wanted trumps: {then}",
    "px.no_void_long": "{suit}, the shortest suit partner neither sent nor named, has {n} cards",
    "px.no_void_none": "every suit this hand holds is one partner sent or named",
    "px.ret_plain": "return{words}",
    "px.ret_second_weak": (
        "only {n} low {first} but good {second}: the second choice goes back instead",
        "only {n} low {first} but good {second}: the second choice goes back instead",
    ),
    "px.ret_second_all": "no {first} to send: the cards of the second choice, {second}, go back",
    "px.ret_second_none": "no {first} but good {second}: the second choice goes back instead",
    "px.ret_none": "no {suit} to send (partner's first choice)",
    "px.ret_four": "the four highest of {n} {suit} (partner's first choice)",
    "px.ret_four_low": "four of {n} {suit} (partner's first choice), the very low {low} in place "
    "of {kept}, which this hand keeps alone: the low card is worth more in partner's misère "
    "hand",
    "px.ret_only": "the only {suit} (partner's first choice)",
    "px.ret_all": "all {n} {suit} (partner's first choice)",
    "px.ret_mark": "{what} with {card} on top as an ace mark, keeping the {suit}A as an "
    "entry{fill}",
    "px.ret_mark_other": "{card} on top marks the {suit}A as well; the lowest spot, {low}, is "
    "the usual mark, the higher one kept since it may still win a late trick",
    "px.ret_send": "{what}{fill}",
    "px.ret_refill": "partner's first choice ({suit}) goes back; the filling cards that would "
    "come first have no order that reads truthfully (every order of them would read as "
    "another message), so the next ones fill",
    "px.ret_fill_tied": "as above, but {card} instead of {other}: both go into one of "
    "partner's voids and are as high, so either will do",
    "px.ret_fill": ", with the highest cards of partner's side suit",
    "px.ret_fill_own": ", with this hand's own highest cards of partner's side suit (partner's "
    "own cards there do not go back)",
    "px.ret_fill_back": ", with partner's side suit: this hand's own cards there first, then "
    "partner's own",
    "px.ret_fill_rest": ", filled with the highest cards of the other suits",
    "px.ret_fill_unwanted": ", filled from {suit}, the suit partner asked not to have back: "
    "no other suit is left to fill from without sending cards into partner's voids, shown or "
    "likely",
    "px.ret_fill_some_unwanted": " ({cards} from {suit}, the suit partner asked not to have "
    "back: nothing else fits)",
    "px.ret_fill_then": ", with the highest cards of partner's side suit, then of another suit",
    "px.give_lowest": "the lowest {suit} to partner and the higher ones to the opponents",
    "px.give_highest": "the highest {suit} to partner and the rest to the opponents",
    "px.give_lone": " (a lone one to the left-hand opponent)",
    "px.give_fill": "; {cards} to fill",
    "px.give_fill_poor": "; {cards} (poor high cards) to fill",
    "px.give_fill_forwarded": "; {cards} to fill ({sent} forwarded from partner's packet: a "
    "poor card received from the declarer may go on to an opponent)",
    "px.give_void": "void {suit}{kept}: {what}{lone}{fill}{note} ({ids})",
    "px.sent_side": " ({trump}, a suit our side bid, is trumps: the four {suit} partner sent "
    "are a side suit, not trumps handed over)",
    "px.give_not_bidder": " ({card} to the opponent who did not bid {suit}, likely the short "
    "hand there: it keeps that opponent from a void to ruff with)",
    "px.give_only": "the only {suit} to partner",
    "px.give_void_ace": "void {ace_suit} and {other}: {ace} to an opponent (in partner's misère "
    "hand an ace is a sure trick), the lowest {other} to partner and the rest to the other "
    "opponent{fill} ({ids})",
    "px.give_ace_away": "{ace} to an opponent (in partner's misère hand a lone ace is a sure "
    "trick, and no other suit is short enough to void beside it): the lowest {other}, {low}, to "
    "partner and {fill} to the other opponent as a filler ({ids})",
    "px.give_ace_swapped": "{ace} away as above, the opponents' cards the other way round ({ids})",
    "px.give_fill_liability": "void {suit} as above, with {card}, an uncovered high card that "
    "could win a trick, to fill instead ({ids})",
    "px.give_fill_liability_first": "void {suit}: {partner} to partner and {opps} to the "
    "opponents, {card} an uncovered high card that could win a trick; a low filler would leave "
    "a very low card alone in this hand ({ids})",
    "px.give_fill_tied": "void {suit} as above, with {card} to fill from a side suit just as "
    "long, with as low a spot ({ids})",
    "px.give_swapped": "void {suit} as above, the opponents' cards the other way round ({ids})",
    "px.give_second": "void {suit} and {other} too: the highest {suit} to partner, {extra} to "
    "the opponents (a second void; {ids})",
    "px.give_lone_trump": "no side suit short enough to void{kept}: the lone trump {card} goes to "
    "partner, who is to hold all the trumps, and low spots of a long side suit to the opponents "
    "(R-4.3, IC-24)",
    "px.lone_trump_first": "the lone trump {card} goes to partner, who bid the suit first and "
    "is to hold all the trumps, and low spots of a long side suit to the opponents (R-4.3, "
    "IC-24)",
    "px.lone_trump_first_void": "the lone trump {card} goes to partner, who bid the suit first "
    "and is to hold all the trumps, and both {suit} to the opponents, the higher to the left: "
    "that suit is voided too (R-4.3, IC-24)",
    "px.give_none": "no side suit short enough to void{kept}: {card}, of the shortest side "
    "suit left, to partner and cards of another suit to the opponents{note} (R-4.3, IC-24)",
    "px.give_none_tied": "{suit} is as short and as weak: {card} to partner and fillers to the "
    "opponents are accepted too (R-4.3, IC-24)",
    "px.kept_for_ace": " ({suits} kept to reach partner's ace)",
    "px.give_none_swapped": "as above, the opponents' cards the other way round (R-4.3, IC-24)",
    "px.give_none_misere": "no suit short enough to void: the lowest {suit} to partner and the "
    "highest {suit} to the opponents, a card partner sent going on if need be (R-4.3, IC-24)",
    "px.grand_gift_words": "the best {suit} to partner, the weakest to the opponents{fill}",
    "px.grand_gift_fill": " ({cards} to fill: the weakest of the next short suits)",
    "px.give_high_split": "no low card in {suit}: its two highest, {cards}, to the opponents "
    "and {card} to partner, so the two {suit} the main players keep fall on one trick (the "
    "Handbook's misère hand-over, IC-24)",
    "px.give_forward_poor": "{card} to partner, and partner's own high cards {cards} passed on "
    "to the opponents: a poor card received from the declarer may be forwarded (R-4.3, IC-24)",
    "px.grand_fill_guard": " ({cards} to fill, passing over {guard}, where the one spot guards "
    "the king)",
    "px.grand_king_alone": " (this leaves the {king} alone: the only spots that would keep it "
    "guarded lie in the suit kept to reach partner's ace)",
    "px.grand_fill_guards": " ({cards} to fill, so that the {king} keeps a guard)",
    "px.grand_fill_bare_two": "grand: the shortest suit is {suit}, filled with {cards}, the "
    "{king}'s only guards: the king left alone may fall under the ace (IC-24)",
    "px.grand_fill_keep_king": "grand: the shortest suit is {suit}, filled with {cards}, so the "
    "{king} keeps a guard; a card goes from the suit kept for partner's ace, which still "
    "reaches it (IC-24)",
    "px.grand_fill_bare": "grand: the shortest suit is {suit}, filled from the next short "
    "suit, but {card} is a king's only guard: the king left alone may fall under the ace "
    "(IC-24)",
    "px.grand_fill_ace": " ({cards} to fill, passing over {ace}, kept to reach partner's ace)",
    "px.grand_fill_sent": " ({cards} to fill, passing over {sent}, the suit partner sent)",
    "px.grand_fill_ace_sent": " ({cards} to fill, passing over {ace}, kept to reach partner's "
    "ace, and {sent}, the suit partner sent)",
    "px.grand_gift": "grand: the shortest suit is {suit}: {words} (IC-24)",
    "px.grand_gift_kept": "grand: {kept} stays for partner's ace, so the shortest suit to give "
    "from is {suit}: {words} (IC-24)",
    "px.grand_keep_entry": "grand: the {ace} is this hand's only way in to its long {long}, "
    "which partner has just emptied, and a main player always keeps a connection card; so the "
    "next short suit, {suit}, gives instead: its best card to partner, its weakest to the "
    "opponents (IC-24)",
    "px.grand_keep_entry_long": "grand: the {ace} is this hand's only way in to its long "
    "{long}, which partner has just emptied, and a main player always keeps a connection card; "
    "every other suit is kept{kept}, so {long} itself gives three small cards, one to partner "
    "and two to the opponents, keeping its top to run (IC-24)",
    "px.grand_entry_letter": "the best card of the shortest suit{kept} to partner, by the letter "
    "of the rule; but it gives away the {ace}, this hand's only way in to its long {long} "
    "(IC-24)",
    "px.grand_gift_partner": "grand: {others} is as short and as weak as {suit}, which partner "
    "bid, so {suit} gives and its best card joins partner's suit: {words} (IC-24)",
    "px.grand_gift_tied": "grand: {others} is as short as {suit}, whose cards are weaker "
    "(fewer points), so {suit} gives: {words} (IC-24)",
    "px.grand_gift_swapped": "as above, the opponents' cards the other way round (IC-24)",
    # --- the play bots' reasons for a card (engine.bots.play, sampling; engine.vint.bots) --
    "pl.only_legal": "the only legal card",
    "pl.partner_winning": "partner is winning this trick: play low",
    "pl.declarer_sure": "the declaring side takes the trick with a sure winner",
    "pl.cash_before_ruff": "cash a sure winner before it can be ruffed",
    "pl.second_low": "second hand low",
    "pl.third_high": "third hand high",
    "pl.cannot_beat": "cannot beat the card played: play low",
    "pl.last_cheap": "last to play: win as cheaply as possible",
    "pl.cannot_win": "cannot win this trick: play the lowest card",
    "pl.ruff": "void in the suit led: ruff",
    "pl.ruff_cheap": "void in the suit led: ruff as cheaply as possible",
    "pl.discard_weakest": "discard from the weakest suit",
    "pl.draw_top": "draw trumps with the top trump",
    "pl.drive_honour": "lead a high trump to drive out the missing honour",
    "pl.low_trump": "lead a low trump to draw the opponents' trumps",
    "pl.cash": "cash a sure winner",
    "pl.touching": "the higher of two touching honours",
    "pl.second_highest": "the second-highest card of the longest suit",
    "pl.longest": "lead from the longest suit",
    "pl.return_partner": "return partner's winning suit",
    "pl.trump_lead": "the declaring side is out of {suits}: lead a trump, so they cannot ruff "
    "our {card}",
    "pl.spades": "spades",
    "pl.clubs": "clubs",
    "pl.diamonds": "diamonds",
    "pl.hearts": "hearts",
    "pl.duck_under": "duck under the card winning the trick",
    "pl.duck_highest": "duck: the highest card that still loses",
    "pl.misere_low": "play low: an opponent still to play may have to take this trick",
    "pl.cannot_lose": "this trick cannot be lost: win it with the highest card",
    "pl.win_highest": "win with the highest card and get rid of it",
    "pl.shed_ace": "shed an ace onto a trick the other side is winning",
    "pl.discard_danger": "discard the most dangerous high card",
    "pl.partners_short": "lead partner's short suit so partner can shed",
    "pl.least_likely": "lead the card least likely to win a trick",
    "pl.low_from_two": "lead low from the suit with the 2",
    "pl.shortest_lowest": "lead the lowest card of the shortest suit",
    "pl.let_keep": "let the declaring side keep this trick",
    "pl.forced_above": "forced above: play the lowest",
    "pl.play_low": "play low",
    "pl.throw_ace": "throw an ace onto the declaring side's trick",
    "pl.throw_high": "throw a high card onto their trick",
    "pl.discard_high": "discard a high card",
    "pl.look_ahead": (
        "looking ahead: over {n} likely layout of the hidden cards, this card does best",
        "looking ahead: over {n} likely layouts of the hidden cards, this card does best",
    ),
    # Vint's whist play (engine.vint.bots)
    "pl.partner_has": "partner has this trick: play low",
    "pl.sure_before_ruff": "a sure winner: take it before the suit is ruffed",
    "pl.cannot_win_trick": "cannot win the trick: play the lowest card",
    "pl.ruff_as_wins": "void in the suit led: ruff as cheaply as it wins",
    "pl.trump_draw": "lead a trump to draw the opponents' trumps",
    "pl.partners_bid": "lead partner's bid suit",
    "pl.top_touching": "the top of touching honours",
    "pl.fourth_highest": "fourth highest of the longest suit",
    # --- the bots' calls outside the conventions' tables (engine.bots, engine.vint.bots) ----
    "bc.random_card": "a random legal card",
    "bc.random_packet": "four random cards",
    "bc.random_cards": "random cards",
    "bc.random_pass": "a random pass",
    "bc.random_call": "a random legal call",
    "bc.random_move": "a random legal move",
    "bc.den_misere": "misère",
    "bc.den_grand": "grand",
    "bc.den_suit": "{suit}",
    "bc.suits_misere": "the hand suits misère",
    "bc.long_suit": "{n} {suits} make the trump suit",
    "bc.no_long_suit": "no long suit: grand",
    "bc.only_asked": "{standing} only asked for {asked}: the side plays {want}",
    "bc.keep_denomination": "keep the denomination the side bid for",
    "bc.contract_wanted": "{contract} is the contract we want",
    "bot.dd_contract": "{contract}: over {n} likely layouts, solved double dummy, it scores "
    "best for our side (made in {made})",
    "bot.dd_keep": "pass: over {n} likely layouts, solved double dummy, {contract} scores best "
    "for our side (made in {made})",
    "bot.dd_double": "double: over {n} likely layouts, solved double dummy, {contract} goes "
    "down in {down}",
    "bot.dd_no_double": "no double: over {n} likely layouts, solved double dummy, {contract} "
    "goes down in only {down}",
    "bc.needs_higher": "{want} would need a higher level: keep {contract}",
    "bc.no_higher": "no higher contract is worth bidding",
    "bc.bid_why": "{why}: bid {bid}",
    "bc.no_double_allpass": "no double in all-pass misère without a sure way to help partner",
    "bc.double_bolshevik": "two 2-spots in four-card suits and entries: double the Bolshevik",
    "bc.no_double_bolshevik": "not enough 2-spots and entries to double",
    "bc.double_trumps": "{n} sure trump tricks against {contract}",
    "bc.double_trumps_one": "one sure trump trick against {contract}: a no-kitty contract needs "
    "twelve tricks or more and often falls short",
    "bc.no_double_trumps": "not enough sure trump tricks to double",
    "bc.double_grand": "aces in three suits against grand",
    "bc.no_double_grand": "too few stoppers to double grand",
    "bc.no_double_misere": "misère is doubled only with low cards and an entry; pass",
    "bc.no_redouble_sure": "no redouble: the contract is not sure enough to triple it",
    "bc.declare_bolshevik": "a hand for 7 misère: play it",
    "bc.withdraw": "a later bidder may hold the better misère hand: withdraw",
    "bc.forced_bolshevik": "forced Bolshevik: the deals left equal the players still to play, "
    "and nobody else bid",
    "bc.bolshevik": "low cards and suits to void: a hand for 7 misère",
    "bc.no_bolshevik": "not a 7 misère hand yet",
    "bc.dictator": "high cards everywhere: Dictator is the smaller loss",
    "bc.play_misere": "play 7 misère",
    # Bonehead (engine.bots.bonehead)
    "bc.no_legal_call": "no legal conventional call: pass",
    "bc.bonehead_first": "let the bonehead hand over first, to see its hand before choosing its "
    "cards",
    "bc.no_redouble": "no redouble",
    "bc.by_position": "the bonehead's cards, chosen by row position only",
    "bc.move_cards": "move the cards {contract} needs into the other hand",
    "bc.useful_card": "the useful card to the other main hand, the least useful ones to the "
    "defenders",
    "bc.announce": "announce {bid}: the cheapest contract in {want} the two hands allow",
    # Vint's auction (engine.vint.bots)
    "bc.vint_no_cover": "our trick count does not cover a higher bid",
    "bc.vint_bid": "about {whole}.{tenth} tricks for our pair in {strain}: {bid} needs {need}",
    "bc.vint_honours": (
        "{reason}, and I hold {n} of its honours",
        "{reason}, and I hold {n} of its honours",
    ),
    "bc.vint_spades": "spades",
    "bc.vint_clubs": "clubs",
    "bc.vint_diamonds": "diamonds",
    "bc.vint_hearts": "hearts",
    "bc.vint_no_trump": "NT",
}


def _format(template: Template, params: Mapping[str, object]) -> str:
    if isinstance(template, tuple):
        template = template[0] if params.get("n") == 1 else template[1]
    return template.format(**params)


# The English text of recently made messages. Bots make the same explanations over and over
# (every order of every candidate packet is read with its reasons), and rendering them again
# was most of the time a drill or a bot's packet choice took. Equal parameters give equal
# English (a nested message's English is its text), so the text can be shared.
_ENGLISH_MADE: dict[tuple[object, ...], str] = {}
_ENGLISH_MADE_MAX: Final = 50_000


class Msg(str):
    """A message id with parameters; as a ``str``, its English text."""

    id: str
    params: Mapping[str, Param]

    def __new__(cls, msg_id: str, /, **params: Param) -> Msg:
        try:
            # The types too: True and 1, or 1.0 and 1, are equal keys but read differently.
            key = (msg_id, *params.items(), *map(type, params.values()))
            english = _ENGLISH_MADE.get(key)
        except TypeError:  # a list parameter: not hashable, render it every time
            key, english = None, None
        if english is None:
            if msg_id not in ENGLISH:
                raise KeyError(f"no English template for message {msg_id!r}")
            english = _render(msg_id, params, ENGLISH)
            if key is not None:
                if len(_ENGLISH_MADE) >= _ENGLISH_MADE_MAX:
                    _ENGLISH_MADE.clear()
                _ENGLISH_MADE[key] = english
        return cls.made(msg_id, params, english)

    @classmethod
    def made(cls, msg_id: str, params: Mapping[str, Param], english: str) -> Msg:
        """A message whose English text is given (e.g. after an edit no template says)."""
        self = super().__new__(cls, english)
        self.id = msg_id
        self.params = params
        return self

    def english(self, text: str) -> Msg:
        """The same message with ``text`` as its English (other languages unchanged)."""
        return Msg.made(self.id, self.params, text)

    def render(self, templates: Mapping[str, Template]) -> str:
        """This message in the language of ``templates`` (English where an id is missing)."""
        return _render(self.id, self.params, templates)

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild, (self.id, dict(self.params)))


def _rebuild(msg_id: str, params: dict[str, Param]) -> Msg:
    return Msg(msg_id, **params)


Data = dict[str, object]


def msg_to_data(msg: Msg) -> Data:
    """``msg`` as plain JSON data (id, parameters, its English), for storing an explanation
    that is shown later in the reader's language; :func:`msg_from_data` reads it back."""

    def param(value: Param) -> object:
        if isinstance(value, Msg):
            return {"msg": msg_to_data(value)}
        if isinstance(value, str | int):
            return value
        return {"msgs": [msg_to_data(m) for m in value]}

    return {"id": msg.id, "params": {k: param(v) for k, v in msg.params.items()}, "en": str(msg)}


def msg_from_data(data: Mapping[str, object]) -> Msg:
    """The message :func:`msg_to_data` stored (its English as stored, even if edited)."""

    def param(value: object) -> Param:
        if isinstance(value, dict):
            if "msg" in value:
                return msg_from_data(value["msg"])
            return tuple(msg_from_data(m) for m in value["msgs"])
        if isinstance(value, str | int):
            return value
        raise ValueError(f"not a stored message parameter: {value!r}")

    params = data["params"]
    if not isinstance(params, dict) or not isinstance(data["id"], str):
        raise ValueError("not a stored message")
    if data["id"] not in ENGLISH:
        raise KeyError(f"no English template for message {data['id']!r}")
    return Msg.made(data["id"], {k: param(v) for k, v in params.items()}, str(data["en"]))


# Edits made after rendering, in every language: a message id here has its text passed through
# the function (e.g. the drills' ``tidy``, which drops a convention id already named earlier in
# the line). The module that makes such messages registers the function with :func:`post_edit`.
_POST: dict[str, Callable[[str], str]] = {}


def post_edit(msg_id: str, edit: Callable[[str], str]) -> None:
    """Pass every rendering of message ``msg_id`` (any language) through ``edit``."""
    if msg_id not in ENGLISH:
        raise KeyError(f"no English template for message {msg_id!r}")
    _POST[msg_id] = edit


def _render(msg_id: str, params: Mapping[str, Param], templates: Mapping[str, Template]) -> str:
    template = templates.get(msg_id) or ENGLISH[msg_id]
    sep = str(params.get("sep", ", "))
    text = _format(template, {k: _as_text(v, templates, sep) for k, v in params.items()})
    edit = _POST.get(msg_id)
    return edit(text) if edit is not None else text


def _as_text(value: object, templates: Mapping[str, Template], sep: str) -> object:
    if isinstance(value, Msg):
        # A message's own text is already its English: re-rendering nested messages for
        # English would repeat the work once per level of nesting.
        return str.__str__(value) if templates is ENGLISH else value.render(templates)
    if isinstance(value, (list, tuple)):
        return sep.join(str(_as_text(v, templates, sep)) for v in value)
    return value
