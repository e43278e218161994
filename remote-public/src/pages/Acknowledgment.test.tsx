import { screen, within } from '@testing-library/react';
import { makeStore } from '../../../remote-shared/src/store/store';
import { installFakeApi } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp } from '../../../remote-shared/src/testing/render';
import { recognition } from '../testing/fixtures';
import AcknowledgmentPage from './Acknowledgment';
import { pageTestHooks } from '../testing/pageTests';

pageTestHooks();

const render = () => renderApp(<AcknowledgmentPage />, { route: '/acknowledgment', store: makeStore() });
const letter = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li')!;

describe('Acknowledgment page', () => {
  it('shows each letter with its title, Bengali date, and its scan as a thumbnail or its PDF, to open or download', async () => {
    const api = installFakeApi({
      'GET acknowledgment/': {
        data: [
          recognition(1, { title: 'পাঠদানের অনুমতি', date: '1986-03-01' }),
          recognition(2, { title: 'স্বীকৃতি নবায়ন', date: '2024-12-31', image: 'https://college.example/media/acknowledgments/2.pdf' }),
        ],
      },
    });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'পাঠদানের অনুমতি ও স্বীকৃতি' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'পাঠদানের অনুমতি' });

    const scan = letter('পাঠদানের অনুমতি');
    expect(scan).toHaveTextContent('তারিখ: ১ মার্চ, ১৯৮৬');
    const thumbnail = scan.querySelector('img')!;
    expect(thumbnail).toHaveAttribute('src', 'https://college.example/media/acknowledgments/1.jpg');
    expect(thumbnail.getAttribute('srcset')).toContain('https://college.example/media/_w/320/acknowledgments/1.jpg 320w');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(within(scan).getByRole('link', { name: 'খুলুন' })).toHaveAttribute('href', 'https://college.example/media/acknowledgments/1.jpg');
    expect(within(scan).getByRole('link', { name: 'খুলুন' })).toHaveAccessibleDescription('পাঠদানের অনুমতি');
    expect(within(scan).getByRole('link', { name: 'ডাউনলোড' })).toHaveAttribute('href', 'https://college.example/media/acknowledgments/1.jpg?download=1');

    const pdf = letter('স্বীকৃতি নবায়ন');
    expect(pdf.querySelector('img')).toBeNull();
    expect(pdf).toHaveTextContent('তারিখ: ৩১ ডিসেম্বর, ২০২৪');
    expect(within(pdf).getByRole('link', { name: 'PDF খুলুন' })).toHaveAttribute('href', 'https://college.example/media/acknowledgments/2.pdf');
    expect(api.sent('GET acknowledgment/')[0].query).toEqual({ fields: 'id,title,date,image' });
  });

  it("shows 'কোনো তথ্য পাওয়া যায়নি' when there are none, with a retry after a failed read", async () => {
    const api = installFakeApi({ 'GET acknowledgment/': { networkError: true } });
    const { user } = render();
    expect(await screen.findByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    api.on('GET acknowledgment/', { data: [recognition(3)] });
    await user.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'স্বীকৃতি পত্র 3' })).toBeInTheDocument();
  });
});
