// CCurl: libcurl, opened at run time with dlopen, behind non-variadic functions Swift can call.
//
// libcurl's own headers are not needed (a fresh machine has the library but rarely its -dev
// package): this header declares the few options, codes and infos the Networking module uses,
// with the values of curl.h (stable across libcurl 7.x and 8.x), and the library is opened on
// first use, so a program that never sends a request never loads libcurl, TLS or their
// dependencies.
#ifndef CCURL_H
#define CCURL_H

#include <stddef.h>
#include <stdint.h>

// MARK: Option types (curl.h: CURLOPTTYPE_*)
#define CCURLOPTTYPE_LONG 0
#define CCURLOPTTYPE_OBJECTPOINT 10000
#define CCURLOPTTYPE_FUNCTIONPOINT 20000
#define CCURLOPTTYPE_OFF_T 30000
#define CCURLOPTTYPE_BLOB 40000

// MARK: Options (curl.h: CURLOPT_*), long-valued
#define CURLOPT_TIMEOUT_MS 155
#define CURLOPT_CONNECTTIMEOUT_MS 156
#define CURLOPT_NOSIGNAL 99
#define CURLOPT_NOPROGRESS 43
#define CURLOPT_NOBODY 44
#define CURLOPT_POST 47
#define CURLOPT_FOLLOWLOCATION 52
#define CURLOPT_MAXREDIRS 68
#define CURLOPT_SSL_VERIFYPEER 64
#define CURLOPT_SSL_VERIFYHOST 81
#define CURLOPT_HTTPGET 80

// MARK: Options, string- or pointer-valued
#define CURLOPT_WRITEDATA 10001
#define CURLOPT_URL 10002
#define CURLOPT_PROXY 10004
#define CURLOPT_HTTPHEADER 10023
#define CURLOPT_HEADERDATA 10029
#define CURLOPT_CUSTOMREQUEST 10036
#define CURLOPT_XFERINFODATA 10057
#define CURLOPT_CAINFO 10065
#define CURLOPT_ACCEPT_ENCODING 10102
#define CURLOPT_COPYPOSTFIELDS 10165
#define CURLOPT_NOPROXY 10177
#define CURLOPT_PROTOCOLS_STR 10318
#define CURLOPT_REDIR_PROTOCOLS_STR 10319

// MARK: Options, function-valued
#define CURLOPT_WRITEFUNCTION 20011
#define CURLOPT_HEADERFUNCTION 20079
#define CURLOPT_XFERINFOFUNCTION 20219

// MARK: Options, curl_off_t-valued
#define CURLOPT_POSTFIELDSIZE_LARGE 30120

// MARK: Options, blob-valued (libcurl 7.71 and later; 7.77 for CA blobs with OpenSSL)
#define CURLOPT_CAINFO_BLOB 40309

// MARK: Infos (curl.h: CURLINFO_STRING + n, CURLINFO_LONG + n)
#define CURLINFO_EFFECTIVE_URL 0x100001
#define CURLINFO_RESPONSE_CODE 0x200002
#define CURLINFO_REDIRECT_COUNT 0x200014
#define CURLINFO_HTTP_CONNECTCODE 0x200016
#define CURLINFO_OS_ERRNO 0x200019

// MARK: Result codes (curl.h: CURLcode)
#define CURLE_OK 0
#define CURLE_UNSUPPORTED_PROTOCOL 1
#define CURLE_FAILED_INIT 2
#define CURLE_URL_MALFORMAT 3
#define CURLE_NOT_BUILT_IN 4
#define CURLE_COULDNT_RESOLVE_PROXY 5
#define CURLE_COULDNT_RESOLVE_HOST 6
#define CURLE_COULDNT_CONNECT 7
#define CURLE_WEIRD_SERVER_REPLY 8
#define CURLE_HTTP2 16
#define CURLE_PARTIAL_FILE 18
#define CURLE_WRITE_ERROR 23
#define CURLE_OUT_OF_MEMORY 27
#define CURLE_OPERATION_TIMEDOUT 28
#define CURLE_SSL_CONNECT_ERROR 35
#define CURLE_ABORTED_BY_CALLBACK 42
#define CURLE_TOO_MANY_REDIRECTS 47
#define CURLE_UNKNOWN_OPTION 48
#define CURLE_GOT_NOTHING 52
#define CURLE_SEND_ERROR 55
#define CURLE_RECV_ERROR 56
#define CURLE_SSL_CERTPROBLEM 58
#define CURLE_PEER_FAILED_VERIFICATION 60
#define CURLE_BAD_CONTENT_ENCODING 61
#define CURLE_SSL_CACERT_BADFILE 77
#define CURLE_HTTP2_STREAM 92
#define CURLE_PROXY 97

/// Receives body or header bytes: return `size * count` to go on, anything else to abort.
typedef size_t (*ccurl_write_callback)(char *data, size_t size, size_t count, void *context);
/// Called while a transfer runs (at least about once a second): return non-zero to abort it.
typedef int (*ccurl_xferinfo_callback)(void *context, int64_t download_total, int64_t downloaded,
                                       int64_t upload_total, int64_t uploaded);

/// Opens libcurl and initialises it, once per process, thread-safely. Returns 0 when it is
/// usable; otherwise non-zero, with `*failure` (when given) set to one line saying why, which
/// stays valid for the life of the process.
int ccurl_load(const char **failure);

/// The name the library is opened by on this platform: `libcurl.so.4` or `libcurl.4.dylib`.
const char *ccurl_library_name(void);

/// curl_easy_init; NULL when libcurl is not loaded or out of memory.
void *ccurl_easy_init(void);
/// curl_easy_cleanup.
void ccurl_easy_cleanup(void *handle);
/// curl_easy_perform: returns a CURLcode.
int ccurl_easy_perform(void *handle);
/// curl_easy_setopt with a long.
int ccurl_setopt_long(void *handle, int option, long value);
/// curl_easy_setopt with a pointer (strings are copied by libcurl, except POSTFIELDS).
int ccurl_setopt_pointer(void *handle, int option, const void *value);
/// curl_easy_setopt with a curl_off_t.
int ccurl_setopt_off_t(void *handle, int option, int64_t value);
/// curl_easy_setopt with a blob (`struct curl_blob`): libcurl copies the `count` bytes at `data`
/// (CURL_BLOB_COPY), so they need not outlive the call.
int ccurl_setopt_blob(void *handle, int option, const void *data, size_t count);
/// curl_easy_setopt with a write or header callback.
int ccurl_setopt_write_function(void *handle, int option, ccurl_write_callback function);
/// curl_easy_setopt(CURLOPT_XFERINFOFUNCTION, function).
int ccurl_setopt_xferinfo_function(void *handle, ccurl_xferinfo_callback function);
/// curl_easy_getinfo for a long-valued info.
int ccurl_getinfo_long(void *handle, int info, long *value);
/// curl_easy_getinfo for a string-valued info; the string belongs to the handle.
int ccurl_getinfo_string(void *handle, int info, const char **value);
/// curl_easy_strerror: a fixed English phrase for a CURLcode.
const char *ccurl_easy_strerror(int code);
/// curl_slist_append.
void *ccurl_slist_append(void *list, const char *text);
/// curl_slist_free_all.
void ccurl_slist_free_all(void *list);
/// Blocks SIGPIPE on the calling thread, so that a peer closing a connection while libcurl
/// writes to it (CURLOPT_NOSIGNAL is set) cannot kill the process.
void ccurl_block_sigpipe_on_this_thread(void);

#endif
