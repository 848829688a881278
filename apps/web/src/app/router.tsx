import { createBrowserRouter } from 'react-router';
import { takeTokenFromUrl } from '../session/session-api.ts';
import { routes } from './routes.tsx';

// Token intake before the router reads the address: store the token, drop it from the URL.
const taken = takeTokenFromUrl(window.location.href);
if (taken) window.history.replaceState(window.history.state, '', taken.cleanUrl);

export const router = createBrowserRouter(routes, { basename: '/' });
