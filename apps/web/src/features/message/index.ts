// The message feature's door: what other features use of it (the lint rule portal/module-boundaries lets them
// import nothing else of it).
export { MessageBadge } from './MessageBadge.tsx';
export { TopBarMessages } from './TopBarMessages.tsx';
