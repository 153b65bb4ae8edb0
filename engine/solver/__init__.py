"""Double-dummy solving: with every hand known, what each side can take with best play.

- :mod:`engine.solver.double_dummy`: the API (:class:`Objective`, :class:`Position`,
  :func:`value`, :func:`card_values`) for every contract, misère's aces included; it calls
  DDS (:mod:`engine.solver.dds`) for trumps and grand and our compiled core
  (:mod:`engine.solver._core`, C) for the rest.
- :mod:`engine.solver.analysis`: a finished deal's play, card by card, against double dummy.
- :mod:`engine.solver.search`: the first, pure-Python solver (tricks only), kept as the
  plainly written reference the tests compare with.
"""

from .double_dummy import Objective, Position, best_cards, card_values, value
from .search import Solver, runs

__all__ = ["Objective", "Position", "Solver", "best_cards", "card_values", "runs", "value"]
