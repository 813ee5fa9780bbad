import { isStoryScene, renderStorySvg, STORY_SCENES } from './story';

/** Every element closed in the order it opened, and no NaN or undefined from a bad computation. */
function expectWellFormed(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|\[object/);
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name ?? '');
  }
  expect(stack).toEqual([]);
}

describe('story pictures', () => {
  it('draws a different, well-formed 3:2 picture with a title for every scene', () => {
    const pictures = STORY_SCENES.map(renderStorySvg);
    pictures.forEach(expectWellFormed);
    for (const svg of pictures) {
      expect(svg).toContain('viewBox="0 0 1200 800"');
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
    }
    expect(new Set(pictures).size).toBe(STORY_SCENES.length);
  });

  it('knows its scene names and nothing else (they come from URLs)', () => {
    expect(STORY_SCENES).toEqual(['guilloche', 'workshop', 'archives', 'wrist']);
    expect(isStoryScene('archives')).toBe(true);
    expect(isStoryScene('constructor')).toBe(false);
    expect(isStoryScene('toString')).toBe(false);
  });
});
