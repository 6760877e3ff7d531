/**
 * Password hashing with Argon2id from Node's own crypto (Node 24.7+; no native add-on to
 * build), at OWASP's recommended minimum: 19 MiB of memory, 2 passes, 1 lane. Hashes are
 * stored in the PHC string format every Argon2 library reads, so they can move with the
 * users file: $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash> (unpadded base64).
 */
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

/** The parameters new hashes get. */
export const ARGON2_PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

const SALT_BYTES = 16;

function derive(
  password: string,
  salt: Buffer,
  params: { memory: number; passes: number; parallelism: number; tagLength: number },
): Promise<Buffer> {
  if (typeof argon2 !== 'function') {
    throw new Error(
      `Password hashing needs Node 24.7 or newer (crypto.argon2); this is ${process.version}. Run through ` +
        `npm, which uses the project's Node 24.`,
    );
  }
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: password, nonce: salt, ...params }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const b64 = (buf: Buffer) => buf.toString('base64').replace(/=+$/, '');

/** The PHC string of a new salted Argon2id hash of `password`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, ARGON2_PARAMS);
  const { memory, passes, parallelism } = ARGON2_PARAMS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(hash)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/**
 * True when `password` matches the stored PHC hash (compared in constant time). A hash in
 * any other format never matches, so a damaged record locks its user out instead of
 * letting anyone in.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = PHC.exec(stored);
  if (!m) return false;
  const [, memory, passes, parallelism, salt, hash] = m;
  const expected = Buffer.from(hash!, 'base64');
  const params = {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  };
  if (params.tagLength < 16 || params.memory > 1_048_576 || params.passes > 16 || params.parallelism > 16) return false;
  const actual = await derive(password, Buffer.from(salt!, 'base64'), params);
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * A hash of a random password, made once per process. Checking a login for an unknown
 * user against it costs the same time as for a real user, so timing does not tell
 * whether a username exists.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
