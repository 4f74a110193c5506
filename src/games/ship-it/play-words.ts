import type { Language } from '../module';
import type { ShipItEvent, ShipItMove } from './schema';

/**
 * The play page's words for Ship It! (play.ts): the groups of moves, how a choice and a
 * space are named, and one sentence per event, with `{placeholders}` filled by play.ts.
 * A face-down load's number is never in them.
 */
export interface PlayWords {
  readonly groups: Readonly<Record<ShipItMove['type'], string>>;
  /** A tile: its colour and number. */
  readonly tile: string;
  /** A half of a placed link: its pips and the link. */
  readonly half: string;
  /** A cell of empty table (a link's place): column and row. */
  readonly cell: string;
  readonly points: { readonly one: string; readonly many: string };
  readonly load: string;
  readonly loadUp: string;
  readonly link: string;
  readonly across: string;
  readonly down: string;
  readonly ends: Readonly<Record<'E' | 'S' | 'W' | 'N', string>>;
  readonly lowEnd: string;
  readonly to: string;
  readonly pipStop: string;
  readonly chit: string;
  readonly endLosing: string;
  readonly moves: Readonly<Record<ShipItMove['type'], string>>;
  readonly events: Readonly<Record<ShipItEvent['type'], string>>;
  /** `events.doubled` when one load doubles (the event's words say how many otherwise). */
  readonly doubledOne: string;
  readonly profit: string;
  readonly triggerDouble: string;
  readonly ownBonus: string;
  readonly nobody: string;
  readonly hubOut: string;
  readonly status: string;
  /** A load in a refusal's sentence, after “the load”: where it stands. */
  readonly loadAt: string;
  /** A load in a refusal's sentence that blocks a space. */
  readonly loadBy: string;
  readonly statusPipStop: string;
  readonly statusChit: string;
}

