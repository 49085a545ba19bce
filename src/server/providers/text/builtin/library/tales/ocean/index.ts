/** Ocean: its plots written as whole episodes, one file per tale (see the builtin README, "How to write a plot"). */
import type { Tale } from '../../types.ts';
import { aHomeForPinch } from './a-home-for-pinch.ts';
import { theHummingShell } from './the-humming-shell.ts';
import { theTurtleOnTheMap } from './the-turtle-on-the-map.ts';
import { theBucketAndTheSeal } from './the-bucket-and-the-seal.ts';
import { theGhostNet } from './the-ghost-net.ts';
import { theMessageInTheBottle } from './the-message-in-the-bottle.ts';
import { theShyOctopus } from './the-shy-octopus.ts';
import { theListeningPost } from './the-listening-post.ts';

export const oceanTales: readonly Tale[] = [theBucketAndTheSeal, aHomeForPinch, theShyOctopus, theHummingShell, theMessageInTheBottle, theTurtleOnTheMap, theGhostNet, theListeningPost];
