import type { ComponentType } from 'react';
import type { RouteIdOf } from '../../app/route-table';
import { HomePage } from './home-page';

export const homePages: Record<RouteIdOf<'home'>, ComponentType> = {
  home: HomePage,
};
