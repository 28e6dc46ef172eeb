/** Query keys of the notification settings. */
export const notificationSettingsKeys = {
  mine: ['notification-settings'] as const,
  unsubscribe: (token: string) => ['unsubscribe', token] as const,
};
