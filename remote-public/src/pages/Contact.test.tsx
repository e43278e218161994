import { screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '../../../remote-shared/src/store/store';
import { deferred, installFakeApi, jsonBody, type FakeApi, type Reply } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp } from '../../../remote-shared/src/testing/render';
import { INSTITUTION } from '../testing/fixtures';
import { FormStateContext } from '../page/formState';
import ContactPage from './Contact';
import { pageTestHooks } from '../testing/pageTests';

let api: FakeApi;
const { errorLog } = pageTestHooks();
beforeEach(() => {
  api = installFakeApi({ 'GET institutions/': { data: [INSTITUTION] }, 'POST contacts/': { status: 201, data: { id: 1 } } });
});

function renderContact() {
  const result = renderApp(<ContactPage />, { route: '/contact', store: makeStore() });
  const form = screen.getByRole('form', { name: 'যোগাযোগ ফর্ম' });
  const field = (label: string) => within(form).getByLabelText(label, { exact: false });
  return { ...result, form, field };
}

describe('Contact page', () => {
  it("shows the institution's address, phone and email, and the office hours", async () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'যোগাযোগের তথ্য' });
    expect(await within(info).findByText(INSTITUTION.address)).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: INSTITUTION.contact_phone })).toHaveAttribute('href', `tel:${INSTITUTION.contact_phone}`);
    expect(within(info).getByRole('link', { name: INSTITUTION.contact_email })).toHaveAttribute('href', `mailto:${INSTITUTION.contact_email}`);
    expect(info).toHaveTextContent('রবি - বৃহঃ: সকাল ৯টা - বিকেল ৫টা');
  });

  it('labels every field, with the placeholders of the original', () => {
    const { field } = renderContact();
    expect(field('নাম')).toHaveAttribute('placeholder', 'আপনার নাম');
    expect(field('নাম')).toBeRequired();
    expect(field('ইমেইল')).toHaveAttribute('type', 'email');
    expect(field('ইমেইল')).toHaveAttribute('placeholder', 'আপনার ইমেইল (ঐচ্ছিক)');
    expect(field('ইমেইল')).not.toBeRequired();
    expect(field('ফোন নম্বর')).toHaveAttribute('placeholder', 'আপনার ফোন নম্বর (ঐচ্ছিক)');
    expect(field('বার্তা')).toHaveAttribute('placeholder', 'আপনার বার্তা');
    expect(field('বার্তা')).toBeRequired();
  });

  it('refuses a message with neither email nor phone, and sends nothing', async () => {
    const { user, field, form } = renderContact();
    await user.type(field('নাম'), 'রহিম');
    await user.type(field('ইমেইল'), '   ');
    await user.type(field('বার্তা'), 'ভর্তির তারিখ জানতে চাই');
    await user.click(within(form).getByRole('button', { name: 'পাঠান' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ অনুগ্রহ করে ইমেইল অথবা ফোন নম্বর প্রদান করুন।');
    expect(api.sent('POST contacts/')).toHaveLength(0);
    // Nothing typed is lost.
    expect(field('নাম')).toHaveValue('রহিম');
  });

  it("sends the message as JSON, shows 'পাঠানো হচ্ছে...' meanwhile, then the success message and a cleared form", async () => {
    const reply = deferred<Reply>();
    api.on('POST contacts/', () => reply.promise);
    const { user, field, form } = renderContact();
    await user.type(field('নাম'), 'রহিম');
    await user.type(field('ফোন নম্বর'), '০১৭১১২২৩৩৪৪');
    await user.type(field('বার্তা'), 'ভর্তির তারিখ জানতে চাই');
    await user.click(within(form).getByRole('button', { name: 'পাঠান' }));

    // Busy, but never disabled: a second press meanwhile sends nothing more.
    const sending = await within(form).findByRole('button', { name: 'পাঠানো হচ্ছে...' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(sending).toBeEnabled();
    await user.click(sending);
    await waitFor(() => expect(api.sent('POST contacts/')).toHaveLength(1));
    const request = api.sent('POST contacts/')[0];
    expect(jsonBody(request.data)).toEqual({ name: 'রহিম', email: '', phone: '০১৭১১২২৩৩৪৪', message: 'ভর্তির তারিখ জানতে চাই' });
    expect(request.headers.get('Content-Type')).toMatch(/application\/json/);

    reply.resolve({ status: 201, data: { id: 1 } });
    expect(await screen.findByRole('status')).toHaveTextContent('✅ মেসেজ সফলভাবে পাঠানো হয়েছে!');
    expect(field('নাম')).toHaveValue('');
    expect(field('ফোন নম্বর')).toHaveValue('');
    expect(field('বার্তা')).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'পাঠান' })).toBeEnabled();
    expect(within(form).getByRole('button', { name: 'পাঠান' })).not.toHaveAttribute('aria-disabled');
    expect(api.sent('POST contacts/')).toHaveLength(1);
  });

  it("is a form that posts as plain HTML to /contact, with the visitor's CSRF token", () => {
    document.cookie = 'csrftoken=csrf-123; path=/';
    const { form, field } = renderContact();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    expect(form.querySelector('input[type="hidden"][name="csrfmiddlewaretoken"]')).toHaveValue('csrf-123');
    expect([field('নাম'), field('ইমেইল'), field('ফোন নম্বর'), field('বার্তা')].map((input) => input.getAttribute('name'))).toEqual(['name', 'email', 'phone', 'message']);
    expect(within(form).getByRole('button', { name: 'পাঠান' })).toHaveAttribute('type', 'submit');
  });

  it('sends what the fields hold, even when it was put there without typing events (before the page\'s script arrived)', async () => {
    const { user, field, form } = renderContact();
    (field('নাম') as HTMLInputElement).value = 'করিম';
    (field('ইমেইল') as HTMLInputElement).value = 'karim@example.com';
    (field('বার্তা') as HTMLTextAreaElement).value = 'আগে লেখা বার্তা';
    await user.click(within(form).getByRole('button', { name: 'পাঠান' }));
    expect(await screen.findByRole('status')).toHaveTextContent('✅ মেসেজ সফলভাবে পাঠানো হয়েছে!');
    expect(jsonBody(api.sent('POST contacts/')[0].data)).toEqual({ name: 'করিম', email: 'karim@example.com', phone: '', message: 'আগে লেখা বার্তা' });
  });

  it("shows the server's answer to a form posted without JavaScript: its message, and what was typed", () => {
    renderApp(
      <FormStateContext.Provider value={{ form: 'contact', values: { name: 'রহিম', email: '', phone: '', message: 'প্রশ্ন' }, message: 'contactNeedReach' }}>
        <ContactPage />
      </FormStateContext.Provider>,
      { route: '/contact', store: makeStore() },
    );
    const form = screen.getByRole('form', { name: 'যোগাযোগ ফর্ম' });
    expect(within(form).getByRole('alert')).toHaveTextContent('❌ অনুগ্রহ করে ইমেইল অথবা ফোন নম্বর প্রদান করুন।');
    expect(within(form).getByLabelText('নাম', { exact: false })).toHaveValue('রহিম');
    expect(within(form).getByLabelText('বার্তা', { exact: false })).toHaveValue('প্রশ্ন');
  });

  it.each([
    ['a refusal (400)', { status: 400, data: { non_field_errors: ['Provide an email address or a phone number.'] } }],
    ['throttling (429)', { status: 429, data: { detail: 'Request was throttled.' } }],
    ['a server error (500)', { status: 500, data: { detail: 'Internal server error.' } }],
    ['no network', { networkError: true as const }],
  ])("shows the spec's failure message on %s and keeps what was typed", async (_what, failure) => {
    api.on('POST contacts/', failure);
    const { user, field, form } = renderContact();
    await user.type(field('নাম'), 'রহিম');
    await user.type(field('ইমেইল'), 'rahim@example.com');
    await user.type(field('বার্তা'), 'প্রশ্ন');
    await user.click(within(form).getByRole('button', { name: 'পাঠান' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ দুঃখিত, মেসেজ পাঠানো যায়নি। পরে চেষ্টা করুন।');
    expect(field('ইমেইল')).toHaveValue('rahim@example.com');
    expect(errorLog()).toHaveBeenCalled();
  });
});
