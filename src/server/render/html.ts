/**
 * Server-rendered HTML (mails, the sandbox provider page, the development mailbox) builds strings, so every
 * dynamic value goes through `escapeHtml` — names, addresses and gift messages are the shopper's own text.
 */
import { escapeHtml } from '../../common/escape-html';

export { escapeHtml };

/** The shop's palette and type, inline: these pages load nothing from elsewhere. */
const STYLE = `
body{margin:0;background:#f7f4ef;color:#1b1b1b;font:16px/1.6 'Helvetica Neue',Helvetica,'Segoe UI',Roboto,'Noto Sans','Hiragino Sans',Arial,sans-serif}
main{max-width:40rem;margin:0 auto;padding:3rem 1.5rem}
h1{font:400 2rem/1.2 'Cormorant Garamond',Didot,Georgia,'Times New Roman',serif;margin:0 0 1.5rem}
h2{font:400 1.35rem/1.3 'Cormorant Garamond',Didot,Georgia,serif;margin:2rem 0 .75rem}
.muted{color:#5f5a52}
.panel{background:#fbf9f5;border:1px solid #e4ddd1;padding:1.5rem;margin:1.5rem 0}
table{width:100%;border-collapse:collapse}
td,th{padding:.5rem 0;border-bottom:1px solid #e4ddd1;text-align:left;vertical-align:top}
td.num,th.num{text-align:right}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:2rem}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:3rem;padding:0 2rem;border:1px solid #1b1b1b;background:transparent;color:#1b1b1b;font-family:inherit;font-size:.75rem;font-weight:500;letter-spacing:.22em;text-transform:uppercase;text-decoration:none;cursor:pointer}
.button--primary{background:#1b1b1b;color:#f7f4ef}
a{color:#7d5f27}
iframe{width:100%;min-height:32rem;border:1px solid #e4ddd1;background:#fff}
pre{white-space:pre-wrap;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace}
`;

/** A whole page; `body` must already be escaped HTML. */
export function htmlDocument(title: string, body: string, lang = 'en'): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
