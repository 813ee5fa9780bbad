import { need, type ErrorExpectation, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import { numberKeyword } from './contract-parameters';
import type { Discovered } from './discovered';
import { randomText } from './inputs';
import { rejectsStoreCodes } from './store-codes';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const MALFORMED = { status: 400, code: 'validation_failed', field: 'path.identifier' } as const;
/** Spec 9: a content slider moves in 300 ms. */
const CONTENT_SLIDER_SPEED_MS = 300;

/**
 * The home page's content, then one of the stories it links to. The two share what the first found (story
 * identifiers, read from the stories' storefront URLs) through this closure.
 */
export function contentScenarios(found: Discovered): Scenario[] {
  const identifiers: string[] = [];
  const homeContent: Scenario = {
    operationId: 'getHomeContent',
    async run(t) {
      const home = await t.ok('getHomeContent', 'the home page', {}, (body) => {
        if (body.store_code !== t.store) return `store_code ${body.store_code} instead of ${t.store}`;
        for (const block of body.blocks) {
          if (block.type === 'content_slider' && block.settings.speed !== CONTENT_SLIDER_SPEED_MS)
            return `content slider ${block.id} moves in ${block.settings.speed} ms, not ${CONTENT_SLIDER_SPEED_MS}`;
          if (block.type === 'stories') {
            const foreign = block.stories.find((s) => !s.url.startsWith(`/${t.store}/`));
            if (foreign) return `story ${foreign.page_id} links outside the store: ${foreign.url}`;
          }
        }
        return null;
      });
      for (const block of home?.blocks ?? []) {
        if (block.type !== 'stories') continue;
        for (const story of block.stories) {
          const identifier = /\/([a-z0-9-]+)\/?$/.exec(story.url)?.[1];
          if (identifier && !identifiers.includes(identifier)) identifiers.push(identifier);
        }
      }
      await rejectsStoreCodes(t, 'getHomeContent', {}, found);
    },
  };

  const contentPage: Scenario = {
    operationId: 'getContentPage',
    async run(t) {
      const send = (label: string, identifier: string, expected: ErrorExpectation) =>
        t.rejects('getContentPage', label, { path: { identifier } }, expected);
      const maxLength = numberKeyword('getContentPage', 'identifier', 'maxLength');
      await send('identifier in upper case', 'The-Story', MALFORMED);
      await send('identifier with an underscore', 'the_story', MALFORMED);
      await send(`identifier of ${maxLength + 1} characters`, 'a'.repeat(maxLength + 1), MALFORMED);
      await send('unknown identifier', `no-such-story-${randomText(8, LOWER)}`, {
        status: 404,
        code: 'not_found',
      });

      const identifier = need(identifiers[0], 'a story linked from the home content');
      for (const story of identifiers.slice(0, 2)) {
        await t.ok('getContentPage', story, { path: { identifier: story } }, (body) =>
          body.identifier === story ? null : `identifier ${body.identifier} instead of ${story}`,
        );
      }
      await rejectsStoreCodes(t, 'getContentPage', { path: { identifier } }, found);
    },
  };
  return [homeContent, contentPage];
}
