export const tree = ['M17 12h2L12 2 5.05 12H7l-3.9 6h6.92v4h3.96v-4H21z'] as const;
