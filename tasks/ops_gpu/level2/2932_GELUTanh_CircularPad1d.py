"""hf.GELUTanh -> CircularPad1d: synthesised by warpgym synth (seed 7, index 4638, transformers#2, dim 0 x887)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = self.circularpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(454144, 256)]


def get_init_inputs():
    return []
