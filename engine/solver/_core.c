/*
 * engine.solver._core: an exact double-dummy solver for Skruuvi, compiled as a CPython
 * extension (built by setup.py when the package is installed).
 *
 * One objective covers every contract. The maximizing side is the "main" side (a bit per
 * seat, so Bolshevik's one-against-three works); its final score is
 *
 *     by_tricks[main's final tricks] + ace_weight * (ordinals of aces in the other side's
 *                                                    tricks - ordinals of aces in its own)
 *
 * Trumps and grand: by_tricks[t] = t, ace_weight 0 (tricks, as DDS counts them). Bid misère,
 * all-pass misère and Bolshevik misère: by_tricks is the contract's score schedule and
 * ace_weight what an ace's ordinal is worth (R-7.4 - R-7.6); the Python side builds both from
 * engine.scoring so the two cannot drift apart.
 *
 * The search is fail-soft alpha-beta over single cards, driven by zero-window searches
 * ("does the main side reach at least v?") that bisect the value between sound bounds, with:
 *   - rank equivalence: touching cards of one hand (no outstanding card between them) are
 *     one move; an ace never touches another card while aces cost points;
 *   - a transposition table at trick starts keyed by the four hands in relative ranks (with
 *     the ace and queen of a suit gone, the king and jack play as the ace and king did), the
 *     leader, which aces are still out, the trick number and, when by_tricks is not linear,
 *     the main side's tricks so far; each entry holds a lower and an upper bound and the best
 *     lead found;
 *   - quick bounds: what is left can move the score no further than every remaining trick
 *     and ace going one way; quick tricks (top winners the side to lead can cash) for trick
 *     objectives;
 *   - move ordering: the transposition table's best lead, then rules of thumb (win cheaply,
 *     duck with the highest card that loses, discard aces onto the other side's tricks),
 *     then a history table of cards that caused cut-offs.
 * The values returned are exact: every pruning rule above only drops moves or positions whose
 * value is provably outside the window, or provably equal to a move that is searched.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef __BMI2__
#include <immintrin.h>
#endif

typedef uint64_t u64;

#define SUIT_BITS 0x1FFFULL
#define ACE_BIT 12
#define INF 30000

static inline int popc(u64 x) { return __builtin_popcountll(x); }
static inline int low_bit(u64 x) { return __builtin_ctzll(x); }
static inline int high_bit(u64 x) { return 63 - __builtin_clzll(x); }
static inline u64 suit_of_mask(u64 m, int s) { return (m >> (13 * s)) & SUIT_BITS; }

/* ---------------------------------------------------------------- transposition table */

/* Partition search: an entry stands for every position with the same leader, trick number,
 * suit lengths in each hand, aces still out and score state (``exact``), whose top k[s]
 * cards of each suit s, counted from the top among the cards left, have the same owners
 * (``owners``). k[s] comes from the search: every card that won
 * a trick anywhere in the searched tree is at or above it, so the cards below it only ever
 * lose, and which small card is where does not change the value. */
typedef struct {
    u64 lens;         /* 4 bits per hand and suit */
    u64 exact;        /* leader, trick number, aces out, score state */
    uint32_t owners[4]; /* the owners of the top k[s] cards of each suit, as in Shape */
    uint8_t k[4];
    int16_t lo, hi;
    uint8_t best;     /* suit << 4 | cards above it in its suit; 0xFF: none */
} Entry;

/* A bucket's first cache line holds a tag per entry (hash bits, generation, cards left), so
 * a probe reads one line, and an entry only when its tag matches: the probes' cache misses
 * were the search's biggest single cost. */
typedef struct {
    uint32_t tag;
    uint8_t gen;
    uint8_t cards;    /* cards left in a hand: what the entry saved is worth */
    uint16_t unused;
} Tag;

#define BUCKET 8
typedef struct {
    Tag tags[BUCKET];
    Entry e[BUCKET];
} Bucket;

static Bucket *tt = NULL;
static size_t tt_buckets = 0; /* a power of two */
static uint8_t tt_gen = 1;
static unsigned tt_victim = 0;

/* The context the table's entries belong to: when it changes, the entries are stale. */
typedef struct {
    int trump, main, ace_weight, linear;
    int table[14];
} Context;
static Context tt_context;
static int tt_has_context = 0;

static int tt_alloc(size_t buckets) {
    Bucket *fresh = calloc(buckets, sizeof(Bucket));
    if (fresh == NULL) return -1;
    free(tt);
    tt = fresh;
    tt_buckets = buckets;
    tt_gen = 1;
    tt_victim = 0;
    tt_has_context = 0;
    return 0;
}

static void tt_new_generation(void) {
    tt_gen++;
    if (tt_gen == 0) { /* wrapped: old entries could look current again */
        memset(tt, 0, tt_buckets * sizeof(Bucket));
        tt_gen = 1;
    }
}

static inline u64 tt_hash(u64 a, u64 b) {
    u64 h = a * 0x9E3779B97F4A7C15ULL;
    h ^= b * 0xC2B2AE3D27D4EB4FULL;
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 32;
    return h;
}

/* ---------------------------------------------------------------------- the search */

typedef struct {
    u64 hands[4];
    int trump;          /* 0-3, or -1 for no trumps */
    int main_side[4];   /* 1 for the seats of the maximizing side */
    int wants_win[4];   /* move ordering only: does this seat's side want tricks? */
    int table[14];
    int linear;         /* table[t + 1] - table[t] is the same for every t */
    int ace_weight;
    int monotone;       /* +1: by_tricks never falls as main takes tricks; -1: never rises; 0 */
    int trick_mode;     /* searching tricks for an ace-free position (see points_by_tricks) */
    /* the trick in progress */
    int leader;
    int ntrick;
    int tseat[4], tcard[4];
    int T;              /* the main side's tricks so far */
    int ordinal;        /* the current trick's number */
    long nodes;
    long max_nodes;     /* 0: no limit; past it the search unwinds and stores nothing */
    int aborted;
    int hist[4][52];
} Ctx;

