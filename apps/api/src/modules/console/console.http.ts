import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"; const c: FastifyPluginAsyncZod = async () => {}; export default c;
