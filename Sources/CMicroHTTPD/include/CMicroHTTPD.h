// libmicrohttpd, loaded at run time: HomeScreen's HTTPServer calls it through these functions, which find it
// with dlopen (`twmhd_load`), so that a process loads libmicrohttpd and GnuTLS with its ~10 libraries (nettle,
// gmp, p11-kit, idn2…; 2.6 ms) on a thread of its own while it opens its store, instead of before main(),
// where nothing else can run meanwhile. The types and constants are libmicrohttpd's own (<microhttpd.h>,
// Debian's libmicrohttpd-dev); nothing links -lmicrohttpd.
#ifndef CMICROHTTPD_H
#define CMICROHTTPD_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/// Loads `name` (e.g. "libmicrohttpd.so.12") with dlopen(RTLD_NOW | RTLD_LOCAL) and looks up every function
/// below. 0 on success; otherwise -1 with a one-line reason in `error`. Not thread-safe: the caller loads
/// once (HomeScreen's `MicroHTTPD.load()`), and calls nothing else before it succeeded.
int twmhd_load(const char *_Nonnull name, char *_Nonnull error, size_t error_size);

// libmicrohttpd's start and info calls are C variadic functions, which Swift cannot call: these have fixed
// arities (options go through MHD_OPTION_ARRAY).

/// Starts a daemon with the options in `options` (terminated by an MHD_OPTION_END item).
struct MHD_Daemon *_Nullable twmhd_start_daemon(
    unsigned int flags, uint16_t port, MHD_AccessHandlerCallback _Nonnull handler, void *_Nullable handler_cls,
    struct MHD_OptionItem *_Nonnull options);
void twmhd_stop_daemon(struct MHD_Daemon *_Nonnull daemon);
/// The daemon's listening socket, or -1.
int twmhd_listen_fd(struct MHD_Daemon *_Nonnull daemon);
/// The peer address of a connection, or NULL.
const struct sockaddr *_Nullable twmhd_client_address(struct MHD_Connection *_Nonnull connection);
/// The socket of a connection, or -1.
int twmhd_connection_fd(struct MHD_Connection *_Nonnull connection);
/// What the connection-notification callback stored for a connection (its socket context), or NULL.
void *_Nullable twmhd_socket_context(struct MHD_Connection *_Nonnull connection);

// The others, as libmicrohttpd declares them.
const char *_Nullable twmhd_lookup_connection_value(
    struct MHD_Connection *_Nonnull connection, enum MHD_ValueKind kind, const char *_Nonnull key);
int twmhd_get_connection_values(
    struct MHD_Connection *_Nonnull connection, enum MHD_ValueKind kind, MHD_KeyValueIterator _Nullable iterator,
    void *_Nullable iterator_cls);
struct MHD_Response *_Nullable twmhd_create_response_from_buffer(
    size_t size, void *_Nullable buffer, enum MHD_ResponseMemoryMode mode);
struct MHD_Response *_Nullable twmhd_create_response_from_callback(
    uint64_t size, size_t block_size, MHD_ContentReaderCallback _Nonnull reader, void *_Nullable reader_cls,
    MHD_ContentReaderFreeCallback _Nullable free_reader);
void twmhd_destroy_response(struct MHD_Response *_Nonnull response);
enum MHD_Result twmhd_add_response_header(
    struct MHD_Response *_Nonnull response, const char *_Nonnull header, const char *_Nonnull content);
enum MHD_Result twmhd_queue_response(
    struct MHD_Connection *_Nonnull connection, unsigned int status_code, struct MHD_Response *_Nonnull response);
void twmhd_suspend_connection(struct MHD_Connection *_Nonnull connection);
void twmhd_resume_connection(struct MHD_Connection *_Nonnull connection);

#endif  // CMICROHTTPD_H
