import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { store } from 'remote_shared/store';
import { ToastHost } from 'remote_shared/notify';
import PublicApp from './PublicApp';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <Provider store={store}>
      <BrowserRouter>
        <PublicApp />
      </BrowserRouter>
      <ToastHost />
    </Provider>,
  );
}
