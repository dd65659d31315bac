"""hf.BertAttention: synthesised by warpgym synth (seed 10, index 126, transformers#1, dim 0 x196)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.bert.configuration_bert import BertConfig
from transformers.models.bert.modeling_bert import BertAttention


class Model(nn.Module):
    """hf.BertAttention"""

    def __init__(self):
        super().__init__()
        self.bertattention_0 = BertAttention(config=BertConfig(attention_dropout=0.0, attention_probs_dropout_prob=0.0, attn_pdrop=0.0, d_ff=256, d_kv=32, d_model=128, dropout_rate=0.0, embd_pdrop=0.0, head_dim=32, hidden_dropout_prob=0.0, hidden_size=128, intermediate_size=256, max_position_embeddings=256, n_embd=128, n_head=4, n_inner=256, n_positions=256, num_attention_heads=4, num_heads=4, num_key_value_heads=4, resid_pdrop=0.0, vocab_size=64))

    def forward(self, x):
        x = self.bertattention_0(x)[0]
        return x


def get_inputs():
    return [torch.randn(1568, 256, 128)]


def get_init_inputs():
    return []
