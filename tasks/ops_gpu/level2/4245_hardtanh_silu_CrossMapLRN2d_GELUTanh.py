"""F.hardtanh -> F.silu -> CrossMapLRN2d -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 6670, transformers#4, dim 0 x1)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """F.hardtanh -> F.silu -> CrossMapLRN2d -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_2 = nn.CrossMapLRN2d(size=4)
        self.gelutanh_3 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = F.hardtanh(x)
        x = F.silu(x)
        x = self.crossmaplrn2d_2(x)
        x = self.gelutanh_3(x)
        return x


def get_inputs():
    return [torch.randn(4, 32, 32, 32)]


def get_init_inputs():
    return []
