"""hf.T5LayerNorm -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 6790, transformers#2, dim 0 x1946)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=32)

    def forward(self, x, x1):
        x = self.t5layernorm_0(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(15568, 16, 32, 32), torch.randn(15568, 16, 32, 32)]


def get_init_inputs():
    return []
