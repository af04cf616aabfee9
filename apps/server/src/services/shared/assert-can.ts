import { type Action, type Actor, AppError, defineAbilityFor, inShop, type SubjectName } from '@salon/domain';

/** The first thing a service does: refuse with Forbidden what the actor's abilities do not allow. */
export function assertCan(actor: Actor, action: Action, subject: SubjectName, shopId?: string): void {
  const ability = defineAbilityFor(actor);
  const allowed = shopId ? ability.can(action, inShop(subject, shopId)) : ability.can(action, subject);
  if (!allowed) throw new AppError('Forbidden', `Not allowed to ${action} ${subject}`);
}
