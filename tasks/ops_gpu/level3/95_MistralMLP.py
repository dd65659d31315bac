"""hf.MistralMLP: synthesised by warpgym synth (seed 9, index 94, transformers#1, dim 0 x236)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.configuration_mistral import MistralConfig
from transformers.models.mistral.modeling_mistral import MistralMLP


class Model(nn.Module):
    """hf.MistralMLP"""

    def __init__(self):
        super().__init__()
        self.mistralmlp_0 = MistralMLP(config=MistralConfig(attention_dropout=0.0, attention_probs_dropout_prob=0.0, attn_pdrop=0.0, d_ff=2048, d_kv=256, d_model=1024, dropout_rate=0.0, embd_pdrop=0.0, head_dim=256, hidden_dropout_prob=0.0, hidden_size=1024, intermediate_size=2048, max_position_embeddings=256, n_embd=1024, n_head=4, n_inner=2048, n_positions=256, num_attention_heads=4, num_heads=4, num_key_value_heads=4, resid_pdrop=0.0, vocab_size=64))

    def forward(self, x):
        x = self.mistralmlp_0(x)
        return x


def get_inputs():
    return [torch.randn(15104, 1024)]


def get_init_inputs():
    return []
