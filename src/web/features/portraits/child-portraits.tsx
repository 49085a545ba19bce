import type { PortraitRecord } from './api.ts';
import { PortraitTile } from './portrait-tile.tsx';
import { PortraitUploader } from './portrait-uploader.tsx';

/** One child's portraits, with the uploader beside them when the parent may add more. */
export function ChildPortraits({ childId, childName, userId, portraits, canAdd }: {
  childId: string;
  childName: string;
  userId: string;
  portraits: readonly PortraitRecord[];
  canAdd: boolean;
}) {
  const encrypted = portraits.filter((portrait) => portrait.isEncrypted);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="grid gap-4">
        <div>
          <h3 className="text-lg font-bold">Portraits</h3>
          <p className="mt-1 text-fg-muted">
            {portraits.length === 0
              ? `No portraits yet. A clear photo of ${childName} facing the camera in soft light helps the illustrations look like them. It stays private to you.`
              : 'Only you can see these. The main portrait is the one illustrations start from.'}
          </p>
        </div>
        {portraits.length > 0 && (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {portraits.map((portrait, index) => (
              <PortraitTile
                key={portrait.id}
                portrait={portrait}
                childName={childName}
                userId={userId}
                neighbours={encrypted}
                position={index + 1}
              />
            ))}
          </ul>
        )}
      </div>
      {canAdd && <PortraitUploader childId={childId} childName={childName} userId={userId} />}
    </div>
  );
}
