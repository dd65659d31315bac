"""hf.T5LayerNorm -> F.avg_pool1d: synthesised by warpgym synth (seed 7, index 1889, transformers#2, dim 0 x537)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> F.avg_pool1d"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=128)

    def forward(self, x):
        x = self.t5layernorm_0(x)
        x = F.avg_pool1d(x, 3)
        return x


def get_inputs():
    return [torch.randn(4296, 256, 128)]


def get_init_inputs():
    return []
