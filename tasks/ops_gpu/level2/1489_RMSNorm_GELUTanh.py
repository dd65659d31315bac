"""RMSNorm -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 2381, transformers#2, dim 0 x315)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """RMSNorm -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=256)
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = self.gelutanh_1(x)
        return x


def get_inputs():
    return [torch.randn(5040, 32, 256)]


def get_init_inputs():
    return []
