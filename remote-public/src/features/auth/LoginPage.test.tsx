import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makeStore } from '../../../../remote-shared/src/store/store';
import { deferred, formEntries, installFakeApi, jsonBody, resetBrowserState, uninstallFakeApi, type FakeApi, type Reply } from '../../../../remote-shared/src/testing/fakeApi';
import { renderApp, UrlProbe, type RenderAppOptions } from '../../../../remote-shared/src/testing/render';
import { ADMIN } from '../../../../remote-shared/src/testing/users';
import { FormStateContext, type FormState } from '../../page/formState';
import LoginPage from './LoginPage';

let api: FakeApi;
let alertSpy: jest.SpyInstance;

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  uninstallFakeApi();
  jest.restoreAllMocks();
});

function renderLoginPage(userEventOptions?: RenderAppOptions['userEventOptions'], route = '/login') {
  return renderApp(
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<h1>Home page</h1>} />
      </Routes>
      <UrlProbe />
    </>,
    { route, store: makeStore(), userEventOptions },
  );
}

/** The page as the server draws it in answer to a form posted without JavaScript (page/formState.ts). */
function renderAnswered(state: FormState, route = '/login') {
  return renderApp(
    <FormStateContext.Provider value={state}>
      <LoginPage />
    </FormStateContext.Provider>,
    { route, store: makeStore() },
  );
}

const url = () => screen.getByRole('status', { name: 'current url' });
const toggles = () => screen.getByRole('navigation', { name: 'Login / Register' });

const loginForm = () => screen.getByRole('form', { name: 'Login' });
const registerForm = () => screen.getByRole('form', { name: 'Register' });
const alerts = () => alertSpy.mock.calls.map((call) => call[0]);

async function openRegister(user: ReturnType<typeof renderLoginPage>['user']) {
  await user.click(screen.getByRole('link', { name: "Don't have an account? Register" }));
  return registerForm();
}

const VALID = { username: 'karim', full_name: 'Karim Hossain', phone: '01712345678', password: 'long-password', confirm_password: 'long-password' };

async function fillRegister(user: ReturnType<typeof renderLoginPage>['user'], values: Partial<typeof VALID & { email: string }>) {
  const form = registerForm();
  const labels: Record<string, RegExp> = {
    username: /^Username/,
    full_name: /^Full name/,
    email: /^Email \(optional\)/,
    phone: /^Phone/,
    password: /^Password/,
    confirm_password: /^Confirm password/,
  };
  for (const [field, value] of Object.entries(values)) {
    if (value) await user.type(within(form).getByLabelText(labels[field]), value);
  }
}

