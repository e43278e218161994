require('@testing-library/jest-dom');
// jsdom lacks these; components use them.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false });
}
if (!window.scrollTo || String(window.scrollTo).includes('not implemented')) window.scrollTo = () => {};
