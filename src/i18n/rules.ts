import { refusalSentence } from './refusals';
import { RULES, RULE_PAGE_TITLES, type RuleId, type RulePage } from '../engine';
import type { Violation } from '../engine';
import { t, type Language } from './index';

/**
 * The engine's one-line rule summaries, per language, keyed by rule id. The engine
 * returns ids and data; the words are chosen here, where they are shown. English is
 * the engine's own table; the French table must name every id (typed by `RuleId`).
 */
const RULES_FR: { readonly [K in RuleId]: string } = {
  'setup.players': 'La partie se joue de trois à cinq joueurs.',
  'setup.money': 'Chaque joueur commence avec 2 $.',
  'setup.departure-card': 'Chaque joueur pose 7 comptoirs sur les 6 îles de sa carte Départ (2 sur son île de valeur 8) et en garde 5 en réserve.',
  'setup.option-cards': 'Les six cartes Option sont disposées près du plateau ; à 3 ou 4 joueurs, une carte 2X est retirée du jeu.',
  'setup.ships': 'Un clipper de chaque compagnie démarre sur son port d’attache ; les autres attendent à côté du plateau. La compagnie violette n’a pas de clipper.',
  'setup.first-player': 'Un joueur est désigné pour prendre la carte Grappin.',
  'turn.order': 'Les joueurs agissent un par un, dans le sens des aiguilles d’une montre à partir de celui qui a la carte Grappin.',
  'turn.phase': 'Chaque coup appartient à une phase : actions et achats de clipper en phase 1, pions Route en phases 2 et 3.',
  'turn.must-lay': 'En phases 2 et 3, un joueur doit poser au moins un pion Route dès qu’un pion peut être posé.',
  'turn.allowance': 'Sans carte Option, un joueur pose un pion Route en phase 2 et un en phase 3.',
  'round.end': 'En phase 4, les cartes Option reviennent près du plateau et la carte Grappin passe au joueur de gauche.',
  'action.one': 'En phase 1, chaque joueur fait une seule chose : poser un comptoir, prendre une carte Option ou passer.',
  'port.vacant': 'Un comptoir ne se pose que sur un emplacement libre.',
  'port.reserve': 'Un joueur ne peut poser que les comptoirs qui lui restent en réserve.',
  'card.available': 'Une carte Option ne peut être prise que si elle est encore près du plateau, et une seule par joueur et par tour.',
  'card.price': 'Prendre une carte Option coûte son prix : 2X 2 $, 3X gratuite, 5X 1 $, Comptoir 4 $.',
  'clipper.buy': 'Après son action de phase 1, un joueur peut acheter 3 $ un clipper qui attend à côté du plateau, de n’importe quelle compagnie.',
  'clipper.must-start': 'Qui a acheté un clipper doit ouvrir une nouvelle route de sa compagnie en phase 2 ou 3 du même tour ; un clipper dont la route ne pourrait pas du tout s’ouvrir ne peut pas être acheté.',
  'clipper.unstarted': 'Un clipper acheté dont la route n’a pas pu s’ouvrir avant la fin du tour retourne à côté du plateau ; les 3 $ ne sont pas rendus.',
  'card.2x': 'La carte 2X permet jusqu’à deux pions Route en phase 2 et en phase 3, et double les bonus de son détenteur pendant ce tour.',
  'card.3x': 'La carte 3X permet jusqu’à trois pions Route en phase 2 et en phase 3, mais son détenteur ne touche aucun bonus pendant ce tour.',
  'card.5x.one-phase': 'La carte 5X permet jusqu’à cinq pions Route en phase 2 ou en phase 3, et aucun dans l’autre ; les bonus sont normaux.',
  'card.port': 'La carte Comptoir permet à son détenteur de déplacer une fois un de ses comptoirs vers un emplacement libre, en phase 2 ou 3.',
  'route.any-company': 'Tout joueur peut poser des pions Route pour n’importe quelle compagnie.',
  'route.supply': 'Une compagnie ne peut poser que les pions Route qui restent dans sa réserve.',
  'route.from-harbor': 'Le premier pion Route d’une compagnie part de son port d’attache ; on quitte un port d’attache, on n’y entre jamais.',
  'route.extend': 'Un pion Route prolonge une route à partir de son extrémité, là où se trouve le clipper de la compagnie, même au milieu d’une liaison.',
  'route.one-way': 'Une liaison fléchée ne se construit que dans le sens de la flèche, d’est en ouest.',
  'route.link-taken': 'Une liaison commencée par une compagnie est fermée aux autres compagnies, par un bout comme par l’autre.',
  'route.double': 'Quand deux liaisons relient les deux mêmes îles, une compagnie ne peut en construire qu’une.',
  'route.revisit': 'Une compagnie peut atteindre une île autant de fois qu’elle veut ; elle n’y compte qu’une fois.',
  'route.alternate': 'Une nouvelle route part du port d’attache de la compagnie ou de toute île que cette compagnie dessert déjà.',
  'purple.activation': 'Les pions Route violets ne peuvent être posés qu’une fois que deux compagnies différentes desservent American Samoa.',
  'purple.routes': 'Une fois active, la compagnie violette peut ouvrir autant de routes qu’elle veut depuis son île, prolonge chaque route par son bout et peut laisser des liaisons à moitié construites ; variante : de nouvelles routes aussi depuis toute île qu’elle atteint.',
  'bonus.first': 'Achever la première liaison, toutes compagnies confondues, qui atteint une île rapporte 2 $ au joueur.',
  'bonus.new-company': 'Achever une liaison qui amène une compagnie nouvelle dans une île déjà desservie rapporte 1 $ au joueur.',
  'bonus.same-company': 'Achever une liaison vers une île que la même compagnie dessert déjà ne rapporte rien.',
  'end.all-laid': 'La partie s’arrête aussitôt que tous les pions Route des six compagnies sont posés.',
  'end.no-placement': 'La partie s’arrête quand le joueur qui doit poser ne peut poser aucun pion Route (les clippers que d’autres pourraient acheter ne comptent pas).',
  'end.dead-board': 'La partie s’arrête dès que personne ne pourrait poser de pion Route sans acheter de clipper, même en fin de tour : on ne rejoue pas de phase 1.',
  'score.money': 'Chaque dollar vaut un point.',
  'score.ports': 'Chaque comptoir vaut la valeur de son île multipliée par le nombre de compagnies différentes qui la desservent.',
  'score.purple-home': 'Variante : la compagnie violette compte-t-elle comme desservant American Samoa au décompte.',
  'score.tie-break': 'En cas d’égalité, le joueur le plus riche l’emporte ; variante : ensuite le dernier des ex aequo (dans l’ordre du tour) qui n’a pas joué un tour complet, un tour complet étant le tour entier.',
};

