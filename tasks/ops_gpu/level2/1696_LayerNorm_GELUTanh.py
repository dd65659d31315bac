"""LayerNorm -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 2692, transformers#2, dim 0 x245)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """LayerNorm -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=32)
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.gelutanh_1(x)
        return x


def get_inputs():
    return [torch.randn(980, 32, 32, 32)]


def get_init_inputs():
    return []
