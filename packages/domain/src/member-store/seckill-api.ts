/** The constants, messages and rules of seckill-contract.ts (no zod: what the start imports, apart from the schemas). */

export const P = '/api-cloud-merchant-service/v1';
