"""hf.BertIntermediate: synthesised by warpgym synth (seed 9, index 272, transformers#1, dim 0 x9167)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.bert.configuration_bert import BertConfig
from transformers.models.bert.modeling_bert import BertIntermediate


class Model(nn.Module):
    """hf.BertIntermediate"""

    def __init__(self):
        super().__init__()
        self.bertintermediate_0 = BertIntermediate(config=BertConfig(attention_dropout=0.0, attention_probs_dropout_prob=0.0, attn_pdrop=0.0, d_ff=32, d_kv=4, d_model=16, dropout_rate=0.0, embd_pdrop=0.0, head_dim=4, hidden_dropout_prob=0.0, hidden_size=16, intermediate_size=32, max_position_embeddings=256, n_embd=16, n_head=4, n_inner=32, n_positions=256, num_attention_heads=4, num_heads=4, num_key_value_heads=4, resid_pdrop=0.0, vocab_size=64))

    def forward(self, x):
        x = self.bertintermediate_0(x)
        return x


def get_inputs():
    return [torch.randn(18334, 8, 8, 16, 16)]


def get_init_inputs():
    return []
