// Memory one thread's parses take piece by piece and give back all at once. cmark-gfm allocates and later frees each
// node, buffer and copied literal of a page separately, about a million times over a guide of 270 pages; from an arena
// each request moves a pointer in a block, a free gives back only the latest allocation, and the end of the parse
// returns the page's memory in one step. The blocks are kept for the thread's next parse, so that their pages are not
// faulted in again.
//
// It is C because cmark-gfm calls it for every request through function pointers without context: the calling thread's
// arena is a thread-local variable here, one instruction away, and each allocation's header names its arena for a free
// or a reallocation.

#include "CParseArena.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Each allocation is preceded by a header holding its size (so that a reallocation knows how much to copy) and its
// arena. The header, like a block's link to the next block, takes 16 bytes, keeping allocations 16-byte aligned as
// malloc's.
enum { HEADER_SIZE = 16, KEPT_BLOCKS = 16 };

struct header {
    size_t size;
    struct arena *owner;
};

struct arena {
    // The first ordinary block, the one being carved, and how many bytes of it are taken.
    unsigned char *first_block;
    unsigned char *current_block;
    size_t used;
    // The chain of blocks of single large requests.
    unsigned char *large_blocks;
    // The most recent carved allocation, which can grow or be given back in place.
    unsigned char *last;
    // How many uses of the arena are open: it is reset only when the outermost one ends.
    int depth;
};

static _Thread_local struct arena *thread_arena;
static pthread_key_t cleanup_key;
static pthread_once_t cleanup_key_once = PTHREAD_ONCE_INIT;

static struct header *header_of(const void *pointer) { return (struct header *)((unsigned char *)pointer - HEADER_SIZE); }

static unsigned char *next_of(const unsigned char *block) { return *(unsigned char *const *)block; }

static void set_next(unsigned char *block, unsigned char *next) { *(unsigned char **)block = next; }

// The bytes a carved request of `size` takes with its header, rounded up to 16; 0 for a request too large to carve.
static size_t carved_length(size_t size) {
    return size <= GUIDESPEC_ARENA_LARGEST_CARVED ? HEADER_SIZE + ((size + 15) & ~(size_t)15) : 0;
}

// Frees every large block and the ordinary blocks after the first `kept`.
static void free_blocks(struct arena *arena, int kept) {
    while (arena->large_blocks) {
        unsigned char *block = arena->large_blocks;
        arena->large_blocks = next_of(block);
        free(block);
    }
    unsigned char *link = NULL;
    unsigned char *block = arena->first_block;
    int count = 0;
    while (block) {
        unsigned char *next = next_of(block);
        if (count < kept) {
            link = block;
        } else {
            free(block);
            if (link) set_next(link, NULL); else arena->first_block = NULL;
        }
        count += 1;
        block = next;
    }
}

// Returns every allocation: large blocks are freed, ordinary ones kept for the next parse up to KEPT_BLOCKS.
static void reset(struct arena *arena) {
    free_blocks(arena, KEPT_BLOCKS);
    arena->current_block = arena->first_block;
    arena->used = arena->first_block ? HEADER_SIZE : GUIDESPEC_ARENA_BLOCK_SIZE;
    arena->last = NULL;
}

static void free_arena(void *value) {
    struct arena *arena = value;
    free_blocks(arena, 0);
    free(arena);
}

static void make_cleanup_key(void) { pthread_key_create(&cleanup_key, free_arena); }

// The calling thread's first arena, freed with its blocks when the thread ends; NULL when the system has no memory for it.
static __attribute__((noinline)) struct arena *make_arena(void) {
    struct arena *arena = calloc(1, sizeof *arena);
    if (!arena) return NULL;
    arena->used = GUIDESPEC_ARENA_BLOCK_SIZE;
    pthread_once(&cleanup_key_once, make_cleanup_key);
    pthread_setspecific(cleanup_key, arena);
    thread_arena = arena;
    return arena;
}

// The calling thread's arena, made on its first use.
static inline struct arena *current_arena(void) { return thread_arena ? thread_arena : make_arena(); }

// The block after the current one, kept from an earlier parse or newly allocated and chained.
static unsigned char *next_ordinary_block(struct arena *arena) {
    if (arena->current_block) {
        unsigned char *kept = next_of(arena->current_block);
        if (kept) return kept;
    }
    unsigned char *block = malloc(GUIDESPEC_ARENA_BLOCK_SIZE);
    if (!block) return NULL;
    set_next(block, NULL);
    if (arena->current_block) set_next(arena->current_block, block); else arena->first_block = block;
    return block;
}

// Writes the header of an allocation of `size` bytes from `arena` at `pointer`, and returns the allocation.
static inline void *stamped(unsigned char *pointer, size_t size, struct arena *arena) {
    struct header *header = header_of(pointer);
    header->size = size;
    header->owner = arena;
    return pointer;
}

