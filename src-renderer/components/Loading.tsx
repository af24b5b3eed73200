/** What a screen or a panel shows while its data is read: a spinner in the middle, with room around it. */
import { Center, Loader } from '@mantine/core';

export function Loading() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}
