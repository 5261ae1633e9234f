import { isDeliverableCategory, type PostcodeCategory } from '@vedmarked/domain';
import { type Executor, postcodes } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { fieldError } from '../../lib/errors.ts';

/** The postcode must exist and take home deliveries. */
export async function requireDeliverablePostcode(db: Executor, code: string, field = 'postcode') {
  const [pc] = await db.select().from(postcodes).where(eq(postcodes.code, code)).limit(1);
  if (!pc) throw fieldError({ [field]: 'message-postcode-not-found' });
  if (!isDeliverableCategory(pc.category as PostcodeCategory)) throw fieldError({ [field]: { key: 'message-postcode-not-deliverable', params: { code } } });
  return pc;
}