static inline int beats(const Ctx *x, int a, int b) {
    int sa = a / 13, sb = b / 13;
    if (sa == sb) return a > b;
    return sa == x->trump;
}

/* The seat winning the current trick and its card. */
static inline int current_winner(const Ctx *x, int *card) {
    int ws = x->tseat[0], wc = x->tcard[0];
    for (int i = 1; i < x->ntrick; i++)
        if (beats(x, x->tcard[i], wc)) { ws = x->tseat[i]; wc = x->tcard[i]; }
    *card = wc;
    return ws;
}

/* What a position's table entries are matched on: the exact part and, per suit, the owners of
 * the cards left from the top down (two bits a card). */
typedef struct {
    u64 lens, exact;
    uint32_t owners[4]; /* per suit: bit i (and 13 + i) of the owner of the i-th lowest card */
    uint8_t len[4];
} Shape;

/* ``m``'s bits at the places of ``u``'s bits, squeezed together (BMI2's pext). */
static inline u64 squeeze(u64 m, u64 u) {
#ifdef __BMI2__
    return _pext_u64(m, u);
#else
    u64 out = 0;
    for (int i = 0; u; i++) {
        u64 lb = u & (~u + 1);
        if (m & lb) out |= 1ULL << i;
        u ^= lb;
    }
    return out;
#endif
}

/* The owner bits of the top k of a suit's len cards. */
static inline uint32_t top_mask(int len, int k) {
    uint32_t m = ((1u << len) - 1) ^ ((1u << (len - k)) - 1);
    return m | m << 13;
}

static void make_shape(const Ctx *x, Shape *sh) {
    u64 all = x->hands[0] | x->hands[1] | x->hands[2] | x->hands[3];
    u64 odd_all = x->hands[1] | x->hands[3], two_all = x->hands[2] | x->hands[3];
    u64 lens = 0;
    u64 aces = 0;
    for (int s = 0; s < 4; s++) {
        u64 u = suit_of_mask(all, s);
        sh->owners[s] = (uint32_t)(squeeze(suit_of_mask(odd_all, s), u) |
                                   squeeze(suit_of_mask(two_all, s), u) << 13);
        sh->len[s] = (uint8_t)popc(u);
        for (int h = 0; h < 4; h++) lens |= (u64)popc(suit_of_mask(x->hands[h], s)) << (4 * (4 * h + s));
        if (x->ace_weight && (u >> ACE_BIT & 1)) aces |= 1u << s;
    }
    /* The score from here on depends on the tricks taken so far only where by_tricks bends
     * within reach; where it is a straight line over the tricks left, its slope will do. */
    int r = popc(x->hands[x->leader]);
    int slope = x->table[x->T + (r > 0)] - x->table[x->T];
    int straight = 1;
    for (int t = x->T; t < x->T + r; t++)
        if (x->table[t + 1] - x->table[t] != slope) straight = 0;
    u64 state = straight ? (1ULL << 20 | (u64)(slope & 0xFFFF)) : (u64)x->T;
    if (x->trick_mode) state |= 1ULL << 21;
    sh->lens = lens;
    sh->exact = (u64)x->leader | (u64)x->ordinal << 2 | aces << 6 | state << 10;
}

/* Sum of the ``a`` largest ordinals up to ``last``. */
static inline int top_ordinals(int a, int last) { return a * last - a * (a - 1) / 2; }

/* Sound bounds on the future value (see search) from here on. */
static void quick_bounds(const Ctx *x, int *lo, int *hi) {
    int r = 0;
    for (int s = 0; s < 4; s++) {
        int n = popc(x->hands[s]);
        if (n > r) r = n;
    }
    int tmin = INF, tmax = -INF;
    for (int t = 0; t <= r && x->T + t <= 13; t++) {
        int v = x->table[x->T + t] - x->table[x->T];
        if (v < tmin) tmin = v;
        if (v > tmax) tmax = v;
    }
    int aces = 0;
    if (x->ace_weight) {
        u64 acemask = (1ULL << 12) | (1ULL << 25) | (1ULL << 38) | (1ULL << 51);
        for (int i = 0; i < x->ntrick; i++)
            if ((1ULL << x->tcard[i]) & acemask) aces += x->ordinal;
        int last = x->ordinal + r - 1;
        for (int s = 0; s < 4; s++) aces += top_ordinals(popc(x->hands[s] & acemask), last);
        aces *= x->ace_weight;
    }
    *lo = tmin - aces;
    *hi = tmax + aces;
}

/* Quick tricks for trick objectives: tricks the side to lead is sure of by cashing the
 * leader's top cards, those higher than every card the three others hold in the suit (a card
 * the partner would have to overtake would cost the lead). Without trumps each such card wins
 * whatever the others do and the leader keeps the lead, so the counts of all suits add up.
 * With trumps a side suit's top card can be ruffed, and an opponent may throw a suit while
 * the leader cashes another, so only the top trumps count while an opponent holds a trump.
 * (Opponents are the seats of the other side, whichever they are: Bolshevik has three.) */
