// The footer (spec section 2): the institution's name, address, location code, phone and email as links, the
// map, a copyright line and the powered-by credit. It renders only once the institution has loaded.
import { Mail, MapPin, Phone } from 'lucide-react';
import { useCollegeDay } from '../components/collegeDay';
import { T } from '../texts';
import { MapPreview } from './MapPreview';
import { useSiteInstitution } from '../api/publicApi';

/**
 * The light page as a choice, for phones whose browser never sends Save-Data (api/src/render/light.ts): a plain form,
 * so it works on the light page itself. The server marks a light page `<html data-light>`, and the stylesheet shows
 * the button that fits (public.css), so the drawing stays one for every visitor.
 */
function LightChoice() {
  return (
    <form method="post" action="/light" className="pub-light">
      <button type="submit" name="light" value="on" className="pub-light__button pub-light__button--on" title={T.footer.lightHint}>
        {T.footer.lightOn}
      </button>
      <button type="submit" name="light" value="off" className="pub-light__button pub-light__button--off">
        {T.footer.lightOff}
      </button>
    </form>
  );
}

export function Footer() {
  const { institution, isLoaded } = useSiteInstitution();
  const year = useCollegeDay().slice(0, 4);
  if (!isLoaded) return null;
  const name = institution?.name || T.fallbackName;
  const phone = institution?.contact_phone;
  const email = institution?.contact_email;
  const place = [name, institution?.address].filter(Boolean).join(', ');
  return (
    <footer className="pub-footer">
      <div className="pub-container pub-footer__grid">
        <section aria-labelledby="footer-name">
          <h2 id="footer-name" className="pub-footer__name">
            {name}
          </h2>
          {institution?.address && (
            <p className="pub-footer__line">
              <MapPin size={16} aria-hidden="true" /> {T.footer.address}: {institution.address}
            </p>
          )}
          {institution?.location_code && (
            <p className="pub-footer__line">
              {T.footer.locationCode}: {institution.location_code}
            </p>
          )}
          {phone && (
            <p className="pub-footer__line">
              <Phone size={16} aria-hidden="true" /> <a href={`tel:${phone}`}>{phone}</a>
            </p>
          )}
          {email && (
            <p className="pub-footer__line pub-break">
              <Mail size={16} aria-hidden="true" /> <a href={`mailto:${email}`}>{email}</a>
            </p>
          )}
        </section>
        <section aria-labelledby="footer-map">
          <h2 id="footer-map" className="pub-footer__heading">
            {T.footer.mapHeading}
          </h2>
          <MapPreview place={place} />
        </section>
      </div>
      <div className="pub-footer__bottom">
        <p className="pub-footer__credit">
          © {year} {name}. {T.footer.rights} | {T.footer.poweredBy} {T.footer.poweredByName}
        </p>
        <LightChoice />
      </div>
    </footer>
  );
}
