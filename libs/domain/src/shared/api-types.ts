/**
 * The JSON shapes of the HTTP API, shared by the server's responses and the web apps' readers: each written
 * beside its domain, gathered here so importers read them from one place.
 */
export type * from '../funding/calculator-api-types.js';
export type * from '../directory/directory-api-types.js';
export type * from '../leads/lead-api-types.js';
export type * from '../admin/admin-api-types.js';
