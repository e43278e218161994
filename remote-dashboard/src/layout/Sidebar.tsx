import { ChevronDown, House, LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useInstitution } from 'remote_shared/api';
import { useAuth } from 'remote_shared/auth';
import defaultLogo from '../assets/default-logo.svg';
import { itemMatches, NAVIGATION, type NavGroup, type NavItem } from '../navigation';
import { T } from '../texts';

function ScreenLink({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  const label = item.title;
  const Icon = item.icon;
  const { pathname } = useLocation();
  const current = itemMatches(item, pathname);
  return (
    <Link
      to={`/dashboard/${item.path}`}
      className={current ? 'dash-nav__link is-active' : 'dash-nav__link'}
      aria-current={current ? 'page' : undefined}
      title={collapsed ? label : undefined}
      aria-label={collapsed ? label : undefined}
    >
      <Icon size={20} aria-hidden="true" />
      <span className="dash-nav__label">{label}</span>
    </Link>
  );
}

function Group({ group, collapsed, open, onToggle }: { group: NavGroup; collapsed: boolean; open: boolean; onToggle: () => void }) {
  const Icon = group.icon;
  const listId = `dash-group-${group.id}`;
  return (
    <li>
      <button
        type="button"
        className="dash-nav__group"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        title={collapsed ? group.label : undefined}
        aria-label={collapsed ? group.label : undefined}
      >
        <Icon size={20} aria-hidden="true" />
        <span className="dash-nav__label">{group.label}</span>
        <ChevronDown size={16} aria-hidden="true" className={open ? 'dash-nav__chevron is-open' : 'dash-nav__chevron'} />
      </button>
      <ul id={listId} className="dash-nav__items" hidden={!open}>
        {group.items.map((item) => (
          <li key={item.path}>
            <ScreenLink item={item} collapsed={collapsed} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function Sidebar({ collapsed, onToggleCollapsed }: { collapsed: boolean; onToggleCollapsed: () => void }) {
  const { institution } = useInstitution();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A group starts open when it holds the current screen; afterwards each opens and closes on its own.
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      NAVIGATION.flatMap((entry) => (entry.kind === 'group' ? [[entry.group.id, entry.group.items.some((i) => itemMatches(i, pathname))]] : [])),
    ),
  );

  const toggleGroup = (id: string) => {
    if (collapsed) {
      // An icon-only sidebar has no room for a group's items: widen it and open the group.
      onToggleCollapsed();
      setOpenGroups((groups) => ({ ...groups, [id]: true }));
      return;
    }
    setOpenGroups((groups) => ({ ...groups, [id]: !groups[id] }));
  };

  const signOut = async () => {
    await logout();
    void navigate('/login');
  };

  return (
    <aside className={collapsed ? 'dash-sidebar is-collapsed' : 'dash-sidebar'} aria-label={T.sidebarPanel}>
      <div className="dash-sidebar__top">
        <button type="button" className="dash-sidebar__toggle" onClick={onToggleCollapsed} aria-label={collapsed ? T.expand : T.collapse} aria-expanded={!collapsed}>
          {collapsed ? <PanelLeftOpen size={20} aria-hidden="true" /> : <PanelLeftClose size={20} aria-hidden="true" />}
        </button>
        <Link to="/" className="dash-sidebar__logo" aria-label={institution?.name || T.home}>
          <img
            src={institution?.logo || defaultLogo}
            onError={(event) => {
              if (event.currentTarget.src !== defaultLogo) event.currentTarget.src = defaultLogo;
            }}
            alt=""
            width={collapsed ? 36 : 72}
            height={collapsed ? 36 : 72}
          />
        </Link>
      </div>
      <nav className="dash-nav" aria-label={T.sidebar}>
        <ul>
          {NAVIGATION.map((entry) =>
            entry.kind === 'group' ? (
              <Group key={entry.group.id} group={entry.group} collapsed={collapsed} open={Boolean(openGroups[entry.group.id]) && !collapsed} onToggle={() => toggleGroup(entry.group.id)} />
            ) : (
              <li key={entry.item.path}>
                <ScreenLink item={entry.item} collapsed={collapsed} />
              </li>
            ),
          )}
          <li>
            <Link to="/" className="dash-nav__link" title={collapsed ? T.home : undefined} aria-label={collapsed ? T.home : undefined}>
              <House size={20} aria-hidden="true" />
              <span className="dash-nav__label">{T.home}</span>
            </Link>
          </li>
        </ul>
      </nav>
      <button type="button" className="dash-nav__link dash-sidebar__logout" onClick={signOut} title={collapsed ? T.logout : undefined} aria-label={collapsed ? T.logout : undefined}>
        <LogOut size={20} aria-hidden="true" />
        <span className="dash-nav__label">{T.logout}</span>
      </button>
    </aside>
  );
}
