import { jsonInHtml } from '../../../common/json-in-html';
import { SERVER_STATE_ELEMENT_ID, type RenderedPage } from '../../../common/server-render';
import { escapeHtml } from '../html';

const STATIC_PREFIX = '/static/';

/** The page chunk's stylesheets and scripts the shell does not already load, for the head. */
function assetTags(shell: string, files: readonly string[], nonce: string): string {
  return files
    .filter((file) => !shell.includes(`${STATIC_PREFIX}${file}`))
    .map((file) => {
      const href = escapeHtml(`${STATIC_PREFIX}${file}`);
      return file.endsWith('.css')
        ? `<link href="${href}" rel="stylesheet">`
        : `<script defer src="${href}" nonce="${nonce}"></script>`;
    })
    .join('');
}

/**
 * A server-rendered page: the shell (already in the store's language and carrying its nonce) with the page's
 * head tags instead of its generic title and description, the page chunk's assets (so the main content is
 * styled from the first paint and its script loads beside the shell's), the markup in `#root` and the API
 * state the browser hydrates from. Only what React rendered goes in the body: no nonce is added to it.
 */
export function serverRenderedHtml(
  shell: string,
  page: RenderedPage,
  { extraHead, assets, nonce }: { extraHead: string; assets: readonly string[]; nonce: string },
): string {
  const ownTitle = page.headHtml.includes('<title>');
  const head = ownTitle
    ? shell.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="?description"?[^>]*>/, '')
    : shell;
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonInHtml(page.apiState)}</script>`;
  return head
    .replace('</head>', () => `${page.headHtml}${extraHead}${assetTags(shell, assets, nonce)}</head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${page.html}</div>${state}`);
}
