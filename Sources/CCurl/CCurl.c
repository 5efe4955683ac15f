#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#if defined(__APPLE__)
static const char *const library_name = "libcurl.4.dylib";
#else
static const char *const library_name = "libcurl.so.4";
#endif

typedef void *(*easy_init_fn)(void);
typedef void (*easy_cleanup_fn)(void *);
typedef int (*easy_perform_fn)(void *);
typedef int (*easy_setopt_fn)(void *, int, ...);
typedef int (*easy_getinfo_fn)(void *, int, ...);
typedef const char *(*easy_strerror_fn)(int);
typedef void *(*slist_append_fn)(void *, const char *);
typedef void (*slist_free_all_fn)(void *);
typedef int (*global_init_fn)(long);

static struct {
    easy_init_fn easy_init;
    easy_cleanup_fn easy_cleanup;
    easy_perform_fn easy_perform;
    easy_setopt_fn easy_setopt;
    easy_getinfo_fn easy_getinfo;
    easy_strerror_fn easy_strerror;
    slist_append_fn slist_append;
    slist_free_all_fn slist_free_all;
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int load_status = -1;
static char load_failure[512];

#define CCURL_GLOBAL_ALL 3L

static void *resolve(void *library, const char *name, int *missing) {
    void *symbol = dlsym(library, name);
    if (symbol == NULL && *missing == 0) {
        *missing = 1;
        snprintf(load_failure, sizeof load_failure, "%s has no function %s", library_name, name);
    }
    return symbol;
}

static void load(void) {
    void *library = dlopen(library_name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(load_failure, sizeof load_failure, "%s could not be loaded (%s)", library_name,
                 reason != NULL ? reason : "unknown reason");
        return;
    }
    int missing = 0;
    global_init_fn global_init = (global_init_fn)resolve(library, "curl_global_init", &missing);
    curl.easy_init = (easy_init_fn)resolve(library, "curl_easy_init", &missing);
    curl.easy_cleanup = (easy_cleanup_fn)resolve(library, "curl_easy_cleanup", &missing);
    curl.easy_perform = (easy_perform_fn)resolve(library, "curl_easy_perform", &missing);
    curl.easy_setopt = (easy_setopt_fn)resolve(library, "curl_easy_setopt", &missing);
    curl.easy_getinfo = (easy_getinfo_fn)resolve(library, "curl_easy_getinfo", &missing);
    curl.easy_strerror = (easy_strerror_fn)resolve(library, "curl_easy_strerror", &missing);
    curl.slist_append = (slist_append_fn)resolve(library, "curl_slist_append", &missing);
    curl.slist_free_all = (slist_free_all_fn)resolve(library, "curl_slist_free_all", &missing);
    if (missing) return;
    int initialised = global_init(CCURL_GLOBAL_ALL);
    if (initialised != CURLE_OK) {
        snprintf(load_failure, sizeof load_failure, "%s could not be initialised (curl_global_init returned %d)",
                 library_name, initialised);
        return;
    }
    load_status = 0;
}

int ccurl_load(const char **failure) {
    pthread_once(&load_once, load);
    if (load_status != 0 && failure != NULL) *failure = load_failure;
    return load_status;
}

const char *ccurl_library_name(void) { return library_name; }

void *ccurl_easy_init(void) {
    if (ccurl_load(NULL) != 0) return NULL;
    return curl.easy_init();
}

void ccurl_easy_cleanup(void *handle) {
    if (handle != NULL && load_status == 0) curl.easy_cleanup(handle);
}

int ccurl_easy_perform(void *handle) {
    if (handle == NULL || load_status != 0) return CURLE_FAILED_INIT;
    return curl.easy_perform(handle);
}

int ccurl_setopt_long(void *handle, int option, long value) {
    if (handle == NULL || load_status != 0) return CURLE_FAILED_INIT;
    return curl.easy_setopt(handle, option, value);
}

int ccurl_setopt_pointer(void *handle, int option, const void *value) {
    if (handle == NULL || load_status != 0) return CURLE_FAILED_INIT;
    return curl.easy_setopt(handle, option, value);
}

int ccurl_setopt_off_t(void *handle, int option, int64_t value) {
    if (handle == NULL || load_status != 0) return CURLE_FAILED_INIT;
    return curl.easy_setopt(handle, option, (long long)value);
}

// curl.h's struct curl_blob and CURL_BLOB_COPY.
struct ccurl_blob {
    void *data;
    size_t len;
    unsigned int flags;
};
#define CCURL_BLOB_COPY 1

int ccurl_setopt_blob(void *handle, int option, const void *data, size_t count) {
    if (handle == NULL || load_status != 0) return CURLE_FAILED_INIT;
    struct ccurl_blob blob = {(void *)data, count, CCURL_BLOB_COPY};
    return curl.easy_setopt(handle, option, &blob);
}

int ccurl_setopt_write_function(void *handle, int option, ccurl_write_callback function) {
    if (handle == NULL || load_status != 0) return CURLE_FAILED_INIT;
    return curl.easy_setopt(handle, option, function);
}

int ccurl_setopt_xferinfo_function(void *handle, ccurl_xferinfo_callback function) {
    if (handle == NULL || load_status != 0) return CURLE_FAILED_INIT;
    return curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, function);
}

int ccurl_getinfo_long(void *handle, int info, long *value) {
    if (handle == NULL || load_status != 0) return CURLE_FAILED_INIT;
    return curl.easy_getinfo(handle, info, value);
}

int ccurl_getinfo_string(void *handle, int info, const char **value) {
    if (handle == NULL || load_status != 0) return CURLE_FAILED_INIT;
    return curl.easy_getinfo(handle, info, value);
}

const char *ccurl_easy_strerror(int code) {
    if (load_status != 0) return "libcurl is not loaded";
    return curl.easy_strerror(code);
}

void *ccurl_slist_append(void *list, const char *text) {
    if (load_status != 0) return NULL;
    return curl.slist_append(list, text);
}

void ccurl_slist_free_all(void *list) {
    if (list != NULL && load_status == 0) curl.slist_free_all(list);
}

void ccurl_block_sigpipe_on_this_thread(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &set, NULL);
}
