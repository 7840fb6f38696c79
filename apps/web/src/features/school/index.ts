export { InviteBanner, inviteTokenOf } from './invite/InviteBanner';
export { schoolKeys } from './queries';
