// The users module: decorates `users` (account administration inside the caller's scope and role ceilings), registers
// the signed-in user's info and password, the administration with XLSX import, and the users export. createAdmin makes
// the first administrator (`npm run create-admin`).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { usersExport } from './exports.ts';
import { MyAccountService } from './my-account.service.ts';
import { profileLoader } from './profiles.ts';
import { userRoutes } from './routes.ts';
import { UserService } from './service.ts';

export { ADMIN_MIN_PASSWORD_LENGTH, createAdmin } from './create-admin.ts';
export { loginCounterKey, loginNameIs, loginNamesAmong, phoneInUse, phoneKeyword } from './login-names.ts';
export {
  accountByLoginName,
  accountMatches,
  accountWithPlace,
  activeTrainersOf,
  createStudentAccount,
  faceVerifiedOf,
  firstAccountWhere,
  idCardMaskedOf,
  isFaceVerified,
  loginNameTaken,
  markFaceVerified,
  phoneCipherOf,
  phoneMaskedOf,
  siteIdsOfUser,
  trainerIdsAmong,
  updateOwnDetails,
  userInstitutionOf,
  userNameOf,
  usernameMatches,
  usernameOf,
} from './reads.ts';
export type { UserService } from './service.ts';
export { StudentProfileService } from './student-profile.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: UserService;
  }
}

async function usersModule(app: FastifyInstance) {
  app.profiles.loadWith(profileLoader(app.db));
  const users = new UserService(app.db, app.profiles, app.sessions, app.personalData);
  app.decorate('users', users);
  const exported = usersExport(users);
  app.exports.register(exported);
  await app.register(userRoutes, {
    myAccount: new MyAccountService(app.db, app.sessions, app.profiles, app.personalData),
    usersExport: exported,
  });
}

export default fp(usersModule, { name: 'users', dependencies: ['core', 'audit', 'exports', 'sites'] });
