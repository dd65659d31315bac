"""hf.T5LayerNorm: synthesised by warpgym synth (seed 7, index 397, transformers#1, dim 0 x1284)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=1024)

    def forward(self, x):
        x = self.t5layernorm_0(x)
        return x


def get_inputs():
    return [torch.randn(82176, 1024)]


def get_init_inputs():
    return []
