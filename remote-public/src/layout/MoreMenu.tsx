// The header's "more" menu (আরও): the college's public record beside the spec's seven links. The server draws it
// as <details>/<summary>, which opens and closes without any script (in the mobile menu too); once the page is
// React's it becomes a disclosure button (aria-expanded) in the same place and look: Escape closes it and gives
// focus back to the button, a click or focus elsewhere closes it, and so does following one of its links. What
// the visitor did before the script arrived (opened it, focused it) carries over.
import { ChevronDown } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useHydrated } from '../components/useHydrated';
import { MORE_LINKS } from '../pages/publicPages';
import { T } from '../texts';

/** The menu's list: its button controls it by this id. */
const LIST_ID = 'more-menu';

// Layout effects warn on the server; there the drawing has none to run anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function MoreLinks({ hidden, onFollow }: { hidden?: boolean; onFollow?: () => void }) {
  return (
    <ul id={LIST_ID} className="pub-more__list" hidden={hidden}>
      {MORE_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={({ isActive }) => (isActive ? 'pub-nav__link is-active' : 'pub-nav__link')} onClick={onFollow}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function MoreMenu() {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  // Open on the page it was opened on: a followed link to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const details = useRef<HTMLDetailsElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** The summary had focus when the button took its place: the button takes it. */
  const focusButton = useRef(false);
  const current = MORE_LINKS.some((link) => link.to === pathname);

  // Hydrated as the server drew it, the <details> may have been opened or focused meanwhile: kept as it is.
  useBrowserLayoutEffect(() => {
    if (hydrated) {
      if (focusButton.current) button.current?.focus();
      focusButton.current = false;
      return;
    }
    const drawn = details.current;
    if (drawn?.open) setOpenOn(pathname);
    focusButton.current = !!drawn && document.activeElement === drawn.querySelector('summary');
  }, [hydrated, pathname]);

  // A click or focus outside closes it.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const className = `pub-more${current ? ' is-current' : ''}${open ? ' is-open' : ''}`;
  const label = (
    <>
      {T.more}
      <ChevronDown size={18} aria-hidden="true" className="pub-more__chevron" />
    </>
  );

  if (!hydrated) {
    return (
      // The visitor may have opened it before the script arrived: its `open` is theirs, not a mismatch.
      <details ref={details} className={className} suppressHydrationWarning>
        <summary className="pub-nav__link pub-more__toggle">{label}</summary>
        <MoreLinks />
      </details>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // The innermost menu closes first: the mobile menu around it stays open.
    event.stopPropagation();
    setOpenOn(null);
    button.current?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from the button or from a link inside closes the menu: the keys come from those controls
    <div ref={root} className={className} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="pub-nav__link pub-more__toggle"
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={() => setOpenOn((on) => (on === pathname ? null : pathname))}
      >
        {label}
      </button>
      <MoreLinks hidden={!open} onFollow={() => setOpenOn(null)} />
    </div>
  );
}
