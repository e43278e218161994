import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { store } from 'remote_shared/store';
import { ToastHost } from 'remote_shared/notify';
import { App } from './App';
import './host.css';

/** Starts React on the page (index.ts calls it once the modules are in). */
export function start(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  const page = (
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
        <ToastHost />
      </Provider>
    </StrictMode>
  );

  // A public page the server drew (api/src/render/) is hydrated: React takes over the HTML the visitor already
  // sees, part by part as each remote's code arrives, instead of drawing it again. As a transition, React works
  // in slices of a few milliseconds and lets the browser answer input between them; a visitor's click or typing
  // before then still works (the page's links and forms are plain HTML, and React keeps what was typed).
  if (container.hasAttribute('data-server-rendered')) {
    startTransition(() => {
      hydrateRoot(container, page, {
        onRecoverableError: (error) => console.warn('[host] part of the server-drawn page was drawn again in the browser', error),
      });
    });
  } else {
    createRoot(container).render(page);
  }
}
