"""hf.T5LayerNorm -> torch.ceil: synthesised by warpgym synth (seed 7, index 3393, transformers#2, dim 0 x460)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> torch.ceil"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=16)

    def forward(self, x):
        x = self.t5layernorm_0(x)
        x = torch.ceil(x)
        return x


def get_inputs():
    return [torch.randn(3680, 64, 16, 16)]


def get_init_inputs():
    return []
