import type { PageSection } from '../../../domain/content/block-data';

/** The three kinds of section the stories are written in. */
export const p = (text: string): PageSection => ({ type: 'paragraph', text });
export const h = (text: string): PageSection => ({ type: 'heading', text });
export const q = (text: string, attribution: string): PageSection => ({ type: 'quote', text, attribution });
