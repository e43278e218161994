import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from 'remote_shared/auth';
import { T } from '../../texts';
import { Field } from './Field';
import { useHydrated } from '../../components/useHydrated';

export function LoginForm() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // A page drawn on the server can be seen before its script runs; the form sends once React has it.
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      window.alert(T.auth.required);
      return;
    }
    setBusy(true);
    try {
      await login(username.trim(), password);
    } catch {
      setBusy(false);
      window.alert(T.auth.invalid);
      return;
    }
    window.alert(T.auth.loginSuccess);
    navigate('/');
  };

  return (
    <form className="pub-form" onSubmit={submit} noValidate aria-labelledby="login-title">
      <h2 id="login-title">{T.auth.loginTitle}</h2>
      <Field label={T.auth.username} name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
      <Field label={T.auth.password} name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <button type="submit" className="pub-button pub-button--block" disabled={busy || !hydrated}>
        {busy ? T.auth.working : T.auth.loginButton}
      </button>
    </form>
  );
}
