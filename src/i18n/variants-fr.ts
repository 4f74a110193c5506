import type { variantsEn } from './variants-en';

/** Français : les variantes de règles et leurs choix (mêmes clés que variants-en.ts). */
export const variantsFr: Record<keyof typeof variantsEn, string> = {
  'variant.portCard': 'Carte Comptoir',
  'variant.portCard.hint': 'Déplacer un comptoir tient-il lieu de pose pour la phase, ou s’y ajoute-t-il ?',
  'variant.tieBreak': 'Départage',
  'variant.tieBreak.hint': 'Après les points et l’argent : le dernier ex aequo sans tour complet gagne, ou la victoire est partagée.',
  'variant.purpleHome': 'Le violet chez lui au décompte',
  'variant.purpleHome.hint': 'Au décompte, la compagnie violette compte-t-elle comme reliée à son île de départ (où qu’elle soit sur ce plateau) ?',
  'variant.purpleBranch': 'Nouvelles routes violettes',
  'variant.purpleBranch.hint': 'Les nouvelles routes violettes partent-elles seulement de son île de départ, ou aussi de toute île qu’elle atteint ?',
  'variant.choice.replaces-placement': 'Au lieu du pion de la phase',
  'variant.choice.in-addition': 'En plus du pion de la phase',
  'variant.choice.money-then-last-turn': 'Argent, puis dernier tour',
  'variant.choice.money-only': 'Argent seul (sinon partagée)',
  'variant.choice.always': 'Compte toujours',
  'variant.choice.when-active': 'Seulement une fois le violet actif',
  'variant.choice.never': 'Jamais (vraies liaisons seules)',
  'variant.choice.home-only': 'Seulement depuis son île',
  'variant.choice.anywhere': 'Depuis toute île atteinte par le violet',
};
