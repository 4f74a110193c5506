/**
 * English: the board editor (src/components/editor). Spread into en.ts;
 * editor-fr.ts has the same keys.
 */
export const editorEn = {
  // Page (src/site/pages/EditorPage.astro)
  'editor.description': 'Change the Clippers board (islands, values, port spaces, links, harbors, departure cards) and see at once what the checker finds.',
  'editor.heading': 'Map editor',
  'editor.loading': 'Loading the map editor…',
  'editor.static.title': 'The board (the live board loads when you reach for it)',
  'editor.noscript.before': 'The map editor needs JavaScript. The map format is plain JSON: you can also edit ',
  'editor.noscript.middle': ' in a text editor and check it with ',
  'editor.noscript.after': '.',
  'editor.partly': 'The editor’s panels are being translated: some of them are still in English.',

  // Form fields and dialogs (fields.tsx, dialog.tsx)
  'editor.field.whole': 'Enter a whole number.',
  'editor.field.number': 'Enter a number.',
  'editor.field.none': '(none)',
  'editor.field.missing': '{value} (missing)',
  'editor.cancel': 'Cancel',

  // Coordinates, ids and an element's links (InspectorFields.tsx)
  'editor.x': 'x (longitude, east)',
  'editor.y': 'y (latitude, north)',
  'editor.id': 'Id',
  'editor.id.hint': 'Links, cards and companies that use it are renamed too.',
  'editor.id.bad': 'Use lower-case letters, digits and dashes, e.g. "new-guinea".',
  'editor.id.taken': '"{id}" is already used.',
  'editor.id.takenCard': '"{id}" is already used by another card.',
  'editor.links': 'Links',
  'editor.links.none': 'No links yet.',
  'editor.links.select': 'Select link {id}',
  'editor.links.space': '1 space',
  'editor.links.spaces': '{count} spaces',
  'editor.links.out': ', one-way out',
  'editor.links.in': ', one-way in',
  'editor.links.to': 'Link to',
  'editor.links.choose': 'Link to…',
  'editor.links.add': 'Add link',

  // A link (LinkInspector.tsx)
  'editor.link': 'Link',
  'editor.link.segments': 'Route spaces (segments)',
  'editor.link.segments.hint': '1 to 4 on the published board',
  'editor.link.from': 'From',
  'editor.link.to': 'To',
  'editor.link.oneWay': 'One-way (may only be built from “from” to “to”)',
  'editor.link.flip': '⇄ Flip direction',
  'editor.link.twin': 'Select its twin',
  'editor.link.addTwin': '+ Parallel twin (double route)',
  'editor.link.delete': 'Delete link',
} as const;
