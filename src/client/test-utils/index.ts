import './setup';

export { answerEasyChallenges, installWebCrypto } from './captcha';
export { contractExample } from './contract';
export { contractHandlers } from './contract-handlers';
export { answerSignedInCustomer } from './customer';
export { contractUrl, server } from './server';
export { currentUrl, renderApp, renderWithProviders } from './renderWithProviders';
export { dataLayerEvents, pageTypesPushed } from './dataLayer';
export { headMeta, structuredDataInHead } from './head';
export { answerStoreConfig, storeIn } from './stores';
