require('@testing-library/jest-dom');
// Other jobs share a CI machine's two cores: a wait (findBy…, waitFor) gets five seconds, not the default one. A
// debounced search, typed a letter at a time, takes most of a second on its own.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
// jsdom lacks these; components use them.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false });
}
if (typeof window !== 'undefined' && (!window.scrollTo || String(window.scrollTo).includes('not implemented'))) window.scrollTo = () => {};
// React Router 7 encodes with TextEncoder at import time; jest's jsdom environment does not provide it.
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
