import { eq, staffSessions } from '@pantry/db';
import { staffMessages } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { addStaff, signInStaff } from './test-support.ts';

const t = useTestApp();

function patch(cookie: string, id: number, body: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: `/api/admin/staff/${id}`, headers: { cookie }, payload: body });
}

describe('the owner’s staff page', () => {
  it('keeps one active owner: the last owner cannot be demoted or disabled, a second owner makes it possible', async () => {
    // This file's store starts with no staff: the first owner made here is the only one.
    const owner = await addStaff(t.db, 'owner');
    const { cookie } = await signInStaff(t.app, owner);
    for (const change of [{ role: 'support' }, { disabled: true }]) {
      const refused = await patch(cookie, owner.id, change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ errors: staffMessages.lastOwner });
    }
    const second = await addStaff(t.db, 'owner');
    const demoted = await patch(cookie, second.id, { role: 'merchandiser' });
    expect(demoted.json()).toMatchObject({ role: 'merchandiser' });
    expect((await patch(cookie, owner.id, { role: 'support' })).statusCode).toBe(409);
    await patch(cookie, second.id, { role: 'owner' });
    const stepDown = await patch(cookie, owner.id, { role: 'support' });
    expect(stepDown.statusCode).toBe(200);
    expect(stepDown.json()).toMatchObject({ role: 'support' });
    // Now a support agent: the staff page is closed to them at once.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: { cookie } })).statusCode,
    ).toBe(403);
  });

  it('disabling a staff member ends their sessions at once', async () => {
    const owner = await addStaff(t.db, 'owner');
    const agent = await addStaff(t.db, 'support');
    const ownerSession = await signInStaff(t.app, owner);
    const agentSession = await signInStaff(t.app, agent);
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: agentSession.cookie } });
    expect((await me()).statusCode).toBe(200);
    const disabled = await patch(ownerSession.cookie, agent.id, { disabled: true });
    expect(disabled.json()).toMatchObject({ id: agent.id, disabled: true });
    expect((await me()).statusCode).toBe(401);
    expect(await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, agent.id))).toHaveLength(
      0,
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff',
      headers: { cookie: ownerSession.cookie },
    });
    expect(list.json().staff).toContainEqual(expect.objectContaining({ id: agent.id, disabled: true }));
  });

  it('answers 404 for an unknown staff member', async () => {
    const owner = await addStaff(t.db, 'owner');
    const { cookie } = await signInStaff(t.app, owner);
    expect((await patch(cookie, 2_000_000_000, { disabled: true })).statusCode).toBe(404);
  });
});
