// Whole-page actions, on one object so a test can replace them (jsdom cannot reload a page, and its
// `window.location` cannot be redefined or spied on).
export const page = {
  reload: () => window.location.reload(),
};
