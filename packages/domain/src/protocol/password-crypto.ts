import { base64ToBytes, bytesToBase64 } from './base64';

// enc1:<b64 salt16>:<b64 iv12>:<b64 AES-256-GCM ciphertext+tag>, key = SHA-256(secret bytes + salt bytes).
const PREFIX = 'enc1';
const encoder = new TextEncoder();

async function deriveKey(secret: string, salt: Uint8Array): Promise<CryptoKey> {
  const secretBytes = encoder.encode(secret);
  const material = new Uint8Array(secretBytes.length + salt.length);
  material.set(secretBytes, 0);
  material.set(salt, secretBytes.length);
  const raw = await crypto.subtle.digest('SHA-256', material);
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export async function encryptSecretField(plain: string, secret: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await deriveKey(secret, salt);
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(plain)),
  );
  return `${PREFIX}:${bytesToBase64(salt)}:${bytesToBase64(iv)}:${bytesToBase64(cipher)}`;
}

/** Returns the plaintext, or null when the value is not a well-formed enc1 string for this secret. */
export async function decryptSecretField(value: string, secret: string): Promise<string | null> {
  const parts = value.split(':');
  if (parts.length !== 4 || parts[0] !== PREFIX) return null;
  try {
    const salt = base64ToBytes(parts[1]!);
    const iv = base64ToBytes(parts[2]!);
    const cipher = base64ToBytes(parts[3]!);
    if (salt.length !== 16 || iv.length !== 12) return null;
    const key = await deriveKey(secret, salt);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, cipher);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}
