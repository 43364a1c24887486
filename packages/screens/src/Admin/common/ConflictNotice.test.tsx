import { act, renderHook } from '@testing-library/react';
import { createForm } from 'final-form';
import { useConflictForm } from './ConflictNotice';

interface Values {
  name?: string;
}

/** A final-form form that needs a name, as a screen builds one; its own submit is a plain save. */
function nameForm(name?: string) {
  const save = vi.fn();
  const form = createForm<Values>({
    onSubmit: save,
    initialValues: { name },
    validate: (values) => (values.name ? {} : { name: 'Required' }),
  });
  form.registerField('name', () => {}, { value: true });
  return { form, save };
}

describe('useConflictForm', () => {
  it('Overwrite hands the checked values to the overwrite, not to the plain save', () => {
    const { result } = renderHook(() => useConflictForm());
    const { form, save } = nameForm('Mine');
    const overwrite = vi.fn();
    act(() => result.current.overwrite(form, overwrite));
    expect(overwrite).toHaveBeenCalledWith({ name: 'Mine' });
    expect(save).not.toHaveBeenCalled();
  });

  it('Overwrite with invalid values shows their errors and sends nothing', () => {
    const { result } = renderHook(() => useConflictForm());
    const { form, save } = nameForm();
    const overwrite = vi.fn();
    act(() => result.current.overwrite(form, overwrite));
    expect(overwrite).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
    expect(form.getState().submitFailed).toBe(true);
    expect(form.getFieldState('name')?.error).toBe('Required');
  });
});
