import type { GraphQLContext, ResolverMap } from "./context.js";

// The upload size limit from the server's settings, for forms to say and check before sending.
export function uploadLimitsResolvers(): ResolverMap {
  return {
    Query: {
      uploadLimits: (_parent, _args, { services }: GraphQLContext) => ({
        maxBytes: services.config.uploadMaxBytes,
        maxMegabytes: services.config.UPLOAD_MAX_MB,
      }),
    },
  };
}
