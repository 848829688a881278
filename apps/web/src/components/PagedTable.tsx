/**
 * The staff's list panels' one table (商品维护's families and suites, 客户分组, 业务员管理): the filters in an inline form
 * above it (查询, or Enter in a field, starts again at page 1 with a keyword trimmed), the panel's 新建… button beside
 * them, and the rows under the shared pager (components/pagination.ts: sizes 10/20/50, '共 N 条'). A server-paged list
 * gives its page and the envelope's `count` (`api.page` → `{ list, total }`) with the page it asked for
 * (usePageQuery); a list the server answers whole gives its `rows` and is paged here by the same pager.
 */
import { Button, Form, Space, Table, type TableColumnsType } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { pager } from './pagination.ts';

/** The page a server-paged list asks for. */
interface PageQuery {
  page: number;
  size: number;
}

/** Filters as the form gives them: a keyword is trimmed, and an empty one is no filter. */
function cleaned<F extends object>(filters: F): F {
  const keyword = (filters as { keyword?: unknown }).keyword;
  if (typeof keyword !== 'string') return filters;
  return { ...filters, keyword: keyword.trim() || undefined };
}

/** A server-paged list's query: a search starts at page 1 with the same size; a page turn keeps the filters. */
function usePageQuery<Q extends PageQuery>(size = 20) {
  const [query, setQuery] = useState<Q>({ page: 1, size } as Q);
  return {
    query,
    search: (filters: Omit<Q, 'page' | 'size'>) => setQuery({ ...cleaned(filters), page: 1, size: query.size } as Q),
    turn: (page: number, pageSize: number) => setQuery({ ...query, page, size: pageSize }),
  };
}

/** A server-paged list's table props (spread them on PagedTable) from its query hook, which asks for the page. */
export function useServerPage<Q extends PageQuery, T>(
  useList: (query: Q) => { data?: { list: T[]; total: number } | undefined; isFetching: boolean },
) {
  const { query, search, turn } = usePageQuery<Q>();
  const { data, isFetching } = useList(query);
  return { page: data, query, onTurn: turn, onSearch: search, loading: isFetching };
}

/** A list the server answers whole, filtered by the server: the filters of the last search. */
export function useListFilters<F extends object>(initial: F) {
  const [filters, setFilters] = useState<F>(initial);
  return { filters, search: (f: F) => setFilters(cleaned(f)) };
}

type Rows<T> =
  /** A server page: its rows, the envelope's count, the page asked for and how to ask for another. */
  | { page: { list: T[]; total: number } | undefined; query: PageQuery; onTurn: (page: number, size: number) => void }
  /** A whole list, paged here. */
  | { rows: T[] | undefined };

type Props<T, F> = Rows<T> & {
  testId: string;
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  loading: boolean;
  /** The filters' fields (Form.Item), searched by 查询 or Enter; none: no filter form. */
  filters?: ReactNode;
  onSearch?: (values: F) => void;
  /** The panel's 新建… button, beside 查询: its words and what it opens. */
  create?: { label: string; onClick: () => void };
  /** Below the table (the panel's drawers and dialogs). */
  children?: ReactNode;
};

export function PagedTable<T extends object, F extends object = Record<string, never>>(props: Props<T, F>) {
  const { testId, rowKey, columns, loading, filters, onSearch, create, children } = props;
  const [local, setLocal] = useState<PageQuery>({ page: 1, size: 20 });
  const server = 'page' in props;
  const list = server ? (props.page?.list ?? []) : (props.rows ?? []);
  const pagination = server
    ? pager(props.query.page, props.query.size, props.page?.total ?? 0, props.onTurn)
    : pager(local.page, local.size, list.length, (page, size) => setLocal({ page, size }), { hideOnSinglePage: true });
  const search = (values: F) => {
    setLocal((l) => ({ ...l, page: 1 }));
    onSearch?.(values);
  };
  return (
    <div data-testid={testId}>
      {(filters || create) && (
        <Form layout="inline" style={{ marginBottom: 12 }} onFinish={search}>
          {filters}
          <Form.Item>
            <Space>
              {filters && <Button htmlType="submit">查询</Button>}
              {create && (
                <Button type="primary" onClick={create.onClick}>
                  {create.label}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Form>
      )}
      <Table<T>
        rowKey={(r) => r[rowKey] as Key}
        size="small"
        loading={loading}
        dataSource={list}
        pagination={pagination}
        columns={columns}
      />
      {children}
    </div>
  );
}
