/**
 * The affiliate carousel: 6 products per page, advancing every 30 s, paused while the
 * pointer or focus is on it, a 300 ms fade between pages, and page dots. Nothing shows
 * when the list is empty or failed to load.
 */
import { useEffect, useState } from 'react';
import { fetchAffiliateProducts, type AffiliateItem } from '../../lib/results-data.ts';
import { injectStyle } from '../../lib/inject-style.ts';
import { useMessages } from '../../i18n/messages.ts';
import resultsCss from './results.css?inline';

injectStyle('platter-results-css', resultsCss);

/** Constants of player.md section 9. */
export const CAROUSEL = { perPage: 6, advanceMs: 30_000, fadeMs: 300 } as const;

export default function Carousel() {
  const m = useMessages('board');
  const [products, setProducts] = useState<AffiliateItem[] | undefined>(undefined);
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const [fading, setFading] = useState(false);

  useEffect(() => {
    let live = true;
    void fetchAffiliateProducts().then((p) => live && setProducts(p));
    return () => {
      live = false;
    };
  }, []);

  const pages = products ? Math.ceil(products.length / CAROUSEL.perPage) : 0;

  const goTo = (next: number) => {
    setFading(true);
    setTimeout(() => {
      setPage(next);
      setFading(false);
    }, CAROUSEL.fadeMs);
  };

  useEffect(() => {
    if (paused || pages < 2) return;
    const timer = setInterval(() => goTo((page + 1) % pages), CAROUSEL.advanceMs);
    return () => clearInterval(timer);
  }, [paused, pages, page]);

  if (products === undefined) return <p className="carousel-loading muted">{m.carousel_loading()}</p>;
  if (products.length === 0) return null;
  const shown = products.slice(page * CAROUSEL.perPage, (page + 1) * CAROUSEL.perPage);

  return (
    <section
      className="carousel"
      aria-label={m.carousel_aria()}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <h2 className="section-title">{m.carousel_title()}</h2>
      <ul className={`carousel-page${fading ? ' fading' : ''}`} style={{ transitionDuration: `${CAROUSEL.fadeMs}ms` }}>
        {shown.map((p) => (
          <li key={p.id} className="product">
            <a href={p.link} target="_blank" rel="sponsored noopener">
              {p.image ? (
                <img src={p.image} alt="" loading="lazy" width={160} height={160} />
              ) : (
                <span className="product-noimg">{m.carousel_no_image()}</span>
              )}
              <span className="product-title">{p.title}</span>
            </a>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="carousel-dots">
          {Array.from({ length: pages }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-label={m.carousel_page({ page: i + 1, pages })}
              aria-current={i === page}
              className={i === page ? 'dot active' : 'dot'}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      ) : null}
      <p className="affiliate-note muted">{m.carousel_note()}</p>
    </section>
  );
}