static int quick_tricks(const Ctx *x, uint8_t thr[4]) {
    int me = x->leader;
    u64 mine = x->hands[me], opp = 0, rest = 0;
    for (int s = 0; s < 4; s++) {
        if (s == me) continue;
        rest |= x->hands[s];
        if (x->main_side[s] != x->main_side[me]) opp |= x->hands[s];
    }
    int opp_trumps = x->trump >= 0 && suit_of_mask(opp, x->trump) != 0;
    int sure = 0;
    for (int s = 0; s < 4; s++) {
        if (opp_trumps && s != x->trump) continue;
        u64 ms = suit_of_mask(mine, s);
        u64 os = suit_of_mask(rest, s);
        int top = os ? high_bit(os) : -1;
        while (ms && high_bit(ms) > top) {
            sure++;
            thr[s] = (uint8_t)high_bit(ms);
            ms ^= 1ULL << high_bit(ms);
        }
    }
    int n = popc(mine);
    return sure > n ? n : sure;
}

static int search(Ctx *x, int alpha, int beta, uint8_t thr[4]);

typedef struct {
    int card;  /* the lowest card of its run */
    int top;   /* the highest */
    int score;
} Move;

/* One card per run of equivalent cards of ``legal``, with a rule-of-thumb score. */
static int gen_moves(Ctx *x, int seat, u64 legal, Move *mv) {
    u64 all = x->hands[0] | x->hands[1] | x->hands[2] | x->hands[3];
    u64 others = all & ~x->hands[seat];
    for (int i = 0; i < x->ntrick; i++) others |= 1ULL << x->tcard[i];
    int n = 0;
    int wc = -1, ws = -1;
    if (x->ntrick) ws = current_winner(x, &wc);
    int led = x->ntrick ? x->tcard[0] / 13 : -1;
    int want = x->wants_win[seat];
    int partner_winning = ws >= 0 && x->main_side[ws] == x->main_side[seat];
    int last_to_play = x->ntrick == 3;
    for (int s = 0; s < 4; s++) {
        u64 ls = suit_of_mask(legal, s);
        if (!ls) continue;
        u64 os = suit_of_mask(others, s);
        while (ls) {
            int top = high_bit(ls);
            int low = top;
            ls ^= 1ULL << top;
            int is_ace = top == ACE_BIT && x->ace_weight;
            if (!is_ace) {
                while (ls) {
                    int nxt = high_bit(ls);
                    u64 between = ((1ULL << low) - 1) & ~((2ULL << nxt) - 1);
                    if (os & between) break;
                    ls ^= 1ULL << nxt;
                    low = nxt;
                }
            }
            int card = 13 * s + low; /* any card of the run will do: take the lowest */
            int rank = low;          /* 0 = deuce ... 12 = ace */
            int sc = 0;
            if (x->ntrick == 0) {
                /* leading */
                u64 above = os & ~((2ULL << top) - 1);
                if (want) {
                    if (!above) sc = 60 + rank;  /* a top winner */
                    else sc = 20 - rank;
                    if (s == x->trump) sc -= 5;
                } else {
                    /* a lead that loses: the opponents hold cards above it and few below */
                    u64 opp = suit_of_mask(x->hands[(seat + 1) & 3] | x->hands[(seat + 3) & 3], s);
                    int opp_below = popc(opp & ((1ULL << low) - 1));
                    int opp_above = popc(opp & ~((2ULL << top) - 1));
                    sc = 40 - rank + 6 * (opp_above > 0) - 8 * opp_below + 2 * opp_above;
                    if (!opp) sc -= 20;
                    if (is_ace) sc -= 30;
                }
            } else {
                int b = beats(x, card, wc);
                int follows = s == led;
                if (want) {
                    if (partner_winning) sc = b ? 5 - rank : 40 - rank;
                    else if (b) sc = 60 - rank; /* win as cheaply as possible */
                    else sc = 30 - rank;
                } else if (partner_winning) {
                    /* our side is winning: if this is the last card the trick is ours;
                       get rid of a high card, but not an ace */
                    sc = is_ace ? 0 : 30 + rank;
                    if (!last_to_play && b) sc -= 10;
                } else {
                    if (!b) sc = 50 + rank + (is_ace ? 20 : 0); /* duck with the highest */
                    else sc = 20 + rank - (is_ace ? 25 : 0);
                    if (!follows && !b) sc += 5;
                }
            }
            mv[n].card = card;
            mv[n].top = 13 * s + top;
            mv[n].score = sc * 4096 + x->hist[seat][card];
            n++;
        }
    }
    /* insertion sort, best first */
    for (int i = 1; i < n; i++) {
        Move m = mv[i];
        int j = i - 1;
        while (j >= 0 && mv[j].score < m.score) { mv[j + 1] = mv[j]; j--; }
        mv[j + 1] = m;
    }
    return n;
}

static inline void rel_none(uint8_t thr[4]) { thr[0] = thr[1] = thr[2] = thr[3] = 13; }
static inline void rel_union(uint8_t thr[4], const uint8_t other[4]) {
    for (int s = 0; s < 4; s++) if (other[s] < thr[s]) thr[s] = other[s];
}

/* An entry's k top cards of each suit, as thresholds in the position at hand. */
static void rel_of_entry(const Ctx *x, const Entry *e, uint8_t thr[4]) {
    u64 all = x->hands[0] | x->hands[1] | x->hands[2] | x->hands[3];
    for (int s = 0; s < 4; s++) {
        thr[s] = 13;
        u64 u = suit_of_mask(all, s);
        for (int i = 0; i < e->k[s] && u; i++) {
            int r = high_bit(u);
            thr[s] = (uint8_t)r;
            u ^= 1ULL << r;
        }
    }
}

static inline int entry_matches(const Entry *e, const Shape *sh) {
    if (e->lens != sh->lens || e->exact != sh->exact) return 0;
    for (int s = 0; s < 4; s++)
        if ((e->owners[s] ^ sh->owners[s]) & top_mask(sh->len[s], e->k[s])) return 0;
    return 1;
}

