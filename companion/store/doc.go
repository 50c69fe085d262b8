// Package store is where lockup keeps its files on disk: the XDG data and
// config folders, the games folder and a game's file path from its name
// (CheckGameName), private folders (EnsureDir) and atomic writes
// (WriteFileAtomic), so a crash leaves the old file or the new one. It knows
// nothing of what the files hold and imports no other package of lockup.
package store
