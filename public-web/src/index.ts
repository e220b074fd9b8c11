// Module Federation needs an async boundary: the shared react and react-dom are negotiated before bootstrap runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap.js');