// `size` bytes carved after the latest allocation in the current block, or NULL when the request is too large to carve
// or does not fit there. This is the path of almost every request, so it is inlined into the entry points.
static inline void *carve_in_current_block(struct arena *arena, size_t size) {
    size_t length = carved_length(size);
    if (length == 0 || arena->used + length > GUIDESPEC_ARENA_BLOCK_SIZE) return NULL;
    unsigned char *pointer = arena->current_block + arena->used + HEADER_SIZE;
    arena->used += length;
    arena->last = pointer;
    return stamped(pointer, size, arena);
}

// `size` bytes that do not fit in the current block: carved from the next block, or given a block of their own when the
// request is too large to carve.
static __attribute__((noinline)) void *allocate_elsewhere(struct arena *arena, size_t size) {
    if (carved_length(size) == 0) {
        // A large block: its link to the next, then the header, then the request.
        if (size > SIZE_MAX - 2 * HEADER_SIZE) return NULL;
        unsigned char *block = malloc(2 * HEADER_SIZE + size);
        if (!block) return NULL;
        set_next(block, arena->large_blocks);
        arena->large_blocks = block;
        return stamped(block + 2 * HEADER_SIZE, size, arena);
    }
    unsigned char *block = next_ordinary_block(arena);
    if (!block) return NULL;
    arena->current_block = block;
    arena->used = HEADER_SIZE;
    return carve_in_current_block(arena, size);
}

static inline void *allocate(struct arena *arena, size_t size) {
    void *pointer = carve_in_current_block(arena, size);
    return pointer ? pointer : allocate_elsewhere(arena, size);
}

// Whether the latest carved allocation at `pointer` was resized to `size` where it lies: it must stay carvable and fit
// its block.
static inline bool resized_in_place(void *pointer, size_t size) {
    struct header *header = header_of(pointer);
    struct arena *arena = header->owner;
    size_t needed = carved_length(size);
    size_t old_length = carved_length(header->size);
    if (pointer != arena->last || needed == 0 || old_length == 0 || arena->used - old_length + needed > GUIDESPEC_ARENA_BLOCK_SIZE) {
        return false;
    }
    arena->used = arena->used - old_length + needed;
    header->size = size;
    return true;
}

// A reallocation neither path of guidespec_arena_reallocate takes: a move, or a first request outside the current block.
static __attribute__((noinline)) void *reallocate_elsewhere(void *pointer, size_t size) {
    if (!pointer) {
        struct arena *arena = current_arena();
        return arena ? allocate(arena, size) : NULL;
    }
    struct header *header = header_of(pointer);
    size_t old_size = header->size;
    void *moved = allocate(header->owner, size);
    if (!moved) return NULL;
    memcpy(moved, pointer, old_size < size ? old_size : size);
    return moved;
}

void guidespec_arena_begin(void) {
    struct arena *arena = current_arena();
    if (arena) arena->depth += 1;
}

void guidespec_arena_end(void) {
    struct arena *arena = thread_arena;
    if (!arena || arena->depth == 0) return;
    arena->depth -= 1;
    if (arena->depth == 0) reset(arena);
}

void *guidespec_arena_allocate_zeroed(size_t size) {
    struct arena *arena = current_arena();
    void *pointer = arena ? allocate(arena, size) : NULL;
    if (pointer) memset(pointer, 0, size);
    return pointer;
}

void *guidespec_arena_reallocate(void *pointer, size_t size) {
    // Almost every call resizes the latest allocation where it lies or makes a first one in the current block.
    if (pointer) {
        if (resized_in_place(pointer, size)) return pointer;
    } else if (thread_arena) {
        void *carved = carve_in_current_block(thread_arena, size);
        if (carved) return carved;
    }
    return reallocate_elsewhere(pointer, size);
}

void guidespec_arena_release(void *pointer) {
    if (!pointer) return;
    struct header *header = header_of(pointer);
    struct arena *arena = header->owner;
    size_t length = carved_length(header->size);
    if (pointer != arena->last || length == 0) return;
    arena->used -= length;
    arena->last = NULL;
}

const void *guidespec_arena_owner(const void *pointer) { return header_of(pointer)->owner; }

const void *guidespec_arena_current(void) { return thread_arena; }

static void out_of_memory(size_t count, size_t size) {
    fprintf(stderr, "cmark-gfm asked for %zu × %zu bytes and the system had none left\n", count, size);
    abort();
}

// cmark_calloc for a request that does not fit in the current block, or on the thread's first parse.
static __attribute__((noinline)) void *cmark_calloc_elsewhere(size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) out_of_memory(count, size);
    void *pointer = guidespec_arena_allocate_zeroed(total);
    if (!pointer) out_of_memory(count, size);
    return pointer;
}

void *guidespec_arena_cmark_calloc(size_t count, size_t size) {
    // Almost every request is carved from the current block: that path makes no call but memset's.
    struct arena *arena = thread_arena;
    size_t total;
    if (arena && !__builtin_mul_overflow(count, size, &total)) {
        void *pointer = carve_in_current_block(arena, total);
        if (pointer) return memset(pointer, 0, total);
    }
    return cmark_calloc_elsewhere(count, size);
}

void *guidespec_arena_cmark_realloc(void *pointer, size_t size) {
    void *moved = guidespec_arena_reallocate(pointer, size);
    if (!moved) out_of_memory(1, size);
    return moved;
}
