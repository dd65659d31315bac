"""hf.T5LayerNorm -> Hardtanh: synthesised by warpgym synth (seed 7, index 6958, transformers#2, dim 0 x455)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=16)
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = self.t5layernorm_0(x)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(3640, 64, 16, 16)]


def get_init_inputs():
    return []
