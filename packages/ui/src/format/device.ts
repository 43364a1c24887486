const DEVICE_LABELS: Record<string, string> = {
  ios: 'iOS',
  ipad: 'iPad',
  tablet: 'Tablet',
  android: 'Android',
};

/** The label of a user's device: ios → iOS, ipad → iPad, tablet → Tablet, android → Android; anything else raw. */
export function formatDevice(device: string | null | undefined): string {
  if (!device) return '';
  return DEVICE_LABELS[device.toLowerCase()] ?? device;
}
