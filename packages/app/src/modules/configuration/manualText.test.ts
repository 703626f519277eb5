import { describe, expect, it } from 'vitest';
import { manualExcerpt } from './manualText.ts';

describe('manualExcerpt', () => {
  it('is the text on one line without markers', () => {
    expect(manualExcerpt('Intro **text**.\n\n## Work\n- **One**: a\n- Two')).toBe('Intro text. — Work — One: a · Two');
  });

  it('keeps what is not Markdown as text', () => {
    expect(manualExcerpt('#hashtag and C#\n<b>bold</b>')).toBe('#hashtag and C# <b>bold</b>');
  });
});
