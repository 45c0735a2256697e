import 'styled-components';
import type { AppTheme } from './app/theme';

declare module 'styled-components' {
  // Interface merging is how styled-components is told the theme's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
