/** Superior green, Promedio yellow, any other rating red (docs/product-rules.md). */
export const ratingTone = (rating: string): 'is-superior' | 'is-promedio' | 'is-low' =>
  rating === 'Superior' ? 'is-superior' : rating === 'Promedio' ? 'is-promedio' : 'is-low';

export function RatingBadge({ rating }: { rating: string }) {
  return <span className={`badge is-rating ${ratingTone(rating)}`}>{rating}</span>;
}
