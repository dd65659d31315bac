"""hf.T5LayerNorm -> torch.heaviside: synthesised by warpgym synth (seed 8, index 244, transformers#2, dim 0 x4087)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> torch.heaviside"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=16)

    def forward(self, x, x1):
        x = self.t5layernorm_0(x)
        x = torch.heaviside(x, x1)
        return x


def get_inputs():
    return [torch.randn(8174, 8, 8, 16, 16), torch.randn(8174, 8, 8, 16, 16)]


def get_init_inputs():
    return []
