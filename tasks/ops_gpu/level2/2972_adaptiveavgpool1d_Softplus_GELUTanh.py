"""F.adaptive_avg_pool1d -> Softplus -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 4701, transformers#3, dim 0 x6183)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """F.adaptive_avg_pool1d -> Softplus -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.softplus_1 = nn.Softplus()
        self.gelutanh_2 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = F.adaptive_avg_pool1d(x, 4)
        x = self.softplus_1(x)
        x = self.gelutanh_2(x)
        return x


def get_inputs():
    return [torch.randn(98928, 32, 256)]


def get_init_inputs():
    return []
