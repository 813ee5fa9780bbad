// Renders the contract (storefront.json, beside this page) with Redoc's standalone bundle. A file of its own, not
// an inline script, so the page's Content-Security-Policy can allow scripts from its own origin only. The fonts
// are the shop's stacks of system fonts (src/client/app/styles/theme.css): nothing is loaded from another host.
/* global document, window -- runs in the browser, beside Redoc's bundle, not in node like the other scripts */
(function () {
  'use strict';
  var SANS =
    "'Helvetica Neue', Helvetica, 'Segoe UI', Roboto, 'Noto Sans', 'Hiragino Sans', 'Yu Gothic', Arial, " +
    'system-ui, sans-serif';
  var SERIF =
    "'Cormorant Garamond', 'Cormorant', Didot, 'Didot LT STD', 'Bodoni 72', 'Bodoni MT', " +
    "'Libre Baskerville', Georgia, 'Times New Roman', serif";
  var MONO = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace";

  var options = {
    // Descriptions are Markdown from the contract: any HTML in them is sanitised before it is shown.
    sanitize: true,
    expandResponses: '200',
    jsonSamplesExpandLevel: 3,
    theme: {
      colors: { primary: { main: '#7d5f27' } },
      typography: {
        fontFamily: SANS,
        headings: { fontFamily: SERIF, fontWeight: '600' },
        code: { fontFamily: MONO },
      },
      sidebar: { backgroundColor: '#f7f4ef' },
      rightPanel: { backgroundColor: '#1b1b1b' },
    },
  };

  var root = document.getElementById('redoc');
  window.Redoc.init('storefront.json', options, root, function (error) {
    if (!error) return;
    // Redoc shows its own error panel; the console carries the cause for whoever debugs it.
    console.error('The API reference could not be rendered:', error);
  });
})();
