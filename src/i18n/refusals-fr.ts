import type { RefusalCode, RefusalValues } from '../engine';
import { CARD_FR, COMPANY_FR } from './game-words-fr';
import type { MoveType, Phase, Step } from '../engine';
import { harborOfName } from '../map/board';
import { contract } from './format';

/**
 * Why the engine refuses a move, in French: one sentence per refusal code, from the
 * same values the English sentence names (src/engine/refusals.ts). Companies are
 * feminine ("la compagnie bleue"), ships are clippers, segments pions Route, links
 * liaisons and port markers comptoirs, as on the French rules pages.
 */

const COMPANY: Readonly<Record<string, string>> = COMPANY_FR;
/** "la compagnie bleue", or the id as given when it is no company. */
const co = (id: string | undefined): string => (id !== undefined && Object.hasOwn(COMPANY, id) ? `la compagnie ${COMPANY[id]}` : `« ${id} »`);
const Co = (id: string | undefined): string => {
  const words = co(id);
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const CARD: Readonly<Record<string, string>> = CARD_FR;
const card = (kind: string | undefined): string => (kind !== undefined && Object.hasOwn(CARD, kind) ? CARD[kind] : String(kind).toUpperCase());
const MOVE: Readonly<Record<MoveType, string>> = {
  'port.place': 'Poser un comptoir',
  'card.take': 'Prendre une carte Option',
  pass: 'Passer',
  'clipper.buy': 'Acheter un clipper',
  'clipper.skip': 'Renoncer au clipper',
  'segment.place': 'Poser un pion Route',
  'port.move': 'Déplacer un comptoir',
  'turn.end': 'Finir son tour de pose',
};
const STEP: Readonly<Record<Step, string>> = { action: 'en phase 1', clipper: 'en phase 1, après l’action', place: 'en phases 2 et 3' };
const PHASE: Readonly<Record<Phase, string>> = { 1: 'la phase 1 (actions)', 2: 'la phase 2 (routes)', 3: 'la phase 3 (routes)' };
/**
 * A place the engine names (an island's name as the board spells it, or a harbor as the engine
 * words it in English, "the red harbor"), in French: « le port d’attache de la compagnie rouge ».
 */
const place = (name: string | undefined): string => {
  const company = name === undefined ? null : harborOfName(name);
  return company !== null && Object.hasOwn(COMPANY, company) ? `le port d’attache de ${co(company)}` : String(name);
};
/** « de » and « à » before a place, contracted with its article: « du port d’attache… », « au port d’attache… ». */
const de = (name: string | undefined): string => contract('de', place(name));
const a = (name: string | undefined): string => contract('à', place(name));
/** Where a company's ships stand: « au port d’attache de la compagnie rouge, sur la liaison … ». */
const ships = (v: RefusalValues): string =>
  (v.ships ?? []).map((s) => ('place' in s ? a(s.place) : `sur la liaison ${s.link}`)).join(', ') || 'hors du plateau';

export const REFUSALS_FR: { readonly [C in RefusalCode]: (v: RefusalValues) => string } = {
  'move.not-object': () => 'Un coup doit être un objet avec un « type ».',
  'move.unknown-type': (v) => `Type de coup inconnu : « ${v.type} ».`,
  'move.not-listed': (v) => `Un coup « ${v.type} » comme celui-ci ne fait pas partie des coups que la règle permet maintenant.`,
  'state.unplayable': (v) => `Cette position ne peut pas être jouée : ses données (${v.problem}) ne correspondent ni au plateau ni aux tables de la règle.`,
  'game.over': () => 'La partie est terminée.',
  'moment.action-taken': (v) => `${v.player} a déjà fait son action de la phase 1 : il reste à acheter un clipper ou à y renoncer.`,
  'moment.wrong-step': (v) =>
    `${MOVE[v.move as MoveType] ?? v.move} se fait ${STEP[v.step ?? 'action']} ; nous sommes dans ${PHASE[v.phase ?? 1]}.`,
  'port.unknown-island': (v) => `Ce plateau n’a pas d’île « ${v.island} ».`,
  'port.no-reserve': (v) => `${v.player} n’a plus de comptoir en réserve.`,
  'port.full': (v) => `${place(v.island)} n’a plus d’emplacement de comptoir libre (${v.ports} sur ${v.ports} occupés).`,
  'card.none-left': (v) => `Il ne reste plus de carte ${card(v.card)} sur la table ce tour-ci.`,
  'card.too-dear': (v) => `La carte ${card(v.card)} coûte ${v.price} $ ; ${v.player} a ${v.money} $.`,
  'clipper.no-such-company': (v) => `« ${v.company} » n’a pas de clipper à vendre : choisissez rouge, bleue, blanche, verte ou noire.`,
  'clipper.none-waiting': (v) => `Aucun clipper de ${co(v.company)} n’attend à côté du plateau.`,
  'clipper.too-dear': (v) => `Un clipper coûte ${v.price} $ ; ${v.player} a ${v.money} $.`,
  'clipper.no-supply': (v) =>
    `Un clipper de ${co(v.company)} acheté maintenant ne pourrait jamais ouvrir sa route (elle n’a plus de pion Route) ; la règle interdit de gaspiller un clipper.`,
  'clipper.no-free-link': (v) =>
    `Un clipper de ${co(v.company)} acheté maintenant ne pourrait jamais ouvrir sa route (aucune liaison libre ne part de son port d’attache ni d’une île qu’elle dessert) ; la règle interdit de gaspiller un clipper.`,
  'segment.no-such-company': (v) => `Il n’existe pas de compagnie « ${v.company} ».`,
  'segment.no-such-link': (v) => `Ce plateau n’a pas de liaison « ${v.link} ».`,
  'segment.wrong-end': (v) => `La liaison ${v.link} relie ${place(v.from)} et ${place(v.to)}, pas « ${v.island} ».`,
  'allowance.5x-other-phase': (v) => `${v.player} a joué la carte 5X en phase ${v.used} : il ne pose rien en phase ${v.phase}.`,
  'allowance.5x': () => 'La carte 5X permet de poser cinq pions Route au plus.',
  'allowance.2x': () => 'La carte 2X permet de poser deux pions Route au plus dans cette phase.',
  'allowance.3x': () => 'La carte 3X permet de poser trois pions Route au plus dans cette phase.',
  'allowance.one': (v) => `${v.player} a déjà posé le pion Route de cette phase ; sans carte Option, on en pose un par phase.`,
  'ship.start-now': (v) => `${v.player} a acheté un clipper de ${co(v.company)} et doit ouvrir sa nouvelle route avec cette dernière pose du tour.`,
  'ship.keep-open': (v) => `${v.player} a acheté un clipper de ${co(v.company)} ; ce pion Route ne laisserait plus aucun départ à sa nouvelle route.`,
  'route.supply-out': (v) => `${Co(v.company)} a posé tous ses pions Route.`,
  'purple.inactive': (v) => `La compagnie violette n’est pas encore active : deux compagnies différentes doivent d’abord desservir ${place(v.home)}.`,
  'link.other-company': (v) => `${Co(v.company)} a déjà commencé la liaison ${v.link} ; aucune autre compagnie ne peut y entrer.`,
  'link.complete': (v) => `La liaison ${v.link} est déjà achevée.`,
  'link.begun-elsewhere': (v) => `La liaison ${v.link} a été commencée depuis ${place(v.from)} ; elle ne se prolonge que dans ce sens.`,
  'start.mid-link': (v) => `Une nouvelle route ne peut pas partir du milieu de la liaison ${v.link}.`,
  'extend.no-ship-on-link': (v) => `Aucun clipper de ${co(v.company)} ne se trouve sur la liaison ${v.link}.`,
  'link.harbor-other': (v) => `La liaison ${v.link} part du port d’attache de ${co(v.owner)} : elle seule peut la construire.`,
  'link.harbor-inward': (v) => `La liaison ${v.link} se construit en partant du port d’attache, jamais vers lui.`,
  'link.one-way': (v) => `La liaison ${place(v.from)} – ${place(v.to)} porte une flèche : elle se construit seulement ${de(v.from)} vers ${place(v.to)}.`,
  'link.double': (v) => `${Co(v.company)} a déjà construit l’autre liaison entre ${place(v.from)} et ${place(v.to)} ; une compagnie ne peut pas construire les deux.`,
  'link.closed': (v) => `La liaison ${v.link} ne peut pas être construite depuis ${place(v.from)}.`,
  'purple.no-ships': () => 'La compagnie violette n’a pas de clipper : ses routes partent sans achat, rien ne s’ouvre donc « avec un clipper ».',
  'purple.origin-anywhere': (v) => `Les routes violettes partent ${de(v.home)} ou d’une île que la compagnie violette dessert déjà ; ${place(v.from)} n’est ni l’un ni l’autre.`,
  'purple.origin-ends': (v) =>
    `Les nouvelles routes violettes partent seulement ${de(v.home)} ; ailleurs, la compagnie violette prolonge une route par son bout, et aucune route violette ne s’arrête ${a(v.from)}.`,
  'start.needs-ship': (v) => `Ouvrir une nouvelle route de ${co(v.company)} demande un clipper de cette compagnie acheté ce tour-ci.`,
  'start.wrong-place': (v) => `Une nouvelle route de ${co(v.company)} part de son port d’attache ou d’une île qu’elle dessert déjà ; ${place(v.from)} n’est ni l’un ni l’autre.`,
  'extend.no-route-end': (v) =>
    `Aucune route de ${co(v.company)} ne s’arrête ${a(v.from)} (ses clippers sont ${ships(v)}). Prolongez une route depuis son clipper.`,
  'link.unreached': (v) =>
    `Aucune compagnie ne peut poser sur ${place(v.from)} – ${place(v.to)} pour l’instant : aucune route ne s’arrête ${a(v.from)} ni ${a(v.to)}, et une route ne se prolonge que par son bout.`,
  'port-move.no-marker': (v) => `${v.player} n’a pas de comptoir à déplacer sur « ${v.island} ».`,
  'port-move.full': (v) => `${place(v.island)} n’a plus d’emplacement de comptoir libre.`,
  'port-card.not-held': (v) => `${v.player} n’a pas la carte Comptoir ce tour-ci.`,
  'port-card.used': (v) => `${v.player} a déjà utilisé la carte Comptoir ce tour-ci.`,
  'port-card.after-segment': (v) =>
    `Avec la variante « replaces-placement », le déplacement remplace le pion Route de la phase, et ${v.player} en a déjà posé un.`,
  'port-card.must-start': (v) => `${v.player} doit employer cette dernière pose pour ouvrir la route du clipper de ${co(v.company)} qu’il a acheté.`,
  'turn.must-lay': (v) => `${v.player} doit poser au moins un pion Route : il en reste un qui peut être posé.`,
  'turn.must-start': (v) => `${v.player} a acheté un clipper de ${co(v.company)} et doit ouvrir sa route avant la fin des poses du tour.`,
};
