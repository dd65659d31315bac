"""RMSNorm -> hf.Qwen2RMSNorm -> LayerNorm: synthesised by warpgym synth (seed 9, index 75, transformers#3, dim 0 x4281)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """RMSNorm -> hf.Qwen2RMSNorm -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=16)
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=16)
        self.layernorm_2 = nn.LayerNorm(normalized_shape=16)

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = self.qwen2rmsnorm_1(x)
        x = self.layernorm_2(x)
        return x


def get_inputs():
    return [torch.randn(8562, 8, 8, 16, 16)]


def get_init_inputs():
    return []
