import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { mediaSrcSet } from 'remote_shared/ui';
import defaultLogo from '../assets/default-logo.svg';
import { fallBackTo } from '../components/imageFallback';
import { HEADER_LINKS } from '../pages/publicPages';
import { T } from '../texts';
import { AuthControl } from './AuthControl';
import { MoreMenu } from './MoreMenu';
import { SocialIcons } from './SocialIcons';
import { useSiteInstitution } from '../api/publicApi';

/** The mobile menu's id: its toggle links to it, so it opens without the page's script too (public.css). */
const MENU_ID = 'site-menu';

export function Header() {
  const { institution, isLoading } = useSiteInstitution();
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const { pathname } = useLocation();
  // The mobile menu is open on the page it was opened on: a followed link (another path) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const toggleMenu = () => setOpenOn((on) => (on === pathname ? null : pathname));

  // Opened before the page's script arrived (the toggle is a link to the menu, shown by CSS's :target): it stays
  // open, now as React's.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read after hydration: the server drew the menu closed, and the first render must match its HTML
    if (window.location.hash === `#${MENU_ID}`) setOpenOn(pathname);
  }, [pathname]);

  // Escape closes the menu and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // While the institution loads, the lines keep their height but show nothing rather than the fallbacks.
  const name = institution?.name || (isLoading ? '\u00a0' : T.fallbackName);
  const address = institution?.address || (isLoading ? '\u00a0' : T.fallbackAddress);

  return (
    <header className="pub-header">
      <div className="pub-topbar">
        <div className="pub-container pub-topbar__inner">
          <SocialIcons />
          <AuthControl />
        </div>
      </div>
      <div className="pub-brandbar">
        <div className="pub-container pub-brandbar__inner">
          <NavLink to="/" className="pub-brand">
            <img
              className="pub-brand__logo"
              src={institution?.logo || defaultLogo}
              srcSet={mediaSrcSet(institution?.logo, 160)}
              sizes="56px"
              onError={fallBackTo(defaultLogo)}
              alt=""
              width={56}
              height={56}
              // Small on screen: let the banner (the page's largest picture) have the bandwidth first.
              fetchPriority="low"
              decoding="async"
            />
            <span className="pub-brand__text">
              <span className="pub-brand__name">{name}</span>
              <span className="pub-brand__address">{address}</span>
            </span>
          </NavLink>
          <a
            ref={toggleRef}
            href={`#${MENU_ID}`}
            role="button"
            className="pub-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={menuOpen ? T.closeMenu : T.openMenu}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              toggleMenu();
            }}
            onKeyDown={(event) => {
              // A button answers Space as well as Enter.
              if (event.key === ' ') {
                event.preventDefault();
                toggleMenu();
              }
            }}
          >
            {menuOpen ? <X size={26} aria-hidden="true" /> : <Menu size={26} aria-hidden="true" />}
          </a>
        </div>
      </div>
      <nav id={MENU_ID} className={menuOpen ? 'pub-nav pub-nav--open' : 'pub-nav'} aria-label={T.mainNav}>
        <ul className="pub-container pub-nav__list">
          {HEADER_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={({ isActive }) => (isActive ? 'pub-nav__link is-active' : 'pub-nav__link')}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {/* The college's public record (issue 13), under one menu beside the spec's seven links. */}
          <li className="pub-nav__more">
            <MoreMenu />
          </li>
        </ul>
        {/* Closes a menu opened without the page's script (shown only then, public.css): `#top` leaves the menu's
            :target and goes to the top of the page (HTML's fragment `top`). */}
        <a href="#top" className="pub-nav__close">
          <X size={20} aria-hidden="true" /> {T.closeMenu}
        </a>
      </nav>
    </header>
  );
}
