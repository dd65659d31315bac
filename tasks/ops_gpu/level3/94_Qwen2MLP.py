"""hf.Qwen2MLP: synthesised by warpgym synth (seed 8, index 412, transformers#1, dim 0 x449)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.configuration_qwen2 import Qwen2Config
from transformers.models.qwen2.modeling_qwen2 import Qwen2MLP


class Model(nn.Module):
    """hf.Qwen2MLP"""

    def __init__(self):
        super().__init__()
        self.qwen2mlp_0 = Qwen2MLP(config=Qwen2Config(attention_dropout=0.0, attention_probs_dropout_prob=0.0, attn_pdrop=0.0, d_ff=1024, d_kv=128, d_model=512, dropout_rate=0.0, embd_pdrop=0.0, head_dim=128, hidden_dropout_prob=0.0, hidden_size=512, intermediate_size=1024, max_position_embeddings=256, n_embd=512, n_head=4, n_inner=1024, n_positions=256, num_attention_heads=4, num_heads=4, num_key_value_heads=4, resid_pdrop=0.0, vocab_size=64))

    def forward(self, x):
        x = self.qwen2mlp_0(x)
        return x


def get_inputs():
    return [torch.randn(114944, 512)]


def get_init_inputs():
    return []
