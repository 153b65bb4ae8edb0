"""The engine's messages (``engine.messages.ENGLISH``) in Finnish, id by id, in the club's words.

Placeholders are the English template's; a template may be a (singular, plural) pair, chosen
by ``n``. ``tests/web/site/test_i18n_messages.py`` checks that every id is here with the same
placeholders.
"""

from __future__ import annotations

from typing import Final

FI: Final[dict[str, str | tuple[str, str]]] = {
    "empty": "",
    "times": " ×{m}",
    "doubled": "kontrattu",
    "redoubled": "rekontrattu",
    "nobody": "ei kukaan",
    "none": "ei yhtään",
    "join": "{items}",
    "side.ns": "P–E",
    "side.ew": "I–L",
    "bid.suit": "{text}",
    "bid.misere": "{level} misääri",
    "bid.grand": "{level} grandi",
    "seat.0": "Pohjoinen",
    "seat.1": "Itä",
    "seat.2": "Etelä",
    "seat.3": "Länsi",
    # --- score lines ---
    "score.made": "{contract} tehty{suffix}",
    "score.overtricks": ("{n} ylitikki × {each}{suffix}", "{n} ylitikkiä × {each}{suffix}"),
    "score.down": "{contract} {under} pietissä ({first} + {further_count} × {further}){suffix}",
    "score.aces_ours": "ässät omissa tikeissä {aces}",
    "score.aces_theirs": "ässät vastapuolen tikeissä {aces}",
    "score.level4_unplayed": "{contract} kirjataan pelaamatta (nelostaso, ei kontrattu)",
    "score.allpass_tricks": "tikit: vastapuolen {theirs} − omat {ours}{suffix}",
    "score.bolshevik_made": "7 misääri tehty",
    "score.bolshevik_down": "7 misääri {n} pietissä",
    "score.dictator_made": "diktaattori tehty",
    "score.dictator_down": "diktaattori {n} pietissä",
    "score.aces_team": "ässät joukkueen tikeissä {aces}",
    "score.aces_bolshevik": "ässät bolsevikin tikeissä {aces}",
    "score.with_suffix": "{label}{suffix}",
    # --- the score drill ---
    "sd.title": "Laske pisteet",
    "sd.tricks": ("{n} tikki", "{n} tikkiä"),
    "sd.overtricks": ("{n} ylitikki", "{n} ylitikkiä"),
    "sd.undertricks": ("{n} pietti", "{n} piettiä"),
    "sd.exactly": "tehty täsmälleen, ei ylitikkejä",
    "sd.kind_misere": "misäärin",
    "sd.kind_trumps": "valtti- ja grandipelin",
    "sd.over_each": "ylitikki {each}",
    "sd.no_over_at_seven": "seiskatasolla ei ylitikkejä",
    "sd.row": "Taulukon rivi {kind} tasolle {level}: tehty {made}, {over}, "
    "ensimmäinen pietti {first}, jokainen seuraava pietti {further} (R-7.1).",
    "sd.misere_allows": "{contract} sallii enintään {allowed}, seitsemän miinus taso; "
    "{who} sai {tricks}: {result} (R-7.2).",
    "sd.needs": "{contract} vaatii {need} tikkiä, kuusi plus taso; {who} sai {tricks}: "
    "{result} (R-7.2).",
    "sd.dbl": " × {m} ({word}, R-7.3)",
    "sd.dbl_word": " {word}",
    "sd.inner_made": "{made} (tason {level} sopimus tehty, R-7.1)",
    "sd.inner_over": " + {over} × {each}",
    "sd.inner_no_over": " (seiskatasolla ylitikeistä ei saa pisteitä)",
    "sd.paren": "({inner}){dbl}",
    "sd.made_line": "{contract}{dbl_word} tehty: {expr} = {value}.",
    "sd.inner_first": "{first} ensimmäisestä pietistä",
    "sd.inner_more": " + {more} lisää × {further}",
    "sd.down_line": "{contract}{dbl_word} {under} pietissä: −({inner}){dbl} = {value}; "
    "kaatunut sopimus saa vain pietit (D-9).",
    "sd.aces_in": "puolen {side} tikeissä {aces} maksavat puolelle {side} {cost}",
    "sd.aces_none": "puolen {side} tikeissä ei ässiä",
    "sd.aces_line": "Ässät, joita ei koskaan kontrata: {theirs}; {mine}: {net} puolelle {side} "
    "(R-7.4).",
    "sd.total": "Yhteensä: {value} {sign} {aces} = {points}.",
    "sd.ace_fell": "tikki {trick} ({side})",
    "sd.fact_contract": "Sopimus: {contract}{dbl_word}, pelinviejänä {seat} ({side}).",
    "sd.fact_took": "{side} sai {tricks}.",
    "sd.fact_aces": "Ässät putosivat: {aces}.",
    "sd.question": "Paljonko {side} saa tästä jaosta?",
    "sd.question_aces": "Paljonko {side} saa tästä jaosta ässät mukaan lukien?",
    "sd.allpass_rule": "Passimisääri: jokainen tikki maksaa voittajilleen 1 pisteen{dbl}; "
    "jokainen ässä maksaa voittajilleen tikin numeron verran, eikä sitä koskaan kerrota (R-7.5).",
    "sd.allpass_dbl": ", × {m} {word}",
    "sd.allpass_tricks": "Tikit: I–L sai {theirs}, P–E {ours}: ({theirs} − {ours}){times} = "
    "{part} puolelle P–E.",
    "sd.times_plain": " × {m}",
    "sd.allpass_aces_in": "puolen {side} tikit {aces} maksavat puolelle {side} {cost}",
    "sd.allpass_aces": "Ässät: {theirs}; {mine}: {net} puolelle P–E.",
    "sd.allpass_total": "Yhteensä: {part} {sign} {aces} = {points}; minkä toinen puoli voittaa, "
    "sen toinen häviää (D-10).",
    "sd.allpass_fact": "Kaikki passasivat: passimisääri{dbl}.",
    "sd.allpass_fact_dbl": ", {word}",
    "sd.allpass_took": "P–E sai {ours} tikkiä, I–L {theirs}.",
    "sd.question_ns": "Paljonko P–E saa tästä jaosta?",
    "sd.bol_rule": "Bolsevikki lasketaan jokaista vastustajaa vastaan erikseen; kontra koskee "
    "vain kontraajaa, eikä ässiä koskaan kerrota (R-7.6).",
    "sd.bol_made": "7 misääri tehty: jokainen vastustaja maksaa 20 × kertoimensa.",
    "sd.bol_down": "7 misääri {n} pietissä: jokainen vastustaja saa (15 + {more} × 5) = "
    "{base} × kertoimensa.",
    "sd.bol_lho": "vasemmanpuoleinen vastustaja",
    "sd.bol_opposite": "vastapäätä istuva",
    "sd.bol_stalker": "oikeanpuoleinen vastustaja",
    "sd.bol_how_dbl": "×{m}, {word}",
    "sd.bol_not_doubled": "ei kontrattu",
    "sd.bol_each": "{name} ({how}): {part} {sign} {aces} ässistä = {n}.",
    "sd.bol_total": "Bolsevikki saa kolmen summan vastaluvun: −({terms}) = {points}.",
    "sd.bol_fact": "Bolsevikki: {seat} pelasi 7 misäärin kolmea muuta vastaan.",
    "sd.bol_took": "Bolsevikki sai {tricks}.",
    "sd.bol_doubled_by": "Kontrasivat: {who}{redoubled}",
    "sd.bol_redoubled": "; bolsevikki rekontrasi.",
    "sd.period": ".",
    "sd.bol_aces": "Ässät vastustajien tikeissä: {opp}{decl}",
    "sd.bol_aces_decl": "; bolsevikin tikeissä: {aces}.",
    "sd.bol_question": "Paljonko bolsevikki saa tästä jaosta (ennen kolmella jakamista)?",
    "sd.right": "Oikein: {points}.",
    "sd.not_quite": "Ei aivan: pisteet ovat {points}.",
    "sd.sign_hint": "Suuruus on oikein mutta etumerkki ei: kenen pisteitä kysyttiin?",
    "sd.bad_input": "kirjoita pisteet kokonaislukuna, esim. 35 tai -20",
    "sd.help_contract": "Valtti ja grandi vaativat kuusi tikkiä plus tason. Laske erotus ja "
    "katso taulukosta: tehdyn sopimuksen arvo ja ylitikit, tai pelkät pietit.",
    "sd.help_misere": "Misääri sallii enintään seitsemän miinus tason verran tikkejä. Lisää "
    "sitten ässät: jokainen maksaa tikin numeron verran sille, joka tikin sai, eikä sitä "
    "koskaan kerrota.",
    "sd.help_allpass": "Passimisääri: jokainen tikki maksaa voittajilleen 1 (kertaa kontrat), "
    "ja jokainen ässä maksaa voittajilleen tikin numeron verran.",
    "sd.help_bolshevik": "Laske bolsevikki jokaista vastustajaa vastaan erikseen (kontra "
    "koskee vain kontraajaa); bolsevikin pisteet ovat niiden summan vastaluku.",
    "sd.answer_is": "{text} Vastaus on {points}.",
}
