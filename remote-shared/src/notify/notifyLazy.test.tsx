// A page that never shows a toast never draws (nor downloads) the toast container. Its own file, so the
// module starts fresh: no toast has been asked for yet.
import { act, render, screen, waitFor } from '@testing-library/react';
import { notify, ToastHost } from './notify';

describe('ToastHost before the first toast', () => {
  it('draws nothing until a toast is asked for, then the container and the toast', async () => {
    const { container } = render(<ToastHost />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();

    act(() => {
      notify.info('প্রথম বার্তা');
    });
    expect(await screen.findByText('প্রথম বার্তা')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.Toastify')).not.toBeNull());
  });
});
