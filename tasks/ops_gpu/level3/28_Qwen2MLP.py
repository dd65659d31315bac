"""hf.Qwen2MLP: synthesised by warpgym synth (seed 7, index 749, transformers#1, dim 0 x762)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.configuration_qwen2 import Qwen2Config
from transformers.models.qwen2.modeling_qwen2 import Qwen2MLP


class Model(nn.Module):
    """hf.Qwen2MLP"""

    def __init__(self):
        super().__init__()
        self.qwen2mlp_0 = Qwen2MLP(config=Qwen2Config(attention_dropout=0.0, attention_probs_dropout_prob=0.0, attn_pdrop=0.0, d_ff=32, d_kv=4, d_model=16, dropout_rate=0.0, embd_pdrop=0.0, head_dim=4, hidden_dropout_prob=0.0, hidden_size=16, intermediate_size=32, max_position_embeddings=256, n_embd=16, n_head=4, n_inner=32, n_positions=256, num_attention_heads=4, num_heads=4, num_key_value_heads=4, resid_pdrop=0.0, vocab_size=64))

    def forward(self, x):
        x = self.qwen2mlp_0(x)
        return x


def get_inputs():
    return [torch.randn(1524, 8, 8, 16, 16)]


def get_init_inputs():
    return []
