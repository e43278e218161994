// The footer's map. A third-party map costs every page a heavy iframe, so the page shows a preview drawn here
// and loads the map only when the visitor asks for it.
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { T } from '../texts';

/** The map of a place, as an embeddable URL (no API key needed). */
export function mapUrl(place: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(place)}&z=15&output=embed`;
}

export function MapPreview({ place }: { place: string }) {
  const [shown, setShown] = useState(false);
  if (shown) {
    return (
      <div className="pub-map">
        <iframe className="pub-map__frame" src={mapUrl(place)} title={T.map.title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" width={400} height={220} />
      </div>
    );
  }
  return (
    <div className="pub-map pub-map--preview">
      <svg className="pub-map__art" viewBox="0 0 400 220" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <rect width="400" height="220" fill="#e8f5e9" />
        <path d="M0 150 C80 120 150 180 230 140 S360 90 400 110 V220 H0z" fill="#d4ecd6" />
        <path d="M-10 60 L410 95" stroke="#fff" strokeWidth="14" />
        <path d="M120 -10 L170 230" stroke="#fff" strokeWidth="10" />
        <path d="M260 -10 C250 80 300 140 290 230" stroke="#fff" strokeWidth="8" fill="none" />
        <path d="M0 185 C100 170 200 200 400 175" stroke="#bfdbfe" strokeWidth="9" fill="none" />
      </svg>
      {/* A link to the map itself: without the page's script it opens the map in a new tab. */}
      <a
        className="pub-map__button"
        href={mapUrl(place).replace('&output=embed', '')}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          event.preventDefault();
          setShown(true);
        }}
      >
        <MapPin size={20} aria-hidden="true" /> {T.map.show}
      </a>
      <p className="pub-map__note">{T.map.note}</p>
    </div>
  );
}
