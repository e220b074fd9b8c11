// What `@tanstack/react-query` resolves to in the browser build (webpack.config.js): the library itself,
// plus, as a side effect of the first import, the browser's query client. So the client (and TanStack's
// runtime) arrives with the first page that uses a query or a mutation, on first load or on navigation,
// and a reading page that fetches nothing never downloads it.
import { createQueryClient } from '../../lib/query-client.js';
import { provideBrowserQueryClient } from './query-client-store.js';

export * from '@tanstack/react-query-library';

provideBrowserQueryClient(createQueryClient);
