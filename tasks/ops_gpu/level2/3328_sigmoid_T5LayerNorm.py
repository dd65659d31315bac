"""F.sigmoid -> hf.T5LayerNorm: synthesised by warpgym synth (seed 7, index 5244, transformers#2, dim 0 x3855)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """F.sigmoid -> hf.T5LayerNorm"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_1 = T5LayerNorm(hidden_size=32)

    def forward(self, x):
        x = F.sigmoid(x)
        x = self.t5layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(15420, 32, 32, 32)]


def get_init_inputs():
    return []
