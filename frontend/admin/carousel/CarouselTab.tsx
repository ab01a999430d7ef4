import { useQuery } from '@tanstack/react-query';
import { toSlides, type CarouselImage } from '../../landing/carouselSlides.ts';
import { CAROUSEL_KEY } from '../lists/queryKeys.ts';
import { ListLoadError } from '../lists/ListLoadError.tsx';
import { adminRequest } from '../session/adminRequest.ts';
import { TEXTS } from '../texts.ts';
import { CarouselCard } from './CarouselCard.tsx';

const T = TEXTS.carousel;

/** The landing page's slides, in the landing's order. */
export function CarouselTab() {
  const query = useQuery({
    queryKey: CAROUSEL_KEY,
    queryFn: ({ signal }) => adminRequest<CarouselImage[]>('GET', '/api/carousel-images', undefined, { signal }),
  });
  return (
    <section className="admin-tab-section" aria-labelledby="carousel-heading">
      <h2 id="carousel-heading" className="admin-section-title">
        {T.heading}
      </h2>
      <p className="admin-section-intro">{T.intro}</p>
      {query.isPending ? (
        <p className="list-state" role="status">
          {TEXTS.list.loading}
        </p>
      ) : query.isError ? (
        <ListLoadError error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="list-state">{T.empty}</p>
      ) : (
        <div className="carousel-grid">
          {toSlides(query.data).map((slide) => (
            <CarouselCard key={slide.country} image={slide} />
          ))}
        </div>
      )}
    </section>
  );
}
