#ifdef __linux__

#include "CCurl.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

struct ccurl_library {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *handle);
    void (*easy_reset)(CURL *handle);
    CURLcode (*easy_perform)(CURL *handle);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    const char *(*easy_strerror)(CURLcode code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *string);
    void (*slist_free_all)(struct curl_slist *list);
};

/// Looks up `symbol` into `*slot`; false (with the reason in `error`) when the library lacks it.
static int lookup(void *handle, const char *name, const char *symbol, void **slot, char *error, size_t size) {
    *slot = dlsym(handle, symbol);
    if (*slot == NULL) {
        snprintf(error, size, "%s has no %s: not a libcurl (install libcurl4)", name, symbol);
        return 0;
    }
    return 1;
}

const ccurl_library *ccurl_open(const char *name, char *error, size_t error_size) {
    // RTLD_LOCAL: libcurl's symbols (and its TLS library's) stay out of the global namespace, so they cannot
    // clash with another copy a process may have loaded.
    void *handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        snprintf(error, error_size, "%s not found: install libcurl4", name);
        return NULL;
    }
    ccurl_library *library = calloc(1, sizeof *library);
    if (library == NULL) {
        snprintf(error, error_size, "out of memory loading %s", name);
        dlclose(handle);
        return NULL;
    }
    // POSIX allows converting dlsym's void * to a function pointer; the casts go through void ** slots.
    int found = lookup(handle, name, "curl_global_init", (void **)&library->global_init, error, error_size)
        && lookup(handle, name, "curl_easy_init", (void **)&library->easy_init, error, error_size)
        && lookup(handle, name, "curl_easy_cleanup", (void **)&library->easy_cleanup, error, error_size)
        && lookup(handle, name, "curl_easy_reset", (void **)&library->easy_reset, error, error_size)
        && lookup(handle, name, "curl_easy_perform", (void **)&library->easy_perform, error, error_size)
        && lookup(handle, name, "curl_easy_setopt", (void **)&library->easy_setopt, error, error_size)
        && lookup(handle, name, "curl_easy_getinfo", (void **)&library->easy_getinfo, error, error_size)
        && lookup(handle, name, "curl_easy_strerror", (void **)&library->easy_strerror, error, error_size)
        && lookup(handle, name, "curl_slist_append", (void **)&library->slist_append, error, error_size)
        && lookup(handle, name, "curl_slist_free_all", (void **)&library->slist_free_all, error, error_size);
    if (!found) {
        free(library);
        dlclose(handle);
        return NULL;
    }
    CURLcode code = library->global_init(CURL_GLOBAL_DEFAULT);
    if (code != CURLE_OK) {
        snprintf(error, error_size, "%s could not start: %s", name, library->easy_strerror(code));
        free(library);
        // Not dlclosed: curl_global_init may have started its TLS library half-way.
        return NULL;
    }
    return library;
}

CURL *ccurl_easy_init(const ccurl_library *library) { return library->easy_init(); }

void ccurl_easy_cleanup(const ccurl_library *library, CURL *handle) { library->easy_cleanup(handle); }

void ccurl_easy_reset(const ccurl_library *library, CURL *handle) { library->easy_reset(handle); }

CURLcode ccurl_easy_perform(const ccurl_library *library, CURL *handle) { return library->easy_perform(handle); }

const char *ccurl_easy_strerror(const ccurl_library *library, CURLcode code) {
    return library->easy_strerror(code);
}

CURLcode ccurl_getinfo_long(const ccurl_library *library, CURL *handle, CURLINFO info, long *value) {
    return library->easy_getinfo(handle, info, value);
}

CURLcode ccurl_setopt_long(const ccurl_library *library, CURL *handle, CURLoption option, long value) {
    return library->easy_setopt(handle, option, value);
}

CURLcode ccurl_setopt_pointer(const ccurl_library *library, CURL *handle, CURLoption option, const void *value) {
    return library->easy_setopt(handle, option, value);
}

CURLcode ccurl_setopt_offset(const ccurl_library *library, CURL *handle, CURLoption option, curl_off_t value) {
    return library->easy_setopt(handle, option, value);
}

CURLcode ccurl_setopt_write_function(
    const ccurl_library *library, CURL *handle, CURLoption option, curl_write_callback callback) {
    return library->easy_setopt(handle, option, callback);
}

CURLcode ccurl_setopt_xferinfo_function(const ccurl_library *library, CURL *handle, curl_xferinfo_callback callback) {
    return library->easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

struct curl_slist *ccurl_slist_append(const ccurl_library *library, struct curl_slist *list, const char *string) {
    return library->slist_append(list, string);
}

void ccurl_slist_free_all(const ccurl_library *library, struct curl_slist *list) { library->slist_free_all(list); }

#endif  // __linux__
