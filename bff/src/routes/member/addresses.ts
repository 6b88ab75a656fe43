import {
  addressEditSchema,
  addressIdSchema,
  addressSchema,
  missingAddressFieldsMessage,
} from '@shop/domain/members/address';
import { addressAnswerSchema, addressListAnswerSchema } from '@shop/domain/members/apiSchemas';
import type { FastifyInstance } from 'fastify';
import { membersOnly } from '../../http/access.ts';
import { bodyOf, joinedMessage, memberForm, parseInput } from '../../http/body.ts';
import {
  addAddress,
  addressGeography,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '../../members/addresses.ts';
import { memberOf } from '../../plugins/auth.ts';

const oneAddress = { schema: { response: { 200: addressAnswerSchema } } };
const addressList = { schema: { response: { 200: addressListAnswerSchema } } };

const addressForm = memberForm((issues) => missingAddressFieldsMessage(issues) ?? joinedMessage(issues));

/** member/address: the caller's own delivery addresses (members/addresses.ts holds the rules). */
export async function addressRoutes(app: FastifyInstance): Promise<void> {
  membersOnly(app);

  app.get('/member/address', addressList, async (request) =>
    listAddresses(app.deps.db, memberOf(request).memberId),
  );

  app.post('/member/address', oneAddress, async (request) => {
    const { db, clock } = app.deps;
    const input = parseInput(addressSchema(await addressGeography(db)), request.body, addressForm);
    return addAddress(db, memberOf(request).memberId, input, clock.now());
  });

  app.put('/member/address', oneAddress, async (request) => {
    const { db, clock } = app.deps;
    const input = parseInput(addressEditSchema(await addressGeography(db)), request.body, addressForm);
    return updateAddress(db, memberOf(request).memberId, input, clock.now());
  });

  /** The address id may come in the body (form or JSON) or the query string. */
  app.delete('/member/address', addressList, async (request) => {
    const { db } = app.deps;
    const { memberId } = memberOf(request);
    const { addressId } = parseInput(addressIdSchema, { ...bodyOf(request.query), ...bodyOf(request.body) });
    await deleteAddress(db, memberId, addressId);
    return listAddresses(db, memberId);
  });

  app.post('/member/address/default', addressList, async (request) => {
    const { db, clock } = app.deps;
    const { memberId } = memberOf(request);
    const { addressId } = parseInput(addressIdSchema, request.body);
    await setDefaultAddress(db, memberId, addressId, clock.now());
    return listAddresses(db, memberId);
  });
}
