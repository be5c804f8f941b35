"""A refused place is refused for its own reason: each place's refusal is recorded under its
own action text, so 'at B' no longer reads the Large Market's words (found while writing
lesson 12's checks: after the Catacombs every refused place said 'needs 2 identical goods')."""

import random
import re

from istanbul_nb import choose_write as cw

NAMED = re.compile(r"the (Gemstone Dealer|Large Market|Small Market|Sultan's Palace) (\w+)")


def test_every_refused_place_names_itself():
    checked = 0
    for seed in range(12):
        g = cw.new_game(players=3, seed=seed)
        rng = random.Random(seed)
        while not g.is_over and checked < 4000:
            legal = [a.text for a in g.legal_actions()]
            verbs = {t.split()[0] for t in legal}
            for verb in verbs & {"at", "follow"}:
                for place in [*map(str, range(1, 15)), "A", "B", "C", "D"]:
                    text = f"{verb} {place}" + (" icon" if verb == "follow" else "")
                    if text in legal:
                        continue
                    said = NAMED.search(g.why_not(text))
                    if said:
                        checked += 1
                        assert said.group(2) == place, (text, g.why_not(text))
            g.apply(rng.choice(legal))
    assert checked > 50
