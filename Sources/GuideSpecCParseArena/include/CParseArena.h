#ifndef GUIDESPEC_CPARSEARENA_H
#define GUIDESPEC_CPARSEARENA_H

#include <stddef.h>

/// The size of the blocks small requests are carved from, and the largest request carved from one (larger ones get a
/// block of their own, freed when the outermost scope ends).
enum { GUIDESPEC_ARENA_BLOCK_SIZE = 256 * 1024, GUIDESPEC_ARENA_LARGEST_CARVED = 64 * 1024 };

/// Begins a use of the calling thread's arena, making the arena on the thread's first use; uses nest.
void guidespec_arena_begin(void);

/// Ends a use begun by `guidespec_arena_begin`; the end of the outermost gives back every allocation made since its begin.
void guidespec_arena_end(void);

/// `size` bytes set to zero from the calling thread's arena (inside a use), or NULL when the system has no memory for them.
void *guidespec_arena_allocate_zeroed(size_t size);

/// Moves the allocation at `pointer` (NULL for a new one, from the calling thread's arena) to `size` bytes, keeping its
/// contents up to the smaller size: in place when it is its arena's latest allocation and the block has room. NULL when
/// the system has no memory.
void *guidespec_arena_reallocate(void *pointer, size_t size);

/// Gives back the allocation at `pointer` at once when it is its arena's latest; any other waits for the end of the use.
void guidespec_arena_release(void *pointer);

/// The thread's arena that made `pointer`, an allocation of this arena (for tests).
const void *guidespec_arena_owner(const void *pointer);

/// The calling thread's arena, or NULL before its first use (for tests).
const void *guidespec_arena_current(void);

/// cmark-gfm's allocation calls (its `cmark_mem`, whose free is `guidespec_arena_release`): the arena's, stopping the
/// process when memory runs out, as cmark-gfm's own allocator does, since cmark-gfm cannot go on without it.
void *guidespec_arena_cmark_calloc(size_t count, size_t size);
void *guidespec_arena_cmark_realloc(void *pointer, size_t size);

#endif
