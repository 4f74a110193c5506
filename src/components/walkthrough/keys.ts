/**
 * What a key does in the walkthrough. Outside presentation mode only the arrows,
 * Home and End step (space and the page keys keep scrolling the page); in it, space,
 * the up/down arrows and a presenter remote's PageUp/PageDown step too, F toggles full
 * screen and Escape leaves. P enters and leaves presentation mode anywhere.
 */

export type KeyAction =
  | { kind: 'step'; to: 'next' | 'back' | 'start' | 'end' }
  | { kind: 'present' }
  | { kind: 'fullscreen' }
  | { kind: 'leave' };

export interface KeyPress {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

export function keyAction(e: KeyPress, presenting: boolean): KeyAction | null {
  if (e.altKey || e.ctrlKey || e.metaKey) return null;
  const step = (to: 'next' | 'back' | 'start' | 'end'): KeyAction => ({ kind: 'step', to });
  if (e.key === ' ' || e.key === 'Spacebar') return presenting ? step(e.shiftKey ? 'back' : 'next') : null;
  if (e.shiftKey) return null;
  switch (e.key) {
    case 'ArrowRight':
      return step('next');
    case 'ArrowLeft':
      return step('back');
    case 'Home':
      return step('start');
    case 'End':
      return step('end');
    case 'PageDown':
    case 'ArrowDown':
      return presenting ? step('next') : null;
    case 'PageUp':
    case 'ArrowUp':
      return presenting ? step('back') : null;
    case 'p':
    case 'P':
      return { kind: 'present' };
    case 'f':
    case 'F':
      return presenting ? { kind: 'fullscreen' } : null;
    case 'Escape':
      return presenting ? { kind: 'leave' } : null;
    default:
      return null;
  }
}

/** Does the query string ask for presentation mode (`?present`, `?present=1`)? `?present=0` does not. */
export function wantsPresent(search: string): boolean {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('present');
  return value !== null && value !== '0' && value !== 'false';
}

/** The query string with `present` set or removed, other parameters kept in order. */
export function withPresent(search: string, on: boolean): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (on) params.set('present', '');
  else params.delete('present');
  const text = params.toString().replace(/(^|&)present=(?=&|$)/, '$1present');
  return text === '' ? '' : `?${text}`;
}
