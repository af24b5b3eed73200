/** Auth calls: each runs through the app state, so the replica follows whoever is signed in. */
import type { AppState } from '../../runtime/app-state.js';
import type { IpcHandlers } from '../router.js';

export function authHandlers(state: AppState): IpcHandlers {
  return {
    'auth.session': () => state.session(),
    'auth.setup': (input) => state.setup(input),
    'auth.signIn': (input) => state.settle((auth) => auth.signIn(input)),
    'auth.otpRequest': ({ phone }) => state.auth().otpRequest(phone),
    'auth.otpVerify': ({ phone, code }) => state.settle((auth) => auth.otpVerify(phone, code)),
    'auth.pair': ({ code }) => state.settle((auth) => auth.pair(code)),
    'auth.pairingCode': ({ user }) => state.auth().pairingCode(user),
    'auth.signOut': () => state.settle((auth) => auth.signOut()),
  };
}
