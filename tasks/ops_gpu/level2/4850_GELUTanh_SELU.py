"""hf.GELUTanh -> SELU: synthesised by warpgym synth (seed 9, index 193, transformers#2, dim 0 x2646)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> SELU"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(677376, 256)]


def get_init_inputs():
    return []
