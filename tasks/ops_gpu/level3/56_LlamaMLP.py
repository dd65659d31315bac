"""hf.LlamaMLP: synthesised by warpgym synth (seed 7, index 2370, transformers#1, dim 0 x1433)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.configuration_llama import LlamaConfig
from transformers.models.llama.modeling_llama import LlamaMLP


class Model(nn.Module):
    """hf.LlamaMLP"""

    def __init__(self):
        super().__init__()
        self.llamamlp_0 = LlamaMLP(config=LlamaConfig(attention_dropout=0.0, attention_probs_dropout_prob=0.0, attn_pdrop=0.0, d_ff=512, d_kv=64, d_model=256, dropout_rate=0.0, embd_pdrop=0.0, head_dim=64, hidden_dropout_prob=0.0, hidden_size=256, intermediate_size=512, max_position_embeddings=256, n_embd=256, n_head=4, n_inner=512, n_positions=256, num_attention_heads=4, num_heads=4, num_key_value_heads=4, resid_pdrop=0.0, vocab_size=64))

    def forward(self, x):
        x = self.llamamlp_0(x)
        return x


def get_inputs():
    return [torch.randn(183424, 256)]


def get_init_inputs():
    return []
