import { routes } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { currentUser, ownAccount, requireUser, signedIn } from '../auth/auth.guard';
import { receiveUserUpload } from '../media/multipart';
import { AVATAR_MAX_BYTES, removeAvatar, setAvatar } from './avatar.service';
import { claimCoins } from './claim.service';

export const usersRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(
    app,
    routes.claimCoins,
    async (request, _reply, keyed) => claimCoins(ctx, request.params.id, keyed),
    {
      ...ownAccount,
      idempotent: true,
    },
  );
  addRoute(
    app,
    routes.uploadAvatar,
    async (request) => {
      const userId = currentUser(request).id;
      const upload = await receiveUserUpload(request, ctx, userId, {
        maxBytes: AVATAR_MAX_BYTES,
        tooLarge: 'The image is too large: avatars are up to 5 MB',
      });
      return setAvatar(ctx, userId, upload.tempPath);
    },
    { preValidation: [requireUser], bodyLimit: AVATAR_MAX_BYTES + 64 * 1024 },
  );
  addRoute(
    app,
    routes.deleteAvatar,
    async (request) => removeAvatar(ctx, currentUser(request).id),
    signedIn,
  );
};
