import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { store } from 'remote_shared/store';
import { ToastHost } from 'remote_shared/notify';
import { App } from './App';
import './host.css';

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

// A public page the server drew (api/src/render.ts) is hydrated: React takes over the HTML the visitor already
// sees, part by part as each remote's code arrives, instead of drawing it again.
if (container.hasAttribute('data-server-rendered')) {
  hydrateRoot(container, page, {
    onRecoverableError: (error) => console.warn('[host] part of the server-drawn page was drawn again in the browser', error),
  });
} else {
  createRoot(container).render(page);
}
