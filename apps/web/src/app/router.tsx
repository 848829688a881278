import { createBrowserRouter } from 'react-router';
import { takeTokenFromUrl } from '../session/session-api.ts';
import { routes } from './routes.tsx';

// Token intake before the router reads the address: hand the token to the server, drop it from the URL and history.
const taken = takeTokenFromUrl(window.location.href);
if (taken) window.history.replaceState(window.history.state, '', taken.cleanUrl);

export const router = createBrowserRouter(routes, { basename: '/' });