/* With no aces left and by_tricks monotone, the score is by_tricks[T + f] for the main side's
 * future tricks f, and the side that wants a higher score wants f higher (or lower) whatever
 * T is: the best play for the score is the best play for tricks. So the zero-window question
 * "future score >= beta?" is the question "f >= K?" (or "f <= K?") for one K, answered by a
 * search for tricks alone, whose table entries hold for every T. */
static int points_by_tricks(Ctx *x, int alpha, int beta, uint8_t thr[4]) {
    int r = popc(x->hands[x->leader]);
    int sg = x->monotone;
    int base = x->table[x->T];
    int w[14];
    for (int f = 0; f <= r; f++) w[f] = x->table[x->T + f] - base;
    /* W(f) rises with sg * f. K: the f at which the score first reaches beta. */
    int K = -1;
    if (sg > 0) {
        for (int f = 0; f <= r; f++) if (w[f] >= beta) { K = f; break; }
    } else {
        for (int f = r; f >= 0; f--) if (w[f] >= beta) { K = f; break; }
    }
    rel_none(thr);
    if (K < 0) return sg > 0 ? w[r] : w[0];     /* never reaches beta: at most the best */
    int saved_table[14];
    memcpy(saved_table, x->table, sizeof saved_table);
    int saved_T = x->T, saved_linear = x->linear;
    for (int t = 0; t < 14; t++) x->table[t] = sg * t;
    x->T = 0;
    x->linear = 1;
    x->trick_mode = 1;
    int v = search(x, sg * K - 1, sg * K, thr);
    x->trick_mode = 0;
    x->T = saved_T;
    x->linear = saved_linear;
    memcpy(x->table, saved_table, sizeof saved_table);
    int f = sg * v; /* a bound on f: at least f (sg > 0, v >= K side) etc., kept in range */
    if (f < 0) f = 0;
    if (f > r) f = r;
    (void)alpha;
    return w[f];
}

/* The future value from the current state: by_tricks[final] - by_tricks[T] plus the aces of
 * the current and later tricks, for the main side. ``thr`` receives, per suit, the lowest rank
 * that the result depends on (13: none); see Entry. */
