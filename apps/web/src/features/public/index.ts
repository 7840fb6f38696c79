// The public pages (home, sign-in, protocol, about) are screens of the routes table; other features use
// only the protocol text.
export { ProtocolContent } from './ProtocolContent';
