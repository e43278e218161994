import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { store } from 'remote_shared/store';
import { ToastHost } from 'remote_shared/notify';
import DashboardApp from './DashboardApp';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route path="/dashboard/*" element={<DashboardApp />} />
        </Routes>
      </BrowserRouter>
      <ToastHost />
    </Provider>,
  );
}
