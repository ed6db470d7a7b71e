// An LD_PRELOAD library for the tests that watch what `tasks` does at the system-call boundary. Built by the
// tests themselves (IOShim in TestSupport). Each feature is off unless its environment variable is set:
//
//   IOSHIM_LOG=FILE         Appends one line per event, in the order they happen:
//                             "walwrite N"  a write to a write-ahead log (a "-wal" file) ended; N counts them
//                             "sync N"      an fsync/fdatasync of a write-ahead log returned; it covers the
//                                           first N log writes (those that had ended when it was called)
//                             "send TEXT"   bytes that start an HTTP response are about to go to a socket
//                             "stdout TEXT" bytes are about to be written to standard output
//   IOSHIM_FAKE_SYNC=1      fsync/fdatasync do nothing and log nothing: a negative control for the log's reader.
//   IOSHIM_FULL_FLAG=FILE   While FILE exists, writes to write-ahead logs fail with ENOSPC (a full disk).
//   IOSHIM_SLOW_RENAME=MS   rename() waits MS milliseconds first, so a test can kill the process in between.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int logFD = -2;
static unsigned long walWrites = 0;

#define REAL(name) static __typeof__(name) *real_##name; if (!real_##name) real_##name = dlsym(RTLD_NEXT, #name)

static void logLine(const char *format, ...) {
    REAL(write);
    if (logFD == -2) {
        const char *path = getenv("IOSHIM_LOG");
        logFD = path ? open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644) : -1;
    }
    if (logFD < 0) return;
    char line[256];
    va_list arguments;
    va_start(arguments, format);
    int length = vsnprintf(line, sizeof line - 1, format, arguments);
    va_end(arguments);
    if (length < 0) return;
    if (length > (int)sizeof line - 2) length = sizeof line - 2;
    line[length++] = '\n';
    real_write(logFD, line, length);
}

/// Whether `fd` is an open write-ahead log.
static int isLog(int fd) {
    char link[64], target[4096];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t length = readlink(link, target, sizeof target - 1);
    if (length < 4) return 0;
    target[length] = 0;
    return strcmp(target + length - 4, "-wal") == 0;
}

static int isSocket(int fd) {
    struct stat info;
    return fstat(fd, &info) == 0 && S_ISSOCK(info.st_mode);
}

static int diskFull(void) {
    const char *flag = getenv("IOSHIM_FULL_FLAG");
    return flag && access(flag, F_OK) == 0;
}

/// Shown text: printable ASCII, the rest as '.'.
static void printable(const void *bytes, size_t count, char *out, size_t size) {
    size_t n = count < size - 1 ? count : size - 1;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = ((const unsigned char *)bytes)[i];
        out[i] = c >= 32 && c < 127 ? (char)c : '.';
    }
    out[n] = 0;
}

/// Before bytes go out: an HTTP response on a socket, or standard output.
static void beforeOutput(int fd, const void *bytes, size_t count) {
    if (!getenv("IOSHIM_LOG") || count == 0) return;
    char text[48];
    if (fd == 1) {
        printable(bytes, count, text, sizeof text);
        pthread_mutex_lock(&lock);
        logLine("stdout %s", text);
        pthread_mutex_unlock(&lock);
    } else if (count >= 7 && memcmp(bytes, "HTTP/1.", 7) == 0 && isSocket(fd)) {
        printable(bytes, count, text, sizeof text);
        pthread_mutex_lock(&lock);
        logLine("send %s", text);
        pthread_mutex_unlock(&lock);
    }
}

/// Around a write to a file: a full disk refuses it; a log write that ended is counted.
#define FILE_WRITE(call)                                                                    \
    int log = isLog(fd);                                                                   \
    if (log && diskFull()) { errno = ENOSPC; return -1; }                                  \
    ssize_t result = call;                                                                 \
    if (log && result > 0 && getenv("IOSHIM_LOG")) {                                       \
        pthread_mutex_lock(&lock);                                                         \
        walWrites++;                                                                       \
        logLine("walwrite %lu", walWrites);                                                \
        pthread_mutex_unlock(&lock);                                                       \
    }                                                                                      \
    return result;

ssize_t write(int fd, const void *bytes, size_t count) {
    REAL(write);
    beforeOutput(fd, bytes, count);
    FILE_WRITE(real_write(fd, bytes, count))
}

ssize_t pwrite(int fd, const void *bytes, size_t count, off_t offset) {
    REAL(pwrite);
    FILE_WRITE(real_pwrite(fd, bytes, count, offset))
}

ssize_t pwrite64(int fd, const void *bytes, size_t count, off64_t offset) {
    REAL(pwrite64);
    FILE_WRITE(real_pwrite64(fd, bytes, count, offset))
}

ssize_t writev(int fd, const struct iovec *vector, int count) {
    REAL(writev);
    if (count > 0) beforeOutput(fd, vector[0].iov_base, vector[0].iov_len);
    return real_writev(fd, vector, count);
}

ssize_t send(int fd, const void *bytes, size_t count, int flags) {
    REAL(send);
    beforeOutput(fd, bytes, count);
    return real_send(fd, bytes, count, flags);
}

ssize_t sendmsg(int fd, const struct msghdr *message, int flags) {
    REAL(sendmsg);
    if (message->msg_iovlen > 0) beforeOutput(fd, message->msg_iov[0].iov_base, message->msg_iov[0].iov_len);
    return real_sendmsg(fd, message, flags);
}

/// A sync of a log covers the log writes that ended before it was called.
static int synced(int fd, int (*sync)(int)) {
    if (getenv("IOSHIM_FAKE_SYNC")) return 0;
    int log = isLog(fd) && getenv("IOSHIM_LOG");
    unsigned long covers = 0;
    if (log) {
        pthread_mutex_lock(&lock);
        covers = walWrites;
        pthread_mutex_unlock(&lock);
    }
    int result = sync(fd);
    if (log && result == 0) {
        pthread_mutex_lock(&lock);
        logLine("sync %lu", covers);
        pthread_mutex_unlock(&lock);
    }
    return result;
}

int fsync(int fd) {
    REAL(fsync);
    return synced(fd, real_fsync);
}

int fdatasync(int fd) {
    REAL(fdatasync);
    return synced(fd, real_fdatasync);
}

int rename(const char *from, const char *to) {
    REAL(rename);
    const char *delay = getenv("IOSHIM_SLOW_RENAME");
    if (delay) {
        struct timespec pause = {atoi(delay) / 1000, (atoi(delay) % 1000) * 1000000L};
        nanosleep(&pause, NULL);
    }
    return real_rename(from, to);
}
