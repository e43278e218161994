// One page that toggles between the Login and the Register form (spec sections 2 and 4). English, as the spec says.
import { useState } from 'react';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { T } from '../../texts';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

export default function LoginPage() {
  const [mode, setMode] = useState<'login' | 'register'>('login');

  useDocumentTitle(mode === 'login' ? T.auth.loginTitle : T.auth.registerTitle);

  return (
    <section className="pub-container pub-page pub-auth" lang="en">
      <div className="pub-auth__card">
        <div className="pub-auth__toggle" role="group" aria-label={`${T.auth.loginTitle} / ${T.auth.registerTitle}`}>
          <button type="button" aria-pressed={mode === 'login'} onClick={() => setMode('login')}>
            {T.auth.loginTitle}
          </button>
          <button type="button" aria-pressed={mode === 'register'} onClick={() => setMode('register')}>
            {T.auth.registerTitle}
          </button>
        </div>
        {mode === 'login' ? <LoginForm /> : <RegisterForm onRegistered={() => setMode('login')} />}
        <button type="button" className="pub-link-button" onClick={() => setMode(mode === 'login' ? 'register' : 'login')}>
          {mode === 'login' ? T.auth.toRegister : T.auth.toLogin}
        </button>
      </div>
    </section>
  );
}
