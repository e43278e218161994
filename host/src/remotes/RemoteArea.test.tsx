import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { loadRemoteComponent, RemoteArea } from './RemoteArea';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const FAILURE_TITLE = 'ওয়েবসাইট এই মুহূর্তে লোড করা যায়নি।';
const RETRY = 'আবার চেষ্টা করুন';

type RemoteModule = { default: ComponentType };
const remoteModule = (component: ComponentType): RemoteModule => ({ default: component });

function PublicSite() {
  return <h1>Public home</h1>;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React and the boundary report the caught failures on the console; the page is what we check.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(loadRemote).mockReset();
});
afterEach(() => consoleError.mockRestore());

describe('RemoteArea', () => {
  it('shows a spinner while the remote loads, then the remote', async () => {
    let release!: (m: RemoteModule) => void;
    const load = jest.fn(() => new Promise<RemoteModule>((resolve) => (release = resolve)));
    render(<RemoteArea id="remote_public/PublicApp" label="ওয়েবসাইট" load={load} />);
    expect(await screen.findByRole('status')).toHaveTextContent('লোড হচ্ছে...');
    release(remoteModule(PublicSite));
    expect(await screen.findByRole('heading', { name: 'Public home' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('remote_public/PublicApp');
  });

  it('shows the Bengali failure message with a retry when the remote cannot be loaded, and retries', async () => {
    const load = jest
      .fn<Promise<RemoteModule>, [string]>()
      .mockRejectedValueOnce(new Error('remoteEntry.js 502'))
      .mockResolvedValueOnce(remoteModule(PublicSite));
    render(<RemoteArea id="remote_public/PublicApp" label="ওয়েবসাইট" load={load} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: FAILURE_TITLE })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'হোম পেজে যান' })).toHaveAttribute('href', '/');
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(within(alert).getByRole('button', { name: RETRY }));
    expect(await screen.findByRole('heading', { name: 'Public home' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps offering the retry while the remote keeps failing', async () => {
    const load = jest.fn<Promise<RemoteModule>, [string]>().mockRejectedValue(new Error('offline'));
    render(<RemoteArea id="remote_dashboard/DashboardApp" label="ড্যাশবোর্ড" load={load} />);
    await userEvent.click(await screen.findByRole('button', { name: RETRY }));
    expect(await screen.findByRole('heading', { name: 'ড্যাশবোর্ড এই মুহূর্তে লোড করা যায়নি।' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering: the message shows and the rest of the page still works', async () => {
    function Broken(): never {
      throw new Error('bug in the remote');
    }
    render(
      <>
        <nav aria-label="site">
          <a href="/">Rest of the page</a>
        </nav>
        <RemoteArea id="remote_public/PublicApp" label="ওয়েবসাইট" load={async () => remoteModule(Broken)} />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE_TITLE);
    expect(screen.getByRole('link', { name: 'Rest of the page' })).toBeVisible();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('ওয়েবসাইট failed'), expect.any(Error));
  });

  it('one failing area does not take down another', async () => {
    function Broken(): never {
      throw new Error('bug');
    }
    render(
      <>
        <RemoteArea id="remote_dashboard/DashboardApp" label="ড্যাশবোর্ড" load={async () => remoteModule(Broken)} />
        <RemoteArea id="remote_public/PublicApp" label="ওয়েবসাইট" load={async () => remoteModule(PublicSite)} />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Public home' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('ড্যাশবোর্ড এই মুহূর্তে লোড করা যায়নি।');
  });
});

describe('loadRemoteComponent', () => {
  it('answers the module the federation runtime loaded', async () => {
    jest.mocked(loadRemote).mockResolvedValue(remoteModule(PublicSite));
    await expect(loadRemoteComponent('remote_public/PublicApp')).resolves.toEqual({ default: PublicSite });
    expect(loadRemote).toHaveBeenCalledWith('remote_public/PublicApp');
  });

  it('fails when the runtime answers nothing or a module without a component', async () => {
    jest.mocked(loadRemote).mockResolvedValueOnce(null).mockResolvedValueOnce({ default: 'nope' });
    await expect(loadRemoteComponent('remote_public/PublicApp')).rejects.toThrow('remote_public/PublicApp could not be loaded');
    await expect(loadRemoteComponent('remote_public/PublicApp')).rejects.toThrow('could not be loaded');
  });
});
