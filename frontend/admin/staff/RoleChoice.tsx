import { useId } from 'react';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from '../../../engine/staff/roles.ts';
import { STAFF_TEXTS as T } from './texts.ts';

export interface RoleChoiceProps {
  value: Role | '';
  onChange: (role: Role) => void;
  /** The account's role now, marked as such (when changing a role). */
  current?: Role;
  error?: string;
}

/** The role, as three choices each with what it may do, so the difference is read before choosing. */
export function RoleChoice({ value, onChange, current, error }: RoleChoiceProps) {
  const id = useId();
  return (
    <fieldset className="role-choice" data-field="role">
      <legend className="label">{T.fields.role}</legend>
      {ROLES.map((role) => (
        <label key={role} className={`role-option${value === role ? ' is-chosen' : ''}`}>
          <input
            type="radio"
            name={`${id}-role`}
            value={role}
            checked={value === role}
            onChange={() => onChange(role)}
            aria-labelledby={`${id}-${role}`}
            aria-describedby={`${id}-${role}-description${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
          />
          <span className="role-option-text">
            <span className="role-option-label" id={`${id}-${role}`}>
              {ROLE_LABELS[role]}
              {current === role && <span className="role-option-current"> {T.role.current}</span>}
            </span>
            <span className="role-option-description" id={`${id}-${role}-description`}>
              {ROLE_DESCRIPTIONS[role]}
            </span>
          </span>
        </label>
      ))}
      {error && (
        <p className="help is-danger" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
