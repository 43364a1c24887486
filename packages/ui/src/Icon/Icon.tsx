import styled from 'styled-components';
import { useDirection } from '../direction';
import { MIRRORED, RTL_PATHS, type IconName } from './paths';
import { pathOf } from './registry';

const Svg = styled.svg<{ $mirror: boolean; $filled: boolean }>`
  flex: none;
  transform: ${({ $mirror }) => ($mirror ? 'scaleX(-1)' : 'none')};
  fill: ${({ $filled }) => ($filled ? 'currentColor' : 'none')};
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

export interface IconProps {
  name: IconName;
  size?: number;
  /** When given the icon is announced; otherwise it is decorative. */
  label?: string;
  filled?: boolean;
}

/**
 * Inline icon. Icons that point along the reading direction mirror in RTL (or have an RTL drawing); media
 * icons never do.
 */
export function Icon({ name, size = 20, label, filled = false }: IconProps) {
  const rtl = useDirection().direction === 'rtl';
  const rtlPath = rtl ? RTL_PATHS[name] : undefined;
  return (
    <Svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      $mirror={rtl && MIRRORED.has(name)}
      $filled={filled}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={rtlPath ?? pathOf(name)} />
    </Svg>
  );
}
