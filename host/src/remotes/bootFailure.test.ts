import { getByRole } from '@testing-library/dom';
import { showBootFailure } from './bootFailure';

describe('showBootFailure', () => {
  it('replaces the page with a Bengali message and a retry button', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = '<p>half-started app</p>';
    showBootFailure(root);
    const alert = getByRole(root, 'alert');
    expect(alert).toHaveTextContent('সাইটটি এই মুহূর্তে লোড করা যায়নি।');
    expect(getByRole(alert, 'button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    expect(root).not.toHaveTextContent('half-started app');
    root.remove();
  });

  it('does nothing without a root element', () => {
    expect(() => showBootFailure(null)).not.toThrow();
  });
});
