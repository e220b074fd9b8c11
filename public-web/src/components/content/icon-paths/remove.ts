export const remove = ['M19 13H5v-2h14z'] as const;