static int search(Ctx *x, int alpha, int beta, uint8_t thr[4]) {
    x->nodes++;
    rel_none(thr);
    if (x->max_nodes && x->nodes > x->max_nodes) {
        x->aborted = 1;
        return 0;
    }
    int seat = (x->leader + x->ntrick) & 3;
    int at_start = x->ntrick == 0;
    Shape sh = {0, 0, {0, 0, 0, 0}, {0, 0, 0, 0}};
    Bucket *bucket = NULL;
    uint32_t tag = 0;
    int lo = -INF, hi = INF;
    int best_hint = -1;
    if (at_start) {
        int r = popc(x->hands[x->leader]);
        if (r == 0) return 0;
        quick_bounds(x, &lo, &hi); /* suit lengths and aces out only: no ranks */
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (!x->trick_mode && x->monotone && beta == alpha + 1) {
            u64 acemask = (1ULL << 12) | (1ULL << 25) | (1ULL << 38) | (1ULL << 51);
            u64 all = x->hands[0] | x->hands[1] | x->hands[2] | x->hands[3];
            if (x->ace_weight == 0 || !(all & acemask)) return points_by_tricks(x, alpha, beta, thr);
        }
        if (x->ace_weight == 0 && r >= 2 && x->wants_win[x->leader]) {
            /* quick tricks for the side to lead, where a trick is worth the same throughout;
               a bound only when that side wants tricks (in misère it need not cash them) */
            int slope = x->table[x->T + 1] - x->table[x->T];
            int straight = 1;
            for (int t = x->T; t < x->T + r; t++)
                if (x->table[t + 1] - x->table[t] != slope) straight = 0;
            uint8_t qthr[4];
            rel_none(qthr);
            int q = straight ? quick_tricks(x, qthr) : 0;
            if (q > 0) {
                int main_q = x->main_side[x->leader] ? q : 0;  /* main's tricks: at least */
                int main_max = x->main_side[x->leader] ? r : r - q; /* and at most */
                int a1 = slope * main_q, a2 = slope * main_max;
                int qlo = a1 < a2 ? a1 : a2, qhi = a1 < a2 ? a2 : a1;
                if (qlo >= beta) { memcpy(thr, qthr, 4); return qlo; }
                if (qhi <= alpha) { memcpy(thr, qthr, 4); return qhi; }
            }
        }
        make_shape(x, &sh);
        u64 h = tt_hash(sh.lens, sh.exact);
        bucket = tt + (h & (tt_buckets - 1));
        tag = (uint32_t)(h >> 32) | 1;
        for (int i = 0; i < BUCKET; i++) {
            if (bucket->tags[i].tag != tag || bucket->tags[i].gen != tt_gen) continue;
            Entry *e = bucket->e + i;
            if (!entry_matches(e, &sh)) continue;
            if (e->lo >= beta || e->hi <= alpha || e->lo == e->hi) {
                rel_of_entry(x, e, thr);
                return e->lo >= beta ? e->lo : e->hi;
            }
            if (best_hint < 0 && e->best != 0xFF) {
                int s = e->best >> 4, k = e->best & 15;
                u64 all = x->hands[0] | x->hands[1] | x->hands[2] | x->hands[3];
                u64 u = suit_of_mask(all, s);
                for (int j = 0; j < k && u; j++) u ^= 1ULL << high_bit(u);
                if (u) {
                    int c = 13 * s + high_bit(u);
                    if (x->hands[x->leader] >> c & 1) best_hint = c;
                }
            }
        }
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
    }
    int a0 = alpha, b0 = beta;
    u64 hand = x->hands[seat];
    u64 legal = hand;
    if (x->ntrick) {
        u64 f = hand & (SUIT_BITS << (13 * (x->tcard[0] / 13)));
        if (f) legal = f;
    }
    Move mv[13];
    int n = gen_moves(x, seat, legal, mv);
    if (best_hint >= 0) {
        /* the stored best lead goes first: find its run */
        u64 all = x->hands[0] | x->hands[1] | x->hands[2] | x->hands[3];
        u64 others = all & ~hand;
        for (int i = 0; i < n; i++) {
            int c = mv[i].card;
            if (c / 13 != best_hint / 13) continue;
            int hi_c = c > best_hint ? c : best_hint, lo_c = c > best_hint ? best_hint : c;
            u64 between = ((1ULL << hi_c) - 1) & ~((2ULL << lo_c) - 1);
            int aces = x->ace_weight && (best_hint % 13 == ACE_BIT || c % 13 == ACE_BIT);
            if (c == best_hint || (!(others & between) && !aces)) {
                Move m = mv[i];
                memmove(mv + 1, mv, (size_t)i * sizeof(Move));
                mv[0] = m;
                break;
            }
        }
    }
    int maximizing = x->main_side[seat];
    int best = maximizing ? -INF : INF;
    int best_card = -1;
    uint8_t all_thr[4], child[4];
    rel_none(all_thr);
    for (int i = 0; i < n; i++) {
        int c = mv[i].card;
        u64 bit = 1ULL << c;
        x->hands[seat] = hand ^ bit;
        x->tseat[x->ntrick] = seat;
        x->tcard[x->ntrick] = c;
        x->ntrick++;
        int v;
        if (x->ntrick == 4) {
            int wc;
            int w = current_winner(x, &wc);
            int gained = x->main_side[w];
            int delta = x->table[x->T + gained] - x->table[x->T];
            if (x->ace_weight) {
                int aces = 0;
                for (int k = 0; k < 4; k++) aces += x->tcard[k] % 13 == ACE_BIT;
                int cost = aces * x->ordinal * x->ace_weight;
                delta += gained ? -cost : cost;
            }
            int saved_leader = x->leader;
            int saved_seat[4], saved_card[4];
            memcpy(saved_seat, x->tseat, sizeof saved_seat);
            memcpy(saved_card, x->tcard, sizeof saved_card);
            x->ntrick = 0;
            x->leader = w;
            x->T += gained;
            x->ordinal++;
            v = delta + search(x, alpha - delta, beta - delta, child);
            x->ordinal--;
            x->T -= gained;
            x->leader = saved_leader;
            memcpy(x->tseat, saved_seat, sizeof saved_seat);
            memcpy(x->tcard, saved_card, sizeof saved_card);
            x->ntrick = 4;
            /* the card that won the trick is one the result depends on, if it beat another
               card of its suit by rank (alone in its suit it wins by length) */
            int rival = 0;
            for (int k = 0; k < 4; k++)
                if (saved_card[k] != wc && saved_card[k] / 13 == wc / 13) rival = 1;
            if (rival && wc % 13 < child[wc / 13]) child[wc / 13] = (uint8_t)(wc % 13);
        } else {
            v = search(x, alpha, beta, child);
        }
        x->ntrick--;
        x->hands[seat] = hand;
        if (mv[i].top != c && c % 13 < all_thr[c / 13]) {
            /* the run's cards stand for each other only while nothing lies between them:
               every other layout in the class must have the same cards down to its bottom */
            all_thr[c / 13] = (uint8_t)(c % 13);
        }
        rel_union(all_thr, child);
        if (maximizing) {
            if (v > best) { best = v; best_card = c; }
            if (best > alpha) alpha = best;
        } else {
            if (v < best) { best = v; best_card = c; }
            if (best < beta) beta = best;
        }
        if (x->aborted) return 0;
        if (alpha >= beta) {
            /* one card proves the bound: only what its line depends on counts */
            memcpy(all_thr, child, 4);
            x->hist[seat][c] += 1 + popc(hand);
            if (x->hist[seat][c] > 4000) {
                for (int s2 = 0; s2 < 4; s2++)
                    for (int k = 0; k < 52; k++) x->hist[s2][k] >>= 1;
            }
            break;
        }
    }
    memcpy(thr, all_thr, 4);
    if (x->aborted) return 0; /* nothing half-searched goes into the table */
    if (at_start) {
        int nlo = lo, nhi = hi;
        if (best <= a0) { if (best < nhi) nhi = best; }
        else if (best >= b0) { if (best > nlo) nlo = best; }
        else { nlo = nhi = best; }
        if (nlo < -INF + 1) nlo = -INF + 1;
        if (nhi > INF - 1) nhi = INF - 1;
        u64 all = x->hands[0] | x->hands[1] | x->hands[2] | x->hands[3];
        uint8_t k[4];
        uint32_t owners[4];
        for (int s = 0; s < 4; s++) {
            u64 u = suit_of_mask(all, s);
            int kk = thr[s] >= 13 ? 0 : popc(u >> thr[s]);
            /* an ace costs points wherever it falls: where it is always matters */
            if (x->ace_weight && (u >> ACE_BIT & 1) && kk < 1) kk = 1;
            k[s] = (uint8_t)kk;
            owners[s] = sh.owners[s] & top_mask(sh.len[s], kk);
        }
        uint8_t bm = 0xFF;
        if (best_card >= 0) {
            int s = best_card / 13;
            u64 u = suit_of_mask(all, s);
            bm = (uint8_t)(s << 4 | popc(u & ~((2ULL << (best_card % 13)) - 1)));
        }
        int slot = -1;
        for (int i = 0; i < BUCKET; i++) {
            if (bucket->tags[i].tag != tag || bucket->tags[i].gen != tt_gen) continue;
            Entry *e = bucket->e + i;
            if (e->lens == sh.lens && e->exact == sh.exact && memcmp(e->k, k, 4) == 0 &&
                memcmp(e->owners, owners, sizeof owners) == 0) {
                slot = i; /* the same class: both bounds hold, keep the tighter */
                if (e->lo > nlo) nlo = e->lo;
                if (e->hi < nhi) nhi = e->hi;
                break;
            }
        }
        int cards_left = popc(x->hands[x->leader]);
        if (slot < 0) {
            for (int i = 0; i < BUCKET; i++)
                if (bucket->tags[i].gen != tt_gen) { slot = i; break; }
        }
        if (slot < 0) {
            /* keep the entries that stand for the biggest searches: replace the one with the
               fewest cards left (of those, the first after a rotating start) */
            unsigned start = tt_victim++;
            int fewest = 99;
            for (int i = 0; i < BUCKET; i++) {
                int j = (int)((start + (unsigned)i) % BUCKET);
                if (bucket->tags[j].cards < fewest) { fewest = bucket->tags[j].cards; slot = j; }
            }
            if (fewest > cards_left) return best; /* every entry here is worth more */
        }
        bucket->tags[slot].tag = tag;
        bucket->tags[slot].gen = tt_gen;
        bucket->tags[slot].cards = (uint8_t)cards_left;
        Entry *put = bucket->e + slot;
        put->lens = sh.lens;
        put->exact = sh.exact;
        memcpy(put->owners, owners, sizeof owners);
        memcpy(put->k, k, 4);
        put->lo = (int16_t)(nlo < nhi ? nlo : nhi);
        put->hi = (int16_t)nhi;
        put->best = bm;
    }
    return best;
}

