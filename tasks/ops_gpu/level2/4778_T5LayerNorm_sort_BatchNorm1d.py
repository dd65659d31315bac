"""hf.T5LayerNorm -> torch.sort -> BatchNorm1d: synthesised by warpgym synth (seed 9, index 81, transformers#3, dim 0 x377)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> torch.sort -> BatchNorm1d"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=512)
        self.batchnorm1d_2 = nn.BatchNorm1d(num_features=512)

    def forward(self, x):
        x = self.t5layernorm_0(x)
        x = torch.sort(x)[0]
        x = self.batchnorm1d_2(x)
        return x


def get_inputs():
    return [torch.randn(96512, 512)]


def get_init_inputs():
    return []
