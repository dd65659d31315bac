"""torch.inverse -> ConstantPad3d -> hf.GELUTanh: synthesised by warpgym synth (seed 8, index 131, transformers#3, dim 0 x585)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """torch.inverse -> ConstantPad3d -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)
        self.gelutanh_2 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = torch.inverse(x)
        x = self.constantpad3d_1(x)
        x = self.gelutanh_2(x)
        return x


def get_inputs():
    return [torch.randn(2340, 32, 32, 32)]


def get_init_inputs():
    return []
