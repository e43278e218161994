import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '../store/store';
import { installFakeApi, resetBrowserState, uninstallFakeApi } from '../testing/fakeApi';
import { useInstitution } from './institution';

beforeEach(() => resetBrowserState());
afterEach(() => uninstallFakeApi());

const wrapperFor = (store: AppStore) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };

describe('useInstitution', () => {
  it('answers the first institution of the list, fetched once for every reader', async () => {
    const api = installFakeApi({ 'GET institutions/': { data: [{ id: 3, name: 'Govt. College' }, { id: 4, name: 'Other' }] } });
    const wrapper = wrapperFor(makeStore());
    const header = renderHook(() => useInstitution(), { wrapper });
    expect(header.result.current).toMatchObject({ institution: null, isLoading: true, isLoaded: false });
    await waitFor(() => expect(header.result.current.isLoaded).toBe(true));
    expect(header.result.current.institution).toMatchObject({ id: 3, name: 'Govt. College' });

    const footer = renderHook(() => useInstitution(), { wrapper });
    expect(footer.result.current.institution).toMatchObject({ id: 3 });
    expect(api.sent('GET institutions/')).toHaveLength(1);
  });

  it('answers null when no institution exists yet', async () => {
    installFakeApi({ 'GET institutions/': { data: [] } });
    const { result } = renderHook(() => useInstitution(), { wrapper: wrapperFor(makeStore()) });
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    expect(result.current.institution).toBeNull();
  });

  it('reports a failed fetch without an institution', async () => {
    installFakeApi({ 'GET institutions/': { status: 500, data: { detail: 'down' } } });
    const { result } = renderHook(() => useInstitution(), { wrapper: wrapperFor(makeStore()) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current).toMatchObject({ institution: null, isLoaded: false });
  });
});
