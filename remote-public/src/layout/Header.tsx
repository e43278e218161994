import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useInstitution } from 'remote_shared/api';
import { mediaSrcSet } from 'remote_shared/ui';
import defaultLogo from '../assets/default-logo.svg';
import { fallBackTo } from '../components/imageFallback';
import { NAV_LINKS, T } from '../texts';
import { AuthControl } from './AuthControl';
import { SocialIcons } from './SocialIcons';

export function Header() {
  const { institution, isLoading } = useInstitution();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A followed link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the menu and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
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
          <button
            ref={toggleRef}
            type="button"
            className="pub-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? T.closeMenu : T.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X size={26} aria-hidden="true" /> : <Menu size={26} aria-hidden="true" />}
          </button>
        </div>
      </div>
      <nav className={menuOpen ? 'pub-nav pub-nav--open' : 'pub-nav'} aria-label={T.mainNav}>
        <ul id={menuId} className="pub-container pub-nav__list">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={({ isActive }) => (isActive ? 'pub-nav__link is-active' : 'pub-nav__link')}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
