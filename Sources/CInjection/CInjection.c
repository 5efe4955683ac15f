#include "CInjection.h"

__thread void *_Nullable cinjection_thread_state_slot = 0;
