/** Query keys of care reminders: the Today list and each plant's schedules. */
export const careReminderKeys = {
  all: ['care-reminders'] as const,
  today: ['care-reminders', 'today'] as const,
  schedules: (userPlantId: string) => ['care-reminders', 'schedules', userPlantId] as const,
};
