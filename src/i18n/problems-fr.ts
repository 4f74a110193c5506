import type { problemsEn } from './problems-en';

/** Français : pourquoi une partie enregistrée, un lien de partie ou la sauvegarde de la page Jouer ne s’ouvre pas (mêmes clés que problems-en.ts). */
export const problemsFr: Record<keyof typeof problemsEn, string> = {
  'problem.separator': '\u202f; ',
  'problem.at-path': '{path} : {why}',
  'problem.file': '{file} : {path} : {why}',
  'problem.file.document': '(document)',
  'problem.open.what': '{file} : ouvrez une partie enregistrée (format: clippers-game), un exemple commenté (clippers-walkthrough) ou un plateau (clippers-map).',
  'problem.saved.not-object': 'une partie enregistrée est un objet qui commence par `format: clippers-game`',
  'problem.saved.is-walkthrough': 'ceci est un exemple commenté, pas une partie enregistrée ; ouvrez-le comme exemple commenté',
  'problem.wrong-format': 'ceci est {format}, pas une partie enregistrée (format: clippers-game)',
  'problem.stale-version': 'la partie a été enregistrée dans la version {version} du format ; cette version lit la {current}',
  'problem.map-unavailable': 'La partie se joue sur le plateau « {map} », qui n’est pas disponible ici ; ouvrez le fichier de ce plateau avec elle.',
  'problem.move-refused': 'Le coup {n} ({move}) est refusé : {why}',
  'problem.with-rule': '{text} (règle {rule})',
  'problem.link.too-long': 'Cette partie est trop longue pour un lien ({length} caractères, {limit} au plus). Enregistrez-la dans un fichier et envoyez le fichier.',
  'problem.link.too-long.board': 'Cette partie est trop longue pour un lien ({length} caractères, {limit} au plus ; son plateau voyage avec elle). Enregistrez-la dans un fichier et envoyez le fichier.',
  'problem.link.cut': 'La partie de ce lien est abîmée (elle a peut-être été coupée quand le lien a été copié).',
  'problem.link.not-json': 'La partie de ce lien est abîmée (ce n’est pas du JSON valide).',
  'problem.link.no-game': 'Ce lien ne contient pas de partie enregistrée.',
  'problem.save.not-json': 'La partie gardée n’est pas du JSON valide ({why}).',
  'problem.save.not-object': 'La partie gardée n’est pas un objet.',
  'problem.save.version': 'La partie gardée est en version {version} ; cette page lit la version {current}.',
  'problem.save.no-game': 'La sauvegarde ne contient pas de partie.',
  'problem.save.no-longer-replays': 'La partie gardée ne se rejoue plus : {why}',
  'problem.save.does-not-hold': 'La partie gardée n’est pas valable : {why}',
  'problem.save.not-saved': 'La sauvegarde n’est pas une partie enregistrée (format: clippers-game).',
};
