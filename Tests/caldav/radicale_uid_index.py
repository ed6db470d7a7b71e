"""Radicale's own filesystem storage, with its two per-PUT scans of a whole list answered from memory.

Only sync-bench's first upload of 10,000 tasks uses it (`caldav_helper.py serve radicale-indexed`); the tests and
every other bench row run the unmodified server.

Why: Radicale 3.9 makes every PUT of a new object O(n) in the size of the list, so a first upload is O(n^2):
  - `BaseCollection.has_uid` (the no-uid-conflict precondition of RFC 4791 5.3.2.1) walks `get_all()`, which stats
    and unpickles the cache entry of every object in the list: ~90 % of a PUT's time at 1,500 objects (cProfile);
  - `_clean_history` lists the whole history cache, for expired entries of deleted objects, after every upload.
Measured here, 1,500 PUTs took 171 s and a 10,000-task upload reached 4,976 objects in 63 minutes; no setting
turns either scan off. With this storage the server does the same constant work per PUT at 10 or 10,000 objects,
so the engine's upload can be measured against the same PUTs sent raw at 10,000 tasks.

What changes, and why the answers stay the same:
  - `has_uid` asks a set of the list's UIDs. The set is built by the same `get_all()` scan and kept up to date by
    this process's uploads; it is rebuilt whenever the list's directory changed in any other way (its mtime is
    not the one the last upload left: a delete, a move, another process). A PUT never changes an object's UID
    (Radicale answers that with 409 before uploading), so an upload only ever adds its item's UID.
  - `_clean_history` runs at most once a minute per list: it removes history of objects deleted more than
    `max_sync_token_age` (30 days) ago, so deferring it by a minute removes nothing sooner or later that matters.
Both run under Radicale's storage write lock, as the originals do.
"""

import os
import time

from radicale.storage import multifilesystem

# Per list directory: (the directory's mtime when the set was last right, the set of UIDs).
_uids = {}
# Per list directory: when its history was last cleaned (time.monotonic()).
_cleaned = {}
CLEAN_INTERVAL = 60.0


class Collection(multifilesystem.Collection):

    def _uid_set(self):
        mtime = os.stat(self._filesystem_path).st_mtime_ns
        known = _uids.get(self._filesystem_path)
        if known is None or known[0] != mtime:
            known = (mtime, {item.uid for item in self.get_all()})
            _uids[self._filesystem_path] = known
        return known[1]

    def has_uid(self, uid):
        return uid in self._uid_set()

    def upload(self, href, item):
        uids = self._uid_set()
        result = super().upload(href, item)
        uids.add(item.uid)
        _uids[self._filesystem_path] = (os.stat(self._filesystem_path).st_mtime_ns, uids)
        return result

    def _clean_history(self):
        now = time.monotonic()
        if now - _cleaned.get(self._filesystem_path, -CLEAN_INTERVAL) >= CLEAN_INTERVAL:
            _cleaned[self._filesystem_path] = now
            super()._clean_history()


class Storage(multifilesystem.Storage):
    _collection_class = Collection
