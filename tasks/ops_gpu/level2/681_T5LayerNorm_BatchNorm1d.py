"""hf.T5LayerNorm -> BatchNorm1d: synthesised by warpgym synth (seed 7, index 1092, transformers#2, dim 0 x8039)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> BatchNorm1d"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=256)
        self.batchnorm1d_1 = nn.BatchNorm1d(num_features=256)

    def forward(self, x):
        x = self.t5layernorm_0(x)
        x = self.batchnorm1d_1(x)
        return x


def get_inputs():
    return [torch.randn(2057984, 256)]


def get_init_inputs():
    return []
