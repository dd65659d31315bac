"""hf.T5Attention: synthesised by warpgym synth (seed 9, index 461, transformers#1, dim 0 x128)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.configuration_t5 import T5Config
from transformers.models.t5.modeling_t5 import T5Attention


class Model(nn.Module):
    """hf.T5Attention"""

    def __init__(self):
        super().__init__()
        self.t5attention_0 = T5Attention(config=T5Config(attention_dropout=0.0, attention_probs_dropout_prob=0.0, attn_pdrop=0.0, d_ff=128, d_kv=16, d_model=64, dropout_rate=0.0, embd_pdrop=0.0, head_dim=16, hidden_dropout_prob=0.0, hidden_size=64, intermediate_size=128, max_position_embeddings=256, n_embd=64, n_head=4, n_inner=128, n_positions=256, num_attention_heads=4, num_heads=4, num_key_value_heads=4, resid_pdrop=0.0, vocab_size=64))

    def forward(self, x):
        x = self.t5attention_0(x)[0]
        return x


def get_inputs():
    return [torch.randn(4096, 128, 64)]


def get_init_inputs():
    return []
