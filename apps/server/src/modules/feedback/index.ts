// The feedback module's public face (feedback, clues, the marquee, customer service).
export { feedbackRoutes } from './routes.ts';
