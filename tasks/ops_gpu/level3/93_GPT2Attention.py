"""hf.GPT2Attention: synthesised by warpgym synth (seed 8, index 384, transformers#1, dim 0 x23)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gpt2.configuration_gpt2 import GPT2Config
from transformers.models.gpt2.modeling_gpt2 import GPT2Attention


class Model(nn.Module):
    """hf.GPT2Attention"""

    def __init__(self):
        super().__init__()
        self.gpt2attention_0 = GPT2Attention(config=GPT2Config(attention_dropout=0.0, attention_probs_dropout_prob=0.0, attn_pdrop=0.0, d_ff=128, d_kv=16, d_model=64, dropout_rate=0.0, embd_pdrop=0.0, head_dim=16, hidden_dropout_prob=0.0, hidden_size=64, intermediate_size=128, max_position_embeddings=256, n_embd=64, n_head=4, n_inner=128, n_positions=256, num_attention_heads=4, num_heads=4, num_key_value_heads=4, resid_pdrop=0.0, vocab_size=64))

    def forward(self, x):
        x = self.gpt2attention_0(x)[0]
        return x


def get_inputs():
    return [torch.randn(736, 128, 64)]


def get_init_inputs():
    return []
