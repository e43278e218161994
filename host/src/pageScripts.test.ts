import { fetchPageScripts, fetchPageScriptsWhenComplete, PAGE_SCRIPTS_ID } from './pageScripts';

const held = `<template id="${PAGE_SCRIPTS_ID}"><link rel="preload" as="script" href="/remotes/public/page-notice.1.js" fetchpriority="low"><link rel="preload" as="script" href="/remotes/shared/store.2.js" crossorigin="anonymous" integrity="sha384-x"></template>`;
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  document.head.innerHTML = `<link rel="preload" as="script" href="/main.0.js">${held}`;
});

it('moves the held preloads into the head, as they were drawn, once', () => {
  expect(preloads()).toEqual(['/main.0.js']);
  fetchPageScripts();
  expect(preloads()).toEqual(['/main.0.js', '/remotes/public/page-notice.1.js', '/remotes/shared/store.2.js']);
  const pinned = document.head.querySelector('link[href="/remotes/shared/store.2.js"]')!;
  expect([pinned.getAttribute('crossorigin'), pinned.getAttribute('integrity')]).toEqual(['anonymous', 'sha384-x']);
  expect(document.getElementById(PAGE_SCRIPTS_ID)).toBeNull();
  fetchPageScripts();
  expect(preloads()).toHaveLength(3);
});

it('waits for the page to be complete, then moves them one per task; a start that needs them takes the rest at once', async () => {
  const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  fetchPageScriptsWhenComplete();
  expect(preloads()).toEqual(['/main.0.js']);
  state.mockReturnValue('complete');
  window.dispatchEvent(new Event('load'));
  expect(preloads()).toEqual(['/main.0.js', '/remotes/public/page-notice.1.js']);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preloads()).toEqual(['/main.0.js', '/remotes/public/page-notice.1.js', '/remotes/shared/store.2.js']);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.getElementById(PAGE_SCRIPTS_ID)).toBeNull();

  document.head.innerHTML = `<link rel="preload" as="script" href="/main.0.js">${held}`;
  fetchPageScriptsWhenComplete();
  expect(preloads()).toHaveLength(2);
  fetchPageScripts();
  expect(preloads()).toHaveLength(3);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preloads()).toHaveLength(3);
  state.mockRestore();
});

it('does nothing on a page without held scripts', () => {
  document.head.innerHTML = '';
  fetchPageScripts();
  expect(preloads()).toEqual([]);
});
