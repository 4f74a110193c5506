import { loadGame } from './src/games';
import { offersOf, optionsAt } from './src/shell/picker';
import { legalNow, playMove, positionOf, startSession } from './src/shell/session';
const module = await loadGame('ship-it');
for (let seed = 1; seed <= 12; seed++) {
  const r = startSession(module, [{ name: 'Ann', bot: null }, { name: 'B', bot: 'random' }, { name: 'C', bot: 'random' }], seed);
  if (!r.ok) throw 1;
  const g = offersOf(module, positionOf(r.value), legalNow(r.value), 'en');
  const p = playMove(r.value, g.find((x) => x.group.key === 'pipStop')!.offers[0].move);
  if (!p.ok) throw 2;
  const f = offersOf(module, positionOf(p.value), legalNow(p.value), 'en').find((x) => x.group.key === 'freight');
  console.log(seed, f?.offers.length, f ? optionsAt(f.offers, []).map((o) => `${o.choice.label}:${o.offers.length}`) : null);
}
