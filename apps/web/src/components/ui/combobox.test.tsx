import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useComboboxList } from '@/lib/use-combobox';
import { Combobox } from './combobox';

const FRUITS = ['Apple', 'Apricot', 'Avocado', 'Banana'];

/** A fruit picker in a form: typing filters by first letters, picking fills the box and closes the list. */
function FruitPicker({ onPick, onSubmit }: { onPick: (fruit: string) => void; onSubmit: () => void }) {
  const list = useComboboxList('fruit', undefined);
  const [text, setText] = useState('');
  const options = FRUITS.filter((fruit) => fruit.toLowerCase().startsWith(text.toLowerCase()));
  const pick = (fruit: string) => {
    setText(fruit);
    list.setOpen(false);
    list.setActive(-1);
    onPick(fruit);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Combobox
        list={list}
        inputId="fruit"
        label="Fruit"
        icon={null}
        text={text}
        onType={setText}
        options={options}
        optionKey={(fruit) => fruit}
        renderOption={(fruit) => fruit}
        optionClassName="flex"
        onPick={pick}
        expanded={list.open && text.length > 0}
        emptyText="No fruit"
        announcement={list.open && text.length > 0 ? `${options.length} fruits` : ''}
      />
    </form>
  );
}

function setUp() {
  const onPick = vi.fn();
  const onSubmit = vi.fn();
  render(<FruitPicker onPick={onPick} onSubmit={onSubmit} />);
  return { onPick, onSubmit, user: userEvent.setup(), box: screen.getByRole('combobox', { name: 'Fruit' }) };
}

describe('Combobox', () => {
  it('opens its list as the member types and says how many options there are', async () => {
    const { user, box } = setUp();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'ap');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Apple', 'Apricot']);
    expect(screen.getByText('2 fruits')).toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves the highlight with the arrow keys, names it in aria-activedescendant and stops at the ends', async () => {
    const { user, box } = setUp();
    await user.type(box, 'a');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', 'fruit-option-0');
    expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', 'fruit-option-2');
    expect(screen.getByRole('option', { name: 'Avocado' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', 'fruit-option-1');
    expect(screen.getByRole('option', { name: 'Avocado' })).toHaveAttribute('aria-selected', 'false');
  });

  it('picks the highlighted option with Enter without submitting the form', async () => {
    const { user, box, onPick, onSubmit } = setUp();
    await user.type(box, 'a');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith('Apricot');
    expect(box).toHaveValue('Apricot');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets Enter submit the form when nothing is highlighted', async () => {
    const { user, box, onPick, onSubmit } = setUp();
    await user.type(box, 'ba{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('closes its list on Escape before a dialog around it hears the key; the next Escape reaches the dialog', async () => {
    const dialogHeard = vi.fn();
    const dialog = (event: KeyboardEvent) => event.key === 'Escape' && dialogHeard();
    document.addEventListener('keydown', dialog, true);
    onTestFinished(() => document.removeEventListener('keydown', dialog, true));
    const { user, box } = setUp();
    await user.type(box, 'a');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(dialogHeard).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(dialogHeard).toHaveBeenCalledTimes(1);
  });

  it('picks an option that is clicked and says when nothing matches', async () => {
    const { user, box, onPick } = setUp();
    await user.type(box, 'x');
    expect(screen.getByText('No fruit')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'b');
    await user.click(screen.getByRole('option', { name: 'Banana' }));
    expect(onPick).toHaveBeenCalledWith('Banana');
    expect(box).toHaveValue('Banana');
  });
});
