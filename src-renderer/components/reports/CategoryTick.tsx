/**
 * A bar chart's category under its bar, every one of them: the axis left out a name that would
 * touch its neighbour's ("Almacén de Ramos Generales" hid the two customers beside it, whose bars
 * then stood nameless). Each name takes the width of its bar, on up to two lines, and a longer one
 * ends in "…".
 */
import { Text } from 'recharts';

interface CategoryTickProps {
  x?: number | string;
  y?: number | string;
  width?: number | string;
  visibleTicksCount?: number;
  payload?: { value?: unknown };
}

/** Room kept between two names, px. */
const GAP = 6;

export function CategoryTick({ x, y, width, visibleTicksCount, payload }: CategoryTickProps) {
  const band = Number(width) / Math.max(1, visibleTicksCount ?? 1);
  return (
    <Text
      x={Number(x)}
      y={Number(y)}
      dy={10}
      width={Math.max(24, band - GAP)}
      maxLines={2}
      textAnchor="middle"
      verticalAnchor="start"
      fontSize={12}
      fill="currentColor"
      className="recharts-cartesian-axis-tick-value"
    >
      {String(payload?.value ?? '')}
    </Text>
  );
}
