import type { ComponentType } from 'react';
import type { RouteIdOf } from '../../app/route-table';
import { AdminConsole } from './admin-console';

export const adminPages: Record<RouteIdOf<'admin'>, ComponentType> = { admin: AdminConsole };
