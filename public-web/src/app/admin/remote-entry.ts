/** The admin-web Module Federation remote: its entry file and container name (admin-web/webpack.config.js). */
export const REMOTE_ENTRY = '/remote/remoteEntry.js';
export const REMOTE_SCOPE = 'domainauth';
