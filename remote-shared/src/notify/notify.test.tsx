import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { notify, prepareToasts, ToastHost } from './notify';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

describe('notify', () => {
  it('shows error toasts for 4 seconds', async () => {
    const error = jest.spyOn(toast, 'error');
    notify.error('তথ্য জমা দিতে ব্যর্থ হয়েছে');
    await prepareToasts();
    expect(error).toHaveBeenCalledWith('তথ্য জমা দিতে ব্যর্থ হয়েছে', expect.objectContaining({ autoClose: 4000 }));
  });

  it('shows success and info toasts for 2 seconds', async () => {
    const success = jest.spyOn(toast, 'success');
    const info = jest.spyOn(toast, 'info');
    notify.success('নোটিশ যুক্ত হয়েছে ✅');
    notify.info('data loading');
    await prepareToasts();
    expect(success).toHaveBeenCalledWith('নোটিশ যুক্ত হয়েছে ✅', expect.objectContaining({ autoClose: 2000 }));
    expect(info).toHaveBeenCalledWith('data loading', expect.objectContaining({ autoClose: 2000 }));
  });

  it('lets a caller override the defaults', async () => {
    const error = jest.spyOn(toast, 'error');
    notify.error('x', { autoClose: false, toastId: 'one' });
    await prepareToasts();
    expect(error).toHaveBeenCalledWith('x', expect.objectContaining({ autoClose: false, toastId: 'one' }));
  });
});

describe('ToastHost', () => {
  it('shows the toasts sent with notify', async () => {
    render(<ToastHost />);
    act(() => {
      notify.success('গ্যালারি সফলভাবে আপলোড হয়েছে!');
      notify.error('আপলোড ব্যর্থ হয়েছে!');
    });
    expect(await screen.findByText('গ্যালারি সফলভাবে আপলোড হয়েছে!')).toBeInTheDocument();
    expect(screen.getByText('আপলোড ব্যর্থ হয়েছে!')).toBeInTheDocument();
  });

  it('shows at most 20 toasts at once', async () => {
    render(<ToastHost />);
    act(() => {
      for (let i = 1; i <= 25; i += 1) notify.error(`error number ${i}`);
    });
    expect(await screen.findByText('error number 1')).toBeInTheDocument();
    expect(screen.getAllByText(/^error number \d+$/)).toHaveLength(20);
    expect(screen.queryByText('error number 21')).not.toBeInTheDocument();
  });
});