const TABLES: { readonly [L in Language]: { readonly [K in RuleId]: string } } = { en: RULES, fr: RULES_FR };

/** A rule's one-line summary in a language. */
export const ruleText = (id: RuleId, lang: Language): string => TABLES[lang][id];

/**
 * What to show for a refused move: the engine's reason in the language, naming the
 * pieces involved (refusals.ts); for a violation saved without a reason, the rule's
 * summary, since the rule id and its link are the same in every language.
 */
export function refusalText(violation: Violation, lang: Language): string {
  return refusalSentence(violation, lang) ?? t(lang)('refusal.rule', { id: violation.rule, text: ruleText(violation.rule, lang) });
}

export { RULES_FR };

/** The rules sections' titles per language, for links that name a section on paper (each French page's front matter says the same; a test holds them together). */
export const SECTION_TITLES: { readonly [L in Language]: { readonly [K in RulePage]: string } } = {
  en: RULE_PAGE_TITLES,
  fr: {
    overview: 'Vue d’ensemble et but du jeu',
    components: 'Le matériel',
    setup: 'Mise en place',
    'the-round': 'Le tour de jeu',
    'port-markers': 'Les comptoirs',
    'option-cards': 'Les cartes Option',
    'laying-routes': 'Poser les routes',
    'alternate-routes': 'Les routes alternatives',
    purple: 'La compagnie violette',
    bonuses: 'Les bonus',
    'end-and-scoring': 'Fin de partie et décompte',
    variants: 'Variantes et décisions du moteur',
  },
};

