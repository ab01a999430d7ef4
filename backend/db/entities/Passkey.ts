import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from './common.ts';
import { User } from './User.ts';

/** A passkey (WebAuthn credential) registered as a second factor: its id, public key and signature counter. */
export const Passkey = defineEntity({
  name: 'Passkey',
  tableName: 'passkeys',
  properties: {
    /** The credential id, base64url, as the browser reports it. */
    id: p.string().length(512).primary(),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    /** The COSE public key. */
    publicKey: p.blob(),
    counter: p.bigint('number').default(0),
    /** How the browser may reach it (usb, nfc, ble, internal, hybrid). */
    transports: p.json<string[]>().nullable(),
    /** The name the person gave it ('Llave azul', 'Teléfono'). */
    name: p.string().length(100),
    createdAt: createdAt(),
    lastUsedAt: p.datetime().nullable(),
  },
});
export type Passkey = InferEntity<typeof Passkey>;