export const PLAY_WORDS: Readonly<Record<Language, PlayWords>> = {
  en: {
    groups: {
      buy: 'Buy a link',
      draw: 'The table draws a link',
      remove: 'Lift a link off the board',
      build: 'Build a bought link',
      official: 'Move your official',
      pipStop: 'Set this turn’s pip-stop',
      freight: 'Move a load of freight',
      chit: 'Choose your chit',
      scatter: 'The table hands a coin back',
      end: 'End the turn',
    },
    tile: '{colour} {value}',
    half: 'the {pips} of link {link}',
    cell: 'column {x}, row {y}',
    points: { one: '1 action point', many: '{n} action points' },
    load: 'the {colour} load on {space}',
    loadUp: '{colour} {value} on {space}',
    link: 'link {link}',
    across: 'across columns {x1}–{x2}, row {y}',
    down: 'down column {x}, rows {y1}–{y2}',
    ends: { E: '{lo} on the west, {hi} on the east', W: '{hi} on the west, {lo} on the east', S: '{lo} on the north, {hi} on the south', N: '{hi} on the north, {lo} on the south' },
    lowEnd: '{lo} at {cell}',
    to: 'to {space}',
    pipStop: 'pip-stop {value}',
    chit: '{colour} {value} becomes the chit',
    endLosing: 'End the turn ({n} unused points are lost)',
    moves: {
      buy: '{colour} buys a link',
      draw: 'The table turns over the bought link: {link}',
      remove: '{colour} lifts link {link} off the board',
      build: '{colour} builds link {link} {where}, {ends}',
      official: '{colour} moves the official to {space}',
      pipStop: '{colour} sets the pip-stop at {value}',
      freight: '{colour} moves {load} to {space}',
      chit: '{colour} keeps {coin} as a chit',
      scatter: 'The table picks a coin out of the fist',
      end: '{colour} ends the turn',
    },
    events: {
      drew: '{colour} draws link {link}.',
      warehoused: 'A {colour} load is warehoused on the hub {tile}, face up: worth {value}.',
      doubled: '{colour}’s official reaches the hub {tile}: the {count} {colour} loads there double.',
      shipped: 'Shipment! The hub {tile} reaches {sum} (8 or more) and ships, triggered by {trigger}. Profits: {profits}.',
      hubMoved: 'The {colour} hub moves up to {tile}.',
      chit: '{colour} keeps {coin} as an action point chit: one more point every turn.',
      placed: 'A shipped {colour} coin goes back face down to {tile}.',
      ended: 'The game ends: a second hub has left the board.',
    },
    doubledOne: '{colour}’s official reaches the hub {tile}: the {colour} load there doubles.',
    profit: '{colour} +{points}',
    triggerDouble: 'doubled for the trigger',
    ownBonus: '+8 for its own colour’s hub',
    nobody: 'nobody',
    hubOut: 'The {colour} hub shipped from its 5 and leaves the game.',
    loadAt: 'on {space}',
    loadBy: 'a {colour} load',
    status: 'Plays {colour}: {left} of {budget} action points left this turn (phase {phase} of 4).',
    statusPipStop: 'Pip-stop this turn: {value}.',
    statusChit: '{colour} triggered the shipment and chooses which of its shipped coins becomes its chit.',
  },
  fr: {
    groups: {
      buy: 'Acheter une liaison',
      draw: 'La table tire une liaison',
      remove: 'Retirer une liaison du plateau',
      build: 'Construire une liaison achetée',
      official: 'Déplacer votre fonctionnaire',
      pipStop: 'Fixer le seuil du tour',
      freight: 'Déplacer un chargement',
      chit: 'Choisir votre jeton',
      scatter: 'La table rend une pièce',
      end: 'Terminer le tour',
    },
    tile: '{colour} {value}',
    half: 'le {pips} de la liaison {link}',
    cell: 'colonne {x}, rangée {y}',
    points: { one: '1 point d’action', many: '{n} points d’action' },
    load: 'le chargement {colour} sur {space}',
    loadUp: '{colour} {value} sur {space}',
    link: 'liaison {link}',
    across: 'sur les colonnes {x1}–{x2}, rangée {y}',
    down: 'sur la colonne {x}, rangées {y1}–{y2}',
    ends: { E: '{lo} à l’ouest, {hi} à l’est', W: '{hi} à l’ouest, {lo} à l’est', S: '{lo} au nord, {hi} au sud', N: '{hi} au nord, {lo} au sud' },
    lowEnd: '{lo} en {cell}',
    to: 'vers {space}',
    pipStop: 'seuil {value}',
    chit: '{colour} {value} devient le jeton',
    endLosing: 'Terminer le tour ({n} points inutilisés sont perdus)',
    moves: {
      buy: '{colour} achète une liaison',
      draw: 'La table retourne la liaison achetée : {link}',
      remove: '{colour} retire la liaison {link} du plateau',
      build: '{colour} construit la liaison {link} {where}, {ends}',
      official: '{colour} déplace son fonctionnaire vers {space}',
      pipStop: '{colour} fixe le seuil à {value}',
      freight: '{colour} déplace {load} vers {space}',
      chit: '{colour} garde {coin} comme jeton',
      scatter: 'La table tire une pièce du poing',
      end: '{colour} termine son tour',
    },
    events: {
      drew: '{colour} tire la liaison {link}.',
      warehoused: 'Un chargement {colour} entre en entrepôt sur le port {tile}, face visible : il vaut {value}.',
      doubled: 'Le fonctionnaire {colour} arrive sur le port {tile} : les {count} chargements {colour} qui s’y trouvent doublent.',
      shipped: 'Expédition ! Le port {tile} atteint {sum} (8 ou plus) et expédie, déclenché par {trigger}. Bénéfices : {profits}.',
      hubMoved: 'Le port {colour} monte sur {tile}.',
      chit: '{colour} garde {coin} comme jeton d’action : un point de plus à chaque tour.',
      placed: 'Une pièce {colour} expédiée repart face cachée sur {tile}.',
      ended: 'La partie se termine : un deuxième port a quitté le plateau.',
    },
    doubledOne: 'Le fonctionnaire {colour} arrive sur le port {tile} : le chargement {colour} qui s’y trouve double.',
    profit: '{colour} +{points}',
    triggerDouble: 'doublé pour le déclencheur',
    ownBonus: '+8 au port de sa couleur',
    nobody: 'personne',
    hubOut: 'Le port {colour} a expédié depuis son 5 et quitte la partie.',
    loadAt: 'sur {space}',
    loadBy: 'un chargement {colour}',
    status: 'Joue {colour} : {left} points d’action restants sur {budget} ce tour (phase {phase} sur 4).',
    statusPipStop: 'Seuil de ce tour : {value}.',
    statusChit: '{colour} a déclenché l’expédition et choisit laquelle de ses pièces expédiées devient son jeton.',
  },
};