/* ------------------------------------------------------------------------ the driver */

/* The exact future value by zero-window searches: each asks "at least t?" and moves one of
 * two sound bounds. The first t is the caller's guess (e.g. the value one card earlier) or the
 * middle of the bounds; then the value next to it, in steps that double while the answers
 * keep pointing the same way; once the value is bracketed, bisection. (A first guess from a
 * tricks-only search cost more nodes than it saved.) */
static int solve_value(Ctx *x, int guess, int has_guess) {
    int lo, hi;
    quick_bounds(x, &lo, &hi);
    if (lo >= hi) return lo;
    int t = has_guess ? guess : lo + (hi - lo + 1) / 2;
    int step = 1, ups = 0, downs = 0;
    while (lo < hi) {
        if (t <= lo) t = lo + 1;
        if (t > hi) t = hi;
        uint8_t thr[4];
        int v = search(x, t - 1, t, thr);
        if (x->aborted) return 0;
        if (v >= t) {
            if (v > lo) lo = v;
            ups++;
        } else {
            if (v < hi) hi = v;
            downs++;
        }
        if (lo > hi) lo = hi; /* cannot happen with sound bounds */
        if (ups && downs) {
            t = lo + (hi - lo + 1) / 2;
        } else if (ups) {
            t = lo + step;
            step *= 2;
        } else {
            t = hi - step + 1;
            step *= 2;
        }
    }
    return lo;
}

/* What a card in the current trick does to the score when the trick completes, applied to
 * the state: the winner leads, the main side's tricks and the trick number move on. */
static int book_trick(Ctx *x) {
    int wc;
    int w = current_winner(x, &wc);
    int gained = x->main_side[w];
    int delta = x->table[x->T + gained] - x->table[x->T];
    if (x->ace_weight) {
        int aces = 0;
        for (int k = 0; k < 4; k++) aces += x->tcard[k] % 13 == ACE_BIT;
        int cost = aces * x->ordinal * x->ace_weight;
        delta += gained ? -cost : cost;
    }
    x->ntrick = 0;
    x->leader = w;
    x->T += gained;
    x->ordinal++;
    return delta;
}

/* ---------------------------------------------------------------- the Python binding */

static Ctx the_ctx;
static long last_nodes = 0;
static PyObject *BudgetExceeded = NULL;

static PyObject *over_budget(void) {
    PyErr_Format(BudgetExceeded, "the search went past its budget of %ld nodes",
                 the_ctx.max_nodes);
    return NULL;
}

static int read_ints(PyObject *seq, int *out, int n, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (fast == NULL) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != n) {
        PyErr_Format(PyExc_ValueError, "%s: %d values expected", what, n);
        Py_DECREF(fast);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) { Py_DECREF(fast); return -1; }
        out[i] = (int)v;
    }
    Py_DECREF(fast);
    return 0;
}

