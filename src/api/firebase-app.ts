import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseApiKey, firebaseAppId, firebaseAuthDomain, firebaseProjectId } from './firebase-config';

export function firebaseApp(): FirebaseApp {
  return getApps().length
    ? getApp()
    : initializeApp({
        projectId: firebaseProjectId,
        apiKey: firebaseApiKey,
        authDomain: firebaseAuthDomain,
        appId: firebaseAppId,
      });
}
