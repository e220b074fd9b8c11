// Start-up and the generator fill in missing cards; the card's SQL lives in its repository file.
export { backfillSearchCards } from './search-card.repository.js';
