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
    # --- call meanings ---
    "fact": "{body} ({ids})",
    "suits.none": "ei yhtään maata",
    "suits.one": "{suit}",
    "suits.and": "{first} ja {last}",
    "call.pass": "passi",
    "call.double": "kontra",
    "call.redouble": "rekontra",
    "cm.call": "{label}: {body}",
    "cm.unconventional": "sopimukset eivät anna tälle tarjoukselle tässä kohtaa sovittua "
    "merkitystä",
    "cm.pass_asks_spades": "kun vastustajat estivät misäärillä partnerin korkeiden korttien "
    "avauksen, tämä passi pyytää partneria tarjoamaan {ask}: ♠ on tämän käden maa, tai sillä ei "
    "ole nimettävää neljän kortin maata",
    "cm.pass_nothing_first": "ei ensimmäisen kierroksen maata, ei kolmea ässää, ei korkeiden "
    "korttien eikä misäärin kättä, ja käsi kestää passimisäärin",
    "cm.pass_quiet": "ei mitään näytettävää, tai puolustaja pysyy hiljaa",
    "cm.pass_partner_misere": "partneri tarjosi misääriä; vastaaja passaa ensimmäisellä "
    "kierroksella",
    "cm.pass_no_response": "ei omaa ensimmäisen kierroksen maata, ei korotusta neljällä kortilla "
    "ja honöörillä, ei kolmea ässää eikä renoa tai yksinäistä pikkukorttia partnerin maassa",
    "cm.pass_side_misere": "puolemme on näyttänyt misäärinsä; ei lisättävää",
    "cm.pass_round2": "ei toisen kierroksen maata, tukea eikä pieniä kortteja näytettävänä",
    "cm.pass_round3": "ei ässää näytettävänä",
    "cm.pass_more": "ei enempää näytettävää",
    "cm.misfit_best": "huonon sovun misäärin jälkeen vastaajan paras maa: {suit}",
    "cm.low_cards": "pieniä kortteja, misääri mahdollinen",
    "cm.support": "tuki partnerin maalle {suit}",
    "cm.opener_jump": "toinen ensimmäisen kierroksen vahvuinen maa {suit}: avaajan hyppy",
    "cm.second_round": "toisen kierroksen maa {suit} (kaksi honööriä ja kolme pikkukorttia, tai "
    "kolme honööriä ja pikkukortti)",
    "cm.second_round_opener": "toisen kierroksen maa {suit} avaajan lievemmällä vaatimuksella "
    "(kaksi honööriä ja pikkukortteja tai kolme honööriä, joista yksi ässä, tai K Q J)",
    "cm.aces_side": "ässä jokaisessa maassa, jonka puolemme on tarjonnut ({suits})",
    "cm.kitty_bid": "keskikorttitarjous: tämä käsi haluaa keskikortit, valttina {suit}",
    "cm.missing_ace": "kolme ässää on näytetty; tämä nimeää puuttuvan: {suit}A",
    "cm.akq": "hyppy kolmannella kierroksella: A K Q maassa {suit}",
    "cm.king_after_ace": "{suit}A on jo näytetty, joten tämä näyttää lisäksi {suit}K:n",
    "cm.king_after_mates_ace": "tarjoajan partneri näytti {suit}A:n, joten tämä näyttää "
    "lisäksi {suit}K:n",
    "cm.king_after_pass": "kolmannen kierroksen passin jälkeen {suit}K ilman ässää",
    "cm.ace": "{suit}A, näytetty alimmalla tasolla",
    "cm.or_kitty_bid": (
        "{shown}; tai, jos näytettävää ei partnerin passin jälkeen enää ole, keskikorttitarjous"
        " partnerin värissä {suit}"
    ),
    "cm.answers_spades": "partnerin passi vastustajien misäärieston jälkeen pyysi tätä "
    "keskikorttitarjousta padassa (♠); tämä käsi ottaa keskikortit ja voi lähettää partnerille "
    "patansa",
    "cm.asked": "partnerin askelta alempi tarjous pyysi tätä{kitty}",
    "cm.asked_kitty": ": keskikorttitarjous",
    "cm.asks_kitty": "askelta alempana kuin {target}: pyytää partneria tekemään sen "
    "keskikorttitarjouksen",
    "cm.asks_bid": "askelta alempana kuin {target}: pyytää partneria tarjoamaan sen",
    "cm.defender": "puolustajan tarjous: ",
    "cm.open_long": "{lead}pitkä maa {suit}: ensimmäisen kierroksen vahvuus (kolme honööriä ja "
    "kaksi pikkukorttia sekä sivuässä) tai toisen kierroksen maa",
    "cm.open_first": "{lead}ensimmäisen kierroksen maa {suit}: kolme honööriä ja kaksi "
    "pikkukorttia (tai kaksi korkeaa honööriä ja neljä pikkukorttia) sekä sivuässä, tarjottu "
    "alimmalla tasolla",
    "cm.open_strong": "{lead}yhden tason hyppy: hyvin vahva maa {suit} (neljä honööriä kuudessa "
    "kortissa tai kolme seitsemässä) sekä sivuässä",
    "cm.open_strong_or_high": "{lead}kolmannen tason tarjous yhtä alinta korkeammalla: joko "
    "hyppy, jossa on hyvin vahva maa {suit} (neljä honööriä kuudessa kortissa tai kolme "
    "seitsemässä) ja sivuässä, tai noin seitsemän honööriä ilman ensimmäisen kierroksen maata, "
    "{suit} paras maa",
    "cm.open_first_or_high": "{lead}alin tarjous maassa {suit} kolmannella tasolla: joko "
    "ensimmäisen kierroksen maa {suit} ja sivuässä, tai noin seitsemän honööriä ilman "
    "ensimmäisen kierroksen maata, {suit} paras maa",
    "cm.open_high": "{lead}noin seitsemän honööriä ilman ensimmäisen kierroksen maata, ei sovi "
    "misääriin; {suit} on paras maa",
    "cm.open_equal": "{lead}noin seitsemän honööriä tasaisesti jakautuneina, ei ensimmäisen "
    "kierroksen maata, ei sovi misääriin",
    "cm.open_three_aces": "{lead}kolme ässää (eikä pitkää maata, jota kannattaisi tarjota ensin)",
    "cm.open_four_aces": "{lead}kaikki neljä ässää",
    "cm.open_misere": "pieniä kortteja, kaksi tai kolme kakkosta, ei luonnollista renoa: "
    "misäärikäsi",
    "cm.open_preempt_six": "kuusi misääriä vastustajien tarjouksen päälle: pieniä kortteja ja "
    "kaksi tai kolme kakkosta, ei luonnollista renoa, misäärikäsi joka samalla estää",
    "cm.open_preempt": "misääriesto: vastustajat ovat tarjonneet (tai tarjoavat todennäköisesti); "
    "kelvollinen misäärikäsi, jossa on vähemmän pieniä kortteja kuin kuuden misäärin avauksessa",
    "cm.resp_misfit": "alin misääri: reno tai yksi pikkukortti partnerin maassa {suit}",
    "cm.resp_fourth_ace": "neljäs ässä (eikä pitkää maata tarjottavaksi sen sijaan)",
    "cm.resp_three_aces": "kolme ässää",
    "cm.resp_four_aces": "kaikki neljä ässää",
    "cm.resp_longest": "vastaus kolmen grandin avaukseen nelostasolla: {suit} on tämän käden "
    "pisin maa; partneri tarjoaa sen viitostasolla ja luovuttaa kaikki korttinsa maassa {suit}",
    "cm.resp_best": "vastaus kolmen maan avaukseen: {suit} on tämän käden paras maa",
    "cm.resp_raise": "korotus{strength}: vähintään neljä korttia maassa {suit} ja honööri",
    "cm.raise_direct": " suoraan sopimustasolle",
    "cm.resp_own": "vastaajan oma ensimmäisen kierroksen maa {suit} (sivuässää ei tarvita)",
    "cm.nk_pass_ready": "ei tarpeeksi vahva kuutostasolle eikä misäärikättä: valmis passimisääriin",
    "cm.nk_pass": "ei lisättävää",
    "cm.nk_preempt": "misääriesto vastustajien tarjousta vastaan",
    "cm.nk_competitive": "kilpailutarjous halvimmassa maassa: jokin kuutostason avauskäsistä, "
    "kun vastustaja on tarjonnut",
    "cm.nk_6s": "alin tarjous, ei lupaa patoja: hyvin vahva maa ja sivuässä, ensimmäisen ja "
    "toisen kierroksen maa, vähintään seitsemän honööriä ja kaksi ässää, tai passimisääriin "
    "toivoton käsi",
    "cm.nk_6c": "kuutostason käsi, jossa on luonnollinen reno (ylianto näyttää missä), ei halua "
    "patoja valtiksi",
    "cm.nk_6d": "vahva käsi, jossa on luonnostaan reno sekä padassa että ristissä",
    "cm.nk_6m": "pieniä kortteja, kaksi tai kolme kakkosta, joista kaksi voi antaa partnerille",
    "cm.nk_6s_6c": "6♠ ja sitten 6♣: luonnollinen reno, ja padat pysyvät tässä kädessä",
    # --- drill verdicts ---
    "tidy": "{text}",
    "no_ids": "{text}",
    "dv.allowed": "{answer} (sallittu)",
    "dv.other_reading": "{answer} (oikein toisella tulkinnalla, {ic})",
    "dv.other_summary": "{answer} on oikein toisella kohtuullisella sopimusten tulkinnalla; "
    "{ic} suosii vastausta {best}.",
    "dv.yours": "Sinun vastauksesi: {text}",
    "dv.reading_takes": "Tulkinnan {ic} valinta: {text}",
    "dv.note_reading": "tämä luenta on tulkinta {ic}",
    "dv.allowed_summary": "{answer} on sallittu, mutta sopimukset suosivat vastausta {best}.",
    "dv.preferred_why": "Suositeltava, ja miksi se on parempi: {text}",
    "dv.preferred": "Suositeltava: {text}",
    "dv.also": "Hyväksytään myös, mutta toiseksi paras: {head}{reason}",
    "dv.head": "{answers}: ",
    "dv.summary.call": "Sopimusten mukainen tarjous tässä on {answer}.",
    "dv.summary.say": "Sopimusten mukainen vastaus tässä on {answer}.",
    "dv.summary.lead": "Sopimusten mukainen lähtökortti tässä on {answer}.",
    "dv.summary.give": "Sopimusten mukaan tässä annetaan {answer}.",
    "dv.summary.hand_over": "Sopimusten mukaan tässä luovutetaan {answer}.",
    "dv.summary.read": "Sopimusten mukainen luenta tässä on {answer}.",
    "dv.summary.choose": "Sopimusten mukainen valinta tässä on {answer}.",
    "bot.too_weak": "vain {hcp} korkeiden korttien pistettä: liian heikko avaamaan {bid}, "
    "kaksitoista tikkiä vaatii noin {gate}; passi",
    "bot.too_weak_kitty": "vain {hcp} korkeiden korttien pistettä: liian heikko avaamaan {bid}, "
    "yksitoista tikkiä vaatii noin {gate}; passi",
    "bot.sim_pass": "passi: {n} simuloidussa jaossa avaus {bid} tällaisella kädellä toi "
    "keskimäärin noin {loss} pistettä vähemmän kuin passi",
    # --- double or not ---
    "dc.choice": "{call}: {reason}",
    "dc.and": "{held}, ja {rule}",
    "dc.but": "{held}, mutta {rule}",
    "dc.then": "{held}; {rule}",
    "dc.then_fails": "{held}{fails}; {rule}",
    "dc.gap_nothing_received": ", mutta partnerilta ei tullut mitään autettavaa",
    "dc.gap_low": ", mutta partnerin maassa on alle kaksi pientä korttia",
    "dc.gap_entry": ", mutta ei kuningasta eikä rouvaa tikin voittamiseen",
    "dc.gap_own_hand": ", mutta tämä käsi ei itse ole misäärikäsi (ässiä tai suojaamattomia "
    "korkeita kortteja, jotka voittavat tikkejä)",
    "dc.gap_own_low": ", mutta tämä käsi ei itse ole misäärikäsi: {what} (misäärikädessä on "
    "kakkonen ja neljä korttia väliltä 2–5)",
    "dc.own_no_two": (
        "ei kakkosta ja {n} kortti väliltä 2–5",
        "ei kakkosta ja {n} korttia väliltä 2–5",
    ),
    "dc.own_few_low": ("vain {n} kortti väliltä 2–5", "vain {n} korttia väliltä 2–5"),
    "dc.gap_own_risks": ", mutta tämä käsi ei itse ole misäärikäsi: {cards} ovat riskejä, "
    "jotka voivat voittaa tikkejä (misäärikädessä niitä on enintään yksi)",
    "dc.bonus_then": "{held}{bonus}; {rule}",
    "dc.tricks": ("{count} tikki", "{count} tikkiä"),
    "dc.sure_tricks": ("{count} varma valttitikki", "{count} varmaa valttitikkiä"),
    "dc.rule_nokitty": "kotkassa valttisopimus kontrataan vain kahdella varmalla valttitikillä",
    "dc.rule_kitty": "sopimusta {contract} vastaan puolustus tarvitsee {need}; kontra vaatii "
    "{least} ja sivuässien kanssa yhteensä {need}",
    "dc.held_sure": "varmat valttitikit: {sure}",
    "dc.held_trumps": "varmat valttitikit: {sure}; sivuässät: {aces}",
    "dc.held_long_ace": "{held} (lukuun ottamatta korttia {cards}, vähintään kuuden kortin maan "
    "ässää: pääpelaajilla on sitä maata vähän, ja he lyövät sen valtilla)",
    "dc.held_dealt_ace": "{held} (lukuun ottamatta korttia {cards}: keskikorttitarjoajan "
    "partneri jakoi tälle kädelle kortin siitä maasta, joten se on luultavasti tyhjentänyt maan "
    "ja lyö ässän valtilla)",
    "dc.stop": "{n} maassa {suit}",
    "dc.stoppers": "pidäketikit: {tricks}",
    "dc.rule_grand": "sopimusta {contract} vastaan puolustus tarvitsee {need}, vähintään "
    "kahdesta maasta",
    "dc.rule_grand_need": "sopimusta {contract} vastaan puolustus tarvitsee {need}",
    "dc.rule_grand_lead": "sopimusta {contract} vastaan puolustus tarvitsee {need}, jotka "
    "avaaja saa ottaa yhdestäkin maasta kotiuttamalla sen heti",
    "dc.low": ("{count} kortti väliltä 2–5", "{count} korttia väliltä 2–5"),
    "dc.with_two": "kakkosmaa löytyy",
    "dc.without_two": "ei kakkosmaata",
    "dc.king": "kuningas: {cards}",
    "dc.no_king": "ei kuningasta",
    "dc.more_aces": ", {count} ässää",
    "dc.more_high": ", {count} korkeaa korttia (A K Q)",
    "dc.misere_held": "{low} ({two}), {king}{extra}",
    "dc.rule_misere": "misäärikontra vaatii runsaasti pieniä kortteja, kakkosmaan, kuninkaan "
    "tikin voittamiseen ja vain vähän korkeita kortteja (enintään yhden ässän)",
    "dc.partners_suit_of": "partnerin maassa {suit}",
    "dc.partners_suit": "partnerin maassa",
    "dc.allpass_held": "pieniä kortteja {where}: {low}; sisääntulot: {entries}",
    "dc.rule_allpass": "kontraajan täytyy pystyä voittamaan tikki ja sitten auttamaan "
    "partneria siinä maassa, ja sillä täytyy itsellään olla misäärikäsi",
    "dc.bonus": "; myös kortin {card} luovuttaminen auttaa",
    "dc.allpass_edge": "{held}; käsi yltää rajalle juuri ja juuri ({risks} riskinä, yksi "
    "sisääntulo, ei luovutettua apua), ja kontratussa passimisäärissä tikki maksaa "
    "kaksinkertaisesti: myös passi hyväksytään",
    "dc.allpass_edge_thin_help": "{held}; käsi yltää rajalle juuri ja juuri ({risks} riskinä, "
    "vain neljä korttia väliltä 2–5), ja kontratussa passimisäärissä tikki maksaa "
    "kaksinkertaisesti: myös passi hyväksytään",
    "dc.allpass_edge_thin": "{held}; käsi yltää rajalle juuri ja juuri ({risks} riskinä, vain "
    "neljä korttia väliltä 2–5, ei luovutettua apua), ja kontratussa passimisäärissä tikki "
    "maksaa kaksinkertaisesti: myös passi hyväksytään",
    "dc.misere_nk_edge": "{held}; käsi täyttää rajan ilman ylimääräistä pientä korttia, mikä "
    "on suunnilleen tavallinen osuus, ja kotkassa kontraajan pitää olla varma misäärin "
    "kaatamisesta pelkällä omalla kädellään: ensin passi, kontra hyväksytään myös",
    "dc.misere_nk_high": "{held}; käsi on korkeiden korttien rajalla (neljä ässää, "
    "kuningasta tai rouvaa), ja kotkapelissä kontraajan pitää olla varma misäärin "
    "kaatamisesta omalla kädellään: myös passi hyväksytään",
    "dc.misere_edge": "{held}; käsi yltää rajalle vain äärirajoillaan (viisi pientä korttia ja "
    "neljä ässää, kuningasta tai rouvaa), ja kontraajan pitää olla melko varma misäärin "
    "kaatamisesta: myös passi hyväksytään",
    "dc.follow_stalker": "bolsevikin oikeanpuoleinen vastustaja johtaa hyökkäystä, ja muut "
    "seuraavat sitä myös kontraamisessa",
    "dc.bol_held": "kakkoset vähintään neljän kortin maissa: {suits}; sisääntulot: {entries}",
    "dc.bol_held_gift": "{held} ({card} oli bolsevikin lahja: se maa on luultavasti sen "
    "kädestä tyhjä, joten sen kakkosesta ei ole hyötyä)",
    "dc.rule_bol": "oikeanpuoleinen vastustaja kontraa kahdella tällaisella maalla ja kahdella "
    "sisääntulolla",
    # --- the double drill ---
    "dd.title_double": "Kontrataanko?",
    "dd.title_lead": "Avauslähtö kontran jälkeen",
    "dd.what_allpass": "Kaikki passasivat: passimisääri, ja kortit on vaihdettu.",
    "dd.dictator": "diktaattori {bid}",
    "dd.what_bolshevik": "{seat} pelaa bolsevikkia ({game}); olet bolsevikin oikeanpuoleinen "
    "vastustaja.",
    "dd.what_declares": "{seat} on pelinviejä sopimuksessa {contract}; sinä puolustat.",
    "dd.passed": "{seat} passasi",
    "dd.others": " {passed}.",
    "dd.prompt_double": "Olet {seat}. {what}{others} Kontraatko?",
    "dd.you_doubled": "Sinä kontrasit",
    "dd.partner_doubled": "Partnerisi kontrasi",
    "dd.prompt_lead": "Olet {seat}. {what} {dbl}. Valitse avauslähtö.",
    "dd.double_or_pass": "kontra tai passi",
    "dd.against_pass": "Passi rikkoo tässä sääntöä: {reason}.",
    "dd.against_double": "Kontra rikkoo tässä sääntöä: {reason}.",
    "dd.pick_card": "valitse kortti kädestäsi",
    "dd.not_in_hand": "{card} ei ole kädessäsi",
    "dd.tip_trumps_kitty": "Laske varmat valttitikit (A, K x, Q x x, J x x x) ja tikit, jotka "
    "puolustus tarvitsee: kolme viitosta vastaan, kaksi kuutosta vastaan, yksi seiskaa vastaan. "
    "Pelkät sivuässät eivät riitä.",
    "dd.tip_trumps_nokitty": "Kotkassa valttisopimus kontrataan vain kahdella varmalla "
    "valttitikillä (A, K x, Q x x, J x x x).",
    "dd.tip_grand": "Laske tikit, jotka voitat ylhäältä (A; A K; A K Q), ja kuinka monessa "
    "maassa: pääpelaajat eivät ehkä koskaan pelaa yhtä pitkää maata.",
    "dd.tip_misere": "Misäärikontra vaatii runsaasti pieniä kortteja, niiden joukossa kakkosen, "
    "ja kuninkaan tikin voittamiseen.",
    "dd.tip_allpass": "Voitko auttaa partneria maassa, jonka partneri luovutti (pieniä kortteja "
    "siinä), ja voitko ensin voittaa tikin (kuningas tai rouva)?",
    "dd.tip_bolshevik": "Bolsevikin oikeanpuoleinen vastustaja kontraa, kun sillä on kakkoset "
    "kahdessa vähintään neljän kortin maassa ja kaksi sisääntuloa (ässiä tai kuninkaita).",
    "dd.lead_tip_partner": "Partneri kontrasi valttisopimuksen: minkä maan partneri luovutti "
    "sinulle, ja miksi partneri ehkä haluaa, että siitä lähdetään?",
    "dd.lead_tip_misere": "Sinä kontrasit misäärin: kerro partnerille, minkä maan se tyhjentää "
    "– sen, jossa sinulla on kakkonen.",
    "dd.lead_tip_stalker": "Kontrasit bolsevikin oikeanpuoleisena vastustajana: lähde niin, että "
    "muut oppivat, mistä maasta luopua, ja säästä kakkosesi loppuun.",
    "dd.cards": ("{n} kortti", "{n} korttia"),
    "dd.honours": "honöörit {ranks}",
    "dd.with_the_two": " ja kakkonen",
    "dd.low": "{low} väliltä 2–5{two}",
    "dd.trumps": "valtti",
    "dd.suit": "{suit}: {bits}",
    "dd.handed": " Partneri antoi sinulle {suit}-kortin.",
    "dd.hand_facts": "{parts}.{tail}",
    # --- the bid drill ---
    "bd.prompt_kitty": "Olet {seat}, alkupelissä. Mitä tarjoat?",
    "bd.prompt_nokitty": "Olet {seat}, kotkassa. Mitä tarjoat?",
    "bd.not_a_call": "{text} ei ole tarjous",
    "bd.not_legal": "{call} ei ole sallittu tarjous tässä tarjouskierroksessa",
    "bd.nothing_described": "ei mitään, mitä sopimukset kuvaavat",
    "bd.pass_tells": "Passi kertoisi tässä partnerille",
    "bd.call_tells": "Tarjouksesi {call} kertoisi partnerille",
    "bd.would_tell": "{what}: {meaning}",
    "bd.longest": "pisin maa {suit}",
    "bd.aces": "ässät: {aces}",
    "bd.no_ace": "ei ässää",
    "bd.points": "{points} pistettä korkeita kortteja (A 4, K 3, Q 2, J 1)",
    "bd.void": "ei lainkaan maata {suits}",
    "bd.cards": ("{count} kortti", "{count} korttia"),
    "bd.low": "{twos} ja {cards} väliltä 2–5",
    "bd.hand_line": "Tämä käsi: {bits}.",
    "bd.nobody_bid": "Kukaan ei ole vielä tarjonnut.",
    "bd.said_partner": "partneri tarjosi {bid} ({meaning})",
    "bd.said_you": "sinä tarjosit {bid} ({meaning})",
    "bd.said_opponent": "vastustaja tarjosi {bid} ({meaning})",
    "bd.so_far": "Tähän asti: {said}.",
    "bd.second": "{auction} {hand}",
    "bd.step1": "Laske pisimmän maasi honöörit ja pikkukortit, etsi sivuässää, laske ässät ja "
    "mieti, sopiiko käsi misääriin.",
    "bd.step2": "Lue, mitä partnerin tarjous näytti, ja etsi sitten omaa ensimmäisen "
    "kierroksen maata, tukea partnerin maalle, ässiä tai renoa partnerin maassa.",
    "bd.step3": "Kotkan tarjoukset alkavat kuutosesta: kysy, haluaako käsi ylipäätään pelata "
    "(vahva maa ja sivuässä, kaksi hyvää maata, tai toivoton passimisääriin), ja onko siinä "
    "luonnollinen reno.",
    "bd.step4": "Toinen kierros näyttää toisen maan (kaksi honööriä ja kolme pikkukorttia, tai "
    "kolme honööriä ja pikkukortti), tuen partnerille tai pieniä kortteja.",
    "bd.step5": "Kolmannesta kierroksesta alkaen tarjoukset näyttävät ässiä, ässän maan "
    "alimmalla tasolla; myöhemmin kuninkaita maissa, joiden ässä on näytetty.",
    "bd.step6": "Kenen kuuluu saada keskikortit? Valttipelissä maan ensimmäisen tarjoajan "
    "partnerin; askelta halutun alempi tarjous pyytää partneria tekemään sen.",
    "bd.step7": "Vastustajat tarjoavat: voitko hankaloittaa heidän elämäänsä halvalla "
    "(misääriesto, alin maa), vai onko viisaampaa pysyä hiljaa?",
    # --- hand words ---
    "num.0": "ei",
    "num.1": "yksi",
    "num.2": "kaksi",
    "num.3": "kolme",
    "num.4": "neljä",
    "num.5": "viisi",
    "num.6": "kuusi",
    "num.7": "seitsemän",
    "num.8": "kahdeksan",
    "num.9": "yhdeksän",
    "num.10": "kymmenen",
    "he.suit": "{count} {suit} ({honours})",
    "he.no_honour": "ei honööriä",
    "he.honours": ("{count} honööri", "{count} honööriä"),
    "he.spots": ("{count} pikkukortti", "{count} pikkukorttia"),
    "he.suit_words": "{suit}, {honours} ja {spots}",
    "he.side_ace": "sivuässä ({aces})",
    "he.side_pair": "kaksi korkeaa honööriä sivumaassa ({cards})",
    "he.natural_void": "luonnollinen reno ({suits})",
    "he.twos": ("{count} kakkonen", "{count} kakkosta"),
    "he.low_cards": ("{count} kortti väliltä 2–5", "{count} korttia väliltä 2–5"),
    "he.short_ace": "ässä alle viiden kortin maassa",
    "he.unprotected": (
        "suojaamaton korkea kortti {cards}",
        "suojaamattomat korkeat kortit {cards}",
    ),
    # --- call suggestions ---
    "fact.call": "{label}: {body} ({ids})",
    "cs.nothing_fits": "passi: mikään sopimusten kuvaama ei sovi tähän käteen tässä kohtaa",
    "cs.asked_but_misere": "partneri pyysi tarjousta {bid}, mutta tämä käsi voi antaa "
    "vastustajien pelata misäärinsä",
    "cs.spades_named": "partnerin passi misäärieston jälkeen nimesi padan (♠) ja pyytää tätä "
    "kättä tekemään siinä keskikorttitarjouksen",
    "cs.asked_made": "partneri teki keskikorttitarjouksen {bid}, jota tämä käsi pyysi; ei "
    "lisättävää",
    "cs.asked_made_pass": "tämän käden passi eston yli jätti päätöksen partnerille (ja luetaan "
    "pyynnöksi tarjota ♠), ja partneri teki keskikorttitarjouksen {bid}; ei lisättävää",
    "cs.asked_declined": "partneri ei tarttunut pyytävään tarjoukseen (yksinäinen valtti, jonka "
    "partneri voi vielä luovuttaa), joten tämä käsi tekee keskikorttitarjouksen {bid} itse: "
    "{asked} vain pyysi eikä saa jäädä sopimukseksi",
    "cs.own_strong_instead": "{suit}: kun partnerin tarjouksella {bid} pyytämää maata on enintään "
    "yksi kortti, tämän käden oma vahva maa, jo aiemmin tarjottu ja siksi luonnollinen, ottaa "
    "keskikortit sen sijaan",
    "cs.singleton_trump": "partneri pyytää tarjousta {bid}, mutta yksinäinen valtti on parempi "
    "luovuttaa kuin pelata tästä kädestä",
    "cs.asked_for_this": "partneri pyytää tätä keskikorttitarjousta",
    "cs.void_trump": "partneri pyytää tarjousta {bid}, mutta kun ylianto ei voi tuoda yhtään "
    "valttia, tämä käsi voi jättää keskikortit partnerille kuten yksinäisen valtin kanssa",
    "cs.comply": "partnerin askelta alempi tarjous pyytää tätä kättä tekemään "
    "keskikorttitarjouksen {bid}",
    "cs.four_aces": "neljä ässää: grandi tasoa alinta ylempänä",
    "cs.strong_suit": "{suit} sekä {side}: ensimmäisen kierroksen maata vahvempi maa, joten "
    "tasoa alinta ylempänä",
    "cs.first_round": "{suit} sekä {side}: ensimmäisen kierroksen maa, tarjottu alimmalla tasolla",
    "cs.first_round_high": "{suit} sekä {side}: ensimmäisen kierroksen maa, mutta vastustajien "
    "tarjouksen jälkeen sen voisi nimetä vain kuutostasolla, mikä on kahdentoista tikin "
    "sopimus eikä kuvaus",
    "cs.three_aces": "kolme ässää: grandi alimmalla tasolla{note}",
    "cs.long_suit_better": " (pitkä maa on parempi tarjous)",
    "cs.equal_suits": "{points} pistettä korkeita kortteja tasaisesti kaikissa maissa, ei "
    "ensimmäisen kierroksen maata eikä misääriä: 3 grandi",
    "cs.high_cards": "{points} pistettä korkeita kortteja (noin seitsemän honööriä), ei "
    "ensimmäisen kierroksen maata eikä misääriä: kolmostasolla paras maa, {suit}",
    "cs.allpass_hand": "passi: kolmostason tarjous kertoisi partnerille, ettei passimisääri "
    "tule kysymykseen, mutta tämä käsi sopii siihen (lyhyt maa, kuninkaat tai suojatut rouvat "
    "sisäänpääsyinä ja pitkä maa ässineen)",
    "cs.equal_longest": "kolme pisimmässä maassa, {suit}: Käsikirjan yhteenveto tarjoaa näin "
    "käden, jossa on korkeita kortteja mutta ei pitkää maata; näin tasaisilla mailla kolme "
    "grandia on ensisijainen",
    "cs.high_cards_short": "{suit} on pisteiltään paras, mutta kaksi korttia on ohut maa "
    "valttina tarjottavaksi: pidempi maa on parempi kolmostason tarjous",
    "cs.high_cards_tied": "{suit} on pisteiltään ja pituudeltaan yhtä hyvä kuin {best}, joten "
    "sekin on paras maa ({best} on ensin vain tasavahvojen maiden säännön vuoksi: pidempi, "
    "sitten arvokkaampi)",
    "cs.high_cards_longer": "pidempikin maa, {suit}, käy parhaaksi maaksi (enemmän valtteja, "
    "vaikka maassa {best} on enemmän korkeita kortteja)",
    "cs.misere_hand": "misäärikäsi ({why}) eikä luonnollista renoa",
    "cs.preempt": "vastustajat ovat tarjonneet mutta partneri ei: misääriesto ({why})",
    "cs.preempt_early": "vastustajat ovat tarjonneet eikä partneri ole vielä puhunut (esto on "
    "parhaimmillaan partnerin passin jälkeen): misääriesto ({why})",
    "cs.second_round": "{suit}: toisen kierroksen maa",
    "cs.second_round_opener": "{suit}: toisen kierroksen maa avaajan lievemmällä vaatimuksella "
    "(kaksi honööriä ja pikkukortteja tai kolme honööriä, joista yksi ässä, tai K Q J)",
    "cs.hopeless_open": "ei sopimusten mukaista tarjousta, mutta käsi on toivoton "
    "passimisääriin (ei lyhyttä maata, ei pieniä pikkukortteja, korkeita kortteja joka "
    "maassa), joten se avaa silti parhaalla maallaan",
    "cs.defender_quiet_suit": "vastustajat ovat tarjonneet; puolustaja pysyy yleensä hiljaa, "
    "vaikka sillä olisi näytettävä maa",
    "cs.defender_quiet": "vastustajat ovat tarjonneet; puolustaja, jolla ei ole mitään vahvaa "
    "näytettävää, pysyy hiljaa",
    "cs.nothing_to_open": "{first}, ei kolmea ässää, ei korkeiden korttien kättä eikä "
    "misäärikättä, ja käsi kestää passimisäärin",
    "cs.nothing_to_open_five": "{first}, ei kolmea ässää, ei korkeiden korttien kättä eikä "
    "kuuden misäärin kättä (viisi misääri on vain esto vastustajien tarjousten jälkeen), ja "
    "käsi kestää passimisäärin",
    "cs.no_first_round": "ei ensimmäisen kierroksen maata",
    "cs.first_no_side_ace": "{suit} kelpaisi ensimmäisen kierroksen maaksi, mutta toisessa "
    "maassa ei ole ässää sen rinnalla",
    "cs.partner_misere": "partneri tarjosi misääriä: vastaaja passaa ensimmäisellä kierroksella",
    "cs.resp_strong_jump": "{suit}, avaajan vahvemman vaatimuksen täyttävä, saa hypätä "
    "askeleen kuten avaajan maa, ja näyttää erityisen vahvan maan",
    "cs.resp_own": "{suit}: vastaajan oma ensimmäisen kierroksen maa ei tarvitse sivuässää",
    "cs.grand_stands": "partnerin {bid} nimeää sopimuksen, kuten jokainen tarjous tasolta 5 "
    "alkaen: anna sen jäädä voimaan",
    "cs.fourth_ace_raise": "ässä ja oma pitkä maa, {suit}, partnerin grandin tueksi: {bid} "
    "tavoittelee jokaista tikkiä tietämättä partnerin kädestä muuta",
    "cs.fourth_ace": "partneri näyttää kolme ässää ja tällä kädellä on neljäs: 2 grandi",
    "cs.fourth_ace_long": "partneri näyttää kolme ässää ja tällä kädellä on neljäs: 2 grandi "
    "kertoo sen, sallittu, vaikka pitkän maan, {suit}, kanssa käsikirja nimeää mieluummin maan",
    "cs.fourth_ace_lesser": "partneri näyttää kolme ässää ja tällä kädellä on neljäs: 2 grandi; "
    "{suit} on vain toisen kierroksen maa eikä pitkä maa, joka nimettäisiin ensin",
    "cs.no_long_no_ace": "ei pitkää maata eikä ässää lisättävänä",
    "cs.partner_all_aces": "partnerilla on kaikki ässät; ei lisättävää",
    "cs.as_long": " (yhtä pitkä kuin ensisijainen maa)",
    "cs.longest_suit": "partneri näyttää tasaisesti jakautuneita korkeita kortteja: vastaaja "
    "nimeää pisimmän maansa, {suit}{also}, nelostasolla; partneri tarjoaa sen viitostasolla ja "
    "luovuttaa kaikki sen maan korttinsa",
    "cs.best_suit": "partneri näyttää korkeita kortteja: vastaaja nimeää parhaan maansa, {suit}",
    "cs.best_suit_tied": "partneri näyttää korkeita kortteja: {suit} on pisteiden ja pituuden "
    "summalta yhtä hyvä kuin {best}, joka on ensin vain tasavahvojen maiden säännön vuoksi "
    "(pidempi, sitten arvokkaampi)",
    "cs.best_suit_cheaper": "partneri näyttää korkeita kortteja, ja paras maa {best} voitaisiin "
    "nimetä vain tasolla, jolla tarjous nimeää sopimuksen: vastaaja nimeää maan {suit}, joka on "
    "yhtä pitkä ja tällä tasolla vielä kuvaus",
    "cs.best_suit_too_high": "partneri näyttää korkeita kortteja, mutta vastustajien jälkeen "
    "paras maa {suit} voitaisiin nimetä vain tasolla, jolla tarjous nimeää sopimuksen eikä "
    "kuvaa kättä",
    "cs.nothing_conventional": "ei mitään sopimusten mukaista vastattavaa",
    "cs.raise": "{suit} partnerin maassa: vähintään neljä korttia ja honööri, korotus",
    "cs.raise_direct": "korotus suoraan sopimustasolle, kun muuta näytettävää ei ole",
    "cs.raise_direct_before": "korotus suoraan sopimustasolle on sallittu, vaikka se jättää "
    "sanomatta sen, minkä {bid} näyttäisi ensin",
    "cs.raise_direct_skips": "korotus suoraan sopimustasolle on sallittu, vaikka se jättää "
    "näyttämättä myöhemmillä kierroksilla kortit {cards}",
    "cs.a_void": "reno",
    "cs.only_card": "vain {card}",
    "cs.misfit": "{holding} partnerin maassa: alin misääri kertoo, ettei maa kelpaa",
    "cs.second_suit_too_high": "toisen kierroksen maa {suit} on, mutta sen voisi nimetä vain "
    "viitostasolla tai ylempänä, jolla tarjous nimeää sopimuksen",
    "cs.own_suit_too_high": "ensimmäisen kierroksen maa {suit} on, mutta sen voisi nimetä vain "
    "viitostasolla tai ylempänä, jolla tarjous nimeää sopimuksen",
    "cs.six_ask_thin": "kuutostason misääriesto jälkeen pyyntö sitoisi puolemme kahteentoista "
    "tikkiin, eikä maassamme {trump} ole ässää eikä kuningasta: esto saa jäädä voimaan",
    "cs.aces_all_known": "grandin ja partnerin neljännen ässän jälkeen molemmat tietävät jo "
    "kaikki ässät: grandi ei kerro partnerille mitään uutta",
    "cs.misfit_too_high": "ei omaa ensikierroksen maata, ei tukea partnerin maalle eikä kolmea "
    "ässää; sopimattomuuden partnerin maahan voisi näyttää vain misäärillä tasolta 5 alkaen, "
    "jolla tarjous nimeää sopimuksen",
    "cs.no_response": "ei omaa ensimmäisen kierroksen maata, ei tukea partnerin maalle, ei "
    "kolmea ässää eikä huonoa sopua näytettävänä",
    "cs.raise_over_preempt": "{suit} partnerin maassa: korotus suoraan eston yli, mikä tekee "
    "tästä kädestä myös partnerin maan keskikorttitarjoajan",
    "cs.no_suit_to_name": "ei vähintään neljän kortin maata nimettävänä; partneri lukee passin "
    "padan (♠) pyynnöksi ja voi myös antaa vastustajien pelata misäärinsä",
    "cs.which_longest": "pisin",
    "cs.which_best": "paras",
    "cs.which_own": "oma ensimmäisen kierroksen",
    "cs.names_below": "tämän käden {which} maa on {suit}: askelta alempana kuin {target} oleva "
    "tarjous nimeää sen ja pyytää partneria tekemään sen keskikorttitarjouksen",
    "cs.pass_names_spades": "tämän käden {which} maa on {suit}, eikä askelta alempana kuin "
    "{target} ole vapaata tarjousta: passi nimeää padan (♠) ja pyytää partneria tarjoamaan "
    "{target}",
    "cs.no_free_step": "{suit}: askelta alempana kuin {target} ei ole vapaata tarjousta, jolla "
    "pyytää partneria, joten tämä käsi tarjoaa sen itse",
    "cs.pass_for_now": "passi antaa vastustajien pelata misäärinsä toistaiseksi; partneri voi "
    "vielä pyytää keskikorttitarjousta maassaan",
    "cs.nothing_over_preempt": "ei lisättävää eston yli: ei tukea partnerin maalle eikä omaa maata",
    "cs.suit_not_nameable": "ei lisättävää eston yli: ei tukea partnerin maalle, eikä tämän "
    "käden maata ({suit}) voi nimetä: {target} luettaisiin pyynnöksi partnerille tarjota "
    "sitä ylempi maa, eikä alempi porras ole vapaa tarjous",
    "cs.grand_suit_not_nameable": "ei lisättävää eston yli: partnerin grandi ei nimeä maata, "
    "jota tukea, eikä tämän käden maata ({suit}) voi nimetä: {target} luettaisiin pyynnöksi "
    "partnerille tarjota sitä ylempi maa, eikä alempi porras ole vapaa tarjous",
    "cs.nothing_over_grand": "ei lisättävää esteen jälkeen: partnerin grandi ei nimeä maata, jota "
    "tukea, eikä tällä kädellä ole omaa ensikierroksen maata{ace}",
    "cs.fourth_ace_late": "; neljännen ässän, {suit}A, voisi näyttää enää tasolta 5, jolla "
    "tarjous nimeää sopimuksen",
    "cs.misfit_tied": "sopimattomuuden näyttämisen jälkeen vastaaja voi nimetä maan: {suit}, joka "
    "on pisteiltään ja pituudeltaan yhtä hyvä kuin paras maa",
    "cs.misfit_best": "huonon sovun näyttämisen jälkeen vastaaja nimeää parhaan maansa, {suit}",
    "cs.misfit_longest_late": "ensin passannut vastaaja, joka sitten näytti huonon sovun, "
    "nimeää kolmannella kierroksella pisimmän maansa, {suit} (ässät odottavat neljänteen "
    "kierrokseen)",
    "cs.misfit_longest": (
        "huonon sovun näyttämisen jälkeen vastaaja voi nimetä sen sijaan pisimmän maansa, {suit}"
    ),
    "cs.second_first_round": "toinen ensimmäisen kierroksen vahvuinen maa, {suit}: avaaja "
    "hyppää yhden tason",
    "cs.support": "{suit} partnerin maassa: tuki",
    "cs.low_cards": "misääri toisella kierroksella näyttää pieniä kortteja ({why})",
    "cs.nothing_new": "ei mitään uutta toiselle kierrokselle",
    "cs.own_bid_ends": "tämän käden {bid} on voimassa: passi päättää tarjoussarjan, ja tämä "
    "käsi ottaa keskikortit",
    "cs.kitty_now": "keskikorttitarjous maassamme {trump} nyt: passi päättää tarjoukset "
    "tasolle {bid}, jolloin tämä käsi ottaa keskikortit joka tapauksessa ja sopimus nimetään "
    "jatkotarjouksissa",
    "cs.nothing_left": "ei enää mitään näytettävää",
    "cs.king_later": "tällä kierroksella ei ole ässää näytettäväksi; tunnettujen ässien "
    "vieressä olevat kuninkaat ({cards}) näytetään neljänneltä kierrokselta alkaen",
    "cs.king_too_high": "tason 5 alapuolella ei ole enää mitään näytettävää: jo näytetyn ässän "
    "vieressä olevan kortin {cards} voisi näyttää vain tasolla, jolla tarjous nimeää sopimuksen",
    "cs.ace_too_high": "tason 5 alapuolella ei ole enää mitään näytettävää: ässän maassa {suits} "
    "voisi näyttää vain tasolla, jolla tarjous nimeää sopimuksen",
    "cs.ask_after_preempt": "misäärieston jälkeen askelta alempana kuin {target} oleva tarjous "
    "pyytää partneria tekemään keskikorttitarjouksen maassamme {trump}, jotta kaikki valtit "
    "voivat päätyä tähän käteen",
    "cs.last_turn": "jos tämä käsi passaa, tarjoukset päättyvät ennen partnerin seuraavaa vuoroa: "
    "kukaan muu ei voi tehdä keskikorttitarjousta maassamme {trump}, joten tämä käsi tarjoaa "
    "itse {target}",
    "cs.mute_partner": "partneri on luupää, joka ei koskaan tarjoa: kukaan muu ei voi tehdä "
    "keskikorttitarjousta maassamme {trump}, joten tämä käsi tarjoaa itse {target}",
    "cs.no_room": "askelta alempana kuin {target} ei ole enää tarjousta, ja keskikorttitarjous "
    "maassamme {trump} kuuluu partnerille",
    "cs.step_own": "askel tarjouksen {target} alapuolella, {below}, on tämän käden jo "
    "tarjoamassa maassa ja kuulostaisi luonnolliselta sopimukselta siinä maassa eikä pyynnöltä, "
    "joten keskikorttitarjous maassamme {trump} jätetään partnerille",
    "cs.step_ours": "askel tarjouksen {target} alapuolella, {below}, on puolemme jo tarjoamassa "
    "maassa ja kuulostaisi tuelta eikä pyynnöltä, joten keskikorttitarjous maassamme {trump} "
    "jätetään partnerille",
    "cs.partner_declined": "partneri on passannut eston yli eikä tehnyt keskikorttitarjousta "
    "maassamme {trump}, ja {nostep}: tämä käsi tarjoaa itse {target}",
    "cs.partner_declined_own": "partneri nimesi oman maansa {other} ja passasi sitten eston yli "
    "jättäen keskikorttitarjouksen tälle kädelle; {nostep}, joten tämä käsi tarjoaa itse omaa "
    "maataan {trump}",
    "cs.no_step": "tarjouksen {target} alapuolella ei ole askelta pyyntöön",
    "cs.step_natural": "alempi porras, {below}, on puolemme tarjoama maa ja kuulostaisi "
    "luonnolliselta eikä pyynnöltä",
    "cs.three_over_preempt": "{target}: keskikorttitarjous partnerin maassa {suit} "
    "eston yli kolmella sen kortilla, joista yksi korkea honööri, ja sivuässällä, kuten "
    "käsikirjan kuuden misäärin jaossa korotetaan; partneri, jolla on vielä vuoro, voi "
    "nimetä sen myös itse",
    "cs.kitty_in_partners": "partneri nimesi maan {suit} ja passasi sitten eston yli jättäen sen "
    "maan keskikorttitarjouksen tälle kädelle: {target} ottaa keskikortit partnerin maassa",
    "cs.no_fit_let_stand": "partneri nimesi maan {suit} ja passasi sitten eston yli; kun tällä "
    "kädellä ei ole sille tukea eikä omaa neljän kortin maata, esto saa jäädä voimaan",
    "cs.no_fit_let_stand_unbid": "partneri nimesi maan {suit} ja passasi sitten eston yli; kun "
    "tällä kädellä ei ole sille tukea eikä yhtään tarjoamaansa neljän kortin maata ({own} jäi "
    "nimeämättä), esto saa jäädä voimaan",
    "cs.let_preempt_stand": "partneri on passannut eston yli, eikä maamme {trump} ole niin "
    "vahva, että tämä käsi ottaisi sopimuksen yksin: misääri jätetään vastustajille",
    "cs.pass_again": "partneri voi vielä tehdä keskikorttitarjouksen viimeisellä vuorollaan, "
    "mutta on jo kerran passannut eston yli",
    "cs.wrong_hand": "tarjous {target} ylittää eston suoraan, tosin väärästä kädestä",
    "cs.preempt_own_stronger": "{suit}, vahvempi kuin {other}, tarjotaan suoraan eston yli: "
    "tämä käsi ottaa keskikortit paremmilla valteillaan",
    "cs.kitty_after_preempt": "misäärieston jälkeen tämä käsi tekee keskikorttitarjouksen "
    "maassamme {trump}",
    "cs.pass_partner_speaks": "passi jättää esteen toistaiseksi voimaan; partnerilla on vielä "
    "vuoro puhua",
    "cs.let_them_play": "passi antaa vastustajien pelata misäärinsä",
    "cs.missing_ace": "kolme ässää on näytetty; puuttuva on {suit}A",
    "cs.aces_side": "ässä jokaisessa maassa, jonka puolemme on tarjonnut ({suits}): grandi",
    "cs.show_ace": "näyttää {suit}A:n alimmalla tasolla",
    "cs.king_after_ace": "jo näytetyn ässän maan tarjoaminen lisää sen kuninkaan, {suit}K",
    "cs.king_after_mates_ace": "partnerin jo näyttämän ässän maan tarjoaminen lisää sen "
    "kuninkaan, {suit}K",
    "cs.king_after_pass": "kolmannen kierroksen passin jälkeen maatarjous näyttää kuninkaan "
    "ilman ässää: {suit}K",
    "cs.akq": "A K Q maassa {suit}: yhden tason hyppy kolmannella kierroksella",
    "cs.no_ace_round3": "ei ässää näytettävänä kolmannella kierroksella",
    "cs.defender_alone": "vastustajilla on tarjous eikä partneri ole tarjonnut "
    "kertaakaan, joten kunniakorttien näyttäminen nyt olisi kilpailemista yksin; mahdolliset "
    "puolustajat pysyvät yleensä hiljaa",
    "cs.kitty_bid_singleton_other": "kun maata {trump} on enintään yksi kortti, tämä käsi voi "
    "jättää keskikortit partnerin voimassa olevalle tarjoukselle {bid}: partneri voi yhä nimetä "
    "valtiksi maan {trump} jatkotarjouksissa, ja yksinäinen valtti siirtyy partnerille joka "
    "tapauksessa korttien luovutuksessa",
    "cs.kitty_bid_singleton": "kun maata {trump} on enintään yksi kortti, tämä käsi voi jättää "
    "keskikortit partnerin omalle tarjoukselle samassa maassa: yksinäinen valtti siirtyy "
    "partnerille joka tapauksessa korttien luovutuksessa",
    "cs.kitty_bid": "partneri tarjosi puolestamme ensimmäisenä maata {trump}, joten tämä käsi "
    "ottaa keskikortit ja lähettää partnerille {trump}-korttinsa: keskikorttitarjous",
    "cs.kitty_bid_void": "partneri tarjosi puolestamme ensimmäisenä maata {trump}, joten tämä "
    "käsi ottaa keskikortit, ja partnerille jäävät kaikki {trump}-kortit: keskikorttitarjous",
    "cs.kitty_bid_over_them": "vastustajilla on korkein tarjous, ja keskikorttitarjous partnerin "
    "maassa {trump} ylittäisi sen; ilman neljää {trump}-korttia ja honööriä tämä käsi antaa "
    "heidän pelata",
    "cs.ask_kitty_bid": "partneri ei ole tehnyt keskikorttitarjousta maassa {trump}: askelta "
    "alempana kuin {target} oleva tarjous pyytää sitä",
    "cs.misere_overbid": "partnerin misääri ylitettiin, ja tämäkin käsi sopii misääriin ({why}): "
    "askelta alempana kuin {target} oleva tarjous pyytää partneria tarjoamaan sen",
    "cs.misere_shown": "puolemme on näyttänyt misäärinsä; ei lisättävää",
    "cs.very_strong": "hyvin vahva maa, {suit}, sekä {side}",
    "cs.two_suits": "ensimmäisen kierroksen maa ({first}) ja toisen kierroksen maa ({second})",
    "cs.seven_honours": "{honours} honööriä, niistä {aces} ässää",
    "cs.nk_asked": "partnerin askelta alempi tarjous pyytää tarjousta {target}",
    "cs.hopeless": "passimisääriin toivoton käsi",
    "cs.nk_competitive": "vastustaja on tarjonnut mutta partneri ei: halvin maatarjous, {words}",
    "cs.nk_preempt": "misääriesto vastustajien tarjouksen jälkeen ({why})",
    "cs.nk_not_strong": "ei mitään tarpeeksi vahvaa kilpailemaan, kun halvin maatarjous on {bid}",
    "cs.nk_not_strong_any": "ei mitään tarpeeksi vahvaa kilpailemaan",
    "cs.nk_defend": "puolustaminen kuutos- tai seiskatasolla kilpailemisen sijaan",
    "cs.nk_defend_misere": "puolustaminen misääriesteen sijaan, sillä este on valinta eikä "
    "velvollisuus: vastustajien on yhä saatava kaksitoista tikkiään",
    "cs.nk_no_allpass": "vastustajan tarjous on jo estänyt passimisäärin, eikä vain misääriin "
    "huono käsi ole tarpeeksi vahva kilpailemaan kahdestatoista tikistä",
    "cs.nk_grand_over_misere": "grandi, halvin tarjous vastustajien misäärin yli, ja {aces} "
    "ässää riittää valtittomaan peliin",
    "cs.hopeless_high": "passimisääriin toivoton käsi (vain korkeita kortteja)",
    "cs.nk_6d": "{reason}, luonnollinen reno sekä padassa että ristissä",
    "cs.nk_6c": "{reason}, luonnollinen reno ({voids}) eikä halua patoja valtiksi",
    "cs.nk_void_note": "; luonnollinen reno ({voids}) näytetään 6♣:lla seuraavalla kierroksella, "
    "jotta padat jäävät tähän käteen",
    "cs.nk_6s": "{reason}: 6♠, alin tarjous, ei lupaa patoja{note}",
    "cs.low_cards_misread": "ensimmäisen kierroksen passin jälkeen alimman misäärin voi lukea "
    "huonoksi sovuksi (reno tai yksi kortti partnerin maassa {suit}), mitä tämä käsi ei ole",
    "cs.nk_hopeless_spots": "kädessä on {cards}, joten siinä ei ole pelkkiä korkeita kortteja, "
    "eikä passimisääri ole niin toivoton, että pelkästään sen vuoksi kannattaisi tarjota 6♠",
    "cs.nk_allpass_hand": "pitkä maa ässineen, lyhyt maa ja sisääntulo tekevät tästä kädestä "
    "hyvän myös passimisääriin, eikä sellaisella kädellä yleensä tarjota",
    "cs.nk_allpass_low": "kukaan ei ole vielä tarjonnut, ja jos kaikki passaavat, näillä "
    "pienillä korteilla pelataan sen sijaan passimisääriä: sallittu, mutta kädestä puuttuu "
    "Käsikirjan passimisäärikuva (pitkä maa ässineen, lyhyt maa, sisääntulo), joten tarjottu "
    "misääri on varmempi sopimus",
    "cs.nk_misere": "pieniä kortteja ({why}), ei luonnollista renoa",
    "cs.nk_seven_borderline": "kädellä ei ole hyvin vahvaa maata, joka varmasti juoksee (ässä ja "
    "kuningas kärjessä), ja vastustajien "
    "jälkeen halvin maatarjous on seitsemännellä tasolla: kolmetoista tikkiä partnerin kanssa, "
    "jonka kädestä ei tiedetä mitään, joten käsi puolustaa",
    "cs.nk_borderline_compete": "käsi yltää juuri ja juuri honöörien avaukseen ({honours} "
    "honööriä), ja vastustajan kuutostason tarjouksen yli kilpaillessa puolen pitäisi saada "
    "kaksitoista tikkiä partnerin kanssa, josta se ei tiedä mitään, joten käsi puolustaa",
    "cs.nk_few_points_compete": "kädellä ei ole hyvin vahvaa maata pelattavaksi ja vain "
    "{points} korkeakorttipistettä (alle 17), ja vastustajan kuutostason tarjouksen yli "
    "kilpaillessa puolen pitäisi saada kaksitoista tikkiä partnerin kanssa, josta se ei tiedä "
    "mitään, joten käsi puolustaa",
    "cs.nk_borderline_side": "hyvin vahvan maan vierellä ei ole sivuässää, vain kaksi korkeaa "
    "honööriä ({points} korkeakorttipistettä, alle 17), ja puolen pitäisi silloin saada "
    "kaksitoista tikkiä partnerin kanssa, josta se ei tiedä mitään",
    "cs.nk_borderline_no_top": "hyvin vahvasta maasta puuttuvat sekä ässä että kuningas, joten "
    "se voi hävitä kaksi tikkiä ennen kuin se juoksee ({points} korkeakorttipistettä, alle 17), "
    "ja puolen pitäisi silloin saada kaksitoista tikkiä partnerin kanssa, josta se ei tiedä "
    "mitään",
    "cs.nk_borderline_no_kq": "hyvin vahvasta maasta puuttuvat kuningas ja rouva, joten se voi "
    "hävitä kaksi tikkiä ennen kuin se juoksee ({points} korkeakorttipistettä, alle 17), ja "
    "puolen pitäisi silloin saada kaksitoista tikkiä partnerin kanssa, josta se ei tiedä mitään",
    "cs.nk_borderline_no_ace": "hyvin vahvasta maasta puuttuu sen oma ässä, joten se häviää "
    "tikin ennen kuin se juoksee ({points} korkeakorttipistettä, alle 17), ja puolen pitäisi "
    "silloin saada kaksitoista tikkiä partnerin kanssa, josta se ei tiedä mitään",
    "cs.nk_borderline_no_king": "hyvin vahvasta maasta puuttuu sen kuningas, joten se voi "
    "hävitä sille tikin ennen kuin se juoksee ({points} korkeakorttipistettä, alle 17), ja "
    "puolen pitäisi silloin saada kaksitoista tikkiä partnerin kanssa, josta se ei tiedä mitään",
    "cs.nk_borderline_two_suits": "kaksi maata riittävät avaukseen juuri ja juuri ({points} "
    "korkeakorttipistettä, alle 17), ja puolen pitäisi silloin saada kaksitoista tikkiä "
    "partnerin kanssa, josta se ei tiedä mitään",
    "cs.nk_aceless": "kädessä ei ole yhtään ässää: erittäin vahvasta maasta puuttuu ässä ja "
    "sivuässänä on vain kaksi korkeaa honööriä ({points} korkeiden korttien pistettä), joten "
    "kaksitoista tikkiä on kaukana varmasta, ja käsi, joka ei ole huono passimisääriin, passaa, "
    "ellei se ole varma sopimuksestaan",
    "cs.nk_thin": "vain {points} korkeakorttipistettä: kaksitoista tikkiä ei ole lähelläkään "
    "varmaa, ja käsi, joka ei ole huono passimisääriin, passaa, ellei se ole varma "
    "sopimuksestaan",
    "cs.opener_may_pass": "vastustajat ovat ottaneet tarjouksen ja partneri ei ole tarjonnut "
    "kertaakaan: lisää näyttämällä kilpailisi yksin, joten hiljaa pysyminen hyväksytään",
    "cs.aces_back_partner": "viidenneltä tasolta grandi nimeäisi sopimuksen, ja partnerin "
    "{bid} nimeää jo sopimuksen, jota nämä ässät tukevat: se saa jäädä voimaan",
    "cs.quiet_over_misfit": "vastustajan vastaaja vastasi partnerinsa maahan misäärillä, "
    "eli maat eivät sovi: puolustaja yleensä passaa ja seuraa, mihin he päätyvät, ja "
    "estää vain erityisen hyvällä misäärikädellä",
    "cs.support_too_high": "tuki nelostason yläpuolella nimeäisi sopimuksen, jossa on enemmän "
    "tikkejä tehtävänä (tasolta 5 alkaen tarjous nimeää sopimuksen), joten tarjouksen {bid} "
    "jälkeen tuki jätetään sanomatta",
    "cs.nk_suits_at_seven": "käden molemmat maat, {first} ja {second}, ovat arvoltaan alempia "
    "kuin {bid}, joten kumpaakin voisi pelata vain seitsemännellä tasolla: kolmetoista tikkiä "
    "partnerin kanssa, jonka kädestä ei tiedetä mitään, joten käsi puolustaa",
    "cs.nk_suit_at_seven": "käden pitkä {suit} on arvoltaan alempi kuin {bid}, joten sitä "
    "voisi pelata vain seitsemännellä tasolla: kolmetoista tikkiä partnerin kanssa, jonka "
    "kädestä ei tiedetä mitään, joten käsi puolustaa",
    "cs.high_cards_count": "lukumäärältään seitsemän honööriä, vaikka vain {points} "
    "korkeakorttipistettä (noin seitsemän honööriä tarkoittaa vähintään 14): kolme parhaassa "
    "maassa, {suit}, hyväksytään",
    "cs.after_3g": "partneri vastasi 3 grandiin pisimmällä maallaan, {suit}: avaaja tarjoaa sitä "
    "viisi, ottaa keskikortit ja antaa partnerille maan {suit} korttinsa",
    "cs.defender_need_not_answer": "vastustajat avasivat: puolustajan ei tarvitse vastata "
    "partnerin kilpailutarjoukseen, vaan se saa pysyä hiljaa",
    "cs.defender_may_pass": "vastustajat avasivat ja pitävät tarjousta: puolustaja saa aina "
    "pysyä hiljaa",
    "cs.no_strong_suit": "eston jälkeen vastaaja rohkaisee vain vahvalla maalla (kaksi honööriä "
    "ja kolme pikkukorttia, kolme honööriä ja pikkukortti tai kuusi korttia), eikä tällä "
    "kädellä ole sellaista: se jättää päätöksen partnerille",
    "cs.preempt_late": "ensimmäisen kierroksen jälkeen misääriesto on sitä varten, että "
    "avaava puoli näyttää hyvin vahvalta; yksi sen matala tarjous ei ole sitä, joten puolustaja "
    "pysyy hiljaa",
    "cs.nk_borderline": "käsi yltää juuri ja juuri honöörien avaukseen ({honours} honööriä, "
    "{points} korkeakorttipistettä), ja puolen pitäisi silloin saada kaksitoista tikkiä "
    "partnerin kanssa, josta se ei tiedä mitään",
    "cs.nk_short": ": {honours} honööriä, ja honöörien avaus vaatii vähintään seitsemän sekä "
    "kaksi ässää",
    "cs.nk_too_weak": "ei tarpeeksi vahva kuutostasolle{short}{misere}",
    "cs.nk_no_misere": " eikä kuuden misäärin käsi ({why})",
    "cs.nk_6s_6c": "6♠ ja sitten 6♣: luonnollinen reno ({voids}), ja padat pysyvät tässä kädessä",
    "cs.nk_misere_overbid": "partnerin misääri ylitettiin, ja tämäkin käsi sopii misääriin "
    "({why}): askelta alempana kuin {target} oleva tarjous pyytää sitä partnerilta",
    "cs.nk_rest": "yliannot kertovat loput; ei lisättävää nyt",
    # --- packet readings ---
    "pr.who": "{who}: {text}",
    "pr.onesuit_nokitty": "Kotkassa yhden maan ylianto kertoo järjestyksellään valttitoiveen, "
    "joten se ei kerro, onko antajalla vielä maata {suit}",
    "pr.lowest_on_top": "alin päällimmäisenä",
    "pr.highest_on_top": "ylin päällimmäisenä",
    "pr.onesuit_order": "Neljä {suit}-korttia ovat arvojärjestyksessä ({way}): antajalla on "
    "vielä maata {suit}",
    "pr.onesuit_void": "Neljä {suit}-korttia eivät ole arvojärjestyksessä: antajalla ei ole "
    "enää maata {suit}",
    "pr.bottom_lowest": "Alin kortti {card} on neljästä pienin: misääri on mahdollinen",
    "pr.bottom_not_lowest": "Alin kortti {card} ei ole neljästä pienin: ei misääriä",
    "pr.pair_on_pair": "{x}-pari on {y}-parin päällä: alimmasta maasta {y} on reno ja {x} jatkuu",
    "pr.alternate": "{x} ja {y} vuorottelevat: antaja on tyhjentänyt molemmat maat",
    "pr.booklet": "Kaksi {x}-korttia sulkevat kaksi {y}-korttia väliinsä kuin kirjan kannet: "
    "antajalla on vielä kumpaakin maata",
    "pr.pos0": "päällimmäisenä",
    "pr.pos1": "toisena ylhäältä",
    "pr.pos2": "toisena alhaalta",
    "pr.pos3": "alimmaisena",
    "pr.31_aaaB": "maasta {single} reno, {long} jatkuu",
    "pr.31_AABA": "sekä maasta {long} että maasta {single} reno",
    "pr.31_abaa": "sekä {long} että {single} jatkuvat",
    "pr.31_bAAA": "maasta {long} reno ja {single} jatkuu",
    "pr.three_one": "Kolme {long} ja yksi {single}, yksittäinen kortti {where} ({pattern}): {text}",
    "pr.long_lowest": "Pöytää lähin {long}-kortti, {card}, on kolmesta {long}-kortista pienin: "
    "misääri on mahdollinen",
    "pr.long_not_lowest": "Pöytää lähin {long}-kortti, {card}, ei ole kolmesta {long}-kortista "
    "pienin: ei misääriä",
    "pr.how_pair_bottom": "{pair}-pari on yhdessä lähimpänä pöytää",
    "pr.how_booklet": "{pair}-pari pitää maata {single} korttiensa välissä kuin kirjan kannet, "
    "ja {base} on yksin pohjalla",
    "pr.how_top_alone": "{head} on yksin päällimmäisenä",
    "pr.how_top_pair": "{head} on päällimmäinen pari",
    "pr.three_suits": "Kolme maata, ja {how}: antajalla ei ole enää maata {voids} (renot ovat "
    "lähimpänä pöytää), ja sillä on yhä {kept}",
    "pr.three_unconv": "Kolme maata, {pair}-pari päällimmäisenä ja alimmaisena: tämä järjestys "
    "ei ole sovittu, joten vain alin maa {base} luetaan renoksi eikä maista {rest} sanota mitään",
    "pr.four_suits": "Yksi kortti kustakin maasta: sopimukset eivät anna tälle järjestykselle "
    "renon, jatkumisen eikä misäärin merkitystä",
    "pr.return": "Paluuylianto vastaa valttitoiveeseen eikä kerro omaa toivetta",
    "pr.rank0": "pienin",
    "pr.rank1": "keskimmäinen",
    "pr.rank2": "suurin",
    "pr.wish1_first": "Alinta korttia lukuun ottamatta päällimmäinen kortti {card} on kolmesta "
    "ylimmästä {w}, joten se osoittaa puuttuvista maista sen, joka on {w}: ensimmäinen valinta "
    "{suit}",
    "pr.wish1_second": "Toinen kortti {card} on kolmesta {w}: toinen valinta {suit}",
    "pr.wish1_third": "Kolmas kortti {card} on {w}: antaja ei halua maata {suit} takaisin (ja "
    "siitä voi olla reno)",
    "pr.lead_ic2": "Päällimmäisellä yksittäisellä kortilla ei ole paria maassaan, joten toive "
    "luetaan pitkästä maasta kuten Käsikirjan 3+1-esimerkissä. ",
    "pr.lead_ic7": "Kirjassa päällimmäisen kortin maa on ulompi pari. ",
    "pr.higher": "korkeampi",
    "pr.lower": "matalampi",
    "pr.wish2": "{lead}Ylempi {suit}-kortti {a} on {hl} kuin seuraava {suit}-kortti {b}, joten "
    "ensimmäinen valinta on puuttuvista maista se, joka on {hl}: {first}; toinen puuttuva maa, "
    "{second}, on toinen valinta",
    "pr.three_no_wish": "Kolmen maan yliannosta puuttuu vain yksi maa, joten siitä ei voi lukea "
    "valttitoivetta",
    "pr.no_missing": "Yliannosta ei puutu yhtään maata, joten valttitoivetta ei ole",
    "pr.misere_first": "Jos pelataan misääriä, ensimmäinen valinta {suit} nimeää turvallisen "
    "maan, jossa on useita pieniä kortteja, valtin sijaan",
    "pr.ace_king": "Kaksi päällimmäistä korttia {a} {b} ovat maan {suit} pikkukortteja, eikä "
    "niiden alla ole muita {suit}-kortteja: ne näyttävät maan {suit} ässän ja kuninkaan",
    "pr.ace": "Päällimmäinen kortti {card} on pikkukortti (2–6), eikä sen alla ole muita "
    "{suit}-kortteja: se näyttää maan {suit} ässän",
    "pr.one_suit_no_ace": "Yhden maan yliannossa ei ole toista maata, jolla ässän voisi näyttää",
    "pr.low_not_mark": "Päällimmäinen kortti {card} on pikkukortti, mutta sen alla on toinen "
    "{suit}-kortti, joten se ei näytä ässää",
    "pr.no_ace_mark": "Ei ässämerkkiä: päällimmäinen kortti {card} ei ole pikkukortti 2–6",
    "pr.pair_low": "Kahdesta {suit}-kortista pöytää lähempi ({card}) on pienempi: misääri on "
    "mahdollinen",
    "pr.pair_high": "Kahdesta {suit}-kortista pöytää lähempi ({card}) on suurempi: ei misääriä",
    # --- one-card hand-overs ---
    "ho.grand_short": "lyhyimmän maan {suit} korkein kortti, jotta maa vahvistuu partnerin kädessä",
    "ho.strengthen_main": "vahvistaa partneria maassa {suit}, jota pääpelaajat tarjosivat",
    "ho.highest_trump_first": "korkein valtti menee partnerille ensin",
    "ho.three_trumps": "kun valtteja on kolme tai enemmän",
    "ho.no_trump_to_give": "kun valttia ei ole annettavaksi",
    "ho.short_top": "{why}, lyhyimmän tai heikoimman maan korkein kortti, {suit}",
    "ho.short_top_main": "{why}, lyhyimmän maan korkein kortti, {suit}, jota pääpelaajat "
    "tarjosivat: yhtä lyhyistä maista partnerin vahvistaminen siinä auttaa myös",
    "ho.tied_main": "{suit} on yhtä lyhyt: senkin korkein kortti hyväksytään (pääpelaajien "
    "maa {main} on ensin, jotta partneri vahvistuu siinä)",
    "ho.trump_back": "partneri lähetti valtin, joten takaisin menee lyhyimmän maan korkein "
    "kortti, {suit}",
    "ho.keep_trumps_second": "kun valtteja on kolme tai enemmän, tämä käsi voi pitää ne, kuten "
    "ensimmäinen puolustaja, ja antaa sen sijaan lyhimmän sivumaansa, {suit}, korkeimman kortin",
    "ho.side_back": "partneri lähetti sivumaan kortin, joten takaisin menee korkein valtti",
    "ho.no_trump_short_other": "ei valttia annettavaksi: lyhyimmän maan korkein kortti, kun "
    "maata {suit} ei lasketa, koska partneri lyhentää sitä",
    "ho.no_trump_short": "ei valttia annettavaksi: lyhyimmän maan korkein kortti",
    "ho.tied_short": "{suit} on yhtä lyhyt: sen korkein kortti käy myös (heikompi maa ensin)",
    "ho.tied_even": "{suit} on yhtä lyhyt ja yhtä vahva: senkin korkein kortti hyväksytään "
    "(toinen on ensin vain maiden järjestyksen vuoksi)",
    "ho.singleton": "yksinäinen {suit}: tämä käsi on sen jälkeen renossa ja voi lyödä valtilla, "
    "kun maata {suit} pelataan ensimmäisen kerran",
    "ho.singleton_second": "partneri on jo antanut kortin, ja yksinäinen {suit} kannattaa antaa "
    "valtin sijaan: renossa oleva käsi lyö maan {suit} ensimmäisen kierroksen valtillaan",
    "ho.main_side": "pääpelaajien sivumaan {suit} korkein kortti partnerin vahvistukseksi",
    "ho.highest": "korkein kortti",
    "ho.void_signal": "luonnollinen reno näytetään {n} kortin maan keskimmäisellä kortilla",
    "ho.void_signal_other": "myös {suit} ilmoittaa renon {n} kortin maan keskimmäisellä "
    "kortilla, hyväksytään ({why})",
    "ho.vs_honour": "{first} ilmoittaa keskimmäisellä pikkukortilla, kun keskimmäinen "
    "honööri on pidettävä kortti",
    "ho.vs_shorter": "lyhyempi {first} ilmoittaa ensin",
    "ho.vs_weaker": "yhtä pitkistä maista heikompi {first} ilmoittaa ensin, ja vahvempi "
    "säilyttää pituutensa",
    "ho.vs_order": "toinen on ensin vain maiden järjestyksen vuoksi",
    "ho.another_middling": "toinen {n} kortin maan keskimmäinen kortti",
    "ho.misere_lowest": "lyhyimmän maan pienin kortti, {suit}",
    "ho.misere_tied_lower": "{suit} on yhtä lyhyt: senkin pienin kortti hyväksytään, vaikka "
    "maasta {first} lähtee pienempi kortti",
    "ho.misere_tied_points": "{suit} on yhtä lyhyt ja sen pienin kortti yhtä pieni: hyväksytään "
    "(maa, jossa on vähemmän pisteitä, on ensin)",
    "ho.misere_tied_even": "{suit} on yhtä lyhyt, sen pienin kortti yhtä pieni ja pisteitä yhtä "
    "paljon: hyväksytään (toinen on ensin vain maiden järjestyksen vuoksi)",
    "ho.ap_spot": "A{rank}:sta annetaan pikkukortti, ässä jää",
    "ho.ap_ace": "ässä lasketaan tässä pienimmäksi kortiksi, ja lyhyt ässä kannattaa antaa pois",
    "ho.ap_lowest": "pienin kortti",
    "ho.ap_not_partners": " (ei partnerin maata)",
    "ho.ap_king": "yhtä lyhyitä maita; maassa {suit} on kuningas, joten siitä annetaan pieni "
    "kortti ja kuningas jää sisääntuloksi{back}",
    "ho.ap_king_higher": "{text}; maasta {suit}, jossa on myös kuningas, annetaan pienempi kortti, "
    "joten se tulee ensin",
    "ho.ap_shortest": "lyhyin maa",
    "ho.ap_equal": "yhtä lyhyitä maita",
    "ho.ap_same": (
        ", yhtä matala kuin ensisijainen kortti (tasatilanteen ratkaisee maiden järjestys)"
    ),
    "ho.ap_same_weaker": ", yhtä matala kuin ensisijainen kortti, jonka maa on heikompi "
    "(vähemmän korkeakorttipisteitä) ja menee ensin",
    "ho.ap_king_first": ", mutta maan {suit} kuninkaan pitäminen sisääntulona on tärkeämpää",
    "ho.ap_spot_beside_ace": ", varsinkin kun toisessa lyhyessä maassa on myös ässä",
    "ho.ap_spot_first": ", mutta A2:sta tai A3:sta annetaan ensin pikkukortti, kun toisessa "
    "lyhyessä maassa on myös ässä",
    "ho.ap_lower": ", vaikka toinen lyhyt maa antaisi pienemmän kortin",
    "ho.ap_pick": "{lead}, {suit}: {why}{pref}{back}",
    "ho.bol_voids": "tyhjentää {suits}: pienin kortti oikeanpuoleiselle vastustajalle, "
    "korkein vasemmanpuoleiselle (C-6.5, IC-30)",
    "ho.bol_lone_ace": "tyhjentää maan {suit} antamalla pois sen ainoan kortin {card} sekä kortit "
    "{cards}, huonoimmat jäljellä olevista: pienin kortti oikeanpuoleiselle vastustajalle, "
    "korkein vasemmanpuoleiselle (C-6.5, IC-30)",
    "ho.bol_single_ace": "tyhjentää maan {suit} ja pääsee eroon kortista {card}, joka on "
    "lyhyessä maassa vaarallinen, sekä kortista {cards}, huonoimmasta jäljellä olevista: pienin "
    "kortti oikeanpuoleiselle vastustajalle, korkein vasemmanpuoleiselle (C-6.5, IC-30)",
    "ho.bol_void_ace": "tyhjentää maan {suits} ja pääsee eroon kortista {card}, joka on lyhyessä "
    "maassa vaarallinen: maan pienempi kortti oikeanpuoleiselle vastustajalle (C-6.5, IC-30)",
    "ho.bol_void_high": "tyhjentää maan {suit} ja antaa pois kortin tai kortit {cards}, muista "
    "huonoimmat: ensin lyhyiden maiden korkeimmat (C-6.5, IC-30)",
    "ho.bol_void_honour": "tyhjentää maan {suits} ja antaa pois {cards}, loput huonoimmista: "
    "lyhyiden maiden korkeat kortit sekä pitkien maiden kuninkaat, rouvat ja jätkät lähtevät "
    "ennen lyhyen maan pientä korttia (C-6.5, IC-30)",
    "ho.bol_voids_honour": "tyhjentää maat {suits} ja antaa pois {cards}, huonoimman jäljellä "
    "olevan kortin: pitkän maan kuningas, rouva tai jätkä lähtee ennen lyhyen maan pientä "
    "korttia (C-6.5, IC-30)",
    "ho.bol_void_long_ducked": "tyhjentää maan {suits} ja antaa pois {cards}, loput huonoimmista: "
    "neljän kortin tai lyhyempää maata ei ole jäljellä, joten pitkän maan korkeat kortit "
    "lähtevät, ohi kortin {kept}, jonka vieressä on tarpeeksi pienempiä kortteja, jotta sen "
    "voi aina alittaa (C-6.5, IC-30)",
    "ho.bol_voids_long_ducked": "tyhjentää maat {suits} ja antaa pois {cards}, huonoimman "
    "jäljellä olevan kortin: neljän kortin tai lyhyempää maata ei ole jäljellä, joten pitkän "
    "maan korkea kortti lähtee, ohi kortin {kept}, jonka vieressä on tarpeeksi pienempiä "
    "kortteja, jotta sen voi aina alittaa (C-6.5, IC-30)",
    "ho.bol_void_high_long": "tyhjentää maan {suit} ja antaa pois {cards}, loput huonoimmista: "
    "neljän kortin tai lyhyempää maata ei ole jäljellä, joten pitkien maiden korkeimmat kortit "
    "lähtevät, ässä viimeisenä, koska vähintään viidentenä korttina ässä on turvassa "
    "(C-6.5, IC-30)",
    "ho.bol_voids_high": "tyhjentää maat {suits} ja antaa pois {cards}, huonoimman jäljellä "
    "olevan kortin: lyhyen maan korkeimman (C-6.5, IC-30)",
    "ho.bol_voids_high_long": "tyhjentää maat {suits} ja antaa pois {cards}, huonoimman "
    "jäljellä olevan kortin: neljän kortin tai lyhyempää maata ei ole jäljellä, joten pitkien "
    "maiden korkein kortti lähtee, ässä viimeisenä, koska vähintään viidentenä korttina ässä "
    "on turvassa (C-6.5, IC-30)",
    "ho.bol_void_own_ace": "tyhjentää maan {suits} ässineen ja antaa pois kortin {cards}, "
    "huonoimman jäljellä olevista (C-6.5, IC-30)",
    "ho.bol_other_way": "samat kortit toisin päin ({high} vasemmanpuoleiselle vastustajalle, "
    "{top} vastapäätä), käsikirjan maa kerrallaan -jako käännettynä: {text}",
    "ho.bol_equal_rank": "samanarvoiset kortit vaihdettu keskenään, kumpikin yhtä lailla "
    "pienin tai suurin, joten jako on sama: {text}",
    "ho.bol_suitwise": "samat kortit maa kerrallaan: pienempi {suit} oikeanpuoleiselle "
    "vastustajalle, suurempi {suit} vasemmanpuoleiselle ja {card} vastapäätä (C-6.5, IC-30)",
    "ho.bol_shortens": "lyhentää maata {suit}: pienin kortti oikeanpuoleiselle vastustajalle, "
    "korkein vasemmanpuoleiselle (C-6.5, IC-30)",
    # --- opening leads ---
    "ld.none": "mikään lähtösopimus ei päde; pisimmän maan pieni kortti",
    "ld.touching": "kahdesta peräkkäisestä honööristä ylempi maassa {suit}",
    "ld.touching_bid": "kahdesta peräkkäisestä honööristä ylempi maassa {suit}, mutta "
    "pääpelaajat ovat vahvoja maassa {suit} (he tarjosivat sitä, näyttivät sen ässän tai "
    "ottivat sen honöörin keskikorteista): lähtö menee heidän vahvuuteensa",
    "ld.second_highest": "pisimmän maan toiseksi korkein kortti, {suit}",
    "ld.second_highest_side": "pisimmän sivumaan toiseksi korkein kortti, {suit}",
    "ld.second_highest_tied": "maan {suit} toiseksi korkein kortti; {suit} on yksi yhtä "
    "pitkistä pisimmistä maista",
    "ld.second_highest_bid": "maan {suit} toiseksi korkein kortti, yksi yhtä pitkistä "
    "pisimmistä maista, mutta pääpelaajat ovat vahvoja maassa {suit} (he tarjosivat sitä, "
    "näyttivät sen ässän tai ottivat sen honöörin keskikorteista): lähtö menee heidän "
    "vahvuuteensa",
    "ld.second_highest_less": "maan {suit} toiseksi korkein kortti, yksi yhtä pitkistä "
    "pisimmistä maista: pääpelaajat ovat näyttäneet vahvuutta tässäkin maassa, mutta "
    "vähemmän kuin maassa {other}",
    "ld.second_highest_same_first": "maan {suit} toiseksi korkein kortti, yksi yhtä pitkistä "
    "pisimmistä maista: pääpelaajat ovat näyttäneet yhtä paljon vahvuutta maassa {other}, joten "
    "maan arvo ratkaisee, ja kumpikin on yhtä hyvä lähtö",
    "ld.second_highest_same": "maan {suit} toiseksi korkein kortti, yksi yhtä pitkistä "
    "pisimmistä maista: pääpelaajat eivät ole näyttäneet tässä enempää vahvuutta kuin maassa "
    "{other}, joten se on yhtä hyvä lähtö",
    "ld.partner_doubled": "partneri kontrasi: lähde maalla, jonka partneri antoi, {suit}, "
    "luultavasti sen lyhin maa, jotta partneri voi pian lyödä valtilla",
    "ld.partner_doubled_top": "partneri kontrasi: vierekkäisistä honööreistäsi ylin maassa, "
    "jonka partneri antoi, {suit}, varma tikki kotiutettavaksi ennen partnerin valttilyöntiä",
    "ld.side_top_force": "vierekkäisistä honööreistäsi ylin maassa, jonka partneri antoi, "
    "{suit}: se ajaa ulos korkeamman kortin eikä anna pelinviejän voittaa halvalla, ja partneri "
    "voi yhä lyödä valtilla myöhemmällä kierroksella: yhtä hyvä kuin partnerin oma kortti",
    "ld.side_top": "vierekkäisistä honööreistäsi ylin maassa, jonka partneri antoi, {suit}: "
    "varma tikki kotiutettavaksi ennen kuin partneri voi lyödä valtilla, yhtä hyvä kuin "
    "partnerin oma kortti",
    "ld.partner_doubled_own_ace": "partneri kontrasi: oma {card}, maassa jonka partneri antoi, "
    "on varma tikki kotiutettavaksi ennen kuin partneri voi lyödä valtilla: yhtä hyvä lähtö kuin "
    "pieni kortti",
    "ld.partner_doubled_ace": "partneri kontrasi ja antoi kortin {card}: varma tikki "
    "kotiutettavaksi ennen partnerin valttilyöntiä",
    "ld.another_handed": "toinen kortti maasta, jonka partneri antoi",
    "ld.low_trump": "ristiinvalttaus tai häntävalttaus on tulossa: pieni valtti vähentää sitä",
    "ld.equal_card": "partnerin luovuttaman kortin {card} vieruskortti: tässä kädessä se pelaa "
    "samoin",
    "ld.equal_card_top": "partnerin luovuttaman kortin {card} kanssa vierekkäisistä "
    "honööreistä korkeampi, joka pelaa samoin (vierekkäisistä honööreistä lähdetään "
    "korkeammalla){how}",
    "ld.side_card": "partnerin antama sivumaan kortti{how}",
    "ld.side_kept": " (pidetään tässä: pääpelaajien tarjoama lyhyt maa)",
    "ld.side_lead": ": partneri sai valttisi ja palautti siksi lyhimmän maansa ylimmän kortin, "
    "joten se voi ehkä lyödä valtilla, kun maa tulee takaisin",
    "ld.misere_doubled": "tämä käsi kontrasi: kakkosmaan {suit} keskimmäinen kortti pyytää "
    "partneria sakaamaan sitä maata",
    "ld.misere_high": "korkea kortti maasta, jonka partneri antoi ({suit}, partnerin lyhyt maa), "
    "ja perässä pieni",
    "ld.misere_only": "ainoa kortti maasta, jonka partneri antoi ({suit}, partnerin lyhyt maa): "
    "perään ei jää sitä maata",
    "ld.misere_another": "toinen korkea kortti partnerin lyhyestä maasta",
    "ld.misere_two": "kädessä {suit}2: sen maan toiseksi pienin kortti",
    "ld.misere_two_winner": "kakkosmaan toiseksi pienin kortti säännön kirjaimen mukaan; mutta "
    "{card} on tässä varma voittaja ja vain ottaa tikin omalle puolellesi",
    "ld.misere_two_ace": "kakkosmaan toiseksi pienin kortti on {card}, joka voittaisi tikin "
    "vain omalle puolelle (ässällä ei kannata lähteä alussa kuutos- tai seiskatason misääriä "
    "vastaan): lyhyimmän muun maan pienin kortti, {suit}",
    "ld.misere_no_two_weaker": "ei kakkosta: lyhyimpien maiden pienin kortti, maasta {suit}, "
    "joka on niistä heikompi (yhtä lyhyt: {other})",
    "ld.misere_no_two_lower": "ei kakkosta: lyhyimpien maiden pienin kortti, maasta {suit}; "
    "yhtä lyhyt ja yhtä heikko: {other}; tämä kortti on pienempi",
    "ld.misere_two_dealt": "muun lyhyimmän maan pienin kortti, {suit}: ainoasta kakkosmaastasi "
    "{dealt} pelinviejän partneri antoi sinulle kortin; se on luultavasti tyhjentänyt maan ja "
    "heittäisi siihen tulevaan lähtöön korkean kortin",
    "ld.misere_dealt_short": "ei kakkosta: seuraavaksi lyhyimmän maan pienin kortti, {suit}; "
    "lyhyimmästä maasta {dealt} pelinviejän partneri antoi sinulle kortin: se on luultavasti "
    "tyhjentänyt maan ja heittäisi siihen tulevaan lähtöön korkean kortin",
    "ld.misere_no_two": "ei kakkosta: lyhyimmän maan pienin kortti, {suit}",
    "ld.misere_not_dealt": "ei kakkosta: lyhyimmän maan pienin kortti, {suit}; yhtä lyhyestä "
    "maasta {dealt} pelinviejän partneri antoi sinulle kortin: se on luultavasti tyhjentänyt "
    "maan ja heittäisi tähän lähtöön korkean kortin",
    "ld.misere_tied_weaker": "ei kakkosta: maan {suit} pienin kortti; {first} on yhtä lyhyt ja "
    "lähtee ensin heikompana maana (vähemmän korkeakorttipisteitä)",
    "ld.misere_tied_order": "ei kakkosta: maan {suit} pienin kortti; {first} on yhtä lyhyt ja "
    "yhtä heikko ja lähtee ensin vain maiden järjestyksen vuoksi",
    "ld.misere_tied_first": "ei kakkosta: maan {suit} pienin kortti; {first} on yhtä lyhyt ja "
    "lähtee ensin",
    "ld.misere_skip_ace": "ei kakkosta: lyhyimmän maan pienin kortti yksinäistä korttia {ace} "
    "lukuun ottamatta, {suit}; yksinäinen ässä voittaisi tikin vain omalle puolelle",
    "ld.misere_skip_winner": "ei kakkosta: lyhyimmän maan pienin kortti lukuun ottamatta "
    "kortteja {cards}, {suit}; korteista {cards} jokainen on varma voittaja, tikki omalle "
    "puolelle",
    "ld.short_aces": "{aces} alle viiden kortin maissa",
    "ld.short_ace": "{aces} alle viiden kortin maassa",
    "ld.poor_hand": "heikko misäärikäsi",
    "ld.with": "kun kädessä on {why},",
    "ld.reading_aces": "jos 'ässät' luetaan miksi tahansa ässäksi, myös pitkän maan ässäksi,",
    "ld.reading_poor_no_ace": "jos 'heikko käsi' kattaa käden, jolla ei ole ässää, josta "
    "pitäisi päästä eroon (ei ässää lainkaan tai ässä turvassa pitkässä maassa), ja joka ei "
    "sovi edes viiden misäärin estoon,",
    "ld.ask_handed": "{why} lähde maalla, jonka tämä käsi antoi ({suit}), ja pyydä apua",
    "ld.ask_handed_lower": "{why} lähde maalla, jonka tämä käsi antoi ({suit}), ja pyydä apua "
    "annettua korttia {card} pienemmällä kortilla: pienempi kortti täydentää renomerkin",
    "ld.ask_other": "{why} toisen maan ({suit}) keskimmäinen kortti pyytää apua, koska "
    "annettua maata ei enää ole",
    "ld.ask_other_sure": "{why} toisen maan ({suit}) keskimmäinen kortti pyytää apua: annetussa "
    "maassa on vain varmoja voittajia, jotka eivät pyydä mitään",
    "ld.ask_handed_sure": "maa, jonka tämä käsi luovutti ({suit}), säännön kirjaimen mukaan: "
    "siinä on vain varmoja voittajia eikä se pyydä mitään, mutta ensimmäisessä tikissä pois "
    "heitetty ässä maksaa vähiten",
    "ld.help_king": "partnerin lyhyimmän maan ({suit}) kuningas: voita tikki ja lähde samalla "
    "maalla uudestaan",
    "ld.help_equal": "tässä kädessä kortin {card} vieruskortti, joten se pelaa aivan samoin: "
    "partnerin lyhyimmän maan ({suit}) keskimmäinen kortti",
    "ld.help_middling": "partnerin lyhyimmän maan ({suit}) keskimmäinen kortti; sen maan "
    "partneri antoi",
    "ld.help_above": "partnerin lyhyimmän maan ({suit}) korkein kortti, joka on korkeampi kuin "
    "partnerin antama {card} (partnerin pienin siinä maassa) mutta enintään kymppi: "
    "vastustajan pitäisi voittaa tikki, kun partneri alittaa",
    "ld.help_above_ace": "partnerin lyhyimmän maan ({suit}) korkein kortti enintään kymppiin "
    "asti: partnerin antama {card} on sen pienin kortti siinä maassa, joten partneri voi "
    "alittaa tämän lähdön ja vastustajan pitäisi voittaa tikki",
    "ld.help_higher": "partnerin lyhyimmän maan ({suit}) korkeampi kortti",
    "ld.help_only": "tämän käden ainoa kortti partnerin lyhyimmässä maassa ({suit})",
    "ld.singleton": "yksinäinen {suit}, jotta palautuksen voi lyödä valtilla",
    "ld.long_middling": "pitkän maan {suit} keskimmäinen kortti",
    "ld.ace_queen": "maan {suit} ässä, rouva vieressä: kotkan lähtösääntö kieltää ässän vain, "
    "kun sen vieressä ei ole korkeaa honööriä",
    "ld.nothing_better": "ei parempaa: kortti, jota säännöt eivät kiellä",
    "ld.bol_doubled": "bolsevikin oikeanpuoleinen vastustaja kontrasi: pieni {suit} kakkosmaasta, "
    "jotta muut sakaavat sitä ja kakkosella voi lähteä myöhemmin",
    "ld.bol_second": "maan {suit} toiseksi pienin kortti; maassa on kakkonen",
    "ld.bol_shortest": "lyhyimmän maan pienin kortti, {suit}",
    "ld.bol_shortest_no_two": "lyhyimmän kakkosettoman maan pienin kortti, {suit}",
    "ld.bol_two_kept": "yksinäinen {card} säästetään loppuun, jolloin sillä voi pakottaa "
    "bolsevikin ottamaan tikin",
    "ld.bol_lone_two": "yksinäinen {card}, kakkosen sisältävän maan pieni kortti säännön kirjaimen "
    "mukaan; mutta loppuun säästettynä sillä voi pakottaa bolsevikin ottamaan tikin",
    "ld.bol_shortest_even": "maan {suit} pienin kortti; {suit} on yksi yhtä lyhyistä ja yhtä "
    "heikoista maista, joissa kussakin on yhtä pieni kortti: kumpi tahansa käy lähdöksi",
    "ld.bol_shortest_even_other": "maan {suit} pienin kortti; maa on yhtä lyhyt, yhtä heikko ja "
    "yhtä matala kuin lähdetty maa: yhtä hyvä lähtö",
    "ld.bol_shortest_lower": "maan {suit} pienin kortti; {suit} on yksi yhtä lyhyistä ja yhtä "
    "heikoista maista (pienempi kortti ensin)",
    "ld.bol_shortest_higher": "maan {suit} pienin kortti; maa on yhtä lyhyt ja yhtä heikko, "
    "mutta sen pienin kortti on korkeampi kuin lähdetty",
    "ld.bol_shortest_tied": "maan {suit} pienin kortti; {suit} on yksi yhtä lyhyistä maista "
    "(heikompi ensin)",
    "ld.bol_no_two": "ei kakkosta, josta lähteä: {text}",
    "ld.bol_gift_alone": "{suit}, bolsevikin lahjan maa, jätetään rauhaan",
    "ld.bol_ace_two": "ässä-kakkosesta lähdetty ässä voittaisi tikin vain omalle puolelle",
    "ld.bol_high_second": "{card} on kakkosmaan toiseksi pienin, mutta ei pieni kortti: "
    "oikeanpuoleinen vastustaja hyökkää pienillä korteilla",
    "ld.bol_lone_ace": "yksinäinen ässä voittaisi tikin vain omalle puolelle",
    "ld.bol_no_low": "lyhyemmässä maassa {cards} ei ole pientä korttia hyökkäykseen",
    "ld.bol_no_low_many": "lyhyemmissä maissa {cards} ei ole pientä korttia hyökkäykseen",
    "ld.bol_because": "{text} ({reasons})",
    "ld.bol_letter_honour": "lyhyimmän maan {suit} pienin kortti säännön kirjaimen mukaan; mutta "
    "honöörin alle bolsevikin on helppo pelata",
    "ld.bol_letter_honour_tied": "maan {suit} pienin kortti säännön kirjaimen mukaan ({suit} "
    "on yksi yhtä lyhyistä maista); mutta honöörin alle bolsevikin on helppo pelata",
    "ld.bol_gift_suit": "{suit} on maa, josta bolsevikki antoi sinulle pienimmän korttinsa: se "
    "on todennäköisesti tyhjentänyt maan ja heittäisi tähän lähtöön korkean kortin pois",
    "ld.bol_also_two": "maan {suit} toiseksi pienin kortti; myös siinä on kakkonen",
    "ld.bol_also_two_tied": "maan {suit} toiseksi pienin kortti; kakkosmaa on yhtä pitkä kuin "
    "lähtömaa ja sen toiseksi pienin kortti yhtä pieni: yhtä hyvä lähtö",
    "ld.bol_letter": "maan {suit} toiseksi pienin kortti, kakkosmaasta, säännön kirjaimen "
    "mukaan; mutta se on korkea kortti, ei pieni, jolla oikeanpuoleinen vastustaja hyökkää",
    # --- the lead drill ---
    "le.title": "Valitse avauslähtö",
    "le.prompt": "Olet {seat} ja lähdet ensimmäiseen tikkiin. {what}",
    "le.what_allpass": "Kaikki passasivat: passimisääri{dbl}.",
    "le.allpass_doubled": " (kontrattu)",
    "le.declares": "{seat} on pelinviejä sopimuksessa {contract}.",
    "le.declares_doubled": "{seat} on pelinviejä kontratussa sopimuksessa {contract}.",
    "le.declares_redoubled": "{seat} on pelinviejä rekontratussa sopimuksessa {contract}.",
    "le.why_same_suit": "Korttisi {card} on oikeaa maata, mutta sääntö vaatii siitä kortin "
    "{pref} ({reason}).",
    "le.why_allowed_suit": "{suit} on maa, jonka säännöt sallivat ({other} hyväksyttäisiin), "
    "mutta ei kortilla {card}; ja ensimmäinen valinta on {pref} ({reason}).",
    "le.why_trump": "Korttisi {card} on valtti: se auttaa pelinviejää imemään valtit, ja "
    "lähtösäännöt säästävät valtit, ellei odotettavissa ole valtilla lyömisen peliä; tässä "
    "lähtö on {pref} ({reason}).",
    "le.why_bare_ace": "Korttisi {card} on ässä ilman kuningastaan: ensimmäisenä pelattuna se "
    "nostaa pelinviejän kuninkaan voittavaksi. Lähtö on {pref} ({reason}).",
    "le.why_other_suit": "Korttisi {card} on lähtö maasta {suit}, johon mikään lähtösääntö ei "
    "tässä osoita; lähtö on {pref} ({reason}).",
    "le.tip_trumps_kitty": "Antoiko partneri sinulle sivumaan kortin, tai kontrasiko partneri? "
    "Viittaavatko tarjoukset ristiin- tai häntävalttaukseen? Muuten etsi peräkkäisiä "
    "honöörejä tai pisimmän sivumaasi toiseksi korkein kortti.",
    "le.tip_grand": "Peräkkäiset honöörit pitkässä maassa, muuten pisimmän maasi toiseksi "
    "korkein kortti.",
    "le.tip_trumps_nokitty": "Pitkän maan keskimmäinen kortti, yksinäinen kortti tai "
    "peräkkäisistä honööreistä ylempi; ei koskaan ässää, jonka vieressä ei ole honööriä.",
    "le.tip_misere": "Vaihdon jälkeen: partnerin lyhyt maa, korkea kortti ensin. Ilman vaihtoa: "
    "kakkosmaan toiseksi pienin kortti, muuten lyhyimmän maan pienin.",
    "le.tip_allpass": "Auta partneria: kuningas tai keskimmäinen kortti maasta, jonka partneri "
    "luovutti; jos sinulla on ässiä tai heikko käsi, pyydä apua omassa lyhyessä maassasi.",
    "le.tip_bolshevik": "Kakkosmaan toiseksi pienin kortti; ilman kakkosta lyhyimmän maasi pienin.",
    "le.suits": "Maasi: {parts}.{extra}",
    "le.suit": "{suit} {bits}",
    "le.suit_none": "{suit} ei yhtään",
    "le.cards": ("{n} kortti", "{n} korttia"),
    "le.trumps": "valtti",
    "le.touching": "peräkkäiset honöörit",
    "le.the_two": "kakkonen",
    "le.partners_suit": "maa, jonka partneri antoi sinulle",
    "le.your_suit": "maa, jonka annoit partnerille",
    "le.misfit": " Toinen pääpelaajista vastasi valttimaahan alimmalla misäärillä: huono sopu.",
    # --- the hand-over drill ---
    "hd.title": "Anna kortti",
    "hd.title_give": "Anna kortti kullekin pelaajalle",
    "hd.prompt": "Olet {seat}. {context}",
    "hd.allpass_back": "Kaikki passasivat: passimisääri. Partneri antoi sinulle kortin {card}; "
    "nyt annat yhden kortin takaisin.",
    "hd.allpass_first": "Kaikki passasivat: passimisääri. Annat ensin yhden kortin "
    "partnerille näkemättä partnerin korttia.",
    "hd.bolshevik": "Pelaat bolsevikkia ja otit keskikortit: anna yksi kortti kullekin "
    "vastustajalle (oikeanpuoleinen vastustajasi on {seat}).",
    "hd.kitty_partner": "Partneri ({seat}) otti keskikortit tarjouksella {contract} ja antoi "
    "sinulle neljä korttia: anna yksi kortti kullekin kolmesta muusta pelaajasta.",
    "hd.defend_back": "{seat} on pelinviejä sopimuksessa {contract}; sinä puolustat. Partneri "
    "antoi sinulle kortin {card}; anna yksi kortti takaisin.",
    "hd.defend_first": "{seat} on pelinviejä sopimuksessa {contract}; sinä puolustat. Annat "
    "ensin kortin partnerille.",
    "hd.why_same_suit_highest": "Korttisi {card} on oikeaa maata, mutta siitä annetaan korkein "
    "kortti, {pref} ({reason}).",
    "hd.why_same_suit_lowest": "Korttisi {card} on oikeaa maata, mutta siitä annetaan pienin "
    "kortti, {pref} ({reason}).",
    "hd.why_same_suit_middle": "Korttisi {card} on oikeaa maata, mutta siitä annetaan "
    "keskimmäinen kortti, {pref} ({reason}).",
    "hd.why_allowed_suit": "{suit} on maa, jonka säännöt sallivat ({other} hyväksyttäisiin), "
    "mutta ei kortilla {card}; ja ensimmäinen valinta on {pref} ({reason}).",
    "hd.why_trump": "Korttisi {card} on valtti; tässä annettava kortti on {pref} ({reason}).",
    "hd.why_other_suit": (
        "{suit} ({n} kortti) ei ole maa, johon sääntö osoittaa; kortti on {pref} ({reason}).",
        "{suit} ({n} korttia) ei ole maa, johon sääntö osoittaa; kortti on {pref} ({reason}).",
    ),
    "hd.err_choose": "valitse kortti kullekin pelaajalle",
    "hd.err_different": "anna kolme eri korttia",
    "hd.gift_left": "{card} vasemmalle",
    "hd.gift_across": "{card} vastapäätä",
    "hd.gift_right": "{card} oikealle",
    "hd.gifts_wrong_players": "Oikeat kolme korttia, mutta väärille pelaajille: {text}.",
    "hd.gifts_leave": "Sääntö tyhjentää maan, mutta korttiesi jälkeen käteesi jää yhä {suits}; "
    "{text}.",
    "hd.gifts_other": "Korttisi eivät ole säännön mukaiset: {text}.",
    "hd.gifts_line": "{gifts}: {text}",
    "hd.tip1": "Ensimmäinen kortinanto: korkein valtti, jos valtteja on yksi tai kaksi, muuten "
    "lyhyimmän maasi ylin kortti. Toinen: valttia vastaan takaisin lyhyimmän maasi ylin "
    "kortti, sivumaan korttia vastaan korkein valttisi.",
    "hd.tip2": "Misääri: lyhyimmän maasi pienin kortti (luonnollinen reno näytetään kolmen tai "
    "neljän kortin maan keskimmäisellä kortilla). Grandi: lyhyimmän maasi korkein kortti.",
    "hd.tip3": "Lyhyimmän maasi pienin kortti, ja ässä lasketaan pienimmäksi; A2:sta tai "
    "A3:sta pikkukortti; kuninkaan vierestä pieni kortti; ei koskaan suoraan takaisin "
    "partnerin maahan.",
    "hd.tip4": "Pyri tyhjentämään yksi tai kaksi lyhyttä maata ja pääsemään eroon lyhyestä "
    "ässästä: pienin kortti oikeanpuoleiselle vastustajalle, korkein vasemmalle.",
    "hd.tip5": "Tyhjennä lyhyt maa, jossa ei ole ässää: sen paras kortti partnerille "
    "valttipelissä ja grandissa, pienin misäärissä; loput vastustajille, yksinäinen "
    "vasemmalle.",
    "hd.suits": "Maasi: {parts}.{tail}",
    "hd.suit": "{suit} {bits}",
    "hd.cards": ("{n} kortti", "{n} korttia"),
    "hd.none": "ei yhtään",
    "hd.trumps": "valtti",
    "hd.an_ace": "ässä",
    "hd.a_king": "kuningas",
    "hd.partners_card_suit": "partnerin kortti on tätä maata",
    "hd.got_trump": " Partnerin kortti oli valtti.",
    "hd.got_side": " Partnerin kortti ei ollut valtti.",
    # --- the return-packet drill ---
    "rt.title": "Palauta ylianto",
    "rt.prompt": "Olet {seat}. Partneri ({bidder}) voitti tarjouskierroksen tarjouksella {bid} "
    "ja antoi sinulle alla olevat neljä korttia, ylin kortti ensin. Anna neljä korttia "
    "takaisin, ylin kortti ensin.",
    "rt.choice_line": "{text}: anna {cards}; {rule}",
    "rt.accepted": "{label}: {rule}",
    "rt.err_choose": "valitse neljä korttia, ylin ensin",
    "rt.err_different": "käytä neljää eri korttia kädestäsi",
    "rt.right": "{text}.",
    "rt.wrong_order": "Oikeat kortit, mutta {given} kertoo muuta: {reads}.",
    "rt.should_read": "Näiden korttien pitäisi kertoa: {reads}; järjestä ne näin: {rule}.",
    "rt.send_back": "Sopimusten mukaan tässä palautetaan {cards}.",
    "rt.keeps": "Pidät kädessäsi kortit {missing} ja annat niiden sijaan kortit {extra}; "
    "järjestyksesi kertoo: {reads}.",
    "rt.help_first": "Lue ensin partnerin ylianto: minkä maan partneri haluaa valtiksi (tai "
    "misäärissä turvalliseksi maaksi), ja minkä toiseksi? Laske sitten omat korttisi noissa "
    "maissa.",
    "rt.suit": "{suit}: omia {mine}, {honours}, {low} väliltä 2–5{ace}",
    "rt.honours": ("{n} honööri", "{n} honööriä"),
    "rt.with_ace": " ja ässä",
    "rt.help_misere": "Partnerin ylianto kertoo, että misääri on mahdollinen. {suits}.",
    "rt.help_trumps": "{suits}. Ässäsi voi näyttää ässämerkillä: sen maan matala pikkukortti "
    "päällimmäisenä.",
    # --- Vint scoresheet lines ---
    "vs.tricks": ("{n} tikki × {value}", "{n} tikkiä × {value}"),
    "vs.all_tricks": "kaikki 13 tikkiä",
    "vs.twelve_tricks": "12 tikkiä",
    "vs.small_slam_made": "pikkuslammi tarjottu ja tehty",
    "vs.grand_slam_made": "isoslammi tarjottu ja tehty",
    "vs.honours": "{count} valttihonööriä: {times} × {value}",
    "vs.aces_two_each": "2 ässää kummallakin parilla: enemmän tikkejä saanut pari, "
    "2 × {times} × {value}",
    "vs.aces": "{count} ässää: {count} × {times} × {value}",
    "vs.undertricks": (
        "{n} pietti: {n} × {level} × {each}",
        "{n} piettiä: {n} × {level} × {each}",
    ),
    "vs.small_slam_failed": "pikkuslammi kaatui",
    "vs.grand_slam_failed": "isoslammi kaatui",
    "vs.game_and_rubber": "peli ja robberi",
    "vs.game": "peli {game}",
    # --- the Vint score drill ---
    "vd.title": "Laske vintin jako",
    "vd.pair0": "Pohjoinen–Etelä",
    "vd.pair1": "Itä–Länsi",
    "vd.contract": "Sopimus: {contract}, pelinviejinä {decl}.",
    "vd.took": "{decl} sai {n} tikkiä, {defs} {rest}.",
    "vd.honours_dealt": "Valttihonöörit jaossa: {decl} {ours}, {defs} {theirs}.",
    "vd.aces_dealt": "Ässät jaossa: {decl} {ours}, {defs} {theirs}.",
    "vd.question_below": "Paljonko {who} saa tästä jaosta viivan alle?",
    "vd.question_net": "Mikä on parin {decl} netto tästä jaosta: kaikki, mitä {decl} sai "
    "viivan ylle ja alle, miinus kaikki, mitä {defs} sai?",
    "vd.trick_value": "sopimuksen {contract} tikin arvo",
    "vd.tricks": ("{n} tikki × {value}", "{n} tikkiä × {value}"),
    "vd.line_above": "{pair}: {label} (viivan yllä)",
    "vd.line_below": "{pair}: {label} (viivan alla)",
    "vd.bad_input": "kirjoita pisteet kokonaislukuna, esim. 380 tai -1810",
    "vd.part": "{label}: {points}",
    "vd.answer": "Vastaus: {points}",
    "vd.not_quite": "Ei aivan: vastaus on {points}.",
    "vd.sign_hint": "Suuruus on oikein, mutta etumerkki ei: kenen netosta kysytään?",
    "vd.help_value": "Etsi tikin arvo: 4, 6, 8, 10 tai 12 maille ♠, ♣, ♦, ♥ tai NT tasolla 1, "
    "ja 10 lisää jokaisesta tasosta ykkösen yli. Kumpikin pari saa jokaisesta tikistään tämän "
    "arvon.",
    "vd.help_whole": "Kirjoita kummankin parin tikkipisteet ja sitten se, mikä tulee viivan "
    "ylle: honöörit (20, 30 tai 40 kertaa tikin arvo kolmesta, neljästä tai viidestä), ässät "
    "(kustakin 10 kertaa tikin arvo kolmesta tai neljästä; kun kummallakin on 2, kaksi sille "
    "parille, jolla on enemmän tikkejä), slammit sekä 500 × taso jokaisesta tikistä, joka "
    "pelinviejiltä jäi puuttumaan. Vähennä sitten.",
    "vd.help_multiply": "{label} on {value}: kerro se parin saamien tikkien määrällä.",
    "vd.part_is": "{label} = {points}",
    "vd.help_parts": "Osat: {parts}. Laske yhteen, mitä pelinviejät saivat, ja vähennä loput.",
    "vd.answer_is": "Vastaus on {points}.",
    # --- the packet drills ---
    "rp.prompt_kitty": "Keskikorttitarjoaja antaa partnerille nämä neljä korttia, ylin kortti "
    "ensin. Mitä ne kertovat?",
    "rp.prompt_nokitty": "Korkein tarjoaja antaa partnerille nämä neljä korttia, ylin kortti "
    "ensin. Mitä ne kertovat?",
    "rp.prompt_opening": "Partneri avasi {opening}, voitti tarjouskierroksen ja antaa sinulle "
    "nämä neljä korttia, ylin kortti ensin. Mitä nyt tiedät?",
    "rp.q_misere": "Sopiiko käsi misääriin?",
    "rp.q_mark": "Näyttääkö päällimmäinen kortti {card} ässän?",
    "rp.mark_no": "ei",
    "rp.mark_ace": "kyllä, {suit}A",
    "rp.mark_ak": "kyllä, {suit}A ja K",
    "rp.q_first": "Ensimmäinen valttitoive",
    "rp.q_second": "Toinen valinta",
    "rp.q_absent": "{suit} (ei yliannossa)",
    "rp.opening_6d": "6♦-avaus kertoi jo, ettei antajalle jaettu yhtään ♠- eikä ♣-korttia; "
    "ylianto ei sano sitä uudestaan, joten kumpikin luetaan renoksi",
    "rp.opening_6s": "6♠ eikä 6♣ tai 6♦ kädeltä, joka ei halua patoja valtiksi (ylianto pyytää "
    "muuta maata), kertoo partnerille, ettei luonnollista renoa ole, joten antajalla katsotaan "
    "olevan maita {suits}, eikä ylianto lähetä niitä: ne ovat yhä kädessä",
    "rp.opening_6s_misere": "misääriä tarjoavalla kädellä ei ole luonnollista renoa, joten "
    "antajalle jaettiin maita {suits}, eikä ylianto lähetä niitä: ne ovat yhä kädessä",
    "rp.a_kept": "{suit} jatkuu",
    "rp.a_void": "{suit} reno",
    "rp.a_first": "ensimmäinen valinta {suit}",
    "rp.a_second": "toinen valinta {suit}",
    "rp.a_mark": "päällimmäinen kortti: {label}",
    "rp.a_absent_void": "{suit} reno (tarjous näytti sen)",
    "rp.a_absent_kept": "{suit} yhä kädessä (ei luonnollista renoa, ei lähetetty)",
    "rp.a_misere_yes": "misääri: kyllä",
    "rp.a_misere_no": "misääri: ei",
    "rp.err_missing": "vastaa jokaiseen kysymykseen ({label} puuttuu)",
    "rp.err_same": "ensimmäisen ja toisen valttitoiveen on oltava eri maita",
    "rp.wrong_item": "{right}, ei {given}",
    "rp.note_interpretation": "I- tai IC-alkuinen tunnus on tulkinta: lähteet ovat siinä "
    "epämääräisiä.",
    "rp.right": "Oikein: {accepted}.",
    "rp.mark_literal": "Hyväksytty: muu on oikein, ja käsikirjan oma virke lukee minkä tahansa "
    "päällimmäisen pienen kortin ässämerkiksi; sovinnaissäännöt lukevat sen merkiksi vain, kun "
    "sen maa eroaa alla olevista korteista, eikä tässä eroa: {accepted}.",
    "rp.wrong": "{total} vastauksesta {n} väärin: {items}.",
    "rp.rise": "nousevat ylhäältä alas",
    "rp.fall": "laskevat ylhäältä alas",
    "rp.neither": "eivät nouse eivätkä laske koko matkaa",
    "rp.layout_one_low": "Tarkista järjestys: neljä {suit}-korttia {order}. Pöytää lähin "
    "kortti, {card}, on neljästä pienin.",
    "rp.layout_one_not_low": "Tarkista järjestys: neljä {suit}-korttia {order}. Pöytää lähin "
    "kortti, {card}, ei ole neljästä pienin.",
    "rp.layout_22": "Maat ylhäältä: {layout}. Lähimpänä pöytää on {card}; yliannon toinen "
    "{suit}-kortti on {other}.",
    "rp.layout_31": "Maat ylhäältä: {layout}. Yksittäinen {suit}-kortti on {where}; kolmesta "
    "{long}-kortista {card} on lähimpänä pöytää.",
    "rp.layout_211": "Maat ylhäältä: {layout}. Minkä maan kortit muodostavat ylimmän ryhmän? "
    "{suit}-parissa {upper} on ylempänä kuin {lower}.",
    "rp.help_one_suit": "Yksi maa: ovatko kortit tiukassa arvojärjestyksessä (nousevassa tai "
    "laskevassa) vai sekaisin? Vertaa sitten alinta korttia kolmeen muuhun.",
    "rp.help_suits": "Katso, miten maat ovat: parit päällekkäin, vuorotellen tai toinen toisen "
    "sisällä; missä yksittäinen kortti on; mikä kortti on lähimpänä pöytää.",
    "rp.help_mark": " Matala pikkukortti yksinään muiden maiden päällä voi olla ässämerkki.",
    "rp.help_wish": " Valttitoiveen näet päällimmäisestä kortista ja sen maan seuraavasta "
    "kortista.",
    "rp.help_opening": " Mieti sitten, mitä avaustarjous jo kertoi kädestä.",
    "rp.help_answers": "{answers}.",
    "bp.prompt_kitty": "Olet keskikorttitarjoaja ja annat nämä neljä korttia. Pane ne "
    "järjestykseen, joka kertoo alla olevan viestin, ylin kortti ensin.",
    "bp.prompt_nokitty": "Olet korkein tarjoaja ja annat nämä neljä korttia. Pane ne "
    "järjestykseen, joka kertoo alla olevan viestin, ylin kortti ensin.",
    "bp.difference": "se kertoo ”{got}”, mutta viestin pitää kertoa ”{want}”",
    "bp.nothing": "ei mitään siitä",
    "bp.err_choose": "valitse kaikki neljä korttia, ylin ensin",
    "bp.err_exact": "käytä täsmälleen yliannon neljää korttia, kutakin kerran",
    "bp.in_example": "Järjestyksessä {example}: {text}",
    "bp.right": "Oikein: {given} kertoo juuri sen.",
    "bp.rule_low_top": "{rule}; jos päällimmäisenä on {cards}, vastaus saa puolet pisteistä, "
    "koska päällimmäisen pienen kortin voi lukea ässämerkiksi",
    "bp.both_ends": "Ei aivan: {given} kertoo sen sopimusten mukaan, mutta se on epäselvä "
    "molemmista päistään (Käsikirjan lukija lukee päällimmäisen ja pöytää lähimmän kortin "
    "toisin), joten kukaan muu ei lue siitä viestiä; {example} kertoo sen selvästi.",
    "bp.rule_both_ends": "{rule}; mutta järjestys, joka on epäselvä molemmista päistään "
    "(epäselvä päällimmäinen kortti ja epäselvä pöytää lähin kortti), ei saa pisteitä",
    "bp.rule_low_bottom": "{rule}; jos pöytää lähinnä on {cards}, vastaus saa puolet "
    "pisteistä, koska pöytää lähimmän pienen kortin voi lukea misäärin tarjoukseksi",
    "bp.rule_high_bottom": "{rule}; järjestys, joka tarjoaa misääriä vain sopimusten luennan "
    "mukaan ja jossa misäärimerkki luetaan kuutosta korkeammasta kortista (kuten {example}, "
    "jossa merkkikortti on {card}), saa puolet "
    "pisteistä: Käsikirjan 'pieni kortti pöydän vieressä' -säännön "
    "lukija ei lukisi siitä misääriä",
    "bp.rule_one_suit_nk": "{rule}; kotkan yhden maan yliannossa järjestys näyttää "
    "misäärimerkin ja valttitoiveen, joten arvojärjestys ei tässä kerro maan jatkuvan",
    "bp.rule_ak_doubt": "{rule}; jos toisena ylhäältä on {cards}, vastaus saa puolet "
    "pisteistä, koska kaksi pikkukorttia päällimmäisinä voi lukea ässän ja kuninkaan merkiksi",
    "bp.ak_doubt": "Puoliksi oikein: {given} kertoo sen sopimusten mukaan, koska {card} on "
    "oman maansa korttien päällä; mutta moni pelaaja lukee kaksi päällimmäistä pikkukorttia "
    "ässän ja kuninkaan merkiksi, ja {example} merkitsee vain ässän.",
    "bp.rule_pairs_disagree": "{rule}; järjestys, jonka korkeampiarvoinen pari kulkee toiseen "
    "suuntaan kuin ylempi pari (kuten {example}), on puolen pisteen arvoinen, koska maiden "
    "arvojärjestyksen mukaan luettuna se nimeää toisen ensisijaisen valinnan",
    "rt.rule_allowed_doubt": "{rule}; järjestys, jossa on lisäksi epäilys (päällimmäisenä pieni "
    "kortti, joka ei merkitse ässää, tai pöytää lähimpänä misäärikortti, joka luetaan toisin), "
    "ei tuo pisteitä",
    "rt.allowed_doubt": "Ei aivan: {given} lähettää kortit, jotka ovat vain sallittuja "
    "(konventiot suosivat kortteja {best}), ja sen järjestyksessä on lisäksi epäilys: "
    "käsikirjan lukija tulkitsee yhden sen korteista toisin. {example} lähettää samat kortit "
    "ilman tätä epäilystä.",
    "bp.rule_two_doubts": "{rule}; kahdesti epäselvä järjestys, jonka parit kulkevat eri "
    "suuntiin ja jossa on lisäksi toinen epäselvyys (kuten {example}), ei tuota pisteitä",
    "bp.two_doubts": "Ei aivan: {given} kertoo sen sopimusten mukaan, mutta kahdesti "
    "epäselvästi: sen parit kulkevat eri suuntiin, joten maiden arvojärjestyksen mukaan lukeva "
    "löytää toisen ensisijaisen valinnan, ja jokin sen muista korteista luetaan myös toisin; "
    "{example} kertoo sen selvästi.",
    "bp.pairs_disagree": "Sallittu: {given} kertoo sen ylemmän parin mukaan, kuten sopimukset "
    "toiveen lukevat; mutta käsikirjan 'korkeamman maan ylempi kortti' maiden arvojärjestyksen "
    "mukaan luettuna nimeää tässä toisen ensisijaisen valinnan, ja {example} kertoo saman "
    "molemmille lukijoille.",
    "bp.low_top": "Sallittu: {given} kertoo sen sopimusten mukaan, koska päällimmäinen pieni "
    "{card} on oman maansa korttien päällä eikä merkitse ässää; monet pelaajat lukevat silti "
    "minkä tahansa päällimmäisen pikkukortin ässämerkiksi, ja {example} kertoo saman ilman "
    "sitä epäilystä.",
    "bp.low_bottom": "Sallittu: {given} kertoo sen sopimusten mukaan, koska pöytää lähinnä "
    "oleva {card} ei ole alin niistä korteista, joihin sitä verrataan; Käsikirja kuitenkin "
    "lukee pöytää lähimmän pienen kortin misäärin tarjoukseksi, ja {example} kertoo saman "
    "ilman sitä epäilystä.",
    "bp.low_flag": "Sallittu: {given} kertoo sen sopimusten mukaan; mutta misäärin merkki "
    "luetaan pöytää lähimmästä {suit}-kortista, joka on {card}, ja Käsikirja lukee siinä "
    "olevan pienen kortin misäärin tarjoukseksi: {example} kertoo saman ilman sitä epäilystä.",
    "bp.high_flag_misere": "Sallittu: {given} kertoo sen sopimusten mukaan; mutta misäärin "
    "merkki luetaan pöytää lähimmästä {suit}-kortista, joka on {card}, ja Käsikirja lukee "
    "misäärin tarjoukseksi vain siinä olevan pienen kortin: {example} kertoo saman ilman tätä "
    "epäilystä.",
    "bp.rule_low_flag": "{rule}; jos viimeinen {suit}-kortti, josta misäärin merkki luetaan, "
    "on {cards}, vastaus saa puolet pisteistä, koska pienen kortin siinä voi lukea misäärin "
    "tarjoukseksi",
    "bp.rule_high_flag_misere": "{rule}; jos viimeinen {suit}-kortti, josta misäärin merkki "
    "luetaan, on {cards}, vastaus saa puolet pisteistä, koska vain pieni kortti siinä kertoo "
    "jokaiselle lukijalle misäärin tarjouksesta",
    "bp.high_bottom_misere": "Sallittu: {given} kertoo sen sopimusten mukaan, koska pöytää "
    "lähinnä oleva {card} on alin niistä korteista, joihin sitä verrataan; mutta Käsikirja "
    "lukee misäärin tarjoukseksi vain pienen kortin pöydän vieressä, ja {example} kertoo saman "
    "ilman tätä epäilystä.",
    "bp.rule_high_bottom_misere": "{rule}; jos pöytää lähinnä on {cards}, vastaus saa puolet "
    "pisteistä, koska vain pieni kortti siinä kertoo jokaiselle lukijalle misäärin tarjouksesta",
    "bp.high_bottom": "Puoliksi oikein: sopimusten mukaan {given} tarjoaa misääriä, koska sen "
    "merkkikortti {flag} on alin niistä korteista, joihin sitä verrataan; Käsikirjan lukija ei "
    "pitäisi pöydän vieressä olevaa korttia {card} pienenä korttina, mutta {example} kertoo "
    "jokaiselle lukijalle, ettei misääri tule kysymykseen.",
    "bp.something_else": "{given} kertoo muuta: {words}.",
    "bp.your_order": "Sinun järjestyksesi: {text}.",
    "bp.what_works": "Toimiva järjestys: {rule}.",
    "bp.pattern_aaaa": "neljä korttia arvojärjestyksessä",
    "bp.pattern_AAAA": "neljä korttia sekaisin",
    "bp.pattern_aaBB": "jatkuvan maan pari renomaan parin päällä",
    "bp.pattern_ABAB": "kaksi maata vuorotellen",
    "bp.pattern_baab": "toinen pari toisen sisällä (kirjanen)",
    "bp.pattern_aaaB": "yksittäinen kortti alimmaisena",
    "bp.pattern_AABA": "yksittäinen kortti toisena alhaalta",
    "bp.pattern_abaa": "yksittäinen kortti toisena ylhäältä",
    "bp.pattern_bAAA": "yksittäinen kortti päällimmäisenä",
    "bp.help_first": "Päätä ensin, mikä tulee lähimmäksi pöytää: renomaa (tai yhden maan "
    "yliannossa kortti, joka vastaa misäärikysymykseen), ja järjestä sitten loput.",
    "bp.help_mark": " Ässämerkki on ässän maan matala pikkukortti päällimmäisenä.",
    "bp.help_three_suits": "Kolme maata: jatkuvan maan kortit tulevat päälle yhtenä ryhmänä ja "
    "renomaat sen alle; ratkaise sitten parin misäärikortti.",
    "bp.help_layout": "Käytä kuviota {pattern} (ylin ensin; isot kirjaimet ovat renomaita): "
    "{words}.",
    "bp.help_lay": "Pane {words}; valitse sitten, mikä kortti tulee lähimmäksi pöytää.",
    "bp.help_send": "Anna {rule}.",
    "bp.help_rule": "{rule} (ylin ensin); esimerkiksi {example}.",
    # --- accepted packet orders ---
    "capital": "{text}",
    "po.pos0": "päällimmäisenä",
    "po.pos1": "toisena ylhäältä",
    "po.pos2": "toisena alhaalta",
    "po.pos3": "lähimpänä pöytää",
    "po.or": "{first} tai {last}",
    # --- italialainen merkinanto: ensimmäinen sakaus (C-8.1) ---
    "sig.odd": "{card} on pariton: se pyytää omaa maataan, {suit}",
    "sig.even_high": "{card} on korkea parillinen kortti: kahdesta muusta maasta ({a} ja {b}) se "
    "pyytää korkeampaa, {wanted}{note}",
    "sig.even_low": "{card} on matala parillinen kortti: kahdesta muusta maasta ({a} ja {b}) se "
    "pyytää matalampaa, {wanted}{note}",
    "sig.note_honour": " (Käsikirja ei anna honööreille lukuarvoa: kortin voi lukea myös "
    "pyynnöksi {suit})",
    "sig.note_line": " (Käsikirja ei kerro, mistä korkeat parilliset alkavat: kortin voi lukea "
    "myös pyynnöksi {suit})",
    "sig.play_misere": "6 misääri (puolustat)",
    "sig.play_allpass": "passimisääri",
    "sig.play_grand": "5 grandi (puolustat)",
    "sig.you_lead": "Sinä lähdet",
    "sig.leads": "{seat} lähtee",
    "sig.prompt_read": "Olet {seat}; pelinä on {play}. {who} kortilla {lead}, ja partnerisi "
    "({mate}), jolta {led} on loppunut, sakaa kortin {discard}: partnerin ensimmäinen sakaus. "
    "Mitä maata partneri pyytää sinua pelaamaan?",
    "sig.prompt_choose": "Olet {seat}; pelinä on {play}. Lähtö on {led}, eikä sinulla ole sitä "
    "maata: tämä on ensimmäinen sakauksesi. Sisääntulosi on {entry}, joten haluat partnerin "
    "lähtevän maalla {wanted}. Minkä kortin sakaat?",
    "sig.other_reading": "{alt}: toinen kohtuullinen tulkinta kortista {discard}, jonka "
    "Käsikirja jättää avoimeksi; meidän tulkintamme on {ours} (C-8.1, IC-36)",
    "sig.three_suits": "valitse yksi kolmesta maasta",
    "sig.why_entry": "{card} pyytää kyllä maata {wanted}, mutta se on juuri se sisääntulo, jonka "
    "haluat säilyttää.",
    "sig.why_other": "Korttisi {card} pyytää muuta: {fact}",
    "sig.why_ace_misere": "Ässä ei käy merkinantoon: misäärissä partneri lukee sakatun kortin "
    "{card} ässäksi, josta pääsit eroon, eikä maan pyynnöksi: sakaa mieluummin {cards}.",
    "sig.why_ace_grand": "Ässä ei käy merkinantoon: {card} on grandissa varma tikki, ja partneri "
    "lukee sakatun ässän pois heitetyksi voittajaksi eikä maan pyynnöksi: sakaa mieluummin "
    "{cards}.",
    "sig.half_open": "{card} pyytää maata {wanted} meidän laskutapamme mukaan (IC-36), mutta "
    "Käsikirja jättää kortin avoimeksi ja partneri voi lukea sen maaksi {other}; {plain} pyytää "
    "maata {wanted} yksiselitteisesti.",
    "sig.half_other": "{card} pyytää maata {wanted} vain toisella kohtuullisella luennalla, "
    "jonka Käsikirja jättää avoimeksi; meidän laskutapamme mukaan (IC-36) se pyytää maata "
    "{ours}, ja partneri voi lukea sen niin; {plain} pyytää maata {wanted} yksiselitteisesti.",
    "sig.long_two_second": "{reading}; mutta misäärissä pitkän maan kakkonen kannattaa säästää "
    "maan loppuun, joten etusijalla on toinen kortti",
    "sig.long_two_only": "{reading}; se on pitkän maan kakkonen, jonka misäärissä kannattaisi "
    "säästää, mutta mikään vähemmän maksava kortti ei pyydä maata yksiselitteisesti",
    "sig.bare_king_second": "{reading}; mutta se on ainoa kortti kuninkaan {king} suojana, "
    "ja kuningas jäisi yksin, joten etusijalla on toinen kortti",
    "sig.bare_king_only": "{reading}; se jättää kuninkaan {king} yksin, mutta mikään vähemmän "
    "maksava kortti ei pyydä maata yksiselitteisesti",
    "sig.jack_second": "{reading}; mutta grandissa {card} kuninkaan {king} vierellä voi tehdä "
    "oman tikin, joten etusijalla on kortti, joka ei maksa mitään",
    "sig.jack_only": "{reading}; se luopuu kuninkaan {king} vierellä olevasta kortista {card}, "
    "joka voisi grandissa tehdä tikin, mutta mikään vähemmän maksava kortti ei pyydä maata "
    "yksiselitteisesti",
    "sig.half_jack": "{card} pyytää maata {wanted}, mutta grandissa se voi tehdä tikin "
    "kuninkaan {king} vierellä; {plain} pyytää maata {wanted} eikä maksa mitään.",
    "sig.uncovers_second": "{reading}; mutta misäärissä tämä pieni kortti on yksi harvoista "
    "{suit}-korteista, joilla voit alittaa korkeiden korttiesi rinnalla, joten etusijalla on "
    "kortti, joka ei maksa mitään",
    "sig.uncovers_only": "{reading}; se käyttää yhden harvoista pienistä {suit}-korteistasi, "
    "joilla voit alittaa, mutta mikään vähemmän maksava kortti ei pyydä maata "
    "yksiselitteisesti",
    "sig.half_uncovers": "{card} pyytää maata {wanted}, mutta misäärissä se on yksi harvoista "
    "pienistä {suit}-korteista, joilla voit alittaa korkeiden korttiesi rinnalla; {plain} "
    "pyytää maata {wanted} eikä maksa mitään.",
    "sig.half_bare_king": "{card} pyytää maata {wanted}, mutta se on ainoa kortti kuninkaan "
    "{king} suojana, ja kuningas jäisi yksin; {plain} pyytää maata {wanted} eikä maksa "
    "mitään.",
    "sig.half_two": "{card} pyytää maata {wanted}, mutta misäärissä pitkän maan kakkonen on "
    "kortti, joka säästetään maan loppuun; {plain} pyytää maata {wanted} eikä maksa mitään.",
    "sig.not_asks": "{card} ei pyydä maata {wanted}; mikä tahansa korteista {cards} pyytää.",
    "sig.why_odd": "{card} on pariton ({value}), ja pariton kortti pyytää omaa maataan, ei maata "
    "{suit}.",
    "sig.why_own": "{card} on parillinen ({value}): parillinen kortti ei koskaan pyydä omaa "
    "maataan, vaan toista kahdesta muusta, {a} tai {b}.",
    "sig.why_high": "{card} on korkea parillinen kortti ({value}), joten se pyytää maista {a} ja "
    "{b} korkeampaa, ei matalampaa.",
    "sig.why_low": "{card} on matala parillinen kortti ({value}), joten se pyytää maista {a} ja "
    "{b} matalampaa, ei korkeampaa.",
    "sig.rule": "Pariton kortti pyytää omaa maataan. Parillinen kortti pyytää toista niistä "
    "kahdesta maasta, jotka eivät ole lähtömaa eivätkä sen oma: kahdeksikosta ylöspäin "
    "korkeampaa, sitä pienemmät matalampaa (♠ < ♣ < ♦ < ♥).",
    "sig.parity_odd": "{card} on arvoltaan {value}: se on pariton. Maiden {led} ja {own} lisäksi "
    "jäljellä ovat {a} (matalampi) ja {b} (korkeampi).",
    "sig.parity_even": "{card} on arvoltaan {value}: se on parillinen. Maiden {led} ja {own} "
    "lisäksi jäljellä ovat {a} (matalampi) ja {b} (korkeampi).",
    "sig.asks_for": "Partneri pyytää maata {suit}. {why}",
    "sig.even_leaves_higher": "parillinen {suit} jättää maat {a} ja {b}, ja {wanted} on niistä "
    "korkeampi",
    "sig.even_leaves_lower": "parillinen {suit} jättää maat {a} ja {b}, ja {wanted} on niistä "
    "matalampi",
    "sig.how_to_ask": "Pariton {wanted} (ei sisääntulosi) käy; samoin toisen maan parillinen "
    "kortti, jonka korkeus on oikea: {ways}.",
    "sig.one_card": "{card}: {why}",
    "sig.any_asks": "Mikä tahansa korteista {cards} pyytää maata {wanted}.",
    "po.exactly": "täsmälleen {cards} (ylin ensin)",
    "po.list": "{orders} (ylin ensin)",
    "po.list_more": "{orders} (ylin ensin), muiden muassa",
    "po.at": "{card} {where}",
    "po.cards_at": "{cards} {places}{any}",
    "po.any_order": " missä järjestyksessä tahansa",
    "po.any_order_within": " missä tahansa järjestyksessä, jonka muut ehdot sallivat",
    "po.places_all": "kaikilla neljällä paikalla",
    "po.places_top2": "kahdella ylimmällä paikalla",
    "po.places_top3": "kolmella ylimmällä paikalla",
    "po.places_bottom2": "kahdella alimmalla paikalla",
    "po.places_bottom3": "kolmella alimmalla paikalla",
    "po.places_middle2": "kahdella keskimmäisellä paikalla",
    "po.places": "näillä paikoilla: {places}",
    "po.above": "{a} on ylempänä kuin {b}",
    "po.and_where": "{text}; ja {extra}",
    "po.any_where": "mikä tahansa järjestys, jossa {extra}",
    "po.not_ranked": "neljä korttia eivät ole arvojärjestyksessä (eivät nouse eivätkä laske)",
    "po.ranked": "neljä korttia ovat arvojärjestyksessä",
    "po.rank0": "pienin",
    "po.rank1": "keskimmäinen",
    "po.rank2": "suurin",
    "po.top_three": "kolmesta ylimmästä ensin {a}, sitten {b} ja sitten {c}",
    "po.low_bottom": "{card}, pienin, on lähimpänä pöytää",
    "po.other_bottom": "jokin muu kortti kuin {card} on lähimpänä pöytää",
    "po.bottom_low": "pöytää lähin kortti on tässä maansa pienin",
    "po.bottom_not_low": "pöytää lähin kortti ei ole tässä maansa pienin",
    "po.booklet": "toinen pari on toisen sisällä",
    "po.alternate": "kaksi maata vuorottelevat",
    "po.together": "kummankin maan kortit ovat yhdessä",
    "po.suit_low": "{suit}-korteista pienin ({card}) on lähimpänä pöytää",
    "po.suit_not_low": "{suit}-korteista pöytää lähin ei ole {card} (pienin)",
    # --- what a packet says ---
    "pw.voids": "{suits} renona",
    "pw.no_void": "renoa ei näytetä",
    "pw.keeps": "{suits} jäljellä",
    "pw.no_kept": "mikään maa ei jatku",
    "pw.misere": "misääri mahdollinen",
    "pw.no_misere": "ei misääriä",
    "pw.first": "ensimmäinen valinta {suit}",
    "pw.second": "toinen valinta {suit}",
    "pw.unwanted": "{suit} ei toivottu",
    "pw.no_mark": "ei ässämerkkiä",
    "pw.mark": "ässämerkki {mark}",
    # --- packet choices ---
    "px.fallback": "mikään sopimusten kuvaama ylianto ei sovi tähän suunnitelmaan; pienet "
    "kortit annetaan järjestyksessä, joka kertoo totuuden (C-1)",
    "px.four_highest_trumps": "neljä korkeinta valttia ({suit}) arvojärjestyksessä",
    "px.all_trumps": "kaikki {n} valttia ({suit})",
    "px.only_trump": "ainoa valtti ({suit})",
    "px.no_trumps": "ei valtteja annettavaksi",
    "px.partner_first": "partneri tarjosi ensin maata {suit}, joten valtit menevät partnerille: "
    "{what}{words}",
    "px.crossruff": "ristiinvalttauksen tai häntävalttauksen ylianto: {suits} tyhjennetty, "
    "korkeimmat valtit mukana, pienet valtit jäävät valtilla lyömistä varten",
    "px.self_first": "tämä käsi tarjosi ensin maata {suit} ja pitää valtit{words}",
    "px.mark_ace": ", päällimmäisenä {cards}, joka näyttää maan {suit} ässän{voided}",
    "px.mark_ak": ", päällimmäisinä {cards}, jotka näyttävät maan {suit} ässän ja "
    "kuninkaan{voided}",
    "px.and_voided": ", ja {suits} tyhjennettynä",
    "px.with_voided": ", {suits} tyhjennettynä",
    "px.with_honour": ", mukana {card} partnerin maasta (ei ässää näytettävänä)",
    "px.with_high": ", mukana korkeita {suit}-kortteja pisimmästä sivumaasta",
    "px.with_low_shortest": ", mukana lyhyimmän maan pieniä kortteja",
    "px.grand_partner_suit": "grandi: tämän käden kaikki {suit}-kortit menevät partnerille, "
    "jonka pitkä maa se on{words}",
    "px.grand_shortest": "grandi: partnerin maan {suit} kortit ja lyhyimmän maan parhaat kortit",
    "px.grand": "grandi{words}",
    "px.misere_voided": "misääri: {suits} tyhjennetty, pienet pikkukortit partnerille",
    "px.misere_lowest": "misääri: {suit} tyhjennetty ja mukana pienimmät {other}-kortit",
    "px.misere_highest": "misääri: {suit} tyhjennetty ja mukana korkeimmat {other}-kortit",
    "px.aim_safe": "pyytää maata {suit} (turvallinen maa)",
    "px.aim_trumps": "pyytää maata {suit} valtiksi",
    "px.aim_none": "nimeämättä maata",
    "px.nk_voided": "{suits} tyhjennetty, {aim}",
    "px.nk_mark": "{suit} tyhjennetty, päällimmäisenä {card}, joka näyttää {mark}A:n, {aim}",
    "px.nk_low": "{suit} tyhjennetty ja mukana pieniä {other}-kortteja, {aim}",
    "px.nk_high": "{suit} tyhjennetty ja mukana korkeita {other}-kortteja, {aim}",
    "px.ret_misere": "misääri: tämä käsi tyhjentää maan {suit}, jota partneri ei lähettänyt, "
    "ja antaa {fill}",
    "px.fill_high": (
        "korkeimman kortin maasta {suit} (huono kortti tässä kädessä)",
        "kaksi korkeinta korttia maasta {suit} (huono maa tässä kädessä: partnerin pienet "
        "kortit kantavat ne)",
    ),
    "px.fill_only": "ainoan korttinsa maasta {suit}, {card}, jolloin myös maa {suit} tyhjenee",
    "px.fill_only_low": "ainoan korttinsa maasta {suit}, {card}, jolloin myös maa {suit} "
    "tyhjenee: niin pieni kortti on arvokkaampi partnerin misäärikädessä",
    "px.fill_more_unwanted": "sitten myös {cards} maasta {suit}, jota partneri ei halunnut "
    "takaisin: muuta lähetettävää ei ole, ja sieltä lähtevät pienimmät (ei pitkän maan "
    "kakkonen), joilla partneri ei joudu ottamaan tikkiä",
    "px.fill_more": "sitten myös {cards}, kun parempaa lähetettävää ei ole",
    "px.ret_misere_void": "misääri: tämä käsi tyhjentää maan {suit}, jota partneri ei lähettänyt",
    "px.fill_good": "korkeimman ja pienimmän kortin maasta {suit} (hyvä maa tässä kädessä)",
    "px.fill_low_single": "sitten {card}: käteen jää yksinään {kept} eikä hyvin pieni kortti, "
    "joka on arvokkaampi partnerin misäärikädessä",
    "px.fill_sent": "kortin {card}, pienimmän partnerin lähettämästä maasta (muuta maata ei ole "
    "jäljellä, ja näin pieni kortti on turvallisin palauttaa)",
    "px.fill_false_mark_low": "vaikka pieni kortti voi silloin olla päällimmäisenä, jolloin "
    "partneri voi pitää sitä ässämerkkinä: misäärissä turvalliset kortit ovat sen arvoisia",
    "px.fill_false_mark": "{card} on päällimmäisenä, jolloin partneri voi pitää pientä korttia "
    "ässämerkkinä: misäärissä turvallinen kortti on sen arvoinen",
    "px.fill_sent_keep": "kortin {card}, pienen kortin partnerin lähettämästä maasta (muuta maata "
    "ei ole jäljellä), ei korttia {two}: pitkä maa pitää kakkosensa misäärikädessä",
    "px.ret_misere_high": "misääri: tämä käsi tyhjentää maan {suit} ja antaa seuraavien maiden "
    "korkeimmat kortit, ei hyvän maan korkeinta ja pienintä",
    "px.ret_no_long_void": "misääri, mutta maata {suit}, jossa on vähintään neljä korttia, ei "
    "kakkosta ja kortteja alle kasin, ei tyhjennetä (kumpikaan pääpelaaja ei tyhjennä "
    "sellaista maata): {then}",
    "px.ret_no_void": "partnerin ylianto sallii misäärin, mutta {why}, joten yhtään maata ei "
    "voi tyhjentää: paluu pysyy partnerin ensimmäisessä valinnassa, joka misäärissä on turvallinen "
    "maa ja valttipelissä toivottu valtti: {then}",
    "px.no_void_long": "lyhimmässä maassa, jota partneri ei lähettänyt eikä nimennyt ({suit}), on "
    "{n} korttia",
    "px.no_void_none": "kaikki tämän käden maat ovat partnerin lähettämiä tai nimeämiä",
    "px.ret_plain": "paluuylianto{words}",
    "px.ret_second_weak": (
        "vain {n} pieni {first}-kortti mutta hyvä {second}-maa: sen sijaan palautetaan toinen "
        "valinta",
        "vain {n} pientä {first}-korttia mutta hyvä {second}-maa: sen sijaan palautetaan toinen "
        "valinta",
    ),
    "px.ret_second_all": (
        "ei yhtään {first}-korttia: toisen toiveen {second}-kortit menevät takaisin"
    ),
    "px.ret_second_none": "ei yhtään {first}-korttia mutta hyvä {second}-maa: sen sijaan "
    "palautetaan toinen valinta",
    "px.ret_none": "ei {suit}-kortteja annettavaksi (partnerin ensimmäinen valinta)",
    "px.ret_four": "{n} {suit}-kortista neljä korkeinta (partnerin ensimmäinen valinta)",
    "px.ret_four_low": "{n} {suit}-kortista neljä (partnerin ensimmäinen valinta), hyvin pieni "
    "{low} kortin {kept} sijaan, jonka tämä käsi pitää yksin: pieni kortti on arvokkaampi "
    "partnerin misäärikädessä",
    "px.ret_only": "ainoa {suit}-kortti (partnerin ensimmäinen valinta)",
    "px.ret_all": "kaikki {n} {suit}-korttia (partnerin ensimmäinen valinta)",
    "px.ret_mark": "{what}, päällimmäisenä {card} ässämerkkinä, ja {suit}A jää sisääntuloksi{fill}",
    "px.ret_mark_other": "päällimmäinen {card} merkitsee myös {suit}A:n; tavallinen merkki on "
    "matalin pikkukortti {low}, ja korkeampi pidetään, koska se voi vielä voittaa myöhäisen "
    "tikin",
    "px.ret_send": "{what}{fill}",
    "px.ret_refill": "partnerin ensimmäinen toive ({suit}) palautetaan; ensimmäisinä vuorossa "
    "olevat täytekortit eivät asetu mihinkään totuudenmukaiseen järjestykseen (jokainen niiden "
    "järjestys kertoisi toisen viestin), joten täytteeksi menevät seuraavat",
    "px.ret_fill_tied": "kuten yllä, mutta {other} korvataan kortilla {card}: kumpikin menee "
    "partnerin renoon ja ne ovat yhtä korkeita, joten kumpi tahansa käy",
    "px.ret_fill": ", mukana partnerin sivumaan korkeimmat kortit",
    "px.ret_fill_own": ", mukana tämän käden omat partnerin sivumaan korkeimmat kortit "
    "(partnerin omia kortteja siinä maassa ei palauteta)",
    "px.ret_fill_back": ", mukana partnerin sivumaata: ensin tämän käden omat kortit siitä "
    "maasta, sitten partnerin omia",
    "px.ret_fill_rest": ", täytteenä muiden maiden korkeimmat kortit",
    "px.ret_fill_unwanted": ", täytettynä maalla {suit}, jota partneri ei halunnut takaisin: "
    "muuta maata ei ole jäljellä täytteeksi lähettämättä kortteja partnerin näytettyihin tai "
    "todennäköisiin renoihin",
    "px.ret_fill_some_unwanted": " ({cards} maasta {suit}, jota partneri ei halunnut "
    "takaisin: muuta sopivaa ei ole)",
    "px.ret_fill_then": ", mukana partnerin sivumaan ja sitten toisen maan korkeimmat kortit",
    "px.give_lowest": "pienin {suit} partnerille ja korkeammat vastustajille",
    "px.give_highest": "korkein {suit} partnerille ja loput vastustajille",
    "px.give_lone": " (yksinäinen vasemmanpuoleiselle vastustajalle)",
    "px.give_fill": "; täytteeksi {cards}",
    "px.give_fill_poor": "; täytteeksi {cards} (huonoja korkeita kortteja)",
    "px.give_fill_forwarded": "; täytteeksi {cards} ({sent} siirretään eteenpäin partnerin "
    "yliannosta: pelinviejältä saadun huonon kortin saa antaa vastustajalle)",
    "px.give_void": "tyhjennä {suit}{kept}: {what}{lone}{fill}{note} ({ids})",
    "px.sent_side": "({trump}, puolemme tarjoama maa, on valtti: partnerin lähettämät "
    "neljä {suit}-korttia ovat sivumaata, eivät luovutettuja valtteja)",
    "px.give_not_bidder": " ({card} sille vastustajalle, joka ei tarjonnut maata {suit} ja on "
    "siinä luultavasti lyhyt: näin hän ei saa siihen renoa, jolla lyödä valtilla)",
    "px.give_only": "ainoa {suit} partnerille",
    "px.give_void_ace": "tyhjennä {ace_suit} ja {other}: {ace} vastustajalle (partnerin "
    "misäärikädessä ässä on varma tikki), alin {other} partnerille ja loput toiselle "
    "vastustajalle{fill} ({ids})",
    "px.give_ace_away": "{ace} vastustajalle (partnerin misäärikädessä yksinäinen ässä on "
    "varma tikki, eikä mikään muu maa ole tarpeeksi lyhyt tyhjennettäväksi sen rinnalla): alin "
    "{other}, {low}, partnerille ja {fill} täytteeksi toiselle vastustajalle ({ids})",
    "px.give_ace_swapped": "{ace} pois kuten yllä, vastustajien kortit toisin päin ({ids})",
    "px.give_fill_liability": "tyhjennä {suit} kuten yllä, mutta täytteeksi {card}, suojaamaton "
    "korkea kortti, joka voisi voittaa tikin ({ids})",
    "px.give_fill_liability_first": "tyhjennä {suit}: {partner} partnerille ja {opps} "
    "vastustajille; {card} on suojaamaton korkea kortti, joka voisi voittaa tikin; pieni täyte "
    "jättäisi tähän käteen hyvin pienen kortin yksin ({ids})",
    "px.give_fill_tied": "tyhjennä {suit} kuten yllä, täytteenä {card} yhtä pitkästä "
    "sivumaasta, jossa on yhtä pieni kortti ({ids})",
    "px.give_swapped": "tyhjennä {suit} kuten yllä, vastustajien kortit toisin päin ({ids})",
    "px.give_second": "tyhjennä {suit} ja myös {other}: korkein {suit} partnerille, {extra} "
    "vastustajille (toinen reno; {ids})",
    "px.give_lone_trump": "mikään sivumaa ei ole tarpeeksi lyhyt tyhjennettäväksi{kept}: ainoa "
    "valtti {card} partnerille, jolla kuuluu olla kaikki valtit, ja pitkän sivumaan pikkukortit "
    "vastustajille (R-4.3, IC-24)",
    "px.lone_trump_first": "ainoa valtti {card} menee partnerille, joka tarjosi maata ensin ja "
    "jolla kuuluu olla kaikki valtit, ja pitkän sivumaan pikkukortit vastustajille (R-4.3, "
    "IC-24)",
    "px.lone_trump_first_void": "ainoa valtti {card} menee partnerille, joka tarjosi maata "
    "ensin ja jolla kuuluu olla kaikki valtit, ja molemmat {suit}-kortit vastustajille, "
    "korkeampi vasemmanpuoleiselle: sekin maa tyhjenee (R-4.3, IC-24)",
    "px.give_none": "mikään sivumaa ei ole tarpeeksi lyhyt tyhjennettäväksi{kept}: {card} "
    "jäljellä olevasta lyhyimmästä sivumaasta partnerille ja toisen maan kortit vastustajille"
    "{note} (R-4.3, IC-24)",
    "px.give_none_tied": "{suit} on yhtä lyhyt ja yhtä heikko: {card} partnerille ja täytteet "
    "vastustajille hyväksytään myös (R-4.3, IC-24)",
    "px.kept_for_ace": " ({suits} pidetään, jotta partnerin ässään päästään)",
    "px.give_none_swapped": "kuten yllä, vastustajien kortit toisin päin (R-4.3, IC-24)",
    "px.give_none_misere": "mikään maa ei ole tarpeeksi lyhyt tyhjennettäväksi: pienin {suit} "
    "partnerille ja korkeimmat {suit} vastustajille; partnerin antamankin kortin voi antaa "
    "eteenpäin (R-4.3, IC-24)",
    "px.grand_gift_words": "paras {suit} partnerille, heikoimmat vastustajille{fill}",
    "px.grand_gift_fill": " (täytteeksi {cards}: seuraavaksi lyhyimpien maiden heikoimmat)",
    "px.give_high_split": "ei pientä korttia maassa {suit}: sen kaksi korkeinta, {cards}, "
    "vastustajille ja {card} partnerille, jolloin pelaajien jäljelle jäävät kaksi {suit} "
    "menevät samaan tikkiin (käsikirjan misäärin korttienanto, IC-24)",
    "px.give_forward_poor": "{card} partnerille, ja partnerin omat korkeat kortit {cards} "
    "vastustajille: pelinviejältä saadun huonon kortin saa antaa eteenpäin (R-4.3, IC-24)",
    "px.grand_fill_guard": " ({cards} täytteeksi; {guard} ohitetaan, koska sen ainoa pikkukortti "
    "suojaa kuningasta)",
    "px.grand_king_alone": " (tämä jättää kortin {king} yksin: ainoat pikkukortit, jotka "
    "pitäisivät sen suojattuna, ovat maassa, joka pidetään partnerin ässälle pääsemiseksi)",
    "px.grand_fill_guards": " (täytteeksi {cards}, jotta kortilla {king} on suoja)",
    "px.grand_fill_bare_two": "grandi: lyhyin maa on {suit}, täytteeksi {cards}, jotka ovat "
    "kortin {king} ainoat suojat: yksin jäänyt kuningas voi pudota ässän alle (IC-24)",
    "px.grand_fill_keep_king": "grandi: lyhyin maa on {suit}, täytteeksi {cards}, joten "
    "kortilla {king} on suoja; kortti lähtee partnerin ässälle pidetystä maasta, joka ylettyy "
    "sinne yhä (IC-24)",
    "px.grand_fill_bare": "grandi: lyhyin maa on {suit}, ja täyte tulee seuraavaksi lyhyimmästä "
    "maasta, mutta {card} on kuninkaan ainoa suoja: yksin jäänyt kuningas voi pudota ässän "
    "alle (IC-24)",
    "px.grand_fill_ace": " ({cards} täytteeksi; {ace} ohitetaan, jotta partnerin ässään päästään)",
    "px.grand_fill_sent": " ({cards} täytteeksi; {sent} ohitetaan, koska partneri lähetti sitä)",
    "px.grand_fill_ace_sent": " ({cards} täytteeksi; {ace} ohitetaan, jotta partnerin ässään "
    "päästään, ja {sent}, koska partneri lähetti sitä)",
    "px.grand_gift": "grandi: lyhyin maa on {suit}: {words} (IC-24)",
    "px.grand_gift_kept": "grandi: {kept} jää partnerin ässän takia, joten lyhyin annettava "
    "maa on {suit}: {words} (IC-24)",
    "px.grand_keep_entry": "grandi: {ace} on tämän käden ainoa pääsy sen pitkään maahan {long}, "
    "jonka partneri juuri tyhjensi, ja pelinviejäpuolen pelaaja pitää aina yhdyskortin; siksi "
    "annetaan seuraavaksi lyhimmästä maasta {suit}: sen paras kortti partnerille, heikoimmat "
    "vastustajille (IC-24)",
    "px.grand_keep_entry_long": "grandi: {ace} on tämän käden ainoa pääsy sen pitkään maahan "
    "{long}, jonka partneri juuri tyhjensi, ja pelinviejäpuolen pelaaja pitää aina yhdyskortin; "
    "kaikki muut maat pidetään{kept}, joten annetaan itse maasta {long} kolme pientä korttia, "
    "yksi partnerille ja kaksi vastustajille, ja sen kärki jää juoksemaan (IC-24)",
    "px.grand_entry_letter": "lyhimmän maan paras kortti{kept} partnerille, säännön kirjaimen "
    "mukaan; mutta silloin menee {ace}, tämän käden ainoa pääsy sen pitkään maahan {long} "
    "(IC-24)",
    "px.grand_gift_partner": "grandi: {others} on yhtä lyhyt ja yhtä heikko kuin {suit}, jota "
    "partneri tarjosi, joten annetaan maasta {suit} ja sen paras kortti liittyy partnerin "
    "maahan: {words} (IC-24)",
    "px.grand_gift_tied": "grandi: {others} on yhtä lyhyt kuin {suit}, jonka kortit ovat "
    "heikommat (vähemmän pisteitä), joten annetaan maasta {suit}: {words} (IC-24)",
    "px.grand_gift_swapped": "kuten yllä, vastustajien kortit toisin päin (IC-24)",
    # --- the play bots' reasons for a card ---
    "pl.only_legal": "ainoa sallittu kortti",
    "pl.partner_winning": "partneri on voittamassa tämän tikin: pieni kortti",
    "pl.declarer_sure": "pelinviejän puoli ottaa tikin varmalla voittokortilla",
    "pl.cash_before_ruff": "varma voittokortti kotiin, ennen kuin sen voi lyödä valtilla",
    "pl.second_low": "toisena pieni kortti",
    "pl.third_high": "kolmantena korkea kortti",
    "pl.cannot_beat": "pelattua korttia ei voi ylittää: pieni kortti",
    "pl.last_cheap": "viimeisenä: tikki voitetaan mahdollisimman halvalla",
    "pl.cannot_win": "tätä tikkiä ei voi voittaa: pienin kortti",
    "pl.ruff": "lähtömaa on loppunut: lyödään valtilla",
    "pl.ruff_cheap": "lähtömaa on loppunut: lyödään valtilla mahdollisimman halvalla",
    "pl.discard_weakest": "sakataan heikoimmasta maasta",
    "pl.draw_top": "imetään valtit korkeimmalla valtilla",
    "pl.drive_honour": "korkea valtti ajaa puuttuvan honöörin esiin",
    "pl.low_trump": "pieni valtti imee vastustajien valtteja",
    "pl.cash": "varma voittokortti kotiin",
    "pl.touching": "kahdesta peräkkäisestä honööristä ylempi",
    "pl.second_highest": "pisimmän maan toiseksi korkein kortti",
    "pl.longest": "lähtö pisimmästä maasta",
    "pl.return_partner": "palautetaan partnerin voittava maa",
    "pl.trump_lead": "pelinviejän puolelta ovat loppuneet {suits}: lähde valtilla, jottei se "
    "voi lyödä valtilla korttiamme {card}",
    "pl.spades": "padat",
    "pl.clubs": "ristit",
    "pl.diamonds": "ruudut",
    "pl.hearts": "hertat",
    "pl.duck_under": "alitetaan tikkiä voittava kortti",
    "pl.duck_highest": "alitus: korkein kortti, joka vielä häviää",
    "pl.misere_low": "pieni kortti: myöhemmin pelaava vastustaja voi joutua ottamaan tämän tikin",
    "pl.cannot_lose": "tätä tikkiä ei voi hävitä: se voitetaan korkeimmalla kortilla",
    "pl.win_highest": "voitetaan korkeimmalla kortilla ja päästään siitä eroon",
    "pl.shed_ace": "ässä pois tikkiin, jota toinen puoli on voittamassa",
    "pl.discard_danger": "sakataan vaarallisin korkea kortti",
    "pl.partners_short": "lähtö partnerin lyhyestä maasta, jotta partneri voi sakata",
    "pl.least_likely": "lähtö kortilla, joka epätodennäköisimmin voittaa tikin",
    "pl.low_from_two": "pieni kortti maasta, jossa on kakkonen",
    "pl.shortest_lowest": "lyhyimmän maan pienin kortti",
    "pl.let_keep": "pelinviejän puoli saa pitää tämän tikin",
    "pl.forced_above": "pakko mennä yli: pienin kortti",
    "pl.play_low": "pieni kortti",
    "pl.throw_ace": "ässä pois pelinviejän puolen tikkiin",
    "pl.throw_high": "korkea kortti pois heidän tikkiinsä",
    "pl.discard_high": "sakataan korkea kortti",
    "pl.look_ahead": (
        "ennakointi: tämä kortti toimii parhaiten {n} todennäköisessä piilokorttien jaossa",
        "ennakointi: tämä kortti toimii parhaiten {n} todennäköisessä piilokorttien jaossa",
    ),
    "pl.partner_has": "partnerilla on tämä tikki: pieni kortti",
    "pl.sure_before_ruff": "varma voittokortti: tikki otetaan, ennen kuin maata lyödään valtilla",
    "pl.cannot_win_trick": "tikkiä ei voi voittaa: pienin kortti",
    "pl.ruff_as_wins": "lähtömaa on loppunut: lyödään pienimmällä voittavalla valtilla",
    "pl.trump_draw": "valttilähtö imee vastustajien valtteja",
    "pl.partners_bid": "lähtö partnerin tarjoamasta maasta",
    "pl.top_touching": "peräkkäisistä honööreistä ylin",
    "pl.fourth_highest": "pisimmän maan neljänneksi korkein kortti",
    # --- the bots' calls outside the conventions' tables ---
    "bc.random_card": "satunnainen sallittu kortti",
    "bc.random_packet": "neljä satunnaista korttia",
    "bc.random_cards": "satunnaiset kortit",
    "bc.random_pass": "satunnainen passi",
    "bc.random_call": "satunnainen sallittu ilmoitus",
    "bc.random_move": "satunnainen sallittu siirto",
    "bc.den_misere": "misääri",
    "bc.den_grand": "grandi",
    "bc.den_suit": "{suit}",
    "bc.suits_misere": "käsi sopii misääriin",
    "bc.long_suit": "{suits} valttimaaksi ({n} korttia)",
    "bc.no_long_suit": "ei pitkää maata: grandi",
    "bc.only_asked": "{standing} vain kysyi sopimusta {asked}: laji on {want}",
    "bc.keep_denomination": "pidetään laji, jota puolemme tarjosi",
    "bc.contract_wanted": "{contract} on sopimus, jonka haluamme",
    "bot.dd_contract": "{contract}: {n} todennäköisessä jaossa avoimin kortein ratkaistuna se "
    "tuottaa puolellemme parhaat pisteet (tehdään {made} jaossa)",
    "bot.dd_keep": "passi: {n} todennäköisessä jaossa avoimin kortein ratkaistuna {contract} "
    "tuottaa puolellemme parhaat pisteet (tehdään {made} jaossa)",
    "bot.dd_double": "kahdennus: {n} todennäköisessä jaossa avoimin kortein ratkaistuna "
    "{contract} kaatuu {down} jaossa",
    "bot.dd_no_double": "ei kahdennusta: {n} todennäköisessä jaossa avoimin kortein "
    "ratkaistuna {contract} kaatuu vain {down} jaossa",
    "bc.needs_higher": "laji {want} vaatisi korkeamman tason: pidetään {contract}",
    "bc.no_higher": "korkeampaa sopimusta ei kannata tarjota",
    "bc.bid_why": "{why}: tarjous {bid}",
    "bc.no_double_allpass": "passimisäärissä ei kontrata ilman varmaa keinoa auttaa partneria",
    "bc.double_bolshevik": "kaksi kakkosta neljän kortin maissa ja sisääntuloja: kontra "
    "bolsevikille",
    "bc.no_double_bolshevik": "liian vähän kakkosia ja sisääntuloja kontraan",
    "bc.double_trumps": "{n} varmaa valttitikkiä sopimusta {contract} vastaan",
    "bc.double_trumps_one": "yksi varma valttitikki sopimusta {contract} vastaan: kotkien "
    "sopimus vaatii vähintään kaksitoista tikkiä ja jää usein vajaaksi",
    "bc.no_double_trumps": "liian vähän varmoja valttitikkejä kontraan",
    "bc.double_grand": "ässät kolmessa maassa grandia vastaan",
    "bc.no_double_grand": "liian vähän pidäkkeitä grandin kontraan",
    "bc.no_double_misere": "misääri kontrataan vain pienillä korteilla ja sisääntulolla; passi",
    "bc.no_redouble_sure": "ei rekontraa: sopimus ei ole tarpeeksi varma kolminkertaistettavaksi",
    "bc.declare_bolshevik": "käsi sopii 7 misääriin: se pelataan",
    "bc.withdraw": "myöhemmällä tarjoajalla voi olla parempi misäärikäsi: vetäydytään",
    "bc.forced_bolshevik": "pakkobolsevikki: jakoja on jäljellä yhtä monta kuin pelaajia, joiden "
    "on vielä pelattava, eikä kukaan muu tarjonnut",
    "bc.bolshevik": "pieniä kortteja ja tyhjennettäviä maita: käsi 7 misääriin",
    "bc.no_bolshevik": "ei vielä 7 misäärin käsi",
    "bc.dictator": "korkeita kortteja joka maassa: diktaattori on pienempi tappio",
    "bc.play_misere": "pelataan 7 misääri",
    "bc.no_legal_call": "ei sallittua sopimusten mukaista ilmoitusta: passi",
    "bc.bonehead_first": "luupää antaa korttinsa ensin, jotta sen käsi nähdään ennen omien "
    "korttien valintaa",
    "bc.no_redouble": "ei rekontraa",
    "bc.by_position": "luupään kortit, valittu pelkän rivipaikan mukaan",
    "bc.move_cards": "siirretään sopimuksen {contract} tarvitsemat kortit toiseen käteen",
    "bc.useful_card": "hyödyllinen kortti toiseen pääkäteen, vähiten hyödylliset puolustajille",
    "bc.announce": "ilmoitetaan {bid}: halvin sopimus lajissa {want}, jonka kaksi kättä sallivat",
    "bc.vint_no_cover": "tikkiarviomme ei riitä korkeampaan tarjoukseen",
    "bc.vint_bid": "noin {whole},{tenth} tikkiä parillemme {strain}: {bid} vaatii {need}",
    "bc.vint_honours": (
        "{reason}, ja minulla on sen {n} honööri",
        "{reason}, ja minulla on sen {n} honööriä",
    ),
    "bc.vint_spades": "padalla valttina",
    "bc.vint_clubs": "ristillä valttina",
    "bc.vint_diamonds": "ruudulla valttina",
    "bc.vint_hearts": "hertalla valttina",
    "bc.vint_no_trump": "ilman valttia (NT)",
}
