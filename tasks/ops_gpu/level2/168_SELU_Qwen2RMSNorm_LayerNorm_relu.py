"""SELU -> hf.Qwen2RMSNorm -> LayerNorm -> F.relu: synthesised by warpgym synth (seed 7, index 255, transformers#4, dim 0 x8921)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """SELU -> hf.Qwen2RMSNorm -> LayerNorm -> F.relu"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=256)
        self.layernorm_2 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x):
        x = self.selu_0(x)
        x = self.qwen2rmsnorm_1(x)
        x = self.layernorm_2(x)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(1141888, 256)]


def get_init_inputs():
    return []