/* Reads the arguments every entry point shares into the_ctx and checks the position. */
static int setup(PyObject *args, PyObject *kwargs, int *guess, int *has_guess) {
    static char *kwlist[] = {"hands", "leader", "trick", "trumps", "main", "by_tricks",
                             "ace_weight", "trick_number", "main_tricks", "guess", "max_nodes",
                             NULL};
    PyObject *hands_obj, *trick_obj, *table_obj, *guess_obj = Py_None;
    int leader, trump, main_mask, ace_weight, ordinal, main_tricks;
    long max_nodes = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OiOiiOiii|Ol", kwlist, &hands_obj, &leader,
                                     &trick_obj, &trump, &main_mask, &table_obj, &ace_weight,
                                     &ordinal, &main_tricks, &guess_obj, &max_nodes))
        return -1;
    Ctx *x = &the_ctx;
    memset(x, 0, sizeof *x);
    x->max_nodes = max_nodes > 0 ? max_nodes : 0;
    PyObject *hf = PySequence_Fast(hands_obj, "hands: four card masks");
    if (hf == NULL) return -1;
    if (PySequence_Fast_GET_SIZE(hf) != 4) {
        Py_DECREF(hf);
        PyErr_SetString(PyExc_ValueError, "hands: four card masks");
        return -1;
    }
    u64 seen = 0;
    for (int i = 0; i < 4; i++) {
        unsigned long long m = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(hf, i));
        if (PyErr_Occurred()) { Py_DECREF(hf); return -1; }
        if (m >> 52) { Py_DECREF(hf); PyErr_SetString(PyExc_ValueError, "not a card mask"); return -1; }
        if (seen & m) { Py_DECREF(hf); PyErr_SetString(PyExc_ValueError, "a card is in two hands"); return -1; }
        seen |= m;
        x->hands[i] = m;
    }
    Py_DECREF(hf);
    if (leader < 0 || leader > 3) { PyErr_SetString(PyExc_ValueError, "leader: a seat 0-3"); return -1; }
    if (trump < -1 || trump > 3) { PyErr_SetString(PyExc_ValueError, "trumps: -1 or 0-3"); return -1; }
    if (main_mask < 0 || main_mask > 15) { PyErr_SetString(PyExc_ValueError, "main: seat bits"); return -1; }
    if (ace_weight < 0 || ace_weight > 100) { PyErr_SetString(PyExc_ValueError, "ace_weight: 0-100"); return -1; }
    if (read_ints(table_obj, x->table, 14, "by_tricks: 14 scores") < 0) return -1;
    for (int i = 0; i < 14; i++)
        if (x->table[i] < -5000 || x->table[i] > 5000) {
            PyErr_SetString(PyExc_ValueError, "by_tricks: scores within -5000..5000");
            return -1;
        }
    PyObject *tf = PySequence_Fast(trick_obj, "trick: (seat, card) pairs");
    if (tf == NULL) return -1;
    Py_ssize_t nt = PySequence_Fast_GET_SIZE(tf);
    if (nt > 4) { Py_DECREF(tf); PyErr_SetString(PyExc_ValueError, "a trick has at most four cards"); return -1; }
    for (Py_ssize_t i = 0; i < nt; i++) {
        int seat, card;
        PyObject *pair = PySequence_Fast_GET_ITEM(tf, i);
        if (!PyArg_ParseTuple(pair, "ii", &seat, &card)) { Py_DECREF(tf); return -1; }
        if (seat != ((leader + (int)i) & 3)) { Py_DECREF(tf); PyErr_SetString(PyExc_ValueError, "the trick's cards come from the leader on, clockwise"); return -1; }
        if (card < 0 || card > 51 || (seen >> card & 1)) { Py_DECREF(tf); PyErr_SetString(PyExc_ValueError, "a trick card is not a card, or is also in a hand"); return -1; }
        seen |= 1ULL << card;
        x->tseat[i] = seat;
        x->tcard[i] = card;
    }
    Py_DECREF(tf);
    x->ntrick = (int)nt;
    x->leader = leader;
    /* hand sizes: the seats still to play to this trick hold one card more */
    int r = popc(x->hands[leader]) + (nt > 0 ? 1 : 0);
    for (int k = 0; k < 4; k++) {
        int seat = (leader + k) & 3;
        int want = k < nt ? r - 1 : r;
        if (popc(x->hands[seat]) != want) {
            PyErr_SetString(PyExc_ValueError, "the hands do not hold the same number of cards");
            return -1;
        }
    }
    if (ordinal < 1 || main_tricks < 0 || ordinal + r - 1 > 13 || main_tricks + r > 13) {
        PyErr_SetString(PyExc_ValueError, "more than 13 tricks");
        return -1;
    }
    x->trump = trump;
    for (int s = 0; s < 4; s++) x->main_side[s] = (main_mask >> s) & 1;
    x->ace_weight = ace_weight;
    x->ordinal = ordinal;
    x->T = main_tricks;
    int slope = x->table[1] - x->table[0];
    x->linear = 1;
    for (int t = 0; t < 13; t++)
        if (x->table[t + 1] - x->table[t] != slope) x->linear = 0;
    int up = 1, down = 1;
    for (int t = 0; t < 13; t++) {
        if (x->table[t + 1] < x->table[t]) up = 0;
        if (x->table[t + 1] > x->table[t]) down = 0;
    }
    x->monotone = up && !down ? 1 : (down && !up ? -1 : 0);
    /* a table that already counts tricks one for one has nothing to gain from the detour */
    if (x->linear && (slope == 1 || slope == -1)) x->monotone = 0;
    int main_wants = x->table[13] > x->table[0];
    /* With the tricks split between two sides, when the main side wants tricks so do the
       others (to keep them from it); in misère both sides want to lose them. */
    for (int s = 0; s < 4; s++) x->wants_win[s] = main_wants;
    if (guess_obj != Py_None) {
        long g = PyLong_AsLong(guess_obj);
        if (g == -1 && PyErr_Occurred()) return -1;
        *guess = (int)g;
        *has_guess = 1;
    } else {
        *has_guess = 0;
    }
    if (tt == NULL && tt_alloc(1 << 18) < 0) { PyErr_NoMemory(); return -1; }
    Context c;
    memset(&c, 0, sizeof c);
    c.trump = trump;
    c.main = main_mask;
    c.ace_weight = ace_weight;
    c.linear = x->linear;
    memcpy(c.table, x->table, sizeof c.table);
    if (x->linear) /* only the differences matter then */
        for (int t = 13; t >= 0; t--) c.table[t] -= c.table[0];
    if (!tt_has_context || memcmp(&c, &tt_context, sizeof c) != 0) {
        tt_new_generation();
        tt_context = c;
        tt_has_context = 1;
    }
    return 0;
}

