/** Placeholder until the Web Push card (this device's subscription and permission) is in. */
export function PushDeviceCard() {
  return null;
}
