/**
 * The game's names in French that several catalogues use: a company's colour as an
 * adjective agreeing with « compagnie » (feminine), and the option cards as printed.
 * Kept small, so the play page's island can take them without the whole catalogue.
 */
export const COMPANY_FR = { red: 'rouge', blue: 'bleue', white: 'blanche', green: 'verte', black: 'noire', purple: 'violette' } as const;
export const CARD_FR = { '2x': '2X', '3x': '3X', '5x': '5X', port: 'Comptoir' } as const;
