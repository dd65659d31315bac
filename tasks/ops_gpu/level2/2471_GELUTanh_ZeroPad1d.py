"""hf.GELUTanh -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 3906, transformers#2, dim 0 x1678)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(13424, 64, 16, 16)]


def get_init_inputs():
    return []
