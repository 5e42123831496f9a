import type { ContactBody } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { takeOrRefuse } from '../../lib/rate-limiter';
import * as repo from './contact.repository';

/** Stores the contact form (DESIGN decision 11): every field required (blank after trimming is refused), limited per IP. */
export async function submitContact(
  ctx: AppContext,
  body: ContactBody,
  ip: string,
  userId: string | null,
): Promise<void> {
  const trimmed = {
    name: body.name.trim(),
    email: body.email.trim(),
    subject: body.subject.trim(),
    message: body.message.trim(),
  };
  const blank = Object.entries(trimmed).find(([, v]) => v.length === 0);
  if (blank) throw new DomainError('BAD_REQUEST', `Please fill in the ${blank[0]}`);
  await takeOrRefuse(
    ctx.limiters.contactPerIp,
    ip,
    (wait) => `Too many messages from your network: try again in ${wait}`,
  );
  await repo.insertContactMessage(ctx.db, {
    id: newId(),
    ...trimmed,
    category: body.category,
    ip,
    userId,
    createdAt: ctx.now().toISOString(),
  });
}

export function countContactMessages(ctx: AppContext): Promise<number> {
  return repo.countContactMessages(ctx.db);
}

/** A deleted account's contact-form messages go (they hold its name and email). */
export function removeUserContactMessages(trx: Db, userId: string): Promise<void> {
  return repo.deleteByUser(trx, userId);
}
