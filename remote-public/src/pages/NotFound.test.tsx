import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderApp } from '../../../remote-shared/src/testing/render';
import NotFoundPage from './NotFound';

describe('NotFound', () => {
  it("shows '404 - Page not found' as the page title, with a way home", async () => {
    const { user } = renderApp(
      <Routes>
        <Route path="/" element={<p>Home reached</p>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>,
      { route: '/no-such-page' },
    );
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('404 - Page not found');
    await user.click(screen.getByRole('link', { name: 'হোম পেজে ফিরে যান' }));
    expect(screen.getByText('Home reached')).toBeInTheDocument();
  });
});
