// The footer renders only once the institution has loaded (spec section 2). Its full content (map, links)
// is built with the public screens.
import { useInstitution } from 'remote_shared/api';
import { T } from '../texts';

export function Footer() {
  const { institution, isLoaded } = useInstitution();
  if (!isLoaded) return null;
  const name = institution?.name || T.fallbackName;
  return (
    <footer className="pub-footer">
      <div className="pub-container pub-footer__inner">
        <p className="pub-footer__name">{name}</p>
        {institution?.address && (
          <p>
            {T.footer.address}: {institution.address}
          </p>
        )}
      </div>
      <div className="pub-footer__bottom">
        © {new Date().getFullYear()} {name}. {T.footer.rights} | {T.footer.poweredBy} College Web
      </div>
    </footer>
  );
}