describe('LoginPage: toggling', () => {
  it('starts on Login and toggles to Register and back with links, the mode in the URL', async () => {
    const { user } = renderLoginPage();
    expect(loginForm()).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(toggles()).getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
    expect(within(toggles()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(toggles()).getByRole('link', { name: 'Register' })).not.toHaveAttribute('aria-current');
    expect(within(toggles()).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/login?mode=register');
    expect(screen.getByRole('link', { name: "Don't have an account? Register" })).toHaveAttribute('href', '/login?mode=register');
    expect(document.title).toBe('Login');

    await openRegister(user);
    expect(url()).toHaveTextContent(/^\/login\?mode=register$/);
    expect(screen.queryByRole('form', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(toggles()).getByRole('link', { name: 'Register' })).toHaveAttribute('aria-current', 'page');
    expect(within(toggles()).getByRole('link', { name: 'Login' })).not.toHaveAttribute('aria-current');
    expect(document.title).toBe('Register');

    const toLogin = screen.getByRole('link', { name: 'Already have an account? Login' });
    expect(toLogin).toHaveAttribute('href', '/login');
    await user.click(toLogin);
    expect(loginForm()).toBeInTheDocument();
    expect(url()).toHaveTextContent(/^\/login$/);

    await user.click(within(toggles()).getByRole('link', { name: 'Register' }));
    expect(registerForm()).toBeInTheDocument();
    await user.click(within(toggles()).getByRole('link', { name: 'Login' }));
    expect(loginForm()).toBeInTheDocument();
    // Toggling replaces the history entry: Back leaves the page rather than flipping the form.
    expect(url()).toHaveAttribute('data-navigation', 'REPLACE');
  });

  it('opens on Register when the URL says so (/login?mode=register)', () => {
    renderLoginPage(undefined, '/login?mode=register');
    expect(registerForm()).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(toggles()).getByRole('link', { name: 'Register' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Already have an account? Login' })).toBeInTheDocument();
    expect(document.title).toBe('Register');
  });

  it('opens on Login for any other mode', () => {
    renderLoginPage(undefined, '/login?mode=other');
    expect(loginForm()).toBeInTheDocument();
    expect(within(toggles()).getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
  });

  it('has forms that post as plain HTML, with the CSRF token, before and without the page\'s script', () => {
    document.cookie = 'csrftoken=csrf-xyz; path=/';
    renderLoginPage();
    expect(loginForm()).toHaveAttribute('method', 'post');
    expect(loginForm()).toHaveAttribute('action', '/login');
    expect(loginForm().querySelector('input[type="hidden"][name="csrfmiddlewaretoken"]')).toHaveValue('csrf-xyz');
    expect(within(loginForm()).getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
    expect(within(loginForm()).getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(within(loginForm()).getByLabelText(/^Username/)).toHaveAttribute('name', 'username');
    expect(within(loginForm()).getByLabelText(/^Password/)).toHaveAttribute('name', 'password');
  });

  it('has a register form that posts multipart to /login?mode=register, with the CSRF token', () => {
    document.cookie = 'csrftoken=csrf-xyz; path=/';
    renderLoginPage(undefined, '/login?mode=register');
    expect(registerForm()).toHaveAttribute('method', 'post');
    expect(registerForm()).toHaveAttribute('action', '/login?mode=register');
    expect(registerForm()).toHaveAttribute('enctype', 'multipart/form-data');
    expect(registerForm().querySelector('input[type="hidden"][name="csrfmiddlewaretoken"]')).toHaveValue('csrf-xyz');
    expect(within(registerForm()).getByRole('button', { name: 'Register' })).toBeEnabled();
    const names = [...registerForm().querySelectorAll('input:not([type="hidden"])')].map((input) => input.getAttribute('name'));
    expect(names).toEqual(['username', 'full_name', 'email', 'phone', 'profile_picture', 'password', 'confirm_password']);
  });
});

describe('LoginPage: the answer to a form posted without JavaScript', () => {
  it('shows the login refusal in the page and keeps the username typed (never the password)', () => {
    renderAnswered({ form: 'login', values: { username: 'admin' }, message: 'loginInvalid' });
    expect(within(loginForm()).getByRole('alert')).toHaveTextContent('Invalid username or password!');
    expect(within(loginForm()).getByLabelText(/^Username/)).toHaveValue('admin');
    expect(within(loginForm()).getByLabelText(/^Password/)).toHaveValue('');
  });

  it("shows the register form's errors beside its fields and what was typed, with the spec's alert text", () => {
    renderAnswered(
      { form: 'register', values: { username: 'karim', full_name: 'Karim', phone: '123' }, errors: { phone: 'Enter an 11-digit mobile number.' }, message: 'registerFailed' },
      '/login?mode=register',
    );
    const form = registerForm();
    expect(within(form).getByText('Registration failed.')).toHaveAttribute('role', 'alert');
    expect(within(form).getByLabelText(/^Username/)).toHaveValue('karim');
    expect(within(form).getByLabelText(/^Full name/)).toHaveValue('Karim');
    expect(within(form).getByLabelText(/^Phone/)).toBeInvalid();
    expect(within(form).getByLabelText(/^Phone/)).toHaveAccessibleDescription(expect.stringContaining('Enter an 11-digit mobile number.'));
    expect(within(form).getByLabelText(/^Password/)).toHaveValue('');
  });

  it("ignores another form's answer", () => {
    renderAnswered({ form: 'contact', values: { name: 'x' }, message: 'contactFailure' });
    expect(within(loginForm()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(loginForm()).getByLabelText(/^Username/)).toHaveValue('');
  });
});

describe('LoginForm', () => {
  it('with empty fields alerts "Username and password are required!" and sends nothing', async () => {
    const { user } = renderLoginPage();
    await user.click(within(loginForm()).getByRole('button', { name: 'Login' }));
    expect(alerts()).toEqual(['Username and password are required!']);

    await user.type(within(loginForm()).getByLabelText(/^Username/), '   ');
    await user.type(within(loginForm()).getByLabelText(/^Password/), 'secret');
    await user.click(within(loginForm()).getByRole('button', { name: 'Login' }));
    expect(alerts()).toEqual(['Username and password are required!', 'Username and password are required!']);
    expect(api.requests).toHaveLength(0);
  });

  it('on refused credentials alerts "Invalid username or password!" and stays', async () => {
    api.on('POST token/', { status: 401, data: { detail: 'No active account found with the given credentials' } });
    const { user } = renderLoginPage();
    await user.type(within(loginForm()).getByLabelText(/^Username/), 'admin');
    await user.type(within(loginForm()).getByLabelText(/^Password/), 'wrong');
    await user.click(within(loginForm()).getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(alerts()).toEqual(['Invalid username or password!']));
    expect(loginForm()).toBeInTheDocument();
    expect(within(loginForm()).getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('alerts "Invalid username or password!" for a server failure too', async () => {
    api.on('POST token/', { status: 500, data: {} });
    const { user } = renderLoginPage();
    await user.type(within(loginForm()).getByLabelText(/^Username/), 'admin');
    await user.type(within(loginForm()).getByLabelText(/^Password/), 'secret');
    await user.click(within(loginForm()).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(alerts()).toEqual(['Invalid username or password!']));
  });

  it('on success alerts "Login successful!", stores the session and goes to /', async () => {
    const token = deferred<Reply>();
    api.on('POST token/', () => token.promise);
    api.on('GET user/', { data: ADMIN });
    const { user, store } = renderLoginPage();
    await user.type(within(loginForm()).getByLabelText(/^Username/), ' admin ');
    await user.type(within(loginForm()).getByLabelText(/^Password/), 'pass word');
    await user.click(within(loginForm()).getByRole('button', { name: 'Login' }));

    // Busy, but never disabled (a disabled button loses a click made meanwhile): a second press sends nothing more.
    const busy = within(loginForm()).getByRole('button', { name: 'Please wait...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    await user.click(busy);
    expect(api.sent('POST token/')).toHaveLength(1);
    token.resolve({ data: { access: 'acc-1' } });

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(alerts()).toEqual(['Login successful!']);
    expect(jsonBody(api.sent('POST token/')[0].data)).toEqual({ username: 'admin', password: 'pass word' });
    expect(localStorage.getItem('access_token')).toBe('acc-1');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(ADMIN);
    expect(store.getState().auth.user).toEqual(ADMIN);
    expect(api.sent('POST token/')).toHaveLength(1);
  });

  it('sends what the fields hold, however it got there (typed before the page\'s script arrived, or by a password manager)', async () => {
    api.on('POST token/', { data: { access: 'acc-2' } });
    api.on('GET user/', { data: ADMIN });
    const { user } = renderLoginPage();
    // Set on the page itself, without the events React would see for typing.
    within(loginForm()).getByLabelText<HTMLInputElement>(/^Username/).value = 'admin';
    within(loginForm()).getByLabelText<HTMLInputElement>(/^Password/).value = 'filled-in';
    await user.click(within(loginForm()).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(jsonBody(api.sent('POST token/')[0].data)).toEqual({ username: 'admin', password: 'filled-in' });
  });
});

describe('RegisterForm: validation', () => {
  it('with mismatched passwords alerts "Passwords do not match!" and sends nothing', async () => {
    const { user } = renderLoginPage();
    await openRegister(user);
    await fillRegister(user, { ...VALID, confirm_password: 'other-password' });
    await user.click(within(registerForm()).getByRole('button', { name: 'Register' }));
    expect(alerts()).toEqual(['Passwords do not match!']);
    expect(api.requests).toHaveLength(0);
  });

  it('shows inline errors beside the missing required fields and sends nothing', async () => {
    const { user } = renderLoginPage();
    const form = await openRegister(user);
    await user.type(within(form).getByLabelText(/^Full name/), 'Karim');
    await user.click(within(form).getByRole('button', { name: 'Register' }));

    for (const label of [/^Username/, /^Phone/, /^Password/, /^Confirm password/]) {
      const input = within(form).getByLabelText(label);
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription(expect.stringContaining('This field may not be blank.'));
    }
    expect(within(form).getByLabelText(/^Full name/)).toBeValid();
    expect(within(form).getByLabelText(/^Email/)).toBeValid();
    expect(within(form).getAllByRole('alert')).toHaveLength(4);
    expect(alerts()).toEqual([]);
    expect(api.requests).toHaveLength(0);
  });

  it('checks the phone and email formats before sending', async () => {
    const { user } = renderLoginPage();
    const form = await openRegister(user);
    await fillRegister(user, { ...VALID, phone: '12345', email: 'not-an-email' });
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(within(form).getByLabelText(/^Phone/)).toHaveAccessibleDescription(expect.stringContaining('Enter an 11-digit mobile number'));
    expect(within(form).getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter a valid email address.');
    expect(api.requests).toHaveLength(0);
  });

  it('clears the inline errors once the form is corrected', async () => {
    api.on('POST register/', { status: 201, data: { id: 9 } });
    const { user } = renderLoginPage();
    const form = await openRegister(user);
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(within(form).getAllByRole('alert').length).toBeGreaterThan(0);
    await fillRegister(user, { ...VALID, confirm_password: 'different-1' });
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(within(form).queryAllByRole('alert')).toHaveLength(0);
    expect(alerts()).toEqual(['Passwords do not match!']);
  });
});

describe('RegisterForm: sending', () => {
  it('sends only the filled fields, alerts "Registration successful!", clears the form and returns to Login', async () => {
    api.on('POST register/', { status: 201, data: { id: 9, username: 'karim' } });
    const { user } = renderLoginPage();
    await openRegister(user);
    await fillRegister(user, VALID);
    await user.click(within(registerForm()).getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(url()).toHaveTextContent(/^\/login$/);
    expect(alerts()).toEqual(['Registration successful!']);
    const [request] = api.sent('POST register/');
    expect(request.data).toBeInstanceOf(FormData);
    expect(formEntries(request.data)).toEqual(VALID);

    const form = await openRegister(user);
    for (const input of within(form).getAllByRole('textbox')) expect(input).toHaveValue('');
    expect(within(form).getByLabelText(/^Password/)).toHaveValue('');
    expect(within(form).getByLabelText(/^Confirm password/)).toHaveValue('');
  });

  it('sends the email when it is given', async () => {
    api.on('POST register/', { status: 201, data: {} });
    const { user } = renderLoginPage();
    await openRegister(user);
    await fillRegister(user, { ...VALID, email: 'karim@example.com' });
    await user.click(within(registerForm()).getByRole('button', { name: 'Register' }));
    await screen.findByRole('form', { name: 'Login' });
    expect(formEntries(api.sent('POST register/')[0].data)).toEqual({ ...VALID, email: 'karim@example.com' });
  });

  it("on failure alerts 'Registration failed.' and shows the server's field error beside the field", async () => {
    api.on('POST register/', { status: 400, data: { username: ['A user with that username already exists.'] } });
    const { user } = renderLoginPage();
    await openRegister(user);
    await fillRegister(user, VALID);
    await user.click(within(registerForm()).getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(alerts()).toEqual(['Registration failed.']));
    const form = registerForm();
    const username = within(form).getByLabelText(/^Username/);
    expect(username).toHaveAccessibleDescription('A user with that username already exists.');
    expect(username).toBeInvalid();
    expect(username).toHaveValue('karim');
    expect(within(form).getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it("shows the server's non-field error above the form", async () => {
    api.on('POST register/', { status: 400, data: { non_field_errors: ['Registration is closed.'] } });
    const { user } = renderLoginPage();
    await openRegister(user);
    await fillRegister(user, VALID);
    await user.click(within(registerForm()).getByRole('button', { name: 'Register' }));
    expect(await within(registerForm()).findByText('Registration is closed.')).toHaveAttribute('role', 'alert');
    expect(alerts()).toEqual(['Registration failed.']);
  });

  it("alerts 'Registration failed.' when the server cannot be reached", async () => {
    api.on('POST register/', { networkError: true });
    const { user } = renderLoginPage();
    await openRegister(user);
    await fillRegister(user, VALID);
    await user.click(within(registerForm()).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(alerts()).toEqual(['Registration failed.']));
    expect(registerForm()).toBeInTheDocument();
  });
});

describe('RegisterForm: profile picture', () => {
  let counter = 0;
  beforeEach(() => {
    // jsdom has no object URLs; the preview only needs a unique address per file.
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: jest.fn(() => `blob:preview-${++counter}`) });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: jest.fn() });
  });

  const picture = (name = 'me.png', type = 'image/png', size = 1024) => new File([new Uint8Array(size)], name, { type });
  const preview = (form: HTMLElement) => form.querySelector('img[src^="blob:"]');

  it('previews the chosen picture and sends it', async () => {
    api.on('POST register/', { status: 201, data: {} });
    const { user } = renderLoginPage();
    const form = await openRegister(user);
    await user.upload(within(form).getByLabelText('Profile picture (optional)'), picture());
    expect(preview(form)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Remove picture' })).toBeInTheDocument();

    await fillRegister(user, VALID);
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    await screen.findByRole('form', { name: 'Login' });
    const body = formEntries(api.sent('POST register/')[0].data);
    expect(body.profile_picture).toBeInstanceOf(File);
    expect((body.profile_picture as File).name).toBe('me.png');
  });

  it("'Remove picture' removes the preview, and the picture is not sent", async () => {
    api.on('POST register/', { status: 201, data: {} });
    const { user } = renderLoginPage();
    const form = await openRegister(user);
    const input = within(form).getByLabelText('Profile picture (optional)');
    await user.upload(input, picture());
    await user.click(within(form).getByRole('button', { name: 'Remove picture' }));
    expect(preview(form)).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
    expect(within(form).getByLabelText<HTMLInputElement>('Profile picture (optional)').files).toHaveLength(0);

    await fillRegister(user, VALID);
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    await screen.findByRole('form', { name: 'Login' });
    expect(Object.keys(formEntries(api.sent('POST register/')[0].data))).not.toContain('profile_picture');
  });

  it('refuses a picture over 2MB with a message', async () => {
    api.on('POST register/', { status: 201, data: {} });
    const { user } = renderLoginPage();
    const form = await openRegister(user);
    await user.upload(within(form).getByLabelText('Profile picture (optional)'), picture('huge.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1));
    expect(within(form).getByRole('alert')).toHaveTextContent('The picture must be less than 2MB');
    expect(within(form).getByLabelText('Profile picture (optional)')).toBeInvalid();
    expect(preview(form)).not.toBeInTheDocument();

    await fillRegister(user, VALID);
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    await screen.findByRole('form', { name: 'Login' });
    expect(Object.keys(formEntries(api.sent('POST register/')[0].data))).not.toContain('profile_picture');
  });

  it('refuses a file that is not a JPEG, PNG or WebP image, and accepts a good one after', async () => {
    const { user } = renderLoginPage({ applyAccept: false });
    const form = await openRegister(user);
    const input = () => within(form).getByLabelText('Profile picture (optional)');
    expect(input()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input(), picture('cv.pdf', 'application/pdf'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image');
    expect(preview(form)).not.toBeInTheDocument();

    await user.upload(input(), picture('me.webp', 'image/webp'));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(preview(form)).toBeInTheDocument();
  });
});
