import {
  OperationNodeTransformer,
  type PrimitiveValueListNode,
  type ValueNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";

/** better-sqlite3 cannot bind JS booleans: write them as 1/0. */
class BooleanToInteger extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const base = super.transformValue(node);
    return typeof base.value === "boolean" ? { ...base, value: base.value ? 1 : 0 } : base;
  }
  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const base = super.transformPrimitiveValueList(node);
    return { ...base, values: base.values.map((v) => (typeof v === "boolean" ? (v ? 1 : 0) : v)) };
  }
}

export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToInteger();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
