import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Garden({ activationMode }: { activationMode?: 'automatic' | 'manual' }) {
  const [value, setValue] = useState('herbs');
  return (
    <Tabs.Root value={value} onValueChange={setValue} activationMode={activationMode}>
      <Tabs.List aria-label="Beds">
        <Tabs.Trigger value="herbs">Herbs</Tabs.Trigger>
        <Tabs.Trigger value="ferns">Ferns</Tabs.Trigger>
        <Tabs.Trigger value="cacti">Cacti</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="herbs">Basil and thyme</Tabs.Content>
      <Tabs.Content value="ferns">Boston fern</Tabs.Content>
      <Tabs.Content value="cacti">Golden barrel</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('shows the open tab’s panel, named by its tab, and keeps the others hidden and empty', () => {
    render(<Garden />);
    const herbs = screen.getByRole('tab', { name: 'Herbs' });
    expect(herbs).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Ferns' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Herbs' });
    expect(panel).toHaveTextContent('Basil and thyme');
    expect(herbs).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Boston fern')).not.toBeInTheDocument();
  });

  it('opens a tab on focus with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Garden />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Herbs' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cacti' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Golden barrel');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Basil and thyme');
    await user.keyboard('{End}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Ferns' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Boston fern');
  });

  it('in manual mode moves focus with the arrows and opens the focused tab only on Enter or Space', async () => {
    const user = userEvent.setup();
    render(<Garden activationMode="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Ferns' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Basil and thyme');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Boston fern');
    await user.keyboard('{ArrowRight} ');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Golden barrel');
  });
});
