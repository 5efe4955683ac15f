#ifndef CINJECTION_H
#define CINJECTION_H

// The calling thread's Injection resolution state, in a C thread-local: reading it is one load
// from the thread pointer (Swift has no thread-locals of its own, and pthread_getspecific is a
// call of some twenty instructions, paid on every resolve). Injection still registers a
// pthread key for the same object, whose destructor releases it when the thread ends.

/// The state stored by `cinjection_set_thread_state` on this thread, or NULL.
static inline void *_Nullable cinjection_thread_state(void) {
    extern __thread void *_Nullable cinjection_thread_state_slot;
    return cinjection_thread_state_slot;
}

/// Stores this thread's state (an unretained pointer: the pthread key holds the reference).
static inline void cinjection_set_thread_state(void *_Nullable state) {
    extern __thread void *_Nullable cinjection_thread_state_slot;
    cinjection_thread_state_slot = state;
}

#endif
