// libcurl, loaded at run time: TaskKit's CurlTransport calls libcurl through these functions, which find
// it with dlopen on the first request, so that no process of ours loads libcurl (and its ~30 dependent
// libraries: Kerberos, LDAP, TLS, nghttp2, ssh2…) at start. The types and constants are libcurl's own
// (<curl/curl.h>, Debian's libcurl4-openssl-dev); nothing links -lcurl.
#ifndef CCURL_H
#define CCURL_H

#ifdef __linux__

#include <curl/curl.h>
#include <stddef.h>

/// The libcurl functions CurlTransport uses, looked up with dlsym. Made once per library name and never
/// freed: the library stays loaded for the life of the process.
typedef struct ccurl_library ccurl_library;

/// Loads `name` (e.g. "libcurl.so.4") with dlopen(RTLD_NOW | RTLD_LOCAL), looks up every function and runs
/// curl_global_init. On failure returns NULL and writes a one-line reason into `error`. Not thread-safe:
/// the caller opens each library once, under a lock (curl_global_init must not run twice at once).
const ccurl_library *_Nullable ccurl_open(const char *_Nonnull name, char *_Nonnull error, size_t error_size);

CURL *_Nullable ccurl_easy_init(const ccurl_library *_Nonnull library);
void ccurl_easy_cleanup(const ccurl_library *_Nonnull library, CURL *_Nonnull handle);
/// Forgets every option set on the handle but keeps its open connections (and their TLS sessions).
void ccurl_easy_reset(const ccurl_library *_Nonnull library, CURL *_Nonnull handle);
CURLcode ccurl_easy_perform(const ccurl_library *_Nonnull library, CURL *_Nonnull handle);
const char *_Nonnull ccurl_easy_strerror(const ccurl_library *_Nonnull library, CURLcode code);
CURLcode ccurl_getinfo_long(
    const ccurl_library *_Nonnull library, CURL *_Nonnull handle, CURLINFO info, long *_Nonnull value);

// curl_easy_setopt is variadic, which Swift cannot call: one wrapper per kind of argument.
CURLcode ccurl_setopt_long(const ccurl_library *_Nonnull library, CURL *_Nonnull handle, CURLoption option, long value);
CURLcode ccurl_setopt_pointer(
    const ccurl_library *_Nonnull library, CURL *_Nonnull handle, CURLoption option, const void *_Nullable value);
CURLcode ccurl_setopt_offset(
    const ccurl_library *_Nonnull library, CURL *_Nonnull handle, CURLoption option, curl_off_t value);
/// CURLOPT_WRITEFUNCTION or CURLOPT_HEADERFUNCTION.
CURLcode ccurl_setopt_write_function(
    const ccurl_library *_Nonnull library, CURL *_Nonnull handle, CURLoption option,
    curl_write_callback _Nullable callback);
/// CURLOPT_XFERINFOFUNCTION.
CURLcode ccurl_setopt_xferinfo_function(
    const ccurl_library *_Nonnull library, CURL *_Nonnull handle, curl_xferinfo_callback _Nullable callback);

struct curl_slist *_Nullable ccurl_slist_append(
    const ccurl_library *_Nonnull library, struct curl_slist *_Nullable list, const char *_Nonnull string);
void ccurl_slist_free_all(const ccurl_library *_Nonnull library, struct curl_slist *_Nullable list);

#endif  // __linux__
#endif  // CCURL_H
