// The login form: a plain HTML form first (POST /login, answered by the server, which signs the visitor in with
// a session cookie), sent through the API once the page's script has arrived. Its fields are uncontrolled, so
// what was typed, or filled in by a password manager, before the script arrived is what is sent.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from 'remote_shared/auth';
import { CsrfField } from '../../page/CsrfField';
import { flashOf, textField, useFormState } from '../../page/formState';
import { T } from '../../texts';
import { Field } from './Field';
import { FormMessage } from './FormMessage';

export function LoginForm() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const drawn = useFormState('login');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const username = textField(data, 'username').trim();
    const password = textField(data, 'password');
    if (!username || !password) {
      window.alert(T.auth.required);
      return;
    }
    setBusy(true);
    try {
      await login(username, password);
    } catch {
      setBusy(false);
      window.alert(T.auth.invalid);
      return;
    }
    window.alert(T.auth.loginSuccess);
    void navigate('/');
  };

  return (
    <form className="pub-form" method="post" action="/login" onSubmit={submit} noValidate aria-labelledby="login-title">
      <h2 id="login-title">{T.auth.loginTitle}</h2>
      <CsrfField />
      <FormMessage flash={flashOf(drawn?.message)} />
      <Field label={T.auth.username} name="username" autoComplete="username" required defaultValue={drawn?.values?.username ?? ''} />
      <Field label={T.auth.password} name="password" type="password" autoComplete="current-password" required />
      <button type="submit" className="pub-button pub-button--block" aria-disabled={busy || undefined}>
        {busy ? T.auth.working : T.auth.loginButton}
      </button>
    </form>
  );
}