/* The main side's value with best play: by_tricks[final tricks] plus the net ace score of the
 * aces in the current and later tricks (the caller adds the aces already taken). */
static int value_here(Ctx *x, int guess, int has_guess) {
    int base = x->table[x->T];
    int delta = 0;
    if (x->ntrick == 4) delta = book_trick(x);
    return base + delta + solve_value(x, guess - base - delta, has_guess);
}

static PyObject *py_solve(PyObject *self, PyObject *args, PyObject *kwargs) {
    int guess = 0, has_guess = 0;
    if (setup(args, kwargs, &guess, &has_guess) < 0) return NULL;
    the_ctx.nodes = 0;
    int v = value_here(&the_ctx, guess, has_guess);
    last_nodes = the_ctx.nodes;
    if (the_ctx.aborted) return over_budget();
    return PyLong_FromLong(v);
}

static PyObject *py_card_values(PyObject *self, PyObject *args, PyObject *kwargs) {
    int guess = 0, has_guess = 0;
    if (setup(args, kwargs, &guess, &has_guess) < 0) return NULL;
    Ctx *x = &the_ctx;
    x->nodes = 0;
    if (x->ntrick == 4) {
        PyErr_SetString(PyExc_ValueError, "the trick is complete: nobody is to play");
        return NULL;
    }
    int seat = (x->leader + x->ntrick) & 3;
    u64 hand = x->hands[seat];
    u64 legal = hand;
    if (x->ntrick) {
        u64 f = hand & (SUIT_BITS << (13 * (x->tcard[0] / 13)));
        if (f) legal = f;
    }
    PyObject *out = PyDict_New();
    if (out == NULL) return NULL;
    u64 all = x->hands[0] | x->hands[1] | x->hands[2] | x->hands[3];
    u64 others = all & ~hand;
    for (int i = 0; i < x->ntrick; i++) others |= 1ULL << x->tcard[i];
    int base = x->table[x->T];
    for (int s = 0; s < 4; s++) {
        u64 ls = suit_of_mask(legal, s);
        u64 os = suit_of_mask(others, s);
        while (ls) {
            int top = high_bit(ls);
            u64 run = 1ULL << top;
            int low = top;
            ls ^= 1ULL << top;
            if (!(top == ACE_BIT && x->ace_weight)) {
                while (ls) {
                    int nxt = high_bit(ls);
                    u64 between = ((1ULL << low) - 1) & ~((2ULL << nxt) - 1);
                    if (os & between) break;
                    ls ^= 1ULL << nxt;
                    run |= 1ULL << nxt;
                    low = nxt;
                }
            }
            int card = 13 * s + low;
            /* play it */
            Ctx saved = *x;
            x->hands[seat] = hand ^ (1ULL << card);
            x->tseat[x->ntrick] = seat;
            x->tcard[x->ntrick] = card;
            x->ntrick++;
            int v = value_here(x, guess, has_guess);
            long nodes = x->nodes;
            int aborted = x->aborted;
            memcpy(x, &saved, sizeof saved);
            x->nodes = nodes;
            if (aborted) {
                last_nodes = nodes;
                Py_DECREF(out);
                return over_budget();
            }
            (void)base;
            while (run) {
                int c = 13 * s + low_bit(run);
                run &= run - 1;
                PyObject *k = PyLong_FromLong(c), *val = PyLong_FromLong(v);
                if (k == NULL || val == NULL || PyDict_SetItem(out, k, val) < 0) {
                    Py_XDECREF(k);
                    Py_XDECREF(val);
                    Py_DECREF(out);
                    return NULL;
                }
                Py_DECREF(k);
                Py_DECREF(val);
            }
        }
    }
    last_nodes = x->nodes;
    return out;
}

static PyObject *py_nodes(PyObject *self, PyObject *noargs) { return PyLong_FromLong(last_nodes); }

static PyObject *py_reset(PyObject *self, PyObject *args) {
    Py_ssize_t entries = 0;
    if (!PyArg_ParseTuple(args, "|n", &entries)) return NULL;
    if (entries > 0) {
        size_t buckets = 1;
        while (buckets * BUCKET < (size_t)entries) buckets <<= 1;
        if (tt_alloc(buckets) < 0) return PyErr_NoMemory();
    } else if (tt != NULL) {
        /* A new generation empties the table as far as any search can tell (probes and
           stores treat other generations' slots as free) without writing ~100 MB: the
           bots reset before every decision, and the memset was half their thinking time.
           The victim counter restarts too, so a search after a reset is the same search
           as on a fresh table. */
        tt_new_generation();
        tt_victim = 0;
        tt_has_context = 0;
    }
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"solve", (PyCFunction)(void (*)(void))py_solve, METH_VARARGS | METH_KEYWORDS,
     "solve(hands, leader, trick, trumps, main, by_tricks, ace_weight, trick_number, "
     "main_tricks, guess=None) -> the main side's value with best play"},
    {"card_values", (PyCFunction)(void (*)(void))py_card_values, METH_VARARGS | METH_KEYWORDS,
     "card_values(...same as solve...) -> {card index: value} for every legal card"},
    {"nodes", py_nodes, METH_NOARGS, "nodes searched by the last call"},
    {"reset", py_reset, METH_VARARGS,
     "reset(entries=0): empty the transposition table (and resize it to about entries)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_core",
    "The compiled double-dummy search (see engine.solver.double_dummy for the API).", -1,
    methods,
};

PyMODINIT_FUNC PyInit__core(void) {
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    BudgetExceeded = PyErr_NewException("engine.solver._core.BudgetExceeded",
                                        PyExc_RuntimeError, NULL);
    if (BudgetExceeded == NULL || PyModule_AddObjectRef(m, "BudgetExceeded", BudgetExceeded) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
