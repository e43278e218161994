// Its own file, so the module starts fresh: no toast has been asked for yet.
import { act, render, waitFor } from '@testing-library/react';
import { prepareToasts, ToastHost } from './notify';

describe('prepareToasts', () => {
  it('mounts the toasts container before any toast', async () => {
    const { container } = render(<ToastHost />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
    act(() => {
      void prepareToasts();
    });
    await waitFor(() => expect(container.querySelector('.Toastify')).not.toBeNull());
  });
});
