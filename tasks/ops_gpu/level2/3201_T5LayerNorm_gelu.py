"""hf.T5LayerNorm -> F.gelu: synthesised by warpgym synth (seed 7, index 5041, transformers#2, dim 0 x4398)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> F.gelu"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=256)

    def forward(self, x):
        x = self.t5layernorm_0(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(1125888, 256)]


def get_init_inputs():
    return []
