// One page that toggles between the Login and the Register form (spec sections 2 and 4). English, as the spec
// says. Which form shows is the URL's (`/login?mode=register`), and the toggles are links: they work before the
// page's script arrives and without it.
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { usePageHead } from '../../page/pageHead';
import { T } from '../../texts';
import { LOGIN_HREF, REGISTER_HREF } from './hrefs';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import './auth.css';

export default function LoginPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode') === 'register' ? 'register' : 'login';
  useDocumentTitle(mode === 'login' ? T.auth.loginTitle : T.auth.registerTitle);
  usePageHead({ canonical: mode === 'login' ? LOGIN_HREF : REGISTER_HREF });

  return (
    <section className="pub-container pub-page pub-auth" lang="en">
      <div className="pub-auth__card">
        <nav className="pub-auth__toggle" aria-label={`${T.auth.loginTitle} / ${T.auth.registerTitle}`}>
          <Link to={LOGIN_HREF} aria-current={mode === 'login' ? 'page' : undefined} replace>
            {T.auth.loginTitle}
          </Link>
          <Link to={REGISTER_HREF} aria-current={mode === 'register' ? 'page' : undefined} replace>
            {T.auth.registerTitle}
          </Link>
        </nav>
        {mode === 'login' ? <LoginForm /> : <RegisterForm />}
        <Link className="pub-link-button" to={mode === 'login' ? REGISTER_HREF : LOGIN_HREF} replace>
          {mode === 'login' ? T.auth.toRegister : T.auth.toLogin}
        </Link>
      </div>
    </section>
  );
}
