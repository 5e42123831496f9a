import type { Meta, StoryObj } from '@storybook/react-vite';
import { UploadDropZone } from './UploadDropZone';

const meta = { component: UploadDropZone, parameters: { layout: 'padded' } } satisfies Meta<
  typeof UploadDropZone
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
