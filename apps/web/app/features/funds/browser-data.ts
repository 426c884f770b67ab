import { roundColourDepth } from '@drawline/contracts';
import { useEffect, useState } from 'react';

/** The form field that carries the browser's colour depth to the deposit action. */
export const COLOUR_DEPTH_FIELD = 'browserColorDepth';

/**
 * The browser's colour depth, rounded as 3-D Secure takes it (3-account.md §9; decision 492), once
 * the page runs in the browser; empty on the server and without scripts, when none is sent.
 */
export function useBrowserColourDepth(): string {
  const [depth, setDepth] = useState('');
  useEffect(() => {
    if (typeof window.screen?.colorDepth === 'number') setDepth(String(roundColourDepth(window.screen.colorDepth)));
  }, []);
  return depth;
}

/** The deposit's metadata from the form: the colour depth when the page sent one. */
export function browserMetadataOf(form: FormData): { metadata?: Record<string, string> } {
  const depth = form.get(COLOUR_DEPTH_FIELD);
  return typeof depth === 'string' && /^\d{1,2}$/.test(depth) ? { metadata: { [COLOUR_DEPTH_FIELD]: depth } } : {};
}
