import type { editorCheckEn } from './editor-check-en';

/**
 * Français : le panneau des problèmes (mêmes clés que editor-check-en.ts). Le vérificateur
 * écrit ses phrases en anglais (la ligne de commande les garde telles quelles) ; une page
 * en français montre à leur place le résumé de chaque code, suivi des éléments qu’il nomme.
 */
export const editorCheckFr: Record<keyof typeof editorCheckEn, string> = {
  'editor.problems': 'Problèmes',
  'editor.problems.time': 'vérifié en {ms} ms',
  'editor.problems.time.title': 'Temps pris par le vérificateur après la dernière modification',
  'editor.problems.none': '✓ Le vérificateur ne trouve rien à redire : le plateau est jouable.',
  'editor.severity.error': 'erreur : ',
  'editor.severity.warning': 'avertissement : ',
  'editor.check.id.duplicate': 'Deux éléments du même type portent le même identifiant (îles et ports d’attache partagent les mêmes identifiants).',
  'editor.check.id.unknown': 'Une compagnie nomme un port d’attache ou une île de départ qui n’existe pas.',
  'editor.check.company.missing': 'L’une des six compagnies n’a pas d’entrée.',
  'editor.check.company.wrong-field': 'Une compagnie à clippers a une île de départ, ou la violette a un port d’attache.',
  'editor.check.company.no-harbor': 'Une compagnie à clippers ne nomme aucun port d’attache.',
  'editor.check.number.not-positive-integer': 'Un nombre (pions Route, valeur, emplacements, clippers, comptoirs) n’est pas un entier positif.',
  'editor.check.purple.has-ships': 'La compagnie violette a des clippers ; elle ne doit en avoir aucun.',
  'editor.check.purple.no-home': 'La compagnie violette n’a pas d’île de départ.',
  'editor.check.harbor.not-ship-company': 'Un port d’attache appartient à la violette, qui n’en a pas.',
  'editor.check.harbor.company-mismatch': 'Un port d’attache et les compagnies ne s’accordent pas sur sa propriétaire.',
  'editor.check.harbor.no-links': 'Un port d’attache n’a aucune liaison : sa compagnie ne peut rien construire.',
  'editor.check.link.missing-end': 'Une liaison aboutit à un identifiant qui n’est ni une île ni un port d’attache.',
  'editor.check.link.self-loop': 'Une liaison relie une île ou un port d’attache à lui-même.',
  'editor.check.link.joins-harbors': 'Une liaison relie deux ports d’attache ; or aucune route n’arrive jamais à un port d’attache.',
  'editor.check.link.too-many-parallel': 'Plus de deux liaisons relient la même paire.',
  'editor.check.cards.count': 'Il y a moins de 3 ou plus de 5 cartes Départ.',
  'editor.check.card.duplicate-nation': 'Deux cartes Départ appartiennent à la même nation.',
  'editor.check.card.unknown-island': 'Une carte Départ nomme une île qui n’existe pas.',
  'editor.check.card.marker-count': 'Une carte Départ ne place pas exactement 7 comptoirs sur exactement 6 îles.',
  'editor.check.card.exceeds-ports': 'Une carte Départ place sur une île plus de comptoirs qu’elle n’a d’emplacements.',
  'editor.check.cards.exceed-ports': 'L’ensemble des cartes Départ place sur une île plus de comptoirs qu’elle n’a d’emplacements.',
  'editor.check.island.unreachable': 'Aucune compagnie ne peut jamais construire de route jusqu’à l’île.',
  'editor.check.island.few-links': 'L’île a moins de 2 liaisons.',
  'editor.check.link.west-to-east': 'Une liaison à sens unique va d’ouest en est ; les flèches du plateau pointent vers l’ouest.',
  'editor.check.card.double-not-westernmost': 'L’île à 2 comptoirs d’une carte Départ n’est pas son île la plus à l’ouest.',
  'editor.check.company.supply-exceeds-reach': 'Une compagnie a plus de pions Route que de liaisons qu’elle peut jamais atteindre.',
  'editor.check.elements': '{summary} ({elements})',

  'editor.wt.setup': '« {title} » ne peut pas être rejoué sur ce plateau : les erreurs du vérificateur disent pourquoi.',
  'editor.wt.noCard': '« {title} » ne peut pas être rejoué sur ce plateau : il n’a pas de carte Départ pour la nation {nation}, que l’exemple fait jouer.',
  'editor.wt.step': '« {title} », {where} : {why}',
  'editor.wt.atSetup': 'mise en place',
  'editor.wt.atStep': 'étape {n} ({title})',
  'editor.wt.rule': 'refusé par la règle {id} : {text}',
  'editor.wt.later': '« {title} » : {steps}',
  'editor.wt.laterSteps.one': '{count} étape suivante ({list}) ne se joue plus comme écrit non plus, très probablement à cause de {cause} ; corrigez d’abord celle-ci.',
  'editor.wt.laterSteps.other': '{count} étapes suivantes ({list}) ne se jouent plus comme écrit non plus, très probablement à cause de {cause} ; corrigez d’abord celle-ci.',
  'editor.wt.cause.setup': 'la mise en place',
  'editor.wt.cause.step': 'l’étape {n}',
};
